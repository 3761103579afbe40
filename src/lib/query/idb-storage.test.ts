import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeQueryCacheDb, idbStringStorage, peekString, QUERY_CACHE_DB } from './idb-storage.ts';
import { resetQueryCacheDb } from './test-support.ts';

const databaseNames = async () => (await indexedDB.databases()).map((db) => db.name);

afterEach(resetQueryCacheDb);

describe('the start-up read of the saved query cache', () => {
  it('reads nothing and creates no database when there is none (sign-out leaves none behind)', async () => {
    expect(await peekString('queries')).toBeNull();
    expect(await databaseNames()).not.toContain(QUERY_CACHE_DB);
  });

  it('reads what was saved, and stands in the way of no later write', async () => {
    await idbStringStorage.setItem('queries', '{"clientState":{"queries":[{}]}}');
    closeQueryCacheDb();
    expect(await peekString('queries')).toBe('{"clientState":{"queries":[{}]}}');
    expect(await peekString('other')).toBeNull();
    await idbStringStorage.setItem('queries', 'newer');
    expect(await idbStringStorage.getItem('queries')).toBe('newer');
    // A delete (the sign-out wipe) is not blocked by the read's connection.
    closeQueryCacheDb();
    await peekString('queries');
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(QUERY_CACHE_DB);
      request.onsuccess = () => resolve();
      request.onblocked = () => reject(new Error('blocked'));
    });
    expect(await databaseNames()).not.toContain(QUERY_CACHE_DB);
  });
});
