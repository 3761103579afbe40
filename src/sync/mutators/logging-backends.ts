// Log backend writes (spec 02-areas §2.13 generic detail, §3 "created_by, created_at, updated_at
// are removed on update", §5 name fixed once it exists). Created with a client UUID (a re-sent
// create is a duplicate key, so delivered); an edit is a PATCH of the spec alone, last write wins.
import { z } from 'zod';
import { loggingBackends, loggingBackendRowSchema } from '../collections/logging-backends.ts';
import { createMutator, patchMutator, uuid, when } from './mutator-kit.ts';
import { softDeleteMutator } from './soft-delete.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

// The table requires a spec: none is an empty object.
const spec = z.record(z.string(), z.unknown());
const entity = (id: string) => [`logging-backend:${id}`];
const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';

export const createLoggingBackend = createMutator({
  name: 'logging_backends.create',
  collection: loggingBackends,
  args: builtOnFirstUse(() =>
    z.object({ id: uuid, name: z.string().trim().min(1), spec, created_by: uuid, created_at: when }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Add log backend ${a.name}`,
  row: (a) => ({
    ...a,
    labels: null,
    source: 'UI',
    agent_id: LOCAL_AGENT,
    updated_at: a.created_at,
    deleted_at: null,
  }),
  body: (a) => ({ ...a, source: 'UI' }),
});

const backendPatch = builtOnFirstUse(() =>
  z
    .object({ spec })
    .partial()
    .refine((p) => Object.keys(p).length > 0, 'nothing to change'),
);

export const updateLoggingBackend = patchMutator({
  name: 'logging_backends.update',
  collection: loggingBackends,
  patch: backendPatch,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      patch: backendPatch,
      previous: z.object({ spec: spec.nullable().optional() }),
      base_updated_at: z.string().nullable(),
      label: z.string(),
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Update log backend ${a.label}`,
  base: (a) => a.base_updated_at,
  restore: (a) => a.previous,
});

/** Soft delete (spec §7: PATCH deleted_at), undone by a discard. */
export const deleteLoggingBackend = softDeleteMutator({
  name: 'logging_backends.delete',
  collection: loggingBackends,
  row: loggingBackendRowSchema,
  entities: entity,
  noun: 'log backend',
});
