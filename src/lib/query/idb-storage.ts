// A tiny string key-value store on IndexedDB for the persisted query cache. Not dexie: this
// sits on the startup path, and a few lines do. One database, closed whenever someone else
// wants to delete or upgrade it (the sign-out wipe), so it never blocks a wipe.

import { readActiveOrg } from '../hosted/active-org.ts';
import { openExisting } from '../open-existing-db.ts';

export const QUERY_CACHE_DB = 'mc-query-cache';

/**
 * The database of this page's answers: in hosted mode one per organisation, so a switch never
 * restores another organisation's answers (and the organisation chosen at sign-in gets its own).
 */
export function queryCacheDbName(): string {
  const org = readActiveOrg();
  return org === null ? QUERY_CACHE_DB : `${QUERY_CACHE_DB}-${org.id}`;
}
const STORE = 'entries';

let opening: Promise<IDBDatabase> | null = null;
let openedName = '';

function open(): Promise<IDBDatabase> {
  const name = queryCacheDbName();
  if (name !== openedName) closeQueryCacheDb();
  openedName = name;
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 2);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => closeQueryCacheDb();
      db.onclose = () => {
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  }).catch((e: unknown) => {
    opening = null;
    throw e;
  });
  return opening;
}

/** Closes the connection (it reopens on the next call). */
export function closeQueryCacheDb(): void {
  const current = opening;
  opening = null;
  void current?.then((db) => db.close()).catch(() => undefined);
}

function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = act(tx.objectStore(STORE));
        // Commit now, not once the put's answer has come back to this page: the save made on
        // `pagehide` is otherwise aborted with the page, and the answer seen last before a reload
        // is gone. bench/probes/idb-write-on-leave.ts: Chromium lost every such write (40 of 40);
        // with commit(), 0 of 40 to 1 of 20.
        if (mode === 'readwrite') tx.commit();
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

/** The AsyncStorage shape @tanstack/query-async-storage-persister expects. */
export interface StringStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export const idbStringStorage: StringStorage = {
  getItem: (key) =>
    run('readonly', (s) => s.get(key) as IDBRequest<unknown>).then((v) => (typeof v === 'string' ? v : null)),
  setItem: (key, value) => run('readwrite', (s) => s.put(value, key)).then(() => undefined),
  removeItem: (key) => run('readwrite', (s) => s.delete(key)).then(() => undefined),
};

/**
 * Reads one value without creating the database when it is missing (see open-existing-db.ts):
 * the start-up read. The connection closes after the read.
 */
export async function peekString(key: string, factory: IDBFactory = indexedDB): Promise<string | null> {
  const db = await openExisting(factory, queryCacheDbName());
  if (db === null) return null;
  try {
    if (!db.objectStoreNames.contains(STORE)) return null;
    const read = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
    return await new Promise((resolve) => {
      read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : null);
      read.onerror = () => resolve(null);
    });
  } finally {
    db.close();
  }
}
