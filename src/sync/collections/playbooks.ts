// Playbook specs (spec 02-areas §5 "Playbooks"), synced from the `playbooks` table including the
// spec (parameters, actions), so the list, the run dialog and the cards work offline. Deleting a
// playbook sets `deleted_at`.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';
import { localPendingSchema } from './incidents.ts';

const text = z.string().nullable();

export const playbookRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    namespace: z.string(),
    name: z.string(),
    title: z.string(),
    icon: text,
    description: text,
    spec: z.record(z.string(), z.unknown()),
    created_by: text,
    source: z.string(),
    category: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    deleted_at: text,
    local_pending: localPendingSchema.optional(),
  }),
);
export type PlaybookRow = z.infer<typeof playbookRowSchema>;

/** The spec's card grouping: an empty category is 'Other'. */
export function playbookCategory(row: Pick<PlaybookRow, 'category'>): string {
  return row.category.trim() === '' ? 'Other' : row.category;
}

export const playbooks = defineSyncedCollection<PlaybookRow>({
  name: 'playbooks',
  label: 'playbooks',
  source: {
    path: '/db/playbooks',
    select:
      'id,namespace,name,title,icon,description,spec,created_by,source,category,created_at,updated_at,deleted_at',
  },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  pageSize: 500,
  refreshMs: 60_000,
  schema: playbookRowSchema,
  engine: {
    fields: {
      id: { kind: 'string' },
      title: { kind: 'string', text: true },
      name: { kind: 'string', text: true },
      description: { kind: 'string', text: true },
      namespace: { kind: 'string', facet: true },
      category: { kind: 'string', facet: true, get: (row) => playbookCategory(row) },
      source: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
    },
  },
});
