// Shared by the engine tests: varied rows (nulls, ties, mixed case) and seeded random queries.
import type { ConfigItem } from '../collections/config-items.ts';
import { generateConfigItems, pick, seededRandom } from './config-item-fixtures.ts';
import type { QueryResult } from './live-query.ts';
import type { NaiveResult } from './naive-reference.ts';
import type { QueryInput } from './query-schema.ts';

/** Generated items with awkward cases mixed in: null names/maps, duplicate and upper-case names. */
export function awkwardItems(count: number, seed: number): ConfigItem[] {
  return generateConfigItems(count, seed).map((row, i) => {
    if (i % 37 === 0) return { ...row, name: null, labels: null, tags: null };
    if (i % 11 === 0) return { ...row, name: i % 2 ? 'Dup' : 'dup' };
    if (i % 13 === 0) return { ...row, name: (row.name ?? '').toUpperCase() };
    return row;
  });
}

const types = [
  'Kubernetes::Pod',
  'Kubernetes::Service',
  'AWS::EC2Instance',
  'Flux::HelmRelease',
  'Nope::Missing',
];
const healths = ['healthy', 'unhealthy', 'warning', 'unknown', null];
const statuses = ['Running', 'Pending', 'Failed', null];
const texts = [
  '',
  'nginx',
  'ngin ingress',
  'INGRESS',
  'pod',
  'dup',
  'payments kube',
  'zz-none',
  'e',
  'aws::',
  'default',
];
const sortFields = [
  'name',
  'type',
  'health',
  'updated_at',
  'changes',
  'cost_total_30d',
  'created_at',
  'status',
];

/** A random but valid config-item query; `random` makes it reproducible. */
export function randomQuery(random: () => number): QueryInput {
  const query: QueryInput & { where: NonNullable<QueryInput['where']> } = { where: [] };
  const maybe = (p: number) => random() < p;
  const some = <V>(values: readonly V[]) => values.filter(() => maybe(0.4));
  if (maybe(0.3)) query.where.push({ field: 'health', in: some(healths) });
  if (maybe(0.3)) query.where.push({ field: 'type', include: some(types), exclude: some(types) });
  if (maybe(0.2)) query.where.push({ field: 'status', include: [], exclude: some(statuses) });
  if (maybe(0.15)) query.where.push({ field: 'deleted_at', isNull: maybe(0.7) });
  if (maybe(0.15)) query.where.push({ field: 'cost_total_30d', isNull: maybe(0.5) });
  if (maybe(0.2))
    query.where.push({
      field: 'updated_at',
      from: '2026-04-01T00:00:00Z',
      ...(maybe(0.5) ? { to: '2026-08-01T00:00:00Z' } : {}),
    });
  if (maybe(0.15)) query.where.push({ field: 'changes', from: 20, to: 150 });
  if (maybe(0.1)) query.where.push({ field: 'name', in: ['dup', 'Dup', null] });
  if (maybe(0.25))
    query.maps = {
      labels: {
        [pick(random, ['team', 'app', 'app.kubernetes.io/version', 'missing'])]: pick(random, [
          { include: ['payments', 'nginx'] },
          { exclude: ['sre'] },
          { exists: true },
          { exists: false },
        ]),
      },
      ...(maybe(0.3) ? { tags: { cluster: { include: ['dev', 'prod-eu-1'] } } } : {}),
    };
  if (maybe(0.4)) query.text = pick(random, texts);
  if (maybe(0.7)) query.sort = some(sortFields).map((field) => ({ field, dir: maybe(0.5) ? 'asc' : 'desc' }));
  if (maybe(0.2))
    query.sort = [
      {
        field: pick(random, ['labels', 'tags']),
        key: pick(random, ['app', 'namespace', 'team', 'region', 'missing']),
        dir: maybe(0.5) ? 'asc' : 'desc',
      },
      ...(query.sort ?? []),
    ];
  if (maybe(0.2)) query.deletedLast = true;
  if (maybe(0.35))
    query.groupBy = maybe(0.7)
      ? {
          field: pick(random, ['type', 'health', 'config_class']),
          aggregates: {
            countBy: ['health', 'status'],
            sum: ['cost_total_30d', 'changes'],
            max: ['updated_at', 'changes'],
          },
        }
      : {
          field: pick(random, ['labels', 'tags']),
          key: pick(random, ['team', 'cluster', 'namespace', 'missing']),
        };
  if (maybe(0.15))
    query.groupBy = [
      {
        field: pick(random, ['config_class', 'health']),
        aggregates: { countBy: ['status'], max: ['updated_at'] },
      },
      maybe(0.5) ? { field: 'type', aggregates: { sum: ['changes'] } } : { field: 'labels', key: 'team' },
      ...(maybe(0.3) ? [{ field: 'status' }] : []),
    ];
  if (maybe(0.3)) query.facets = some(['type', 'health', 'status', 'config_class', 'agent_id']);
  if (maybe(0.25))
    query.mapFacets = [
      {
        field: 'labels',
        ...(maybe(0.3) ? { key: pick(random, ['team', 'app', 'missing']) } : {}),
        ...(maybe(0.2) ? { keysOnly: true } : {}),
        limit: pick(random, [3, 20, 1_000]),
      },
      ...(maybe(0.4) ? [{ field: 'tags', keysOnly: maybe(0.5), limit: 50 }] : []),
    ];
  if (maybe(0.3)) query.facetsExcludeOwnFilter = true;
  query.offset = maybe(0.5) ? 0 : Math.floor(random() * 300);
  query.limit = maybe(0.1) ? 0 : 1 + Math.floor(random() * 120);
  return query;
}

export function randomQueries(count: number, seed: number): QueryInput[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => randomQuery(random));
}

/** A result in a form `toEqual` can compare: row ids instead of row objects. */
export function comparable(result: QueryResult<ConfigItem> | NaiveResult<ConfigItem>) {
  return {
    ids: result.rows.map((row) => row.id),
    total: result.total,
    groups: result.groups,
    facets: result.facets,
    mapFacets: result.mapFacets,
  };
}
