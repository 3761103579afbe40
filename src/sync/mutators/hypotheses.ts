// Hypothesis writes: a hypothesis depends on its parent (or, for a root, on the incident), so a
// failed write blocks what depends on it. Deleting one takes its comments and evidence with it.
import { z } from 'zod';
import { defineMutator } from '../outbox/mutator.ts';
import { commentRowSchema, comments } from '../collections/comments.ts';
import { evidenceRowSchema, evidences } from '../collections/evidences.ts';
import { hypotheses, hypothesisRowSchema } from '../collections/hypotheses.ts';
import type { LocalData } from './local-data.ts';
import { createMutator, label, on, patchMutator, patchSchema, uuid, when } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const createHypothesis = createMutator({
  name: 'hypotheses.create',
  collection: hypotheses,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      incident_id: uuid,
      parent_id: uuid.nullable(),
      type: z.enum(['root', 'factor', 'solution']),
      title: z.string(),
      status: z.string().min(1),
      created_by: uuid,
      created_at: when,
      label,
    }),
  ),
  entities: (a) => [
    `hypothesis:${a.id}`,
    a.parent_id === null ? `incident:${a.incident_id}` : `hypothesis:${a.parent_id}`,
  ],
  describe: (a) => on(`Add ${a.type} hypothesis "${a.title}"`, a.label),
  row: ({ label: _label, ...fields }) => ({ ...fields, updated_at: fields.created_at }),
  body: ({ label: _label, ...body }) => body,
});

const hypothesisPatchSchema = patchSchema(() => ({ title: z.string(), status: z.string().min(1) }));
export type HypothesisPatch = z.input<typeof hypothesisPatchSchema>;

export const updateHypothesis = patchMutator({
  name: 'hypotheses.update',
  collection: hypotheses,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      patch: hypothesisPatchSchema,
      previous: z.record(z.string(), z.unknown()),
      base_updated_at: when.nullable(),
      label,
    }),
  ),
  patch: hypothesisPatchSchema,
  entities: (a) => [`hypothesis:${a.id}`],
  describe: (a) => on(`Change hypothesis ${Object.keys(a.patch).join(', ')}`, a.label),
  base: (a) => a.base_updated_at,
  restore: (a) => a.previous,
});

/**
 * Deleting a hypothesis is three requests in this order, as the console makes them: its comments,
 * its evidence, then the hypothesis (api-contract §3.4). Each carries what it removes, for discard.
 */
export const deleteHypothesisPart = defineMutator({
  name: 'hypotheses.delete',
  args: builtOnFirstUse(() =>
    z.object({
      hypothesis_id: uuid,
      part: z.enum(['comments', 'evidences', 'hypothesis']),
      removed: z.object({
        hypotheses: z.array(hypothesisRowSchema).default([]),
        comments: z.array(commentRowSchema).default([]),
        evidences: z.array(evidenceRowSchema).default([]),
      }),
      label,
    }),
  ),
  entities: (a) => [`hypothesis:${a.hypothesis_id}`],
  describe: (a) =>
    on(
      a.part === 'hypothesis'
        ? 'Delete hypothesis'
        : `Delete the hypothesis's ${a.part === 'comments' ? 'comments' : 'evidence'}`,
      a.label,
    ),
  apply: (local: LocalData, a) => {
    local.remove(
      comments,
      a.removed.comments.map((r) => r.id),
    );
    local.remove(
      evidences,
      a.removed.evidences.map((r) => r.id),
    );
    local.remove(
      hypotheses,
      a.removed.hypotheses.map((r) => r.id),
    );
  },
  revert: (local: LocalData, a) => {
    local.upsert(hypotheses, a.removed.hypotheses);
    local.upsert(comments, a.removed.comments);
    local.upsert(evidences, a.removed.evidences);
  },
  toRequest: (a) =>
    a.part === 'hypothesis'
      ? { method: 'DELETE', path: '/db/hypotheses', query: { id: `eq.${a.hypothesis_id}` } }
      : { method: 'DELETE', path: `/db/${a.part}`, query: { hypothesis_id: `eq.${a.hypothesis_id}` } },
});
