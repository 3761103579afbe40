// Feature flag writes (spec 02-areas §4 "Feature flag: create when it has no created_at, otherwise
// update", §7.6 "POST, PATCH /properties; DELETE /properties?name=eq.{name}"). A flag is keyed by
// its name, not a client UUID, so the kit's create/patch helpers (keyed by `id`) do not fit.
// - Create carries its `created_at`: a 409 on a name that already exists is this write's own
//   earlier landing only when the stored row has that `created_at` and author (a lost answer);
//   otherwise another flag holds the name and the server's refusal stands. So a create is
//   delivered exactly once and never mistaken for someone else's flag.
// - Update sets the value (last write wins); it asks for a single object, so a flag deleted
//   meanwhile is refused (406) instead of "delivered" to no row.
// - Delete is a hard DELETE; discarding it puts the row back.
import { z } from 'zod';
import { defineMutator, type MutationRequest } from '../outbox/mutator.ts';
import { personRefSchema } from '../collections/comments.ts';
import { featureFlags, propertyRowSchema } from '../collections/feature-flags.ts';
import type { LocalPending } from '../collections/incidents.ts';
import type { LocalData } from './local-data.ts';
import { pendingWith, uuid, when } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';
const CREATED: LocalPending = { fields: ['*'], base_updated_at: null };

const flagName = z.string().trim().min(1);
const flagValue = z.string().trim().min(1);
const entity = (name: string) => [`feature-flag:${name}`];
const byName = (name: string) => ({ name: `eq.${name}` });
const sameInstant = (a: string | null | undefined, b: string) =>
  a !== null && a !== undefined && Date.parse(a) === Date.parse(b);

export const createFeatureFlag = defineMutator({
  name: 'properties.create',
  args: builtOnFirstUse(() =>
    z.object({
      name: flagName,
      value: flagValue,
      created_by: uuid,
      created_at: when,
      /** Shown on the optimistic row's Created By; not sent. */
      creator: personRefSchema.optional(),
    }),
  ),
  entities: (a) => entity(a.name),
  describe: (a) => `Add feature flag ${a.name}`,
  apply: (local: LocalData, { creator, ...a }) => {
    const existing = local.get(featureFlags, a.name);
    // A server row of that name is newer than this (or someone else's: the server decides).
    if (existing && existing.local_pending === undefined) return;
    local.upsert(featureFlags, [
      {
        ...a,
        creator: creator ?? null,
        updated_at: a.created_at,
        deleted_at: null,
        local_pending: CREATED,
      },
    ]);
  },
  revert: (local: LocalData, a) => {
    // Only the optimistic row goes: a server row of the same name is not this write's.
    if (local.get(featureFlags, a.name)?.local_pending?.fields.includes('*') === true)
      local.remove(featureFlags, [a.name]);
  },
  toRequest: (a): MutationRequest => ({
    method: 'POST',
    path: featureFlags.source.path,
    query: { select: featureFlags.source.select },
    body: { name: a.name, value: a.value, created_by: a.created_by, created_at: a.created_at },
    prefer: 'return=representation',
  }),
  recover: async (a, refusal, read) => {
    if (refusal.status !== 409) return undefined;
    const answer = await read(featureFlags.source.path, {
      ...byName(a.name),
      select: featureFlags.source.select,
    });
    const row = Array.isArray(answer.body) ? propertyRowSchema.safeParse(answer.body[0]) : undefined;
    const ours =
      row?.success === true &&
      row.data.created_by === a.created_by &&
      sameInstant(row.data.created_at, a.created_at);
    return ours ? { kind: 'delivered', body: [row.data] } : undefined;
  },
});

export const updateFeatureFlag = defineMutator({
  name: 'properties.update',
  args: builtOnFirstUse(() =>
    z.object({
      name: flagName,
      value: flagValue,
      /** The value the user replaced, put back on discard. */
      previous: z.string(),
      /** The server `updated_at` the user edited. */
      base_updated_at: z.string().nullable(),
    }),
  ),
  entities: (a) => entity(a.name),
  describe: (a) => `Change feature flag ${a.name}`,
  apply: (local: LocalData, a) => {
    const row = local.get(featureFlags, a.name);
    if (!row) return;
    const pending = pendingWith(row.local_pending, ['value'], a.base_updated_at);
    local.upsert(featureFlags, [{ ...row, value: a.value, local_pending: pending }]);
  },
  revert: (local: LocalData, a) => {
    const row = local.get(featureFlags, a.name);
    if (!row) return;
    const { local_pending: _pending, ...restored } = row;
    local.upsert(featureFlags, [{ ...restored, value: a.previous }]);
  },
  toRequest: (a): MutationRequest => ({
    method: 'PATCH',
    path: featureFlags.source.path,
    query: { ...byName(a.name), select: featureFlags.source.select },
    body: { value: a.value },
    prefer: 'return=representation',
    accept: SINGLE_OBJECT,
  }),
});

export const deleteFeatureFlag = defineMutator({
  name: 'properties.delete',
  args: builtOnFirstUse(() => z.object({ name: flagName, removed: propertyRowSchema })),
  entities: (a) => entity(a.name),
  describe: (a) => `Remove feature flag ${a.name}`,
  apply: (local: LocalData, a) => local.remove(featureFlags, [a.name]),
  revert: (local: LocalData, a) => local.upsert(featureFlags, [a.removed]),
  toRequest: (a): MutationRequest => ({
    method: 'DELETE',
    path: featureFlags.source.path,
    query: byName(a.name),
  }),
});

/** The names of the flag writes, for the screen that shows those the server refused. */
export const FLAG_WRITES: readonly string[] = [
  createFeatureFlag.name,
  updateFeatureFlag.name,
  deleteFeatureFlag.name,
];
