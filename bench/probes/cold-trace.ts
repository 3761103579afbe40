// Traced cold starts of the console: what the main thread's long tasks are made of. For each run,
// a fresh signed-in context opens the catalogue list with a Chromium trace (timeline, V8 and the
// CPU sampler) until `HOLD` ms after its first row; then every main-thread task of at least
// `MIN` ms is printed as start:wall/cpu (ms since navigation), with its slowest children and the
// sampled functions it ran. Several builds (`DIST`, comma-separated) are run in alternation, each
// served by its own reference server on one throwaway Postgres seeded at `SCALE`, so that an A/B
// sees the same machine. Raw traces go to .tmp/traces/; TRACE=0 records none and only counts the
// long tasks the page observed, PROFILE=0 leaves the CPU sampler out.
//
//   DIST=.tmp/dist-a,.tmp/dist-b N=6 npx tsx bench/probes/cold-trace.ts
//   DIST=.tmp/dist-a,.tmp/dist-b N=12 TRACE=0 COMPLETE=1 npx tsx bench/probes/cold-trace.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startPostgres, startReferenceServer, type ReferenceServer } from '../support/reference-server.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { summarizeTrace, type TraceEvent } from './trace-summary.ts';

const dists = (process.env['DIST'] ?? '.tmp/dist-bench').split(',');
const runs = Number(process.env['N'] ?? 4);
const scale = Number(process.env['SCALE'] ?? 100_000);
const minTask = Number(process.env['MIN'] ?? 30);
const hold = Number(process.env['HOLD'] ?? 3_000);
/** TRACE=0: no trace at all, only the page's own long-task observer (as `npm run bench`). */
const tracing = process.env['TRACE'] !== '0';
/** COMPLETE=1: each run also waits for the configs' last short page and reports when it came. */
const untilComplete = process.env['COMPLETE'] === '1';

/** When the puller received its last short page of configs (rows counted from Content-Range). */
function syncComplete(page: Page): Promise<number | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 60_000);
    page.on('response', (response) => {
      const url = new URL(response.url());
      const limit = Number(url.searchParams.get('limit') ?? Number.NaN);
      if (
        !url.pathname.startsWith('/api/db/configs') ||
        !Number.isFinite(limit) ||
        !url.searchParams.get('order')
      )
        return;
      const range = /^(\d+)-(\d+)\//.exec(response.headers()['content-range'] ?? '');
      const rows = range === null ? 0 : Number(range[2]) - Number(range[1]) + 1;
      if (rows < limit) {
        clearTimeout(timer);
        resolve(performance.now());
      }
    });
  });
}
const listUrl = '/catalog?configType=Kubernetes%3A%3APod';
const rowSelector = '[role="rowgroup"] [role="row"] .catalog-list__cell--name';
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
  // PROFILE=0 leaves the sampler out: it adds its own cost to every task.
  ...(process.env['PROFILE'] === '0' ? [] : ['disabled-by-default-v8.cpu_profiler']),
];

const log = (line: string) => console.log(line);
mkdirSync('.tmp/traces', { recursive: true });
const pg = await startPostgres();
const servers: ReferenceServer[] = [];
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  // One at a time: the first seeds the database, the others find it seeded.
  for (const dist of dists)
    servers.push(
      await startReferenceServer({ databaseUrl: pg.url, scale, staticDir: dist, log: () => undefined }),
    );
  const longest: Record<string, number[]> = {};
  const firstRows: Record<string, number[]> = {};
  const completes: Record<string, number[]> = {};
  for (let n = 0; n < runs; n++) {
    for (const [i, server] of servers.entries()) {
      const label = dists[i] ?? String(i);
      const context = await browser.newContext({ baseURL: server.origin });
      await context.addInitScript((selector) => {
        const tasks: number[][] = [];
        const probe = { tasks, firstRow: 0 };
        (window as unknown as { mcProbe: typeof probe }).mcProbe = probe;
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => tasks.push([e.startTime, e.duration])),
        ).observe({ type: 'longtask', buffered: true });
        new MutationObserver((_, observer) => {
          if (document.querySelector(`#root ${selector}`) === null) return;
          probe.firstRow = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, rowSelector);
      const page = await context.newPage();
      await page.goto('/api/health');
      await signInThroughApi(page, 'admin@example.com', 'demo-password');
      if (tracing) await browser.startTracing(page, { categories });
      const started = performance.now();
      const complete = untilComplete ? syncComplete(page) : Promise.resolve(null);
      await page.goto(listUrl);
      await page.waitForSelector(rowSelector, { timeout: 20_000 });
      const completeAt = await complete;
      if (completeAt !== null) (completes[dists[i] ?? String(i)] ??= []).push(completeAt - started);
      await page.waitForTimeout(hold);
      const { tasks: observed, firstRow } = await page.evaluate(
        () => (window as unknown as { mcProbe: { tasks: number[][]; firstRow: number } }).mcProbe,
      );
      const buffer = tracing ? await browser.stopTracing() : null;
      await context.close();
      const file = join('.tmp/traces', `run${n}-${i}.json`);
      if (buffer !== null) writeFileSync(file, buffer);
      const parsed =
        buffer === null
          ? { traceEvents: [] }
          : (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] });
      const lines =
        buffer === null ? [] : summarizeTrace(parsed.traceEvents, { minTaskMs: minTask, pageUrl: listUrl });
      const tasks =
        observed
          .map(([start, duration]) => `${(start ?? 0).toFixed(0)}:${(duration ?? 0).toFixed(0)}`)
          .join(' ') || 'none';
      (longest[label] ??= []).push(Math.max(0, ...observed.map(([, duration]) => duration ?? 0)));
      (firstRows[label] ??= []).push(firstRow);
      log(
        `\n=== ${label} run ${n + 1}: first row ${firstRow.toFixed(0)} ms, longtask observer ${tasks}${buffer === null ? '' : ` (${file})`}`,
      );
      lines.forEach((line) => log(line));
    }
  }
  log('\nlongest observed task per run:');
  for (const [label, values] of Object.entries(longest))
    log(
      `  ${label}: ${values.map((v) => (v === 0 ? 'none' : v.toFixed(0))).join(' / ')}  (${values.filter((v) => v > 50).length} of ${values.length} over 50 ms)`,
    );
  log('first row (ms since navigation), median:');
  for (const [label, values] of Object.entries(firstRows))
    log(
      `  ${label}: ${[...values].sort((a, b) => a - b)[values.length >> 1]?.toFixed(0)} (${values.map((v) => v.toFixed(0)).join(' ')})`,
    );
  if (untilComplete) log('sync complete (ms since the navigation was asked), median:');
  for (const [label, values] of Object.entries(completes))
    log(
      `  ${label}: ${[...values].sort((a, b) => a - b)[values.length >> 1]?.toFixed(0)} (${values.map((v) => v.toFixed(0)).join(' ')})`,
    );
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  pg.stop();
}
