// Reads one row collection's stored records straight from IndexedDB, without dexie and without
// opening the store: for the main thread at a reload, while the sync worker (which owns the store)
// is still starting. The layout is dexie-backend.ts's: one generic `rows` table indexed by
// `collection` (sync/client/boot-snapshots.test.ts writes through dexie and reads back here).
import { z } from 'zod';
import { openExisting } from '../lib/open-existing-db.ts';
import { storeNameFor } from './namespace.ts';
import type { StoreNamespace } from './store.ts';
import { builtOnFirstUse } from '../lib/built-on-first-use.ts';

const ROWS_TABLE = 'rows';
const COLLECTION_INDEX = 'collection';
const storedRowSchema = builtOnFirstUse(() => z.object({ v: z.number(), data: z.unknown() }));

/** A stored record: its payload at the collection version it was written with. */
export type PeekedRow = z.infer<typeof storedRowSchema>;

function readCollection(db: IDBDatabase, collection: string): Promise<unknown[]> {
  return new Promise((resolve) => {
    if (!db.objectStoreNames.contains(ROWS_TABLE)) return resolve([]);
    const request = db
      .transaction(ROWS_TABLE, 'readonly')
      .objectStore(ROWS_TABLE)
      .index(COLLECTION_INDEX)
      .getAll(collection);
    request.onsuccess = () => resolve(Array.isArray(request.result) ? request.result : []);
    request.onerror = () => resolve([]);
  });
}

/** The records of `collection` in the namespace's store; none when the store does not exist or cannot be read. */
export async function peekRows(
  namespace: StoreNamespace,
  collection: string,
  factory: IDBFactory,
): Promise<PeekedRow[]> {
  const db = await openExisting(factory, await storeNameFor(namespace));
  if (db === null) return [];
  try {
    const records = await readCollection(db, collection);
    return records.flatMap((record) => {
      const row = storedRowSchema.safeParse(record);
      return row.success ? [row.data] : [];
    });
  } finally {
    db.close();
  }
}
