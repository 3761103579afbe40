// Health case (issue 5): 5,000 checks in the query engine, the dashboard's own queries.
//   npx tsx bench/health/health-bench.ts            # prints a table; exit 1 when a budget fails
// To wire into bench/run.ts (owned by the bench helper): `import { runHealthCases } from
// './health/health-bench.ts'; rows.push(...runHealthCases());` — it needs no page: it times the
// dashboard's engine queries in this process (Node): group sizes and states from the engine's
// groupBy, the window of group-sorted rows on screen, the counts and tabs, and (pivot case) the
// two-level pivot groupBy shaped into its matrix. That is all the work between a keystroke and
// what the table renders; the main thread only shapes group lists. Budgets (brief): a keystroke's
// compute within one frame (16.7 ms goal, 50 ms floor); a group switch likewise.
import { performance } from 'node:perf_hooks';
import { checks, type CheckRow } from '../../src/sync/collections/checks.ts';
import { QueryEngine } from '../../src/sync/query/engine.ts';
import { rowsQuery, tabsQuery, countsQuery } from '../../src/features/health/state/check-query.ts';
import { groupsQuery, summarizeGroups } from '../../src/features/health/state/grouping.ts';
import {
  buildPivot,
  pivotDimension,
  pivotQuery,
  type PivotCellType,
} from '../../src/features/health/state/pivot.ts';
import { groupedLayout } from '../../src/features/health/state/table-layout.ts';
import type { HealthSearch } from '../../src/features/health/state/url-state.ts';

const COUNT = 5_000;
const TYPES = ['http', 'dns', 'tcp', 'postgres', 'kubernetes', 'prometheus', 'redis', 's3'];
const NAMESPACES = ['default', 'monitoring', 'data', 'payments', 'identity', 'platform'];

/** Deterministic fixture: 5,000 checks over 120 canaries, ~12% failing. */
export function healthFixture(count = COUNT): CheckRow[] {
  const rows: CheckRow[] = [];
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < count; i++) {
    const type = TYPES[i % TYPES.length] ?? 'http';
    const canary = `canary-${i % 120}`;
    const failing = rnd() < 0.12;
    rows.push(
      checks.schema.parse({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        canary_id: `c-${i % 120}`,
        canary_name: canary,
        agent_id: i % 5 === 0 ? 'agent-1' : '00000000-0000-0000-0000-000000000000',
        name: `${type}-${['api', 'web', 'db', 'queue'][i % 4] ?? 'x'}/${i}.svc.acme.io`,
        namespace: NAMESPACES[i % NAMESPACES.length],
        type,
        description: `Check ${i} of ${canary}`,
        status: failing ? 'unhealthy' : 'healthy',
        labels: {
          team: ['sre', 'data', 'payments', 'web'][i % 4],
          tier: i % 3 === 0 ? 'public' : 'internal',
          canary: i % 7 === 0 ? 'true' : 'false',
        },
        uptime: { passed: 100 + (i % 50), failed: failing ? 20 : i % 3 },
        latency: { p95: 50 + (i % 400), p97: 60 + (i % 400), p99: 80 + (i % 400) },
        last_runtime: new Date(Date.now() - (i % 600) * 1000).toISOString(),
        last_transition_time: new Date(Date.now() - (i % 200) * 3_600_000).toISOString(),
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-11-01T00:00:00Z',
      }),
    );
  }
  return rows;
}

function time(run: () => void, times: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    run();
    out.push(performance.now() - t);
  }
  return out;
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

export interface HealthRow {
  what: string;
  p50: number;
  p95: number;
  budgetMs: number;
  pass: boolean;
}

/** Rows the table fetches at once (one block of the window; see state/table-layout.ts). */
const ROWS_ON_SCREEN = 100;

/** One dashboard answer: the queries the page keeps open plus shaping the groups into the layout. */
function answer(engine: QueryEngine<CheckRow>, search: HealthSearch, groupBy: string): void {
  const groups = groupsQuery(search, groupBy);
  if (groups !== null) groupedLayout(summarizeGroups(engine.query(groups).groups ?? []), new Set()).itemAt(0);
  engine.query(rowsQuery(search, ROWS_ON_SCREEN, { groupBy }));
  engine.query(countsQuery(search));
  const tabs = tabsQuery(search);
  if (tabs !== null) engine.query(tabs);
}

