// Notification rule writes (spec 02-areas §7.6: "create sends the notification fields plus
// created_by; update sends person_id, team_id and custom_services as null when unset"). A rule is
// created with a client UUID (a re-sent create that meets its own row is delivered); an edit is a
// PATCH of the form's fields, last write wins with a notice (recoverEdit below). Rules whose
// source is not UI are not offered for editing (the screen's model), and the server checks write
// on `notifications` for both.
import { z } from 'zod';
import { personRefSchema } from '../collections/comments.ts';
import type { Failure } from '../outbox/entry.ts';
import type { Recovery, ServerRead } from '../outbox/mutator.ts';
import { customServiceSchema, notificationRowSchema, notifications } from '../collections/notifications.ts';
import { createMutator, defined, patchMutator, uuid, when } from './mutator-kit.ts';
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

/** Rows that keep moving under an edit are overwritten without a condition after this many reads. */
const MAX_CONDITIONAL_ROUNDS = 3;

const updateArgs = builtOnFirstUse(() =>
  z.object({
    id: uuid,
    /** Always the three recipient fields, null when unset, and the other edited fields. */
    patch: notificationPatch,
    /** The values the user replaced, put back on discard. */
    previous: notificationPatch,
    /** The server `updated_at` the user edited: the PATCH's condition. */
    base_updated_at: z.string().nullable(),
    label: z.string().optional(),
    /** Set by `recover`: the server's `updated_at` the resend is conditioned on. */
    server_updated_at: z.string().optional(),
    /** Set by `recover`: when the newer server version this edit replaces was saved. */
    replaced_at: z.string().optional(),
    rounds: z.number().int().nonnegative().optional(),
  }),
);
type UpdateArgs = z.infer<typeof updateArgs>;

/** The notice a delivered edit leaves when it replaced a newer version (read by the settings screen). */
export const notificationEditNoticeSchema = builtOnFirstUse(() =>
  z.object({ notification: uuid, label: z.string().optional(), changed_at: z.string() }),
);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Last write wins, and the user is told (issue #24, as incident edits): the PATCH only matches
 * while the row is the version the user edited (`updated_at`); a 406 (no row matched) reads the
 * row: if it holds the edit already (a lost answer) the edit is delivered, otherwise it is resent
 * on the version just read, remembering when that version was saved, so the edit wins and leaves
 * a notice.
 */
async function recoverEdit(a: UpdateArgs, refusal: Failure, read: ServerRead): Promise<Recovery | undefined> {
  if (refusal.status !== 406) return undefined;
  const answer = await read(notifications.source.path, {
    id: `eq.${a.id}`,
    select: notifications.source.select,
  });
  const rows = z.array(notificationRowSchema).safeParse(answer.body);
  if (answer.status !== 200 || !rows.success) return undefined;
  const row = rows.data[0];
  if (row === undefined || row.deleted_at !== null)
    return { kind: 'fail', message: 'The notification no longer exists on the server' };
  const values: Readonly<Record<string, unknown>> = row;
  const patch: Readonly<Record<string, unknown>> = defined(a.patch);
  if (Object.keys(patch).every((f) => same(values[f], patch[f]))) return { kind: 'delivered', body: row };
  return {
    kind: 'resend',
    args: {
      ...a,
      server_updated_at: row.updated_at,
      replaced_at: row.updated_at,
      rounds: (a.rounds ?? 0) + 1,
    },
  };
}

export const updateNotification = patchMutator({
  name: 'notifications.update',
  collection: notifications,
  args: updateArgs,
  patch: notificationPatch,
  entities: (a) => [`notification:${a.id}`],
  describe: (a) => `Edit notification "${a.label ?? a.id}"`,
  base: (a) => a.base_updated_at,
  restore: (a) => a.previous,
  conditions: (a): Record<string, string> => {
    const version = a.server_updated_at ?? a.base_updated_at;
    return version === null || (a.rounds ?? 0) >= MAX_CONDITIONAL_ROUNDS
      ? {}
      : { updated_at: `eq.${version}` };
  },
  accept: SINGLE_OBJECT,
  recover: recoverEdit,
  notice: (a) =>
    a.replaced_at === undefined
      ? undefined
      : {
          notification: a.id,
          ...(a.label === undefined ? {} : { label: a.label }),
          changed_at: a.replaced_at,
        },
});
