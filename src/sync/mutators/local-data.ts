// What a mutator's optimistic `apply`/`revert` may touch: the worker's in-memory collections.
// Optimistic rows live only in memory; the outbox re-applies pending entries when it reopens and
// after every pull batch, so a pull never hides a write that has not been delivered yet.
import type { SyncedCollection } from '../registry/synced-collection.ts';

export interface LocalData {
  get<T>(collection: SyncedCollection<T>, key: string): T | undefined;
  /** Inserts or replaces rows by key; subscribers see the change in the same task. */
  upsert<T>(collection: SyncedCollection<T>, rows: readonly T[]): void;
  remove<T>(collection: SyncedCollection<T>, keys: readonly string[]): void;
}
