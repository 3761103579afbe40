// The bench page's engine and catalogue cases (bench/cases/engine-cases.ts, bench/catalog), in
// the same order with the same queries, in Node: CPU time per call, so a loaded machine (other
// jobs) inflates the figures far less than the browser bench's wall time.
// Run: npx tsx src/sync/query/screen-cases.bench.ts [rows] [repeats] [warm]
// With `warm`, the engine's idle-time warm-up (warm-up.ts) runs to the end after each load, as
// the runtime's scheduler would while the screen is idle; its total CPU and longest step are noted.
import { performance } from 'node:perf_hooks';
import type { ConfigItem } from '../collections/config-items.ts';
import { generateConfigItems, configItemCollection } from './config-item-fixtures.ts';
import { QueryEngine } from './engine.ts';
import type { QueryInput } from './query-schema.ts';

const count = Number(process.argv[2] ?? 100_000);
const repeats = Number(process.argv[3] ?? 3);
const warm = process.argv[4] === 'warm';
const rows = generateConfigItems(count);

function cpu(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const results = new Map<string, number[][]>();
function note(what: string, run: number, samples: number[]): void {
  const runs = results.get(what) ?? [];
  runs[run] = samples;
  results.set(what, runs);
}

const summaryAggregates = {
  countBy: ['health'],
  sum: ['changes', 'cost_total_30d'],
  max: ['created_at', 'updated_at'],
};
const WINDOW = 80;

for (let run = 0; run < repeats; run++) {
  const engine = new QueryEngine<ConfigItem>(configItemCollection);
  const wallStart = performance.now();
  note('load', run, [cpu(() => engine.load(rows))]);
  if (warm) {
    const steps: number[] = [];
    const warmUp = engine.warmUp();
    let done = false;
    while (!done) steps.push(cpu(() => (done = warmUp.next().done === true)));
    note('warm-up: total', run, [steps.reduce((a, b) => a + b, 0)]);
    note('warm-up: longest step', run, [Math.max(...steps)]);
    note('warm-up: steps', run, [steps.length]);
  }
  const q = (input: QueryInput) => cpu(() => engine.query(input));
  note('sort by name, first time', run, [q({ sort: [{ field: 'name' }], limit: 200 })]);
  q({ sort: [{ field: 'updated_at', dir: 'desc' }], limit: 200 });
  const facet: number[] = [];
  for (const health of ['unhealthy', 'warning', 'healthy', 'unknown'])
    for (const type of ['Kubernetes::Pod', 'AWS::EC2Instance', 'Kubernetes::Service'])
      facet.push(
        q({
          where: [
            { field: 'health', in: [health] },
            { field: 'type', include: [type] },
          ],
          facets: ['health', 'type', 'status'],
          facetsExcludeOwnFilter: true,
          sort: [{ field: 'name' }],
          limit: 200,
        }),
      );
  note('facet filter compute', run, facet);
  const labelFilter = ['payments', 'sre', 'shop', 'data'].map((team) =>
    q({ maps: { labels: { team: { include: [team] } } }, sort: [{ field: 'name' }], limit: 200 }),
  );
  note('label filter', run, labelFilter);
  note('label filter, first call', run, labelFilter.slice(0, 1));
  const search: number[] = [];
  for (const word of ['nginx-ingress', 'payments-api'])
    for (let i = 1; i <= word.length; i++)
      search.push(q({ text: word.slice(0, i), sort: [{ field: 'name' }], limit: 200 }));
  note('text search compute', run, search);
  note(
    'group by provider → type',
    run,
    [[], ['unknown'], ['warning'], ['healthy']].map((excluded) =>
      q({
        where: [{ field: 'health', include: [], exclude: excluded }],
        groupBy: [
          { field: 'config_class' },
          {
            field: 'type',
            aggregates: { countBy: ['health'], sum: ['cost_total_30d'], max: ['updated_at'] },
          },
        ],
        limit: 0,
      }),
    ),
  );
  // Ten screens' queries stay open (engine-cases.ts `openQueries`), then one-row updates and a page.
  const open: QueryInput[] = [
    { limit: 200 },
    { sort: [{ field: 'name' }], limit: 200 },
    {
      where: [{ field: 'health', in: ['unhealthy'] }],
      sort: [{ field: 'updated_at', dir: 'desc' }],
      limit: 100,
    },
    { text: 'nginx', sort: [{ field: 'name' }], limit: 200 },
    {
      groupBy: [
        { field: 'config_class' },
        { field: 'type', aggregates: { countBy: ['health'], sum: ['cost_total_30d'], max: ['updated_at'] } },
      ],
      limit: 0,
    },
    { groupBy: { field: 'health' }, limit: 0, facets: ['health', 'status', 'type'] },
    {
      where: [{ field: 'type', in: ['Kubernetes::Pod'] }],
      facets: ['health', 'type'],
      facetsExcludeOwnFilter: true,
      sort: [{ field: 'name', dir: 'desc' }],
      limit: 200,
    },
    {
      maps: { labels: { team: { include: ['payments'] } } },
      sort: [{ field: 'labels', key: 'app' }],
      limit: 200,
    },
    {
      where: [{ field: 'deleted_at', isNull: true }],
      sort: [{ field: 'name' }],
      deletedLast: true,
      offset: 1000,
      limit: 200,
    },
    {
      where: [{ field: 'updated_at', from: '2026-06-01T00:00:00Z' }],
      groupBy: { field: 'labels', key: 'app' },
      limit: 50,
    },
  ];
  for (const query of open) engine.subscribe(query, () => undefined);
  const healths = ['unhealthy', 'warning', 'healthy', 'unknown'];
  const updates: number[] = [];
  for (let i = 0; i < 60; i++) {
    const row = rows[(i * 7_919) % rows.length]!;
    const changed: ConfigItem = {
      ...row,
      health: healths[i % 4] ?? null,
      name: `nginx-${row.name ?? ''}`,
      updated_at: new Date(Date.UTC(2026, 10, 1) + i).toISOString(),
    };
    updates.push(cpu(() => engine.upsert([changed])));
  }
  note('one changed row → 10 queries', run, updates);
  note('sync page of 1,000 rows', run, [
    cpu(() =>
      engine.upsert(rows.slice(0, 1_000).map((row) => ({ ...row, changes: (row.changes ?? 0) + 1 }))),
    ),
  ]);
  // Catalogue cases (bench/catalog/catalog-cases.ts).
  q({ limit: 0 });
  q({ sort: [{ field: 'type' }, { field: 'name' }], deletedLast: true, limit: WINDOW });
  const summary: number[] = [];
  const sorts: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const h of ['', 'healthy', '!healthy', 'unhealthy,warning'])
      summary.push(
        q({
          where: [
            { field: 'deleted_at', isNull: true },
            ...(h === ''
              ? []
              : [
                  {
                    field: 'health',
                    ...(h.startsWith('!') ? { exclude: [h.slice(1)] } : { include: h.split(',') }),
                  },
                ]),
          ],
          groupBy: { field: 'type', aggregates: summaryAggregates },
          limit: 0,
        }),
      );
  note('catalog summary regroup', run, summary);
  for (let round = 0; round < 3; round++)
    for (const [field, dir] of [
      ['changes', 'desc'],
      ['updated_at', 'desc'],
      ['cost_total_30d', 'desc'],
      ['name', 'asc'],
    ] as const)
      sorts.push(q({ sort: [{ field, dir }], deletedLast: true, limit: WINDOW }));
  note('catalog sort', run, sorts);
  note('catalog sort, first of each', run, sorts.slice(0, 4));
  try {
    const labelOptions = [{}, { labels: { team: { include: ['payments'] } } }].map((maps) =>
      q({
        where: [{ field: 'deleted_at', isNull: true }],
        maps,
        mapFacets: [{ field: 'labels', limit: 200 }],
        facetsExcludeOwnFilter: true,
        limit: 0,
      }),
    );
    note('label options (map facet)', run, labelOptions);
  } catch {
    // An engine without map facets.
  }
  // Not in the browser bench (last, so the sequence above is unchanged): the first filter on map
  // keys no query used before, which the warm-up does not know either.
  note('map filter, first on other keys', run, [
    q({
      maps: { labels: { app: { include: ['nginx'] } }, tags: { region: { exists: true } } },
      sort: [{ field: 'name' }],
      limit: 200,
    }),
  ]);
  console.error(`run ${run + 1}/${repeats}: ${(performance.now() - wallStart).toFixed(0)} ms wall`);
}

console.log(
  `engine screen cases, ${count} config items, ${repeats} runs, Node ${process.version}; CPU ms: p50 / p95 per run, the median and the best over runs`,
);
for (const [what, runs] of results) {
  const perRun = runs.map((samples) => [percentile(samples, 50), percentile(samples, 95)] as const);
  const median = (values: number[]) => percentile(values, 50);
  console.log(
    `${what.padEnd(32)} ${perRun
      .map(([p50, p95]) => `${p50.toFixed(1)}/${p95.toFixed(1)}`)
      .join('  ')
      .padEnd(
        48,
      )} median ${median(perRun.map((r) => r[0])).toFixed(1)} / ${median(perRun.map((r) => r[1])).toFixed(1)}, best ${Math.min(...perRun.map((r) => r[0])).toFixed(1)} / ${Math.min(...perRun.map((r) => r[1])).toFixed(1)}`,
  );
}
