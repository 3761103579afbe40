// Team writes (spec 02-areas §2.13 "Teams (Spec, Members, Job History)", api-contract §3.6
// "Resource editors": teams {name, spec, icon}). A team is created with a client UUID, so a
// re-sent create is a duplicate key (delivered); an edit is a PATCH, last write wins.
import { z } from 'zod';
import { teams, teamRowSchema } from '../collections/teams.ts';
import { createMutator, patchMutator, uuid, when } from './mutator-kit.ts';
import { softDeleteMutator } from './soft-delete.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const name = z.string().trim().min(1);
const spec = z.record(z.string(), z.unknown()).nullable();
const icon = z.string().nullable();
const entity = (id: string) => [`team:${id}`];

export const createTeam = createMutator({
  name: 'teams.create',
  collection: teams,
  args: builtOnFirstUse(() => z.object({ id: uuid, name, icon, spec, created_by: uuid, created_at: when })),
  entities: (a) => entity(a.id),
  describe: (a) => `Add team ${a.name}`,
  row: (a) => ({ ...a, source: null, updated_at: a.created_at, deleted_at: null }),
  body: (a) => a,
});

const teamPatch = builtOnFirstUse(() =>
  z
    .object({ name, icon, spec })
    .partial()
    .refine((p) => Object.keys(p).length > 0, 'nothing to change'),
);

export const updateTeam = patchMutator({
  name: 'teams.update',
  collection: teams,
  patch: teamPatch,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      patch: teamPatch,
      /** The values the edit replaced, put back on discard. */
      previous: z.object({ name: z.string().optional(), icon: icon.optional(), spec: spec.optional() }),
      base_updated_at: z.string().nullable(),
      label: z.string(),
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Update team ${a.label}`,
  base: (a) => a.base_updated_at,
  restore: (a) => a.previous,
});

/** Soft delete (spec §7: PATCH deleted_at), undone by a discard. */
export const deleteTeam = softDeleteMutator({
  name: 'teams.delete',
  collection: teams,
  row: teamRowSchema,
  entities: entity,
  noun: 'team',
});
