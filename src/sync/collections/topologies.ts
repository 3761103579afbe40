// Topologies (spec 02-areas §2.13 "Topology", §3 "Topology resource"), synced from the plain
// `topologies` table: a few dozen rows, so Settings › Topology and its detail open at once and
// read offline. Their last job's status is an online read of `topologies_with_status`. Deleting
// a topology sets `deleted_at`.
import { z } from 'zod';
import { localPendingSchema } from './incidents.ts';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const text = z.string().nullable().default(null);

export const topologyRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    namespace: text,
    labels: z.record(z.string(), z.unknown()).nullable().default(null),
    source: text,
    /** The topology spec: its root component, the components under it and their lookups. */
    spec: z.record(z.string(), z.unknown()).nullable(),
    schedule: text,
    agent_id: text,
    created_by: text,
    created_at: z.string(),
    updated_at: text,
    deleted_at: text,
    local_pending: localPendingSchema.optional(),
  }),
);
export type TopologyRow = z.infer<typeof topologyRowSchema>;

export const topologies = defineSyncedCollection<TopologyRow>({
  name: 'topologies',
  label: 'topologies',
  source: {
    path: '/db/topologies',
    select:
      'id,name,namespace,labels,source,spec,schedule,agent_id,created_by,created_at,updated_at,deleted_at',
  },
  key: 'id',
  cursor: 'updated_at',
  cursorFallback: 'created_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  refreshMs: 60_000,
  schema: topologyRowSchema,
  engine: {
    deletedField: 'deleted_at',
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      namespace: { kind: 'string', facet: true },
      source: { kind: 'string', facet: true },
      agent_id: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
      deleted_at: { kind: 'timestamp' },
    },
  },
});
