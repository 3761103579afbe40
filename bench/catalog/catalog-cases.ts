// Catalogue cases at 100k items (issue 6): the queries /catalog sends to the local engine, each
// beside the reference server's round trip for the same question as the existing console asks
// it. Runs on the bench page (engine in a worker, loaded by runEngineCases first).
//
// Wire it into bench/run.ts after the engine cases, on the same page:
//   import { runCatalogCases } from './catalog/catalog-cases.ts';
//   rows.push(...(await runCatalogCases(page, log)));
//
// The bench page's engine holds the real config_items collection (src/sync/collections/config-items.ts)
// loaded with generated rows (src/sync/query/config-item-fixtures.ts).
import type { Page } from 'playwright-core';
import type { QueryInput } from '../../src/sync/query/query-schema.ts';
import type { Measured } from '../page/page-api.ts';
import { longestTaskDuring, measure, server } from '../support/page-calls.ts';
import { ms, p50p95, percentile, ratio, type Row } from '../support/stats.ts';

const frame = 1000 / 60;
const WINDOW = 80; // a screenful of 37 px rows plus overscan 20 on each side
const LIST_SELECT =
  'select=id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,cost_per_minute,cost_total_1d,cost_total_30d,changes,analysis';

const longTask = (value: number) => (value === 0 ? 'none' : ms(value));

interface Case {
  readonly what: string;
  readonly queries: readonly QueryInput[];
  readonly serverPaths: readonly (string | { path: string; body: unknown })[];
  readonly budget: string;
  /** Pass when painted p95 is within this many ms (and no long task). */
  readonly limitMs: number;
}

const summaryAggregates = {
  countBy: ['health'],
  sum: ['changes', 'cost_total_30d'],
  max: ['created_at', 'updated_at'],
};
const podFilter = [{ field: 'type', in: ['Kubernetes::Pod'] }];

function cases(total: number): Case[] {
  const summaryBody = (health: string) => ({
    groupBy: ['type'],
    deleted: false,
    filter: {},
    health,
    status: '',
    changes: { since: '30d' },
    analysis: { since: '30d' },
    cost: '30d',
  });
  const healthFilters = ['', 'healthy', '!healthy', 'unhealthy,warning'];
  const keystrokes = ['n', 'ng', 'ngi', 'ngin', 'nginx'];
  return [
    {
      what: 'catalog: summary regroup (type, health counts, sums, max)',
      queries: healthFilters.map((h) => ({
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
      })),
      serverPaths: healthFilters.map((h) => ({ path: 'catalog/summary', body: summaryBody(h) })),
      budget: '≤ 2 frames',
      limitMs: 2 * frame,
    },
    {
      what: 'catalog: list filter (type + health, 80-row window)',
      queries: ['healthy', 'unhealthy', 'warning', 'unknown'].map((h) => ({
        where: [...podFilter, { field: 'health', include: [h] }],
        sort: [{ field: 'type' }, { field: 'name' }],
        deletedLast: true,
        limit: WINDOW,
      })),
      serverPaths: ['healthy', 'unhealthy', 'warning', 'unknown'].map(
        (h) =>
          `db/configs?${LIST_SELECT}&type=eq.Kubernetes::Pod&health=eq.${h}&order=type,name.asc&limit=${WINDOW}&offset=0`,
      ),
      budget: '≤ 2 frames',
      limitMs: 2 * frame,
    },
    {
      what: 'catalog: search per keystroke ("nginx")',
      queries: keystrokes.map((text) => ({
        text,
        sort: [{ field: 'type' }, { field: 'name' }],
        deletedLast: true,
        limit: WINDOW,
      })),
      serverPaths: keystrokes.map(
        (q) =>
          `db/configs?${LIST_SELECT}&or=(name.ilike.*${q}*,type.ilike.*${q}*,description.ilike.*${q}*,namespace.ilike.*${q}*)&order=type,name.asc&limit=${WINDOW}&offset=0`,
      ),
      budget: '≤ 50 ms floor',
      limitMs: 50,
    },
    {
      what: 'catalog: sort (changes, updated, cost, name)',
      queries: [
        ['changes', 'desc'],
        ['updated_at', 'desc'],
        ['cost_total_30d', 'desc'],
        ['name', 'asc'],
      ].map(([field, dir]) => ({
        sort: [{ field: field ?? 'name', dir: dir === 'desc' ? ('desc' as const) : ('asc' as const) }],
        deletedLast: true,
        limit: WINDOW,
      })),
      serverPaths: ['changes.desc', 'updated_at.desc', 'cost_total_30d.desc', 'name.asc'].map(
        (o) => `db/configs?${LIST_SELECT}&order=${o}&limit=${WINDOW}&offset=0`,
      ),
      budget: '≤ 2 frames',
      limitMs: 2 * frame,
    },
    {
      what: `catalog: scroll to the end (window at ${total - WINDOW})`,
      queries: [0.25, 0.5, 0.75, 1].map((f) => ({
        sort: [{ field: 'type' }, { field: 'name' }],
        deletedLast: true,
        offset: Math.max(0, Math.floor(total * f) - WINDOW),
        limit: WINDOW,
      })),
      serverPaths: [0.25, 0.5, 0.75, 1].map(
        (f) =>
          `db/configs?${LIST_SELECT}&order=type,name.asc&limit=${WINDOW}&offset=${Math.max(0, Math.floor(total * f) - WINDOW)}`,
      ),
      budget: '≤ 2 frames',
      limitMs: 2 * frame,
    },
  ];
}

export async function runCatalogCases(page: Page, log: (line: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  const all = await measure(page, { limit: 0 });
  // Warm the list's order once, as the page does on first open.
  await measure(page, { sort: [{ field: 'type' }, { field: 'name' }], deletedLast: true, limit: WINDOW });
  for (const c of cases(all.total)) {
    const local: Measured[] = [];
    const task = await longestTaskDuring(page, async () => {
      for (let round = 0; round < 3; round++) for (const q of c.queries) local.push(await measure(page, q));
    });
    const remote: number[] = [];
    for (const target of c.serverPaths) {
      const res =
        typeof target === 'string'
          ? await server(page, target)
          : await server(page, target.path, {
              method: 'POST',
              body: JSON.stringify(target.body),
              headers: { 'Content-Type': 'application/json' },
            });
      if (res.status >= 400)
        log(
          `${c.what}: server answered ${res.status} for ${typeof target === 'string' ? target : target.path}`,
        );
      remote.push(res.ms);
    }
    const painted = local.map((m) => m.paintedMs);
    const worker = local.map((m) => m.workerMs);
    const pass = percentile(painted, 95) <= c.limitMs && task === 0;
    rows.push({
      what: `${c.what} — painted`,
      local: p50p95(painted),
      longTask: longTask(task),
      server: p50p95(remote),
      ratio: ratio(percentile(remote, 50), percentile(painted, 50)),
      budget: c.budget,
      verdict: pass ? 'pass' : 'FAIL',
    });
    rows.push({
      what: `${c.what} — worker compute`,
      local: p50p95(worker),
      longTask: '-',
      server: '-',
      ratio: '-',
      budget: '-',
      verdict: 'info',
    });
    log(`${c.what}: painted p50 ${ms(percentile(painted, 50))}, server p50 ${ms(percentile(remote, 50))}`);
  }
  return rows;
}
