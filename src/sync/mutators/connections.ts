// Connection writes that may wait in the outbox (spec 02-areas §4, §7.6: POST, PATCH, and a soft
// delete by PATCH of deleted_at). The outbox is kept on the device, so only writes that carry no
// secret are queued: a password, token, key or certificate typed in goes straight to the server
// (features/settings/connections/connection-api.ts). These schemas refuse one that slips through:
// password, certificate and secret-named properties may only be Secret or ConfigMap references.
import { z } from 'zod';
import { defineMutator, type MutationRequest } from '../outbox/mutator.ts';
import {
  connectionRowSchema,
  connections,
  SECRET_PROPERTY,
  withoutSecretProperties,
} from '../collections/connections.ts';
import type { LocalData } from './local-data.ts';
import { createMutator, pendingWith, uuid, when } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const TABLE = '/db/connections';
const entity = (id: string) => [`connection:${id}`];
/** A Secret or ConfigMap reference (duty's `secret://name/key`), never the secret itself. */
const REFERENCE = /^(secret|configmap):\/\/[^/]+\/[^/]+$/;
const reference = z
  .string()
  .regex(REFERENCE, 'a secret is written to the server directly, never queued')
  .nullable();

const fieldsSchema = () =>
  z.object({
    type: z.string().min(1),
    url: z.string().nullable(),
    username: z.string().nullable(),
    password: reference,
    certificate: reference,
    insecure_tls: z.boolean(),
    properties: z
      .record(z.string(), z.string())
      .refine(
        (p) => Object.entries(p).every(([k, v]) => !SECRET_PROPERTY.test(k) || REFERENCE.test(v)),
        'a secret is written to the server directly, never queued',
      ),
  });
export type QueuedConnectionFields = z.infer<ReturnType<typeof fieldsSchema>>;

const createArgs = builtOnFirstUse(() =>
  fieldsSchema().extend({
    id: uuid,
    name: z.string().trim().min(1),
    namespace: z.string().trim().min(1),
    created_by: uuid,
    created_at: when,
    creator: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable(),
  }),
);

export const createConnection = createMutator({
  name: 'connections.create',
  collection: connections,
  args: createArgs,
  entities: (a) => entity(a.id),
  describe: (a) => `Add connection ${a.name}`,
  row: (a) => ({
    id: a.id,
    name: a.name,
    namespace: a.namespace,
    type: a.type,
    source: 'UI',
    insecure_tls: a.insecure_tls,
    properties: withoutSecretProperties(a.properties),
    created_by: a.created_by,
    created_at: a.created_at,
    updated_at: a.created_at,
    deleted_at: null,
    creator: a.creator,
  }),
  body: ({ creator: _creator, ...row }) => ({ ...row, source: 'UI' }),
});

export const updateConnection = defineMutator({
  name: 'connections.update',
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      /** The connection's name, for the pending and failed writes list. */
      label: z.string(),
      fields: fieldsSchema(),
      /** The row as it was, put back on discard. */
      previous: connectionRowSchema,
      base_updated_at: z.string().nullable(),
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Update connection ${a.label}`,
  apply: (local: LocalData, a) => {
    const row = local.get(connections, a.id);
    if (!row) return;
    const pending = pendingWith(row.local_pending, ['type', 'insecure_tls', 'properties'], a.base_updated_at);
    const { type, insecure_tls, properties } = a.fields;
    const changed = { type, insecure_tls, properties: withoutSecretProperties(properties) };
    local.upsert(connections, [{ ...row, ...changed, local_pending: pending }]);
  },
  revert: (local: LocalData, a) => {
    const { local_pending: _pending, ...row } = a.previous;
    local.upsert(connections, [row]);
  },
  toRequest: (a): MutationRequest => ({
    method: 'PATCH',
    path: TABLE,
    query: { id: `eq.${a.id}`, select: connections.source.select },
    body: a.fields,
    prefer: 'return=representation',
  }),
});

export const deleteConnection = defineMutator({
  name: 'connections.delete',
  args: builtOnFirstUse(() => z.object({ id: uuid, deleted_at: when, removed: connectionRowSchema })),
  entities: (a) => entity(a.id),
  describe: (a) => `Delete connection ${a.removed.name}`,
  apply: (local: LocalData, a) => local.remove(connections, [a.id]),
  revert: (local: LocalData, a) => {
    const { local_pending: _pending, ...row } = a.removed;
    local.upsert(connections, [row]);
  },
  toRequest: (a): MutationRequest => ({
    method: 'PATCH',
    path: TABLE,
    query: { id: `eq.${a.id}` },
    body: { deleted_at: a.deleted_at },
  }),
});

/** The names of these writes, for the screen's failed-writes panel. */
export const CONNECTION_WRITES = [
  createConnection.name,
  updateConnection.name,
  deleteConnection.name,
] as const;
