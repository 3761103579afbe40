// A LocalData over one Map, for the mutators' tests: what apply and revert leave behind, by key.
import type { SyncedCollection } from '../registry/synced-collection.ts';
import type { LocalData } from './local-data.ts';

export function memoryLocal<Row>(): LocalData & { row(id: string): Row | undefined } {
  const rows = new Map<string, unknown>();
  return {
    row: (id) => rows.get(id) as Row | undefined,
    get<T>(_c: SyncedCollection<T>, key: string): T | undefined {
      return rows.get(key) as T | undefined;
    },
    upsert<T>(c: SyncedCollection<T>, list: readonly T[]) {
      for (const row of list) rows.set(String(row[c.key]), row);
    },
    remove<T>(_c: SyncedCollection<T>, keys: readonly string[]) {
      for (const key of keys) rows.delete(key);
    },
  };
}
