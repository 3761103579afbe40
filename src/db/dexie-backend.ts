// The IndexedDB backend, through dexie. Four generic tables hold every collection, so adding a
// collection never needs a schema version bump.
import { Dexie, type Table } from 'dexie';
import type {
  Backend,
  BackendClosedReason,
  BackendTx,
  CollectionMeta,
  PageRecord,
  RowRecord,
} from './backend.ts';
import type { QuarantinedRecord } from './store.ts';

type StoredQuarantine = QuarantinedRecord & { id?: number };

class StoreDatabase extends Dexie {
  pages!: Table<PageRecord, [string, number]>;
  rows!: Table<RowRecord, [string, string | number]>;
  meta!: Table<CollectionMeta, string>;
  quarantine!: Table<StoredQuarantine, number>;

  constructor(name: string, deps: DexieDeps) {
    super(name, deps);
    this.version(1).stores({
      pages: '[collection+pageId], collection',
      rows: '[collection+key], collection, [collection+i1], [collection+i2]',
      meta: 'name',
      quarantine: '++id',
    });
  }
}

/** IndexedDB implementation to use; the browser's by default (tests pass fake-indexeddb's). */
export interface DexieDeps {
  readonly indexedDB?: IDBFactory;
  readonly IDBKeyRange?: typeof IDBKeyRange;
}

function withoutId({ id: _id, ...record }: StoredQuarantine): QuarantinedRecord {
  return record;
}

function transactionApi(db: StoreDatabase): BackendTx {
  return {
    getPages: (c, ids) =>
      ids === undefined
        ? db.pages.where('collection').equals(c).toArray()
        : db.pages
            .bulkGet(ids.map((id): [string, number] => [c, id]))
            .then((pages) => pages.filter((p) => p !== undefined)),
    pageIds: async (c) => (await db.pages.where('collection').equals(c).primaryKeys()).map(([, id]) => id),
    putPages: async (pages) => void (await db.pages.bulkPut([...pages])),
    deletePages: (c, ids) => db.pages.bulkDelete(ids.map((id): [string, number] => [c, id])),
    getRow: (c, key) => db.rows.get([c, key]),
    listRows: (c, index) =>
      index === undefined
        ? db.rows.where('collection').equals(c).toArray()
        : db.rows.where(`[collection+${index.slot}]`).equals([c, index.value]).toArray(),
    putRows: async (rows) => void (await db.rows.bulkPut([...rows])),
    deleteRows: (c, keys) => db.rows.bulkDelete(keys.map((key): [string, string | number] => [c, key])),
    clearCollection: async (c) => {
      await db.pages.where('collection').equals(c).delete();
      await db.rows.where('collection').equals(c).delete();
    },
    getMeta: (c) => db.meta.get(c),
    allMeta: () => db.meta.toArray(),
    putMeta: async (meta) => void (await db.meta.put(meta)),
    addQuarantine: async (records) => void (await db.quarantine.bulkAdd([...records])),
    listQuarantine: async () => (await db.quarantine.toArray()).map(withoutId),
    countQuarantine: () => db.quarantine.count(),
    clearQuarantine: () => db.quarantine.clear(),
  };
}

/** Opens (creating if needed) the named database. `fresh` is true when this open created it. */
export async function openDexieBackend(
  name: string,
  deps: DexieDeps,
): Promise<{ backend: Backend; fresh: boolean }> {
  const db = new StoreDatabase(name, deps);
  let fresh = false;
  const closedListeners: Array<(reason: BackendClosedReason) => void> = [];
  // Dexie also fires 'close' when we close it ourselves: report only the first, real cause.
  let closed = false;
  const notify = (reason: BackendClosedReason): void => {
    if (closed) return;
    closed = true;
    closedListeners.forEach((listener) => listener(reason));
  };
  db.on('populate', () => {
    fresh = true;
  });
  // Another tab deletes or upgrades this database (sign-out elsewhere): let go of it and say so.
  db.on('versionchange', () => {
    notify('versionchange');
    db.close();
    return false;
  });
  // The browser closed the connection itself, e.g. the user cleared site data.
  db.on('close', () => notify('closed-by-browser'));
  await db.open();
  const tx = transactionApi(db);
  const tables = [db.pages, db.rows, db.meta, db.quarantine];
  return {
    fresh,
    backend: {
      run: (mode, fn) => db.transaction(mode === 'r' ? 'r' : 'rw', tables, () => fn(tx)),
      onClosed: (listener) => void closedListeners.push(listener),
      close: () => {
        closed = true;
        db.close();
      },
    },
  };
}

/** Deletes a database by name (after this tab's connections to it were closed). */
export async function deleteDexieDatabase(name: string, deps: DexieDeps): Promise<void> {
  await new Dexie(name, deps).delete();
}
