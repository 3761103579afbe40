// Calls into the bench page (bench/page, `window.mcBench`) from Playwright, shared by the cases.
import type { Page } from 'playwright-core';
import type { QueryInput } from '../../src/sync/query/query-schema.ts';
import type { Measured, ServerMeasured } from '../page/page-api.ts';

/** The page's answer, or an error when the bench page was not ready (window.mcBench unset). */
export function need<R>(value: R | undefined): R {
  if (value === undefined) throw new Error('bench page not ready (window.mcBench is not set)');
  return value;
}

/** One engine query in the page's worker: worker compute and call → painted. */
export async function measure(page: Page, query: QueryInput): Promise<Measured> {
  return page.evaluate((q) => {
    const api = window.mcBench;
    if (!api) throw new Error('bench page not ready');
    return api.measure(q);
  }, query);
}

/** The existing console's request for the same thing, timed from the page (session cookie included). */
export async function server(
  page: Page,
  path: string,
  init?: { method: string; body: string; headers: Record<string, string> },
): Promise<ServerMeasured> {
  return page.evaluate(
    ({ path, init }) => {
      const api = window.mcBench;
      if (!api) throw new Error('bench page not ready');
      return api.server(path, init ?? { headers: { Prefer: 'count=exact' } });
    },
    // The bench page lives at /bench/: a relative path would hit the SPA fallback, not the API.
    { path: path.startsWith('/') ? path : `/api/${path}`, init },
  );
}

/** The longest main-thread task (≥ 50 ms, as the browser reports them) while `run` runs. */
export async function longestTaskDuring(page: Page, run: () => Promise<void>): Promise<number> {
  await page.evaluate(() => window.mcBench?.resetLongTasks());
  await run();
  return need(await page.evaluate(() => window.mcBench?.longestTask()));
}
