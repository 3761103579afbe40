// What every incident-area mutator shares (spec 02-areas §4, api-contract.md §3.4):
// - Creates carry the row's client UUID (a re-sent create is a duplicate key = delivered) and
//   their `created_at`, so work done offline keeps its time and order.
// - Field edits are PATCHes, last write wins.
// - Optimistic rows carry `local_pending`; server rows do not, so delivery or a pull clears it.
// `createMutator` and `patchMutator` turn a short declaration into such a mutator.
import { z } from 'zod';
import { defineMutator, type Mutator } from '../outbox/mutator.ts';
import type { LocalPending } from '../collections/incidents.ts';
import type { SyncedCollection } from '../registry/synced-collection.ts';
import type { LocalData } from './local-data.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const uuid = z.string().uuid();
export const when = z.string().min(1);
/** Display text for the pending/failed writes screen (the incident's INC id or title). */
export const label = z.string().optional();

/** "Comment" → "Comment on INC-12" when the write has a label. */
export const on = (what: string, l: string | undefined): string =>
  l === undefined || l === '' ? what : `${what} on ${l}`;

const CREATED: LocalPending = { fields: ['*'], base_updated_at: null };

/** The mark of a row with pending field edits: the fields so far, and the oldest base seen. */
export function pendingWith(
  current: LocalPending | undefined,
  fields: readonly string[],
  base: string | null,
): LocalPending {
  if (current === undefined) return { fields: [...fields], base_updated_at: base };
  const merged = [...new Set([...current.fields, ...fields])];
  // Keep the oldest base: the conflict question is "did the server move since the user first saw it".
  const keep =
    current.base_updated_at === null || base === null
      ? (current.base_updated_at ?? base)
      : current.base_updated_at < base
        ? current.base_updated_at
        : base;
  return { fields: merged, base_updated_at: current.fields.includes('*') ? null : keep };
}

/** The set keys of a partial patch (zod's partial output spells absent keys as `undefined`). */
export function defined<T extends object>(
  patch: T | undefined,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const out: { [K in keyof T]?: Exclude<T[K], undefined> } = {};
  if (patch === undefined) return out;
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const value = patch[key];
    if (value !== undefined) out[key] = value as Exclude<T[keyof T], undefined>;
  }
  return out;
}

/** A field edit's patch: any of these fields, at least one. */
export function patchSchema<S extends z.ZodRawShape>(fields: () => S) {
  return builtOnFirstUse(() =>
    z
      .object(fields())
      .partial()
      .refine((p) => Object.keys(p).length > 0, 'nothing to change'),
  );
}

interface Marked {
  local_pending?: LocalPending | undefined;
}

/** A row created locally: POSTed to the collection's source, the optimistic row marked as created. */
export function createMutator<
  const Name extends string,
  Args extends { id: string },
  Row extends Marked,
>(spec: {
  readonly name: Name;
  readonly collection: SyncedCollection<Row>;
  readonly args: z.ZodType<Args>;
  entities(a: Args): readonly string[];
  describe(a: Args): string;
  /** The optimistic row (`existing`: this row's earlier optimistic copy, if any). */
  row(a: Args, existing: Row | undefined): Row;
  /** What is POSTed: the args without what is only shown locally. */
  body(a: Args): unknown;
}): Mutator<Name, Args, LocalData> {
  const { collection } = spec;
  return defineMutator({
    name: spec.name,
    args: spec.args,
    create: true,
    entities: (a) => spec.entities(a),
    describe: (a) => spec.describe(a),
    apply: (local: LocalData, a) => {
      const existing = local.get(collection, a.id);
      // The server's row already came back (a pull or the answer): it is newer than this.
      if (existing && existing.local_pending === undefined) return;
      local.upsert(collection, [{ ...spec.row(a, existing), local_pending: CREATED }]);
    },
    revert: (local: LocalData, a) => local.remove(collection, [a.id]),
    toRequest: (a) => ({
      method: 'POST',
      path: collection.source.path,
      query: { select: collection.source.select },
      body: spec.body(a),
      prefer: 'return=representation',
    }),
  });
}

/** The fields a patch of `Row` may set. */
type PatchOf<Row> = { readonly [K in keyof Row]?: Row[K] | undefined };

/**
 * A field edit of one row: PATCH `?id=eq.<id>` with `a.patch`, applied optimistically with the
 * edited fields marked pending; a discard puts back what `restore` gives (parsed by `patch`).
 */
export function patchMutator<
  const Name extends string,
  Args extends { id: string; patch: PatchOf<Row> },
  Row extends Marked,
>(spec: {
  readonly name: Name;
  readonly collection: SyncedCollection<Row>;
  readonly args: z.ZodType<Args>;
  readonly patch: z.ZodType<Args['patch']>;
  entities(a: Args): readonly string[];
  describe(a: Args): string;
  /** The server `updated_at` the user edited, for "your edit replaced a newer value" (default null). */
  base?(a: Args): string | null;
  /** The values a discard puts back (the patch schema keeps the patchable ones). */
  restore(a: Args): unknown;
  /** PostgREST filters the PATCH is conditioned on, besides the id. */
  conditions?(a: Args): Record<string, string>;
  /** `Accept` header of the PATCH. */
  readonly accept?: string;
  recover?: Mutator<Name, Args, LocalData>['recover'];
  notice?: Mutator<Name, Args, LocalData>['notice'];
}): Mutator<Name, Args, LocalData> {
  const { collection } = spec;
  return defineMutator({
    name: spec.name,
    args: spec.args,
    entities: (a) => spec.entities(a),
    describe: (a) => spec.describe(a),
    apply: (local: LocalData, a) => {
      const row = local.get(collection, a.id);
      if (!row) return;
      const base = spec.base?.(a) ?? null;
      local.upsert(collection, [
        {
          ...row,
          ...defined(a.patch),
          local_pending: pendingWith(row.local_pending, Object.keys(a.patch), base),
        },
      ]);
    },
    revert: (local: LocalData, a) => {
      const row = local.get(collection, a.id);
      if (!row) return;
      const restored: Row = { ...row, ...defined(spec.patch.safeParse(spec.restore(a)).data) };
      delete restored.local_pending;
      local.upsert(collection, [restored]);
    },
    toRequest: (a) => ({
      method: 'PATCH',
      path: collection.source.path,
      query: { id: `eq.${a.id}`, ...spec.conditions?.(a), select: collection.source.select },
      body: a.patch,
      prefer: 'return=representation',
      ...(spec.accept === undefined ? {} : { accept: spec.accept }),
    }),
    ...(spec.recover === undefined ? {} : { recover: spec.recover }),
    ...(spec.notice === undefined ? {} : { notice: spec.notice }),
  });
}
