import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createDexieStoreProvider } from '../../db/dexie-store.ts';
import { storeNameFor } from '../../db/namespace.ts';
import type { StoreNamespace } from '../../db/store.ts';
import { querySnapshotSpec, snapshotKey } from '../runtime/query-snapshots.ts';
import { readEarlyAnswers, snapshotsFromRecords } from './boot-snapshots.ts';

const ns: StoreNamespace = { backendUrl: 'https://mc.example.com', organization: 'default', userId: 'u1' };
const podsQuery = { where: [{ field: 'type', in: ['Kubernetes::Pod'] }], limit: 80 };
const podsAnswer = { rows: [{ id: 'a', name: 'web-1' }], total: 1, offset: 0 };

/** Saves snapshots the way the worker does: a row collection of the user's store (dexie). */
async function storeWithSnapshots(
  factory: IDBFactory,
  snapshots: { key: string; savedAt: number; result: unknown }[],
) {
  const store = await createDexieStoreProvider({ indexedDB: factory, IDBKeyRange }).open(ns);
  await store.rows(querySnapshotSpec).put(
    snapshots.map((s) => ({
      ...s,
      result: s.result as { rows: unknown[]; total: number; offset: number },
    })),
  );
  store.close();
}

describe('reading the stored query snapshots on the main thread', () => {
  it('finds the answer the worker stored for the same query', async () => {
    const factory = new IDBFactory();
    await storeWithSnapshots(factory, [
      { key: snapshotKey('config_items', podsQuery), savedAt: 1, result: podsAnswer },
    ]);
    const early = readEarlyAnswers(ns, factory);
    await early.read;
    expect(early.settled).toBe(true);
    expect(early.lookup('config_items', podsQuery)).toEqual(podsAnswer);
    expect(early.lookup('config_items', { ...podsQuery, limit: 81 })).toBeUndefined();
    expect(early.lookup('checks', podsQuery)).toBeUndefined();
  });

  it('reads nothing, and creates no database, for a user with no local data', async () => {
    const factory = new IDBFactory();
    const early = readEarlyAnswers(ns, factory);
    await early.read;
    expect(early.settled).toBe(true);
    expect(early.lookup('config_items', podsQuery)).toBeUndefined();
    const name = await storeNameFor(ns);
    expect((await factory.databases()).map((db) => db.name)).not.toContain(name);
    // The worker can still create its store afterwards (a blank database would break its schema).
    const store = await createDexieStoreProvider({ indexedDB: factory, IDBKeyRange }).open(ns);
    expect(store.name).toBe(name);
    store.close();
  });

  it('skips records of another version or shape and keeps the newest per key', () => {
    const key = snapshotKey('config_items', podsQuery);
    const record = (v: number, data: unknown) => ({ v, data });
    const older = { key, savedAt: 1, result: { ...podsAnswer, total: 7 } };
    const map = snapshotsFromRecords([
      record(2, { key, savedAt: 9, result: podsAnswer }),
      record(1, { key, savedAt: 'x' }),
      record(1, older),
      record(1, 'junk'),
    ]);
    expect([...map.values()]).toEqual([older.result]);
  });
});
