// Log backends (spec 02-areas §2.13 "Log Backends", §3 "Log backend": name, labels, spec, source),
// synced from the plain `logging_backends` table: a handful of rows, so Settings › Log Backends
// and its detail open at once and read offline. They have no namespace. Deleting one sets
// `deleted_at`.
import { z } from 'zod';
import { localPendingSchema } from './incidents.ts';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const text = z.string().nullable().default(null);

export const loggingBackendRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    labels: z.record(z.string(), z.unknown()).nullable().default(null),
    source: text,
    /** Where logs are read from (loki, opensearch, files, …), edited as YAML. */
    spec: z.record(z.string(), z.unknown()).nullable(),
    agent_id: text,
    created_by: text,
    created_at: z.string(),
    updated_at: text,
    deleted_at: text,
    local_pending: localPendingSchema.optional(),
  }),
);
export type LoggingBackendRow = z.infer<typeof loggingBackendRowSchema>;

export const loggingBackends = defineSyncedCollection<LoggingBackendRow>({
  name: 'logging_backends',
  label: 'log backends',
  source: {
    path: '/db/logging_backends',
    select: 'id,name,labels,source,spec,agent_id,created_by,created_at,updated_at,deleted_at',
  },
  key: 'id',
  cursor: 'updated_at',
  cursorFallback: 'created_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  refreshMs: 60_000,
  schema: loggingBackendRowSchema,
  engine: {
    deletedField: 'deleted_at',
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      source: { kind: 'string', facet: true },
      agent_id: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
      deleted_at: { kind: 'timestamp' },
    },
  },
});
