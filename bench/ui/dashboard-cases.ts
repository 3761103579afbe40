// The Dashboard at 10,000 components (issue 22), through the real UI: Playwright clicks the real
// filter and sort controls of /topology, and the page times the click (pointerdown, capture phase)
// → the first animation frame whose visible cards (the count line and the first card names) show
// that choice's result. As in the typing cases (typing-probe.ts), the expected cards come from a
// calibration pass (do, settle, note; undo, settle, note), and the measured rounds repeat both the
// choice and its undoing. Opening a popover or menu is not timed: the choice inside it is. Beside
// each: the topology request a real deployment's Dashboard sends for the same filter or sort
// (`GET /api/canary/api/topology`), fetched from the same page with the session cookie.
import type { Page } from 'playwright-core';
import { ms, p50p95, percentile, ratio, type Row } from '../support/stats.ts';
import { navigate } from './screens.ts';
import { installTypingProbe, type RowsSpec } from './typing-probe.ts';

const rows: RowsSpec = {
  parts: [
    { selector: '.topology-page__count', first: 1 },
    { selector: '.topology-card__name', first: 6 },
    { selector: '.topology-status', first: 1 },
  ],
};
const QUIET_MS = 700;
const TIMEOUT_MS = 10_000;
const BUDGET_MS = 33;

interface DashboardAction {
  readonly what: string;
  /** Opens what holds the choice (not timed). */
  open(page: Page): Promise<void>;
  /** The timed click. */
  choose(page: Page): Promise<void>;
  readonly server: string;
}

interface DashboardCase {
  readonly what: string;
  readonly doIt: DashboardAction;
  readonly undo: DashboardAction;
}

const topology = (query: string) => `/api/canary/api/topology?${query}`;
const filterButton = (page: Page, name: string) =>
  page
    .getByRole('search', { name: 'Dashboard filters' })
    .getByRole('button', { name: new RegExp(`^${name}`) });
const triState = (filter: string, value: string, query: string): DashboardAction => ({
  what: `${filter} ${value}`,
  open: (page) => filterButton(page, filter).click(),
  choose: (page) => page.getByRole('button', { name: `Include ${value}`, exact: true }).click(),
  server: topology(query),
});
const sortBy = (label: string, query: string): DashboardAction => ({
  what: `sort by ${label}`,
  open: (page) => page.getByRole('button', { name: /^Sort by/ }).click(),
  choose: (page) => page.getByRole('menuitemradio', { name: label, exact: true }).click(),
  server: topology(query),
});

const DEFAULT_QUERY = 'sortBy=status&sortOrder=desc';
export const dashboardCases: readonly DashboardCase[] = [
  {
    what: 'health filter (unhealthy)',
    doIt: triState('Health', 'unhealthy', `status=unhealthy&${DEFAULT_QUERY}`),
    undo: triState('Health', 'unhealthy', DEFAULT_QUERY),
  },
  {
    what: 'label filter (team=sre)',
    doIt: triState('Labels', 'team=sre', `labels=team=sre&${DEFAULT_QUERY}`),
    undo: triState('Labels', 'team=sre', DEFAULT_QUERY),
  },
  {
    what: 'sort by name, then health',
    doIt: sortBy('Name', 'sortBy=name&sortOrder=asc'),
    undo: sortBy('Health', DEFAULT_QUERY),
  },
];

declare global {
  interface Window {
    mcDashboard?: {
      arm(spec: RowsSpec, expected: string, timeoutMs: number): void;
      shown(): Promise<number>;
    };
  }
}

