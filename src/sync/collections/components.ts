// Topology components (spec 02-areas §2 "Topology"), synced from the `components` table: the
// tree (parent_id, path), status/health facets, labels and the cached summary the cards show.
// Agent-owned components keep the agent's `updated_at` and status changes come from topology
// runs, so a wide overlap and frequent sweeps (status, health, hidden compared) catch them.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';
import { headlineSortValues, statusWeight } from './component-sort-keys.ts';

const text = z.string().nullable();
const num = z.number().nullable();
const json = z.unknown().nullable();

export const componentRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    agent_id: text,
    topology_id: text,
    external_id: text,
    parent_id: text,
    config_id: text,
    name: z.string(),
    text: text,
    topology_type: text,
    namespace: text,
    labels: z.record(z.string(), z.unknown()).nullable(),
    hidden: z.boolean().nullable(),
    silenced: z.boolean().nullable(),
    status: text,
    health: text,
    description: text,
    lifecycle: text,
    tooltip: text,
    status_reason: text,
    icon: text,
    type: text,
    owner: text,
    path: text,
    summary: json,
    properties: json,
    /** Log selectors (name, type, labels): a component with any has logs (View Logs). */
    log_selectors: json,
    is_leaf: z.boolean().nullable(),
    cost_per_minute: num,
    cost_total_1d: num,
    cost_total_7d: num,
    cost_total_30d: num,
    created_at: z.string(),
    updated_at: text,
    deleted_at: text,
  }),
);
export type ComponentRow = z.infer<typeof componentRowSchema>;

export const components = defineSyncedCollection<ComponentRow>({
  name: 'components',
  label: 'components',
  source: {
    path: '/db/components',
    select:
      'id,agent_id,topology_id,external_id,parent_id,config_id,name,text,topology_type,namespace,labels,hidden,silenced,status,health,' +
      'description,lifecycle,tooltip,status_reason,icon,type,owner,path,summary,properties,log_selectors,is_leaf,' +
      'cost_per_minute,cost_total_1d,cost_total_7d,cost_total_30d,created_at,updated_at,deleted_at',
  },
  key: 'id',
  cursor: 'updated_at',
  cursorFallback: 'created_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  overlapMs: 15 * 60_000,
  reconcileMs: 5 * 60_000,
  schema: componentRowSchema,
  engine: {
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      text: { kind: 'string', text: true },
      type: { kind: 'string', facet: true, text: true },
      status: { kind: 'string', facet: true },
      health: { kind: 'string', facet: true },
      namespace: { kind: 'string', facet: true, text: true },
      topology_type: { kind: 'string', facet: true },
      topology_id: { kind: 'string', facet: true },
      parent_id: { kind: 'string', facet: true },
      agent_id: { kind: 'string', facet: true },
      owner: { kind: 'string', facet: true },
      lifecycle: { kind: 'string', facet: true },
      hidden: { kind: 'boolean', facet: true },
      silenced: { kind: 'boolean', facet: true },
      is_leaf: { kind: 'boolean', facet: true },
      path: { kind: 'string' },
      labels: { kind: 'map', text: true },
      /** The Dashboard's Health sort (spec §4 weights) and its headline-property sorts. */
      status_weight: { kind: 'number', get: (row) => statusWeight(row.status) },
      headline: { kind: 'map', get: (row) => headlineSortValues(row.properties) },
      cost_total_30d: { kind: 'number' },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
    },
  },
});
