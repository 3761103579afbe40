import { closeQueryCacheDb, QUERY_CACHE_DB } from './idb-storage.ts';

/** Closes and deletes the saved query cache between tests (fake-indexeddb). */
export async function resetQueryCacheDb(): Promise<void> {
  closeQueryCacheDb();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(QUERY_CACHE_DB);
    request.onsuccess = request.onerror = request.onblocked = resolve;
  });
}
