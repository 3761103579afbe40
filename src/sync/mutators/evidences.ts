// Evidence writes (and the definition of done, which is evidence marked `definition_of_done`).
// Evidence depends on its hypothesis.
import { z } from 'zod';
import { defineMutator } from '../outbox/mutator.ts';
import { personRefSchema } from '../collections/comments.ts';
import { evidenceRowSchema, evidences } from '../collections/evidences.ts';
import type { LocalData } from './local-data.ts';
import { createMutator, label, on, patchMutator, patchSchema, uuid, when } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const createEvidence = createMutator({
  name: 'evidences.create',
  collection: evidences,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      hypothesis_id: uuid,
      type: z.string().min(1),
      description: z.string(),
      evidence: z.unknown().optional(),
      properties: z.unknown().optional(),
      config_id: uuid.nullable().optional(),
      config_change_id: uuid.nullable().optional(),
      config_analysis_id: uuid.nullable().optional(),
      component_id: uuid.nullable().optional(),
      check_id: uuid.nullable().optional(),
      definition_of_done: z.boolean().optional(),
      done: z.boolean().optional(),
      script: z.string().nullable().optional(),
      incident_id: uuid,
      created_by: uuid,
      created_at: when,
      author: personRefSchema.optional(),
      label,
    }),
  ),
  entities: (a) => [`evidence:${a.id}`, `hypothesis:${a.hypothesis_id}`],
  describe: (a) =>
    on(a.definition_of_done === true ? 'Add to definition of done' : `Add ${a.type} evidence`, a.label),
  row: ({ label: _label, author, ...fields }) => ({
    ...fields,
    author: author ?? null,
    updated_at: fields.created_at,
  }),
  // The incident is known through the hypothesis; the table has no column for it.
  body: ({ label: _label, author: _author, incident_id: _incident, ...body }) => body,
});

const evidencePatchSchema = patchSchema(() => ({
  definition_of_done: z.boolean(),
  done: z.boolean(),
  script: z.string().nullable(),
  description: z.string(),
  evidence: z.unknown(),
}));
export type EvidencePatch = z.input<typeof evidencePatchSchema>;

export const updateEvidence = patchMutator({
  name: 'evidences.update',
  collection: evidences,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      patch: evidencePatchSchema,
      previous: z.record(z.string(), z.unknown()),
      label,
    }),
  ),
  patch: evidencePatchSchema,
  entities: (a) => [`evidence:${a.id}`],
  describe: (a) =>
    on(
      a.patch.definition_of_done === false
        ? 'Remove from definition of done'
        : a.patch.definition_of_done === true
          ? 'Add to definition of done'
          : a.patch.done !== undefined
            ? a.patch.done
              ? 'Mark as resolved'
              : 'Mark as not resolved'
            : 'Edit evidence',
      a.label,
    ),
  restore: (a) => a.previous,
});

export const deleteEvidence = defineMutator({
  name: 'evidences.delete',
  args: builtOnFirstUse(() => z.object({ id: uuid, removed: evidenceRowSchema, label })),
  entities: (a) => [`evidence:${a.id}`],
  describe: (a) => on('Delete evidence', a.label),
  apply: (local: LocalData, a) => local.remove(evidences, [a.id]),
  revert: (local: LocalData, a) => local.upsert(evidences, [a.removed]),
  toRequest: (a) => ({ method: 'DELETE', path: '/db/evidences', query: { id: `eq.${a.id}` } }),
});
