// Opening an IndexedDB database only if it exists, for reads on the start-up path: a missing one
// aborts its own creation (so a signed-out page leaves none behind), and no `indexedDB.databases()`
// listing is needed (it took 150-480 ms at a reload while the sync worker opened its store).

/** The database, or null when it does not exist or cannot be opened now. Closes itself on a version change. */
export function openExisting(factory: IDBFactory, name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = factory.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      // Never stand in the way of the owner's own open or a wipe (a version change closes us at once).
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}
