// Canaries (spec 01-core §3 "Canary"; 02-areas §3 "Health check"): the definitions behind
// checks, synced so the check drawer's Spec tab and Edit link, and Settings › Health Check's list
// and detail, work offline. Settings writes them through the outbox (mutators/canaries.ts).
import { z } from 'zod';
import { localPendingSchema } from './incidents.ts';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const canaryRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    namespace: z.string().nullable().default(null),
    labels: z.record(z.string(), z.string()).nullable().default(null),
    source: z.string().nullable().default(null),
    spec: z.unknown().transform((v) => v ?? null),
    agent_id: z.string().nullable().default(null),
    created_by: z.string().nullable().default(null),
    created_at: z.string().nullable().default(null),
    updated_at: z.string().nullable().default(null),
    deleted_at: z.string().nullable().default(null),
    /** A create or edit made here and not yet accepted by the server. */
    local_pending: localPendingSchema.optional(),
  }),
);
export type CanaryRow = z.infer<typeof canaryRowSchema>;

export const canaries = defineSyncedCollection<CanaryRow>({
  name: 'canaries',
  label: 'canaries',
  source: {
    path: '/db/canaries',
    select: 'id,name,namespace,labels,source,spec,agent_id,created_by,created_at,updated_at,deleted_at',
  },
  key: 'id',
  cursor: 'updated_at',
  cursorFallback: 'created_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  schema: canaryRowSchema,
  pageSize: 500,
  refreshMs: 60_000,
  engine: {
    deletedField: 'deleted_at',
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      namespace: { kind: 'string', facet: true },
      agent_id: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
      deleted_at: { kind: 'timestamp' },
    },
  },
});
