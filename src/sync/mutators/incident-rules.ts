// Incident rule writes (spec 02-areas §2.13 "Rules (incident rules)", api-contract §3.6
// "Resource editors": incident_rules {name, spec}). Created with a client UUID (a re-sent create
// is a duplicate key, so delivered); an edit is a PATCH, last write wins.
import { z } from 'zod';
import { incidentRules, incidentRuleRowSchema } from '../collections/incident-rules.ts';
import { createMutator, patchMutator, uuid, when } from './mutator-kit.ts';
import { softDeleteMutator } from './soft-delete.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const name = z.string().trim().min(1);
const spec = z.record(z.string(), z.unknown()).nullable();
const entity = (id: string) => [`incident-rule:${id}`];

export const createIncidentRule = createMutator({
  name: 'incident_rules.create',
  collection: incidentRules,
  args: builtOnFirstUse(() => z.object({ id: uuid, name, spec, created_by: uuid, created_at: when })),
  entities: (a) => entity(a.id),
  describe: (a) => `Add incident rule ${a.name}`,
  row: (a) => ({ ...a, source: null, updated_at: a.created_at, deleted_at: null }),
  body: (a) => a,
});

const rulePatch = builtOnFirstUse(() =>
  z
    .object({ name, spec })
    .partial()
    .refine((p) => Object.keys(p).length > 0, 'nothing to change'),
);

export const updateIncidentRule = patchMutator({
  name: 'incident_rules.update',
  collection: incidentRules,
  patch: rulePatch,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      patch: rulePatch,
      /** The values the edit replaced, put back on discard. */
      previous: z.object({ name: z.string().optional(), spec: spec.optional() }),
      base_updated_at: z.string().nullable(),
      label: z.string(),
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Update incident rule ${a.label}`,
  base: (a) => a.base_updated_at,
  restore: (a) => a.previous,
});

/** Soft delete (spec §7: PATCH deleted_at), undone by a discard. */
export const deleteIncidentRule = softDeleteMutator({
  name: 'incident_rules.delete',
  collection: incidentRules,
  row: incidentRuleRowSchema,
  entities: entity,
  noun: 'incident rule',
});
