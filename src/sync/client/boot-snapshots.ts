// A reload's first rows, read on the main thread. The sync worker keeps the last answer of each
// open query (runtime/query-snapshots.ts), but before it can serve one its thread must start, its
// script arrive and evaluate, and its store open: most of a second on our machines, against the
// brief's 300 ms for a warm start. This reads the same small records straight from IndexedDB
// while the page boots, so the client can show them the moment a screen opens its query. The
// worker's own answer replaces them as soon as it comes (see worker-client.ts).
import { z } from 'zod';
import { storeNameFor } from '../../db/namespace.ts';
import type { StoreNamespace } from '../../db/store.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { QueryInput } from '../query/query-schema.ts';
import { MAX_SNAPSHOTS, querySnapshotSpec, snapshotKey } from '../runtime/query-snapshots.ts';

/** The stored answers a client can show before the worker answers. */
export interface EarlyAnswers {
  /** True once the read finished (found something or not). */
  readonly settled: boolean;
  /** Resolves when the read finished; never rejects. */
  readonly read: Promise<void>;
  lookup(collection: string, query: QueryInput): QueryResult<unknown> | undefined;
}

// The dexie backend's generic row table (db/dexie-backend.ts): one record per row of every row
// collection, its payload in `data` at the collection's version `v`.
const ROWS_TABLE = 'rows';
const storedRowSchema = z.object({ collection: z.string(), key: z.string(), v: z.number(), data: z.unknown() });

/** Opens an existing database without creating it (a missing one aborts its creation). */
function openExisting(factory: IDBFactory, name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = factory.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      // Never stand in the way of the worker's own open (a version change closes us at once).
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

function readRecords(db: IDBDatabase): Promise<unknown[]> {
  return new Promise((resolve) => {
    if (!db.objectStoreNames.contains(ROWS_TABLE)) return resolve([]);
    const request = db.transaction(ROWS_TABLE, 'readonly').objectStore(ROWS_TABLE).index('collection').getAll(querySnapshotSpec.name);
    request.onsuccess = () => resolve(Array.isArray(request.result) ? request.result : []);
    request.onerror = () => resolve([]);
  });
}

/** The newest valid snapshots by key; records of another version or shape are skipped. */
export function snapshotsFromRecords(records: readonly unknown[]): Map<string, QueryResult<unknown>> {
  const valid = [];
  for (const record of records) {
    const row = storedRowSchema.safeParse(record);
    if (!row.success || row.data.v !== querySnapshotSpec.version) continue;
    const snapshot = querySnapshotSpec.schema.safeParse(row.data.data);
    if (snapshot.success) valid.push(snapshot.data);
  }
  valid.sort((a, b) => b.savedAt - a.savedAt);
  // The result's core was checked; groups and facets are kept as the engine made them.
  return new Map(valid.slice(0, MAX_SNAPSHOTS).map((snapshot) => [snapshot.key, snapshot.result as QueryResult<unknown>]));
}

/** Starts reading the stored snapshots of `namespace`; a store that is missing or fails reads as empty. */
export function readEarlyAnswers(namespace: StoreNamespace, factory: IDBFactory | undefined = globalThis.indexedDB): EarlyAnswers {
  let known = new Map<string, QueryResult<unknown>>();
  let settled = false;
  const read = (async () => {
    if (factory === undefined) return;
    const db = await openExisting(factory, await storeNameFor(namespace));
    if (db === null) return;
    try {
      known = snapshotsFromRecords(await readRecords(db));
    } finally {
      db.close();
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      settled = true;
    });
  return {
    get settled() {
      return settled;
    },
    read,
    lookup: (collection, query) => known.get(snapshotKey(collection, query)),
  };
}
