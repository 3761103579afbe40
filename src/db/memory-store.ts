import { createLocalStore } from './local-store.ts';
import {
  createMemoryBackend,
  createMemoryDatabase,
  type MemoryBackendOptions,
  type MemoryDatabase,
} from './memory-backend.ts';
import { storeNameFor } from './namespace.ts';
import type { LocalStore, StoreProvider } from './store.ts';

export interface MemoryStoreOptions extends MemoryBackendOptions {
  /** Clock for quarantine timestamps; default Date.now. */
  readonly now?: () => number;
}

/**
 * An in-memory StoreProvider with IndexedDB's semantics, for engine tests. Databases live as
 * long as the provider: opening the same namespace again (a "restart") sees the same data.
 */
export function createMemoryStoreProvider(options: MemoryStoreOptions = {}): StoreProvider {
  const databases = new Map<string, MemoryDatabase>();
  const open = new Map<string, Set<LocalStore>>();

  function deleteStoreByName(name: string): Promise<void> {
    for (const store of open.get(name) ?? []) store.close();
    open.delete(name);
    databases.delete(name);
    return Promise.resolve();
  }

  return {
    async open(ns) {
      const name = await storeNameFor(ns);
      const existing = databases.get(name);
      const db = existing ?? createMemoryDatabase();
      databases.set(name, db);
      const backend = createMemoryBackend(db, options);
      const fresh = existing === undefined;
      const store = createLocalStore(
        backend,
        options.now ? { name, fresh, now: options.now } : { name, fresh },
      );
      open.set(name, (open.get(name) ?? new Set()).add(store));
      return store;
    },
    deleteStore: async (ns) => deleteStoreByName(await storeNameFor(ns)),
    listStores: () => Promise.resolve([...databases.keys()].sort()),
    deleteStoreByName,
  };
}
