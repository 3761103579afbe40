// Incident comments (spec §3 "Comment"), append-only from the console. Hard-deleted with their
// hypothesis. The author is embedded so the timeline needs no second collection.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { localPendingSchema } from './incidents.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const personRefSchema = builtOnFirstUse(() =>
  z.object({ id: z.string(), name: z.string().nullable(), avatar: z.string().nullable().optional() }),
);
export type PersonRef = z.infer<typeof personRefSchema>;

export const commentRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    incident_id: z.string(),
    hypothesis_id: z.string().nullable().default(null),
    comment: z.string(),
    created_by: z.string(),
    author: personRefSchema.nullable().optional(),
    responder_id: z.string().nullable().optional(),
    external_id: z.string().nullable().optional(),
    external_created_by: z.string().nullable().optional(),
    created_at: z.string(),
    updated_at: z.string(),
    local_pending: localPendingSchema.optional(),
  }),
);
export type CommentRow = z.infer<typeof commentRowSchema>;

export const comments = defineSyncedCollection<CommentRow>({
  name: 'comments',
  label: 'comments',
  source: { path: '/db/comments', select: '*,author:created_by(id,name,avatar)' },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'hard' },
  schema: commentRowSchema,
  refreshMs: 15_000,
  reconcileMs: 2 * 60_000,
  engine: {
    fields: {
      id: { kind: 'string' },
      incident_id: { kind: 'string', facet: true },
      hypothesis_id: { kind: 'string', facet: true },
      comment: { kind: 'string', text: true },
      created_by: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
    },
  },
});
