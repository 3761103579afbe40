// A settings resource deleted the way the existing console deletes one (spec 02-areas §7 "soft
// delete by PATCH setting deleted_at to now"; §9 '{name} deleted successfully'): the row leaves
// the local list at once and its copy rides in the args, so a discard (after a refusal) puts it
// back (parsed by the collection's schema then: a copy stored by an older version may not fit,
// and is then left to the next pull). A re-sent PATCH of deleted_at is harmless.
import { z } from 'zod';
import { defineMutator, type Mutator } from '../outbox/mutator.ts';
import type { SyncedCollection } from '../registry/synced-collection.ts';
import type { LocalData } from './local-data.ts';
import { uuid, when } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export interface SoftDeleteArgs {
  readonly id: string;
  readonly deleted_at: string;
  /** The row as it was, with at least its name (for Pending writes). */
  readonly removed: { readonly name: string } & Readonly<Record<string, unknown>>;
}

export function softDeleteMutator<const Name extends string, Row extends { local_pending?: unknown }>(spec: {
  readonly name: Name;
  readonly collection: SyncedCollection<Row>;
  /** The collection's row schema (a discard puts back what it accepts). */
  readonly row: z.ZodType<Row>;
  entities(id: string): readonly string[];
  /** What it is, for Pending writes: "Delete topology <name>". */
  readonly noun: string;
}): Mutator<Name, SoftDeleteArgs, LocalData> {
  const { collection } = spec;
  return defineMutator({
    name: spec.name,
    args: builtOnFirstUse(() =>
      z.object({
        id: uuid,
        deleted_at: when,
        removed: z.looseObject({ name: z.string() }),
      }),
    ),
    entities: (a) => spec.entities(a.id),
    describe: (a) => `Delete ${spec.noun} ${a.removed.name}`,
    apply: (local: LocalData, a) => local.remove(collection, [a.id]),
    revert: (local: LocalData, a) => {
      const { local_pending: _pending, ...row } = a.removed;
      const parsed = spec.row.safeParse(row);
      if (parsed.success) local.upsert(collection, [parsed.data]);
    },
    toRequest: (a) => ({
      method: 'PATCH',
      path: collection.source.path,
      query: { id: `eq.${a.id}` },
      body: { deleted_at: a.deleted_at },
    }),
  });
}
