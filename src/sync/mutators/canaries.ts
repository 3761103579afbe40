// Health check (canary) writes from Settings › Health Check (spec 02-areas §2.13 "Health check
// form", §4 "Add/Save for a new resource, Update when editing", §5 "Name and namespace cannot be
// edited once a settings resource exists"). Created with a client UUID (a re-sent create is a
// duplicate key, so delivered); an edit is a PATCH of labels and spec, last write wins.
import { z } from 'zod';
import { canaries, canaryRowSchema } from '../collections/canaries.ts';
import { createMutator, patchMutator, uuid, when } from './mutator-kit.ts';
import { softDeleteMutator } from './soft-delete.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const name = z.string().trim().min(1);
const spec = z.record(z.string(), z.unknown());
const labels = z.record(z.string(), z.string()).nullable();
const entity = (id: string) => [`canary:${id}`];
/** The all-zero agent: the canary runs here, not on an agent. */
const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';

export const createCanary = createMutator({
  name: 'canaries.create',
  collection: canaries,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      name,
      namespace: name,
      labels,
      spec,
      created_by: uuid,
      created_at: when,
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Add health check ${a.name}`,
  row: (a) => ({
    ...a,
    source: 'UI',
    agent_id: LOCAL_AGENT,
    updated_at: a.created_at,
    deleted_at: null,
  }),
  body: (a) => ({ ...a, source: 'UI' }),
});

const canaryPatch = builtOnFirstUse(() =>
  z
    .object({ labels, spec })
    .partial()
    .refine((p) => Object.keys(p).length > 0, 'nothing to change'),
);

export const updateCanary = patchMutator({
  name: 'canaries.update',
  collection: canaries,
  patch: canaryPatch,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      patch: canaryPatch,
      /** The values the edit replaced, put back on discard. */
      previous: z.object({ labels: labels.optional(), spec: spec.nullable().optional() }),
      base_updated_at: z.string().nullable(),
      label: z.string(),
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Update health check ${a.label}`,
  base: (a) => a.base_updated_at,
  restore: (a) => a.previous,
});

/** Soft delete (spec §7: PATCH deleted_at), undone by a discard. */
export const deleteCanary = softDeleteMutator({
  name: 'canaries.delete',
  collection: canaries,
  row: canaryRowSchema,
  entities: entity,
  noun: 'health check',
});
