// Notification rule writes (spec 02-areas §7.6: "create sends the notification fields plus
// created_by; update sends person_id, team_id and custom_services as null when unset"). A rule is
// created with a client UUID (a re-sent create that meets its own row is delivered); an edit is a
// PATCH of the form's fields, last write wins. Rules whose source is not UI are not offered for
// editing (the screen's model), and the server checks write on `notifications` for both.
import { z } from 'zod';
import { personRefSchema } from '../collections/comments.ts';
import { customServiceSchema, notifications } from '../collections/notifications.ts';
import { createMutator, patchMutator, uuid, when } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';
const nullableText = z.string().nullable();

/** The fields the Create and Edit Notification forms set. */
const editableFields = () => ({
  title: nullableText,
  events: z.array(z.string().min(1)).min(1),
  filter: nullableText,
  template: nullableText,
  person_id: uuid.nullable(),
  team_id: uuid.nullable(),
  custom_services: z.array(customServiceSchema).nullable(),
});

const teamRef = builtOnFirstUse(() =>
  z.object({ id: z.string(), name: z.string().nullable(), icon: z.string().nullable().optional() }),
);

export const createNotification = createMutator({
  name: 'notifications.create',
  collection: notifications,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      name: z.string().trim().min(1),
      namespace: z.string().trim().min(1),
      ...editableFields(),
      created_by: uuid,
      created_at: when,
      /** Shown on the optimistic row; not sent. */
      person: personRefSchema.nullable().optional(),
      team: teamRef.nullable().optional(),
      creator: personRefSchema.optional(),
    }),
  ),
  entities: (a) => [`notification:${a.id}`],
  describe: (a) => `Create notification "${a.title ?? a.name}"`,
  row: ({ person, team, creator, ...a }) => ({
    ...a,
    properties: null,
    source: 'UI',
    repeat_interval: null,
    error: null,
    updated_at: a.created_at,
    deleted_at: null,
    person: person ?? null,
    team: team ?? null,
    creator: creator ?? null,
  }),
  body: ({ person: _p, team: _t, creator: _c, ...a }) => ({ ...a, source: 'UI' }),
});

const notificationPatch = builtOnFirstUse(() => z.object(editableFields()).partial());

export const updateNotification = patchMutator({
  name: 'notifications.update',
  collection: notifications,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      /** Always the three recipient fields, null when unset, and the other edited fields. */
      patch: notificationPatch,
      /** The values the user replaced, put back on discard. */
      previous: notificationPatch,
      /** The server `updated_at` the user edited. */
      base_updated_at: z.string().nullable(),
      label: z.string().optional(),
    }),
  ),
  patch: notificationPatch,
  entities: (a) => [`notification:${a.id}`],
  describe: (a) => `Edit notification "${a.label ?? a.id}"`,
  base: (a) => a.base_updated_at,
  restore: (a) => a.previous,
  accept: SINGLE_OBJECT,
});
