// Incident changelog rows (spec §3 "Incident history"), written by the server on each event.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { personRefSchema } from './comments.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const incidentHistoryRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    incident_id: z.string(),
    type: z.string().nullable(),
    description: z.string().nullable(),
    created_by: z.string(),
    author: personRefSchema.nullable().optional(),
    hypothesis_id: z.string().nullable().optional(),
    responder_id: z.string().nullable().optional(),
    evidence_id: z.string().nullable().optional(),
    comment_id: z.string().nullable().optional(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type IncidentHistoryRow = z.infer<typeof incidentHistoryRowSchema>;

export const incidentHistories = defineSyncedCollection<IncidentHistoryRow>({
  name: 'incident_histories',
  label: 'incident history',
  source: { path: '/db/incident_histories', select: '*,author:created_by(id,name,avatar)' },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'hard' },
  schema: incidentHistoryRowSchema,
  refreshMs: 30_000,
  // The server's triggers write a history row for these (migration 130_incident_history.sql).
  pulledAfterWritesTo: ['incidents', 'hypotheses', 'evidences', 'responders', 'comments'],
  engine: {
    fields: {
      id: { kind: 'string' },
      incident_id: { kind: 'string', facet: true },
      type: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
    },
  },
});
