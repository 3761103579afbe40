// Dexie-specific behaviour the conformance suite cannot reach: other tabs, the browser, quota.
import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { items, loadAll, ns, pagesV2 } from './conformance-fixtures.ts';
import { createDexieStoreProvider } from './dexie-store.ts';
import type { StoreEvent } from './store.ts';

function twoTabs() {
  const indexedDB = new IDBFactory();
  return [
    createDexieStoreProvider({ indexedDB, IDBKeyRange }),
    createDexieStoreProvider({ indexedDB, IDBKeyRange }),
  ] as const;
}

describe('dexie store events', () => {
  it('reports closed (versionchange) when another tab deletes the store, and reopens fresh', async () => {
    const [tabA, tabB] = twoTabs();
    const store = await tabA.open(ns);
    await store.pages(pagesV2).putRows(items(0, 3), { checkpoint: 'c1' });
    const events: StoreEvent[] = [];
    store.subscribe((event) => events.push(event));
    await tabB.deleteStore(ns);
    expect(events).toEqual([{ type: 'closed', reason: 'versionchange' }]);
    await expect(store.pages(pagesV2).count()).rejects.toMatchObject({ kind: 'closed' });
    const reopened = await tabA.open(ns);
    expect(reopened.fresh).toBe(true);
    expect(await reopened.pages(pagesV2).getCheckpoint()).toBeUndefined();
  });

  it('surfaces QuotaExceededError as a quota StoreError and event, writing nothing', async () => {
    const indexedDB = new IDBFactory();
    const store = await createDexieStoreProvider({ indexedDB, IDBKeyRange }).open(ns);
    const col = store.pages(pagesV2);
    await col.putRows(items(0, 2));
    const events: StoreEvent[] = [];
    store.subscribe((event) => events.push(event));
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await expect(col.putRows(items(2, 4))).rejects.toMatchObject({ name: 'StoreError', kind: 'quota' });
    } finally {
      put.mockRestore();
    }
    expect(events.map((e) => e.type)).toEqual(['quota-exceeded']);
    expect((await loadAll(col)).rows).toEqual(items(0, 2));
  });

  it('verify() names a page collection whose checkpoint claims rows that are gone', async () => {
    const indexedDB = new IDBFactory();
    const store = await createDexieStoreProvider({ indexedDB, IDBKeyRange }).open(ns);
    await store.pages(pagesV2).putRows(items(0, 4), { checkpoint: 'c' });
    // Simulate a partial wipe behind dexie's back: remove the page records only.
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(store.name);
      request.onsuccess = () => {
        const tx = request.result.transaction('pages', 'readwrite');
        tx.objectStore('pages').clear();
        tx.oncomplete = () => {
          request.result.close();
          resolve();
        };
        tx.onerror = () => reject(new Error('clear failed'));
      };
    });
    expect(await store.verify()).toEqual({ emptyButCheckpointed: ['items'] });
  });
});
