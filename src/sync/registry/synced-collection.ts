// What every synced collection declares (brief: "Sync engine rules"): where its rows come from,
// how they are paged and checkpointed, how it converges against a stock Mission Control, the zod
// schema every server row must pass, and the fields the in-memory query engine indexes.
import type { z } from 'zod';
import type { CollectionDeclaration } from '../query/collection.ts';

/** How rows that vanish on the server are noticed. */
export type DeletionStrategy =
  /** Rows carry a soft-delete timestamp that does not bump the cursor: pull `deleted_at` changes separately. */
  | { readonly kind: 'soft'; readonly field: string }
  /** Rows are hard-deleted (incident tables): sweep ids (`select=<key>`) on reconnect and periodically. */
  | { readonly kind: 'hard' }
  /** Both (a soft-delete column exists but rows may also be deleted outright). */
  | { readonly kind: 'soft-and-hard'; readonly field: string }
  /** Append-only data (check statuses): rows only leave by falling out of `window`. */
  | { readonly kind: 'none' };

export interface SyncedCollection<T> {
  /** Unique name; also the local store's page-collection name and the engine's collection name. */
  readonly name: string;
  /** PostgREST source relative to the API base, e.g. `/db/configs`, and its `select`. */
  readonly source: {
    readonly path: string;
    readonly select: string;
    /** Extra PostgREST filters applied to every pull, e.g. `{ deleted_at: 'is.null' }` (key → value). */
    readonly filters?: Readonly<Record<string, string>>;
  };
  /** Primary-key field (string UUID in every Mission Control table we sync). */
  readonly key: keyof T & string;
  /** Keyset cursor field, a timestamp that the server bumps on (most) edits, e.g. `updated_at`. */
  readonly cursor: keyof T & string;
  /** Fallback cursor when `cursor` is null on a row (e.g. `created_at`). */
  readonly cursorFallback?: keyof T & string;
  readonly deletion: DeletionStrategy;
  /** Only rows whose `field` is within the last `days` days are kept (older ones are dropped locally). */
  readonly window?: { readonly field: keyof T & string; readonly days: number };
  /**
   * Re-read this far behind the cursor on every incremental pull: catches rows committed late
   * with an older timestamp and edits that do not move `updated_at` far enough.
   */
  readonly overlapMs: number;
  /** Rows per pull request (also the local page-record size). */
  readonly pageSize: number;
  /** Incremental pull interval while online and visible. */
  readonly refreshMs: number;
  /** Full id-reconciliation sweep interval (hard deletes, edits the cursor misses). */
  readonly reconcileMs: number;
  /**
   * Bump with a migration in `migrations` when stored rows must be read differently. Adding a
   * field needs no bump: a changed select or schema re-pulls the collection (pull/CONTRACT.md).
   */
  readonly version: number;
  readonly migrations?: Readonly<Record<number, (old: unknown) => unknown>>;
  /** Every server row and every stored record is parsed with this; failures are quarantined. */
  readonly schema: z.ZodType<T>;
  /** Fields the query engine knows (filters, facets, text search, sort, group-by). */
  readonly engine: Omit<CollectionDeclaration<T>, 'name' | 'key'>;
  /** Human name for status lines ("checks", "config items"). */
  readonly label: string;
  /**
   * Engine fields that are plain columns of the source, so an open query's equality filters and
   * sort can be asked of the server while the first sync is still running (first screen first).
   */
  readonly serverFields?: readonly string[];
  /**
   * Collections whose writes make the server write rows of this one (a trigger: an incident's
   * status change adds a history row). A write of ours delivered to one of them pulls this
   * collection at once, so the user sees what their change caused without waiting `refreshMs`.
   */
  readonly pulledAfterWritesTo?: readonly string[];
}

/** Declares a synced collection with the common defaults filled in. */
export function defineSyncedCollection<T>(
  spec: Omit<SyncedCollection<T>, 'overlapMs' | 'pageSize' | 'refreshMs' | 'reconcileMs' | 'version'> &
    Partial<Pick<SyncedCollection<T>, 'overlapMs' | 'pageSize' | 'refreshMs' | 'reconcileMs' | 'version'>>,
): SyncedCollection<T> {
  return {
    overlapMs: 5 * 60_000,
    pageSize: 1_000,
    refreshMs: 30_000,
    reconcileMs: 10 * 60_000,
    version: 1,
    ...spec,
  };
}

/** A synced collection of any row type, for registries. */
export type AnySyncedCollection = SyncedCollection<unknown>;

/**
 * Erases a collection's row type for the registry. `SyncedCollection<unknown>` has `key: never`
 * (no key of `unknown`), so typed collections do not fit it directly; the runtime handles rows as
 * `unknown` and every row passes the collection's own schema, so nothing is lost by erasing.
 */
export function erased<T>(collection: SyncedCollection<T>): AnySyncedCollection {
  return collection as unknown as AnySyncedCollection;
}

/** What a synced collection declares to the query engine (its engine fields, named and keyed). */
export function engineDeclaration<T>(collection: SyncedCollection<T>): CollectionDeclaration<T> {
  return { name: collection.name, key: collection.key, ...collection.engine };
}

/** The row type of a synced collection. */
export type RowOf<C> = C extends SyncedCollection<infer T> ? T : never;
