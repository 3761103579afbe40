// Notification rules (spec 02-areas §3 "Notification", settings "Notifications"), synced from the
// `notifications` table so the settings screen opens at once and reads offline. The send
// statistics of the summary (pending, failed, sent, average duration, most common error) change
// with every send without moving `updated_at`, so they are not synced: the screen reads them online
// from `notifications_summary` and joins them by id. Rules are soft-deleted (`deleted_at`) or
// removed outright by a CRD's owner, so both are watched.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { personRefSchema } from './comments.ts';
import { localPendingSchema } from './incidents.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const text = z.string().nullable();

/** One "Others" recipient: a notification connection and its name (`custom_services`). */
export const customServiceSchema = builtOnFirstUse(() =>
  z.object({ name: z.string().default(''), connection: z.string().default('') }).loose(),
);
export type CustomService = z.infer<typeof customServiceSchema>;

const teamRefSchema = builtOnFirstUse(() =>
  z.object({ id: z.string(), name: z.string().nullable(), icon: text.optional() }),
);

export const notificationRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    namespace: text,
    title: text,
    events: z.array(z.string()),
    filter: text,
    template: text,
    person_id: text,
    team_id: text,
    custom_services: z.array(customServiceSchema).nullable(),
    properties: z.record(z.string(), z.unknown()).nullable(),
    /** 'UI' for rules made here; anything else (a CRD, a config file) is read-only (spec §4). */
    source: text,
    repeat_interval: text,
    error: text,
    created_by: text,
    created_at: z.string(),
    updated_at: z.string(),
    deleted_at: text,
    person: personRefSchema.nullable().optional(),
    team: teamRefSchema.nullable().optional(),
    creator: personRefSchema.nullable().optional(),
    /** A write of this rule waits in the outbox (src/sync/mutators/notifications.ts). */
    local_pending: localPendingSchema.optional(),
  }),
);
export type NotificationRow = z.infer<typeof notificationRowSchema>;

export const notifications = defineSyncedCollection<NotificationRow>({
  name: 'notifications',
  label: 'notifications',
  source: {
    path: '/db/notifications',
    select:
      'id,name,namespace,title,events,filter,template,person_id,team_id,custom_services,properties,source,repeat_interval,error,created_by,created_at,updated_at,deleted_at,person:person_id(id,name,avatar),team:team_id(id,name,icon),creator:created_by(id,name,avatar)',
  },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  refreshMs: 60_000,
  schema: notificationRowSchema,
  engine: {
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      title: { kind: 'string', text: true },
      source: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
    },
  },
});
