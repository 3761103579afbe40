import { createDexieStoreProvider } from '../../db/dexie-store.ts';
import { stopQueryPersistence } from '../query/persistence.ts';

// src/db has no wipe-all of its own yet: this composes its listStores/deleteStoreByName and
// then removes every other trace of the signed-in user in this browser profile.

const STORAGE_DELETE_TIMEOUT_MS = 3_000;
/** The service worker's cache of lazily loaded code chunks (vite.config.ts): code, not user data. */
const CODE_CACHE = 'mc-lazy-code';

function withTimeout(p: Promise<unknown>): Promise<unknown> {
  return Promise.race([p, new Promise((resolve) => setTimeout(resolve, STORAGE_DELETE_TIMEOUT_MS))]);
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}

/**
 * Removes all local data of the signed-in user: the query cache (in memory and its IndexedDB
 * copy, stopped first so no late save recreates it), every local store (IndexedDB), every other
 * IndexedDB database of this origin, web storage, and runtime HTTP caches (the service worker's
 * code caches are kept so the console still starts offline). Never rejects.
 */
export async function wipeLocalData(): Promise<void> {
  await withTimeout(stopQueryPersistence().catch(() => undefined));
  if (typeof indexedDB !== 'undefined') {
    const provider = createDexieStoreProvider();
    const stores = await provider.listStores().catch(() => []);
    await Promise.all(
      stores.map((name) => withTimeout(provider.deleteStoreByName(name).catch(() => undefined))),
    );
    const rest = await indexedDB.databases().catch(() => []);
    await Promise.all(rest.flatMap((db) => (db.name ? [withTimeout(deleteDatabase(db.name))] : [])));
  }
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => []);
    const isCode = (n: string) => n.startsWith('workbox-precache') || n === CODE_CACHE;
    await Promise.all(names.filter((n) => !isCode(n)).map((n) => caches.delete(n).catch(() => false)));
  }
}
