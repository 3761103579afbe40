import type { Page } from '@playwright/test';

// Reading the console's persisted TanStack Query cache (IndexedDB 'mc-query-cache') from a page.

/** The persisted query cache's record ('' when there is none). */
export function readPersisted(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('mc-query-cache');
        // Not created by the app yet: do not create it here (abort the implicit upgrade).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) {
            db.close();
            return resolve('');
          }
          const get = db.transaction('entries').objectStore('entries').get('queries');
          get.onsuccess = () => {
            resolve(typeof get.result === 'string' ? get.result : '');
            db.close();
          };
          get.onerror = () => resolve('');
        };
      }),
  );
}