/** The pivot view's answer: one two-level groupBy, shaped into rows and columns. */
function pivot(
  engine: QueryEngine<CheckRow>,
  search: HealthSearch,
  groupBy: string,
  cellType: PivotCellType,
): number {
  const dimension = pivotDimension(search);
  if (dimension === null) throw new Error('bench: pivot search without a dimension');
  engine.query(countsQuery(search));
  return buildPivot(engine.query(pivotQuery(search, groupBy, dimension, cellType)).groups ?? []).rows.length;
}

export function runHealthCases(): HealthRow[] {
  const engine = new QueryEngine<CheckRow>({ name: 'checks', key: 'id', ...checks.engine });
  const loadStart = performance.now();
  engine.load(healthFixture());
  const loadMs = performance.now() - loadStart;
  // Warm up (JIT, sort orders, text caches) as a page that has been open a moment would be.
  for (let r = 0; r < 3; r++)
    for (const word of ['payments', 'http-api', 'svc.acme'])
      for (let i = 1; i <= word.length; i++)
        answer(engine, { hidePassing: false, query: word.slice(0, i) }, 'canary_name');

  const keystrokes: number[] = [];
  for (let r = 0; r < 3; r++)
    for (const word of ['payments', 'http-api', 'svc.acme', 'queue/1']) {
      for (let i = 1; i <= word.length; i++)
        keystrokes.push(
          ...time(() => answer(engine, { hidePassing: false, query: word.slice(0, i) }, 'canary_name'), 1),
        );
    }
  const groups = ['type', 'name', 'team', 'description', 'canary_name', 'no-group'];
  const switches: number[] = [];
  for (let r = 0; r < 5; r++)
    for (const g of groups) switches.push(...time(() => answer(engine, { hidePassing: false }, g), 1));
  const hidePassing = time(() => answer(engine, {}, 'canary_name'), 20);
  const labels = time(
    () => answer(engine, { hidePassing: false, labels: { 'team=sre': 1, 'tier=public': -1 } }, 'canary_name'),
    20,
  );
  const pivots: number[] = [];
  const pivotCases: [HealthSearch, string, PivotCellType][] = [
    [{ hidePassing: false, pivotBy: 'namespace' }, 'canary_name', 'health'],
    [{ hidePassing: false, pivotBy: 'labels', pivotLabel: 'team' }, 'type', 'uptime'],
    [{ hidePassing: false, pivotBy: 'type' }, 'name', 'latency'],
    [{ hidePassing: false, pivotBy: 'agent' }, 'no-group', 'count'],
  ];
  for (let r = 0; r < 5; r++)
    for (const [search, groupBy, cellType] of pivotCases)
      pivots.push(...time(() => pivot(engine, search, groupBy, cellType), 1));

  const row = (what: string, xs: number[], budgetMs: number): HealthRow => ({
    what,
    p50: pct(xs, 50),
    p95: pct(xs, 95),
    budgetMs,
    pass: pct(xs, 95) <= budgetMs,
  });
  return [
    {
      what: `health: load ${COUNT} checks (info)`,
      p50: loadMs,
      p95: loadMs,
      budgetMs: Number.POSITIVE_INFINITY,
      pass: true,
    },
    row('health: keystroke → groups + rows on screen (5,000 match)', keystrokes, 50),
    row('health: group switch', switches, 50),
    row('health: Hide Passing', hidePassing, 16.7),
    row('health: label include/exclude', labels, 16.7),
    row('health: pivot switch (rows x columns, cell type)', pivots, 50),
  ];
}

const isMain = process.argv[1]?.endsWith('health-bench.ts') ?? false;
if (isMain) {
  const rows = runHealthCases();
  for (const r of rows)
    console.log(
      `${r.what.padEnd(56)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p95 ${r.p95.toFixed(2).padStart(7)} ms  ${Number.isFinite(r.budgetMs) ? `budget ${r.budgetMs} ms ${r.pass ? 'PASS' : 'FAIL'}` : ''}`,
    );
  process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
}
