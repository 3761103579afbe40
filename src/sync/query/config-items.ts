// The catalogue's config items as a query-engine collection (fields of the spec's "Config item").
import { defineCollection } from './collection.ts';

/** A config item as synced from `configs` (the columns the catalogue list needs). */
export interface ConfigItemRow {
  readonly id: string;
  readonly name: string | null;
  readonly type: string | null;
  readonly config_class: string | null;
  readonly status: string | null;
  readonly health: string | null;
  readonly labels: Readonly<Record<string, string>> | null;
  readonly tags: Readonly<Record<string, string>> | null;
  readonly created_at: string;
  readonly updated_at: string | null;
  readonly deleted_at: string | null;
  readonly changes: number | null;
  readonly analysis: Readonly<Record<string, number>> | null;
  readonly cost_total_30d: number | null;
  readonly agent_id: string | null;
}

/** Search covers name, type and namespace, as the catalogue's server-side search did (minus description). */
export const configItems = defineCollection<ConfigItemRow>({
  name: 'config_items',
  key: 'id',
  deletedField: 'deleted_at',
  fields: {
    id: { kind: 'string' },
    name: { kind: 'string', text: true },
    type: { kind: 'string', facet: true, text: true },
    config_class: { kind: 'string', facet: true },
    status: { kind: 'string', facet: true },
    health: { kind: 'string', facet: true },
    agent_id: { kind: 'string', facet: true },
    namespace: { kind: 'string', text: true, get: (row) => row.tags?.['namespace'] ?? null },
    labels: { kind: 'map' },
    tags: { kind: 'map' },
    analysis: { kind: 'map' },
    created_at: { kind: 'timestamp' },
    updated_at: { kind: 'timestamp' },
    deleted_at: { kind: 'timestamp' },
    changes: { kind: 'number' },
    cost_total_30d: { kind: 'number' },
  },
  // What the catalogue and the bench's screens ask first (orders, facet counts, provider → type
  // groups, the summary, label options): prepared in idle time after a load (warm-up.ts).
  warmUp: [
    { sort: [{ field: 'name' }], limit: 200 },
    { sort: [{ field: 'updated_at', dir: 'desc' }], limit: 200 },
    { sort: [{ field: 'type' }, { field: 'name' }], deletedLast: true, limit: 80 },
    ...(['changes', 'updated_at', 'cost_total_30d'] as const).map((field) => ({
      sort: [{ field, dir: 'desc' as const }],
      deletedLast: true,
      limit: 80,
    })),
    { sort: [{ field: 'name' }], deletedLast: true, limit: 80 },
    {
      where: [{ field: 'health', in: ['healthy'] }],
      facets: ['health', 'type', 'status'],
      facetsExcludeOwnFilter: true,
      sort: [{ field: 'name' }],
      limit: 200,
    },
    {
      groupBy: [
        { field: 'config_class' },
        { field: 'type', aggregates: { countBy: ['health'], sum: ['cost_total_30d'], max: ['updated_at'] } },
      ],
      limit: 0,
    },
    {
      where: [{ field: 'deleted_at', isNull: true }],
      groupBy: {
        field: 'type',
        aggregates: {
          countBy: ['health'],
          sum: ['changes', 'cost_total_30d'],
          max: ['created_at', 'updated_at'],
        },
      },
      limit: 0,
    },
    {
      where: [{ field: 'deleted_at', isNull: true }],
      mapFacets: [{ field: 'labels', limit: 500 }],
      facetsExcludeOwnFilter: true,
      limit: 0,
    },
  ],
});