/** In the page: stamps each pointerdown and watches frames for the expected cards. */
function installClickProbe(): void {
  if (window.mcDashboard) return;
  let actAt: number | null = null;
  let pending: Promise<number> = Promise.resolve(Number.NaN);
  window.addEventListener(
    'pointerdown',
    (event) => {
      const now = performance.now();
      actAt = event.timeStamp > now - 1_000 && event.timeStamp <= now ? event.timeStamp : now;
    },
    { capture: true },
  );
  window.mcDashboard = {
    arm(spec, expected, timeoutMs) {
      actAt = null;
      const armedAt = performance.now();
      pending = new Promise((resolve) => {
        const tick = () => {
          const now = performance.now();
          if (actAt !== null && window.mcTyping?.signature(spec) === expected) return resolve(now - actAt);
          if (now - armedAt > timeoutMs) return resolve(Number.NaN);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
    },
    shown: () => pending,
  };
}

const settle = (page: Page, quietMs = QUIET_MS, timeoutMs = 30_000) =>
  page.evaluate(
    ({ spec, quietMs, timeoutMs }) => {
      if (!window.mcTyping) throw new Error('probe not installed');
      return window.mcTyping.settle(spec, quietMs, Math.max(quietMs, 3_000), timeoutMs);
    },
    { spec: rows, quietMs, timeoutMs },
  );

async function act(page: Page, action: DashboardAction, expected?: string): Promise<number> {
  await action.open(page);
  if (expected !== undefined)
    await page.evaluate(({ spec, expected, timeout }) => window.mcDashboard?.arm(spec, expected, timeout), {
      spec: rows,
      expected,
      timeout: TIMEOUT_MS,
    });
  await action.choose(page);
  const took =
    expected === undefined ? Number.NaN : ((await page.evaluate(() => window.mcDashboard?.shown())) ?? NaN);
  await page.keyboard.press('Escape');
  return took;
}

export interface DashboardFigures {
  readonly what: string;
  readonly samples: number[];
  timeouts: number;
  longest: number;
  readonly server: number[];
}

/**
 * Runs each case on a signed-in console page whose `components` are synced (`roots` of them on
 * the Dashboard's default view).
 */
export async function runDashboardCases(
  page: Page,
  opts: { rounds: number; components: number; roots: number },
  log: (line: string) => void,
): Promise<Row[]> {
  await page.evaluate('globalThis.__name ??= (f) => f');
  await page.evaluate(installTypingProbe);
  await page.evaluate(installClickProbe);
  await navigate(page, '/topology');
  const total = `${opts.roots.toLocaleString('en-US')} components`;
  await page.getByText(total, { exact: true }).waitFor({ timeout: 120_000 });
  log(`dashboard: ${await settle(page, 1_500, 60_000)}`);
  const out: Row[] = [];
  for (const c of dashboardCases) {
    const f: DashboardFigures = { what: c.what, samples: [], timeouts: 0, longest: 0, server: [] };
    await act(page, c.doIt);
    const done = await settle(page);
    await act(page, c.undo);
    const undone = await settle(page);
    log(`dashboard ${c.what}: ${done.slice(0, 100)} / back: ${undone.slice(0, 60)}`);
    await page.evaluate(() => window.mcTyping?.resetLongTasks());
    for (let round = 0; round < opts.rounds; round++)
      for (const [action, expected] of [
        [c.doIt, done],
        [c.undo, undone],
      ] as const) {
        const took = await act(page, action, expected);
        if (Number.isNaN(took)) f.timeouts++;
        else f.samples.push(took);
        await settle(page, 300);
      }
    f.longest = (await page.evaluate(() => window.mcTyping?.longestTask())) ?? 0;
    for (let round = 0; round < opts.rounds; round++)
      for (const action of [c.doIt, c.undo]) {
        const res = await page.evaluate((path) => window.mcTyping?.server(path, {}), action.server);
        if (res === undefined) throw new Error('probe lost');
        if (res.status >= 400) log(`dashboard ${c.what}: server answered ${res.status} for ${action.server}`);
        f.server.push(res.ms);
      }
    log(
      `dashboard ${c.what}: click → cards p50 ${ms(percentile(f.samples, 50))} p95 ${ms(percentile(f.samples, 95))}, longest task ${ms(f.longest)}; server p50 ${ms(percentile(f.server, 50))}`,
    );
    out.push(dashboardRow(f, opts.components));
  }
  return out;
}

export function dashboardRow(f: DashboardFigures, components: number): Row {
  const p95 = percentile(f.samples, 95);
  const pass = f.samples.length > 0 && f.timeouts === 0 && p95 <= BUDGET_MS && f.longest === 0;
  return {
    what: `real UI · Dashboard, ${components.toLocaleString('en-US')} components: ${f.what}, click → cards painted (n=${f.samples.length}${f.timeouts > 0 ? `, ${f.timeouts} timed out` : ''})`,
    local: p50p95(f.samples),
    longTask: f.longest === 0 ? 'none' : ms(f.longest),
    server: p50p95(f.server),
    ratio: ratio(percentile(f.server, 50), percentile(f.samples, 50)),
    budget: `p95 ≤ ${BUDGET_MS} ms; no task > 50 ms`,
    verdict: pass ? 'pass' : 'FAIL',
  };
}
