import { deleteDexieDatabase, openDexieBackend, type DexieDeps } from './dexie-backend.ts';
import { createLocalStore } from './local-store.ts';
import { STORE_NAME_PREFIX, storeNameFor } from './namespace.ts';
import type { LocalStore, StoreProvider } from './store.ts';

export interface DexieStoreOptions extends DexieDeps {
  /** Clock for quarantine timestamps; default Date.now. */
  readonly now?: () => number;
}

/**
 * The IndexedDB store provider. One database per namespace; deleting closes this tab's own
 * connections first (other tabs get a `closed` event with reason `versionchange`).
 */
export function createDexieStoreProvider(options: DexieStoreOptions = {}): StoreProvider {
  const open = new Map<string, Set<LocalStore>>();
  const factory = (): IDBFactory => options.indexedDB ?? globalThis.indexedDB;

  async function deleteStoreByName(name: string): Promise<void> {
    for (const store of open.get(name) ?? []) store.close();
    open.delete(name);
    await deleteDexieDatabase(name, options);
  }

  return {
    async open(ns) {
      const name = await storeNameFor(ns);
      const { backend, fresh } = await openDexieBackend(name, options);
      const store = createLocalStore(
        backend,
        options.now ? { name, fresh, now: options.now } : { name, fresh },
      );
      const set = open.get(name) ?? new Set();
      set.add(store);
      open.set(name, set);
      return store;
    },
    deleteStore: async (ns) => deleteStoreByName(await storeNameFor(ns)),
    async listStores() {
      const databases = await factory().databases();
      return databases.flatMap((db) => (db.name?.startsWith(STORE_NAME_PREFIX) ? [db.name] : [])).sort();
    },
    deleteStoreByName,
  };
}
