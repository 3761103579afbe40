// Teams (spec 02-areas settings "Teams"; responders and component owners), synced from the
// `teams` table. Deleting a team sets `deleted_at` (which does not move `updated_at`).
import { z } from 'zod';
import { localPendingSchema } from './incidents.ts';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const text = z.string().nullable();

export const teamRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    icon: text,
    /** Team spec (components selectors, notifications, `responder_clients`). */
    spec: z.record(z.string(), z.unknown()).nullable(),
    source: text,
    created_by: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    deleted_at: text,
    /** A create or edit made here and not yet accepted by the server. */
    local_pending: localPendingSchema.optional(),
  }),
);
export type TeamRow = z.infer<typeof teamRowSchema>;

export const teams = defineSyncedCollection<TeamRow>({
  name: 'teams',
  label: 'teams',
  source: {
    path: '/db/teams',
    select: 'id,name,icon,spec,source,created_by,created_at,updated_at,deleted_at',
  },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  refreshMs: 60_000,
  schema: teamRowSchema,
  engine: {
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      source: { kind: 'string', facet: true },
      created_by: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
    },
  },
});
