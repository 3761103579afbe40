import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createDexieStoreProvider } from './dexie-store.ts';
import { runStoreConformance } from './store.conformance.ts';

runStoreConformance('dexie store', () =>
  createDexieStoreProvider({ indexedDB: new IDBFactory(), IDBKeyRange }),
);
