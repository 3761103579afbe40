// Connections (spec 02-areas §2.13 "Connections", §3 "Connection"), synced from the plain
// `connections` table for the settings list: a few dozen rows, readable by admins only (others get
// a 403, which the puller leaves alone). Connections carry credentials, and nothing of them may
// reach the local store: the select leaves out `url` (it may embed a password), `username`,
// `password` and `certificate`, and the schema drops any of them a server sends anyway (zod
// strips unknown keys) and every property whose name says it holds a secret (restic's
// `accessKey`/`secretKey`/`password`, a token…). The connection form asks the server for the
// whole row when it opens (features/settings/connections/connection-api.ts), outside every cache.
// Deleting a connection sets `deleted_at`.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { personRefSchema } from './comments.ts';
import { localPendingSchema } from './incidents.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const text = z.string().nullable();

/** A property name that may hold a credential: it is never stored on the device. */
export const SECRET_PROPERTY = /pass|secret|token|key|credential|cert/i;

/** The properties without those that may hold a credential. */
export function withoutSecretProperties(
  properties: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (properties === null) return null;
  return Object.fromEntries(Object.entries(properties).filter(([key]) => !SECRET_PROPERTY.test(key)));
}

export const connectionRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    namespace: z.string(),
    type: z.string(),
    source: text,
    insecure_tls: z.boolean().nullable(),
    properties: z
      .record(z.string(), z.unknown())
      .nullable()
      .transform((p) => withoutSecretProperties(p)),
    created_by: text,
    created_at: z.string(),
    updated_at: z.string(),
    deleted_at: text,
    creator: personRefSchema.nullable().optional(),
    /** A write of this connection waits in the outbox (src/sync/mutators/connections.ts). */
    local_pending: localPendingSchema.optional(),
  }),
);
export type ConnectionRow = z.infer<typeof connectionRowSchema>;

export const connections = defineSyncedCollection<ConnectionRow>({
  name: 'connections',
  label: 'connections',
  source: {
    path: '/db/connections',
    select:
      'id,name,namespace,type,source,insecure_tls,properties,created_by,created_at,updated_at,deleted_at,' +
      'creator:created_by(id,name,avatar)',
  },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  refreshMs: 60_000,
  schema: connectionRowSchema,
  engine: {
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      namespace: { kind: 'string', facet: true },
      type: { kind: 'string', facet: true },
      created_by: { kind: 'string', facet: true },
      /** The author's name, for sorting by Created By. */
      creator_name: { kind: 'string', get: (row) => row.creator?.name ?? null },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
    },
  },
});
