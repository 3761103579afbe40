// People (spec 01-core, settings "Users"), synced from the `people` table. System users have no
// email; screens that list users filter `email` themselves. `updated_at` is nullable in the
// table, so rows without it are read by `created_at`; users are removed with
// `DELETE /api/people/<id>` (hard) or soft-deleted, so both are watched.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const text = z.string().nullable();

export const personRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    avatar: text,
    type: text,
    team_id: text,
    organization: text,
    title: text,
    email: text,
    phone: text,
    properties: z.record(z.string(), z.unknown()).nullable(),
    external_id: text,
    created_at: z.string(),
    updated_at: text,
    deleted_at: text,
    last_login: text,
  }),
);
export type PersonRow = z.infer<typeof personRowSchema>;

export const people = defineSyncedCollection<PersonRow>({
  name: 'people',
  label: 'people',
  source: {
    path: '/db/people',
    select:
      'id,name,avatar,type,team_id,organization,title,email,phone,properties,external_id,created_at,updated_at,deleted_at,last_login',
  },
  key: 'id',
  cursor: 'updated_at',
  cursorFallback: 'created_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  refreshMs: 60_000,
  schema: personRowSchema,
  engine: {
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      email: { kind: 'string', text: true },
      type: { kind: 'string', facet: true },
      team_id: { kind: 'string', facet: true },
      organization: { kind: 'string', facet: true },
      title: { kind: 'string', text: true },
      properties: { kind: 'map' },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
      last_login: { kind: 'timestamp' },
    },
  },
});
