// Micro-benchmark of the query engine on 100k generated config items (deterministic).
// Run: npx tsx src/sync/query/engine.bench.ts [rows]
import { performance } from 'node:perf_hooks';
import type { ConfigItem } from '../collections/config-items.ts';
import { generateConfigItems, configItemCollection } from './config-item-fixtures.ts';
import { QueryEngine } from './engine.ts';
import { naiveQuery } from './naive-reference.ts';
import { querySchema, type QueryInput } from './query-schema.ts';

const count = Number(process.argv[2] ?? 100_000);
const rows = generateConfigItems(count);
const table: { what: string; engine: string; budget: string; naive: string }[] = [];

/**
 * CPU time of this process (user + system), not wall time: our machines run other jobs, and a
 * loaded machine would otherwise report its queueing delay as our cost. Wall time is kept too.
 */
let wallTotal = 0;
let cpuTotal = 0;
function time(run: () => void): number {
  const wallStart = performance.now();
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  const cpu = (used.user + used.system) / 1000;
  wallTotal += performance.now() - wallStart;
  cpuTotal += cpu;
  return cpu;
}

function stats(samples: number[]): { median: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const naiveTime = (input: QueryInput) =>
  ms(time(() => naiveQuery(configItemCollection, rows, querySchema.parse(input))));
function record(what: string, engine: string, budget: string, naive = '') {
  table.push({ what, engine, budget, naive });
}

// Calibration: what this machine does for plain JS work of the same size right now, so the
// numbers below can be read against a loaded or slow machine.
const names = rows.map((row) => (row.name ?? '').toLowerCase());
record(
  'calibration: comparator sort of 100k strings (plain JS)',
  ms(time(() => Int32Array.from(names.keys()).sort((a, b) => (names[a]! < names[b]! ? -1 : 1)))),
  '-',
);
record(
  'calibration: indexOf over 100k strings (plain JS)',
  ms(time(() => names.filter((name) => name.includes('ingress')))),
  '-',
);

const engine = new QueryEngine<ConfigItem>(configItemCollection);
record(`load ${count} rows + build indexes`, ms(time(() => engine.load(rows))), '-');

// Warm the default-order permutation so the facet numbers measure filtering, not the first sort.
engine.query({ limit: 1 });

const healths = ['unhealthy', 'warning', 'healthy', 'unknown'];
const facetSamples = healths.flatMap((health) =>
  ['Kubernetes::Pod', 'AWS::EC2Instance', 'Kubernetes::Service'].map((type) =>
    time(() =>
      engine.query({
        where: [
          { field: 'health', in: [health] },
          { field: 'type', include: [type] },
        ],
        limit: 200,
        facets: ['status'],
      }),
    ),
  ),
);
const facetQuery: QueryInput = {
  where: [
    { field: 'health', in: ['unhealthy'] },
    { field: 'type', include: ['Kubernetes::Pod'] },
  ],
  limit: 200,
  facets: ['status'],
};
record(
  'facet filter (health ∧ type) + status facet, 200 rows',
  `median ${ms(stats(facetSamples).median)}, max ${ms(stats(facetSamples).max)}`,
  '≤ 5 ms',
  naiveTime(facetQuery),
);

const excludeSamples = healths.map((health) =>
  time(() =>
    engine.query({
      where: [{ field: 'health', include: [], exclude: [health] }],
      maps: { labels: { team: { include: ['payments'] } } },
      limit: 200,
    }),
  ),
);
record('exclude filter + label filter, 200 rows', `median ${ms(stats(excludeSamples).median)}`, '≤ 5 ms');

const typed = 'nginx-ingress';
const keystrokes: number[] = [];
for (let i = 1; i <= typed.length; i++)
  keystrokes.push(time(() => engine.query({ text: typed.slice(0, i), limit: 200 })));
const keyStats = stats(keystrokes);
record(
  `text search, typing "${typed}" (${typed.length} keystrokes)`,
  `first ${ms(keystrokes[0]!)}, median ${ms(keyStats.median)}, max ${ms(keyStats.max)}`,
  '≤ 10 ms',
  naiveTime({ text: 'n', limit: 200 }),
);
engine.load(rows); // drop the text cache: measure a cold, selective search
engine.query({ limit: 1 }); // rebuild the default order first: measure the search alone
engine.query({ text: 'zzz', limit: 1 }); // and let the JIT compile the scan once
record(
  'text search "ingress", full scan (no narrowing)',
  ms(time(() => engine.query({ text: 'ingress', limit: 200 }))),
  '≤ 10 ms',
);

const groupQuery = (health: string[]): QueryInput => ({
  where: [{ field: 'health', include: [], exclude: health }],
  groupBy: {
    field: 'type',
    aggregates: { countBy: ['health'], sum: ['cost_total_30d'], max: ['updated_at'] },
  },
  limit: 50,
});
const groupSamples = [[], ['unknown'], ['warning'], ['healthy']].map((h) =>
  time(() => engine.query(groupQuery(h))),
);
record(
  'group by type + health counts, cost sum, max updated_at',
  `median ${ms(stats(groupSamples).median)}, max ${ms(stats(groupSamples).max)}`,
  '≤ 20 ms',
  naiveTime(groupQuery([])),
);
const labelGroup = time(() =>
  engine.query({ groupBy: { field: 'labels', key: 'app', aggregates: { countBy: ['health'] } }, limit: 50 }),
);
record('group by label "app" + health counts', ms(labelGroup), '≤ 20 ms');

record(
  'sort by name, cold (builds permutation)',
  ms(time(() => engine.query({ sort: [{ field: 'name' }], limit: 200 }))),
  '≤ 50 ms',
  naiveTime({ sort: [{ field: 'name' }], limit: 200 }),
);
const warm = [0, 1, 2, 3].map((i) =>
  time(() =>
    engine.query({
      sort: [{ field: 'name' }],
      where: [{ field: 'health', include: [], exclude: [healths[i]!] }],
      limit: 200,
    }),
  ),
);
record('sort by name, warm (filter + cut cached permutation)', `median ${ms(stats(warm).median)}`, '≤ 5 ms');
record(
  'sort by updated_at desc, name (cold)',
  ms(
    time(() => engine.query({ sort: [{ field: 'updated_at', dir: 'desc' }, { field: 'name' }], limit: 200 })),
  ),
  '≤ 50 ms',
);

const windows = [0, 5_000, 40_000, 90_000, 200].map((offset) =>
  time(() => engine.query({ sort: [{ field: 'name' }], offset, limit: 200 })),
);
record(
  'window of 200 rows (same query, new offset)',
  `median ${ms(stats(windows).median)}, max ${ms(stats(windows).max)}`,
  '≤ 1 ms',
);

const subscriptions: QueryInput[] = [
  { limit: 200 },
  { sort: [{ field: 'name' }], limit: 200 },
  {
    where: [{ field: 'health', in: ['unhealthy'] }],
    sort: [{ field: 'updated_at', dir: 'desc' }],
    limit: 100,
  },
  { text: 'nginx', sort: [{ field: 'name' }], limit: 200 },
  {
    groupBy: {
      field: 'type',
      aggregates: { countBy: ['health'], sum: ['cost_total_30d'], max: ['updated_at'] },
    },
    limit: 0,
  },
  {
    groupBy: { field: 'config_class', aggregates: { countBy: ['health', 'status'] } },
    limit: 0,
    facets: ['health', 'status', 'type'],
  },
  {
    where: [{ field: 'type', in: ['Kubernetes::Pod'] }],
    facets: ['health'],
    sort: [{ field: 'name', dir: 'desc' }],
    limit: 200,
  },
  {
    maps: { labels: { team: { include: ['payments'] } } },
    sort: [{ field: 'changes', dir: 'desc' }],
    limit: 200,
  },
  {
    where: [{ field: 'deleted_at', isNull: true }],
    sort: [{ field: 'name' }],
    deletedLast: true,
    offset: 1000,
    limit: 200,
  },
  { where: [{ field: 'updated_at', from: '2026-06-01T00:00:00Z' }], groupBy: { field: 'health' }, limit: 50 },
];
let pushes = 0;
for (const query of subscriptions) engine.subscribe(query, () => pushes++);
pushes = 0;
const updates: number[] = [];
for (let i = 0; i < 60; i++) {
  const row = rows[(i * 7_919) % rows.length]!;
  const changed: ConfigItem = {
    ...row,
    health: healths[i % 4]!,
    name: `nginx-${row.name ?? ''}`,
    updated_at: new Date(Date.UTC(2026, 10, 1) + i).toISOString(),
  };
  updates.push(time(() => engine.upsert([changed])));
}
const updateStats = stats(updates);
record(
  `one-row update → ${subscriptions.length} subscriptions (${(pushes / updates.length).toFixed(1)} pushes/update)`,
  `median ${ms(updateStats.median)}, p95 ${ms(updateStats.p95)}`,
  '≤ 5 ms',
);
const page = rows.slice(0, 1_000).map((row) => ({ ...row, changes: (row.changes ?? 0) + 1 }));
record(
  `sync page of 1,000 rows → ${subscriptions.length} subscriptions`,
  ms(time(() => engine.upsert(page))),
  '-',
);

console.log(
  `query engine, ${count} config items, Node ${process.version}; times are CPU time of this process`,
);
console.log(
  `(wall/CPU over all measurements: ${(wallTotal / cpuTotal).toFixed(2)}; well above 1 means the machine was busy)\n`,
);
console.table(table);
