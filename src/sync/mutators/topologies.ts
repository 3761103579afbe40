// Topology writes (spec 02-areas §2.13 generic detail, §4 "Add/Save for a new resource, Update
// when editing", §5 name and namespace fixed once it exists). Created with a client UUID (a
// re-sent create is a duplicate key, so delivered); an edit is a PATCH of the spec, last write wins.
import { z } from 'zod';
import { topologies, topologyRowSchema } from '../collections/topologies.ts';
import { createMutator, patchMutator, uuid, when } from './mutator-kit.ts';
import { softDeleteMutator } from './soft-delete.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const spec = z.record(z.string(), z.unknown()).nullable();
const entity = (id: string) => [`topology:${id}`];
const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';

export const createTopology = createMutator({
  name: 'topologies.create',
  collection: topologies,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      name: z.string().trim().min(1),
      namespace: z.string().trim().min(1),
      spec,
      created_by: uuid,
      created_at: when,
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Add topology ${a.name}`,
  row: (a) => ({
    ...a,
    labels: null,
    source: 'UI',
    schedule: null,
    agent_id: LOCAL_AGENT,
    updated_at: a.created_at,
    deleted_at: null,
  }),
  body: (a) => ({ ...a, source: 'UI' }),
});

const topologyPatch = builtOnFirstUse(() =>
  z
    .object({ spec })
    .partial()
    .refine((p) => Object.keys(p).length > 0, 'nothing to change'),
);

export const updateTopology = patchMutator({
  name: 'topologies.update',
  collection: topologies,
  patch: topologyPatch,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      patch: topologyPatch,
      previous: z.object({ spec: spec.optional() }),
      base_updated_at: z.string().nullable(),
      label: z.string(),
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Update topology ${a.label}`,
  base: (a) => a.base_updated_at,
  restore: (a) => a.previous,
});

/** Soft delete (spec §7: PATCH deleted_at), undone by a discard. */
export const deleteTopology = softDeleteMutator({
  name: 'topologies.delete',
  collection: topologies,
  row: topologyRowSchema,
  entities: entity,
  noun: 'topology',
});
