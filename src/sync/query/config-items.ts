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
});
