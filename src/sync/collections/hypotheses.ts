// Hypotheses of incidents (spec §3 "Hypothesis"): a tree root → factor → solution. Hard-deleted.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { localPendingSchema } from './incidents.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const HYPOTHESIS_TYPES = ['root', 'factor', 'solution'] as const;
export type HypothesisType = (typeof HYPOTHESIS_TYPES)[number];
export const HYPOTHESIS_STATUSES = [
  'proven',
  'likely',
  'possible',
  'unlikely',
  'improbable',
  'disproven',
] as const;

export const hypothesisRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    incident_id: z.string(),
    parent_id: z.string().nullable().default(null),
    title: z.string(),
    type: z.string(),
    status: z.string(),
    created_by: z.string(),
    owner: z.string().nullable().optional(),
    team_id: z.string().nullable().optional(),
    created_at: z.string(),
    updated_at: z.string(),
    local_pending: localPendingSchema.optional(),
  }),
);
export type HypothesisRow = z.infer<typeof hypothesisRowSchema>;

export const hypotheses = defineSyncedCollection<HypothesisRow>({
  name: 'hypotheses',
  label: 'hypotheses',
  source: { path: '/db/hypotheses', select: '*' },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'hard' },
  schema: hypothesisRowSchema,
  refreshMs: 15_000,
  reconcileMs: 2 * 60_000,
  engine: {
    fields: {
      id: { kind: 'string' },
      incident_id: { kind: 'string', facet: true },
      parent_id: { kind: 'string', facet: true },
      title: { kind: 'string', text: true },
      type: { kind: 'string', facet: true },
      status: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
    },
  },
});
