// The synced collections a fault run pulls, scoped to the run's own rows by a source filter:
// the incident's comments (hard deletes) and the run's playbooks (the real `playbooks`
// collection: soft deletes that do not move updated_at; kept greyed or removed).
import { z } from 'zod';
import { playbooks } from '../../../src/sync/collections/playbooks.ts';
import {
  defineSyncedCollection,
  type SyncedCollection,
} from '../../../src/sync/registry/synced-collection.ts';

export const commentRowSchema = z.object({
  id: z.string(),
  incident_id: z.string(),
  comment: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommentRow = z.infer<typeof commentRowSchema>;

export function commentsSpec(incidentId: string, overlapMs: number): SyncedCollection<CommentRow> {
  return defineSyncedCollection<CommentRow>({
    name: 'comments',
    label: 'comments',
    source: {
      path: '/db/comments',
      select: 'id,incident_id,comment,created_by,created_at,updated_at',
      filters: { incident_id: `eq.${incidentId}` },
    },
    key: 'id',
    cursor: 'updated_at',
    deletion: { kind: 'hard' },
    pageSize: 2,
    overlapMs,
    schema: commentRowSchema,
    engine: { fields: { id: { kind: 'string' }, comment: { kind: 'string', text: true } } },
  });
}

export type PlaybookSpec = typeof playbooks;

export function playbooksSpec(category: string, keepDeleted: boolean, overlapMs: number): PlaybookSpec {
  return {
    ...playbooks,
    source: { ...playbooks.source, filters: { category: `eq.${category}` } },
    pageSize: 2,
    overlapMs,
    ...(keepDeleted
      ? {
          engine: {
            ...playbooks.engine,
            deletedField: 'deleted_at',
            fields: { ...playbooks.engine.fields, deleted_at: { kind: 'timestamp' } },
          },
        }
      : {}),
  };
}
