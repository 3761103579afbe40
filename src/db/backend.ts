// The storage primitive both implementations provide. Collections (page-collection.ts,
// row-collection.ts) are written once against it; dexie-backend.ts and memory-backend.ts only
// move records. Internal to src/db: callers use the LocalStore interface in store.ts.
import type { Json, Key, QuarantinedRecord } from './store.ts';

/** One page of a page collection. `v` is the schema version every row in it was written with. */
export interface PageRecord {
  readonly collection: string;
  readonly pageId: number;
  readonly v: number;
  readonly rows: unknown[];
}

/** One row of a row collection; `i1`/`i2` copy the declared index fields. */
export interface RowRecord {
  readonly collection: string;
  readonly key: Key;
  readonly v: number;
  readonly i1?: Key;
  readonly i2?: Key;
  readonly data: unknown;
}

/** Bookkeeping per page collection, written in the same transaction as its pages. */
export interface CollectionMeta {
  readonly name: string;
  /** Bumped by every write, so a cached key→page directory knows when it is stale. */
  readonly generation: number;
  readonly nextPageId: number;
  readonly rowCount: number;
  readonly checkpoint?: Json;
}

/** Operations available inside one transaction. Await only these inside it. */
export interface BackendTx {
  getPages(collection: string, pageIds?: readonly number[]): Promise<PageRecord[]>;
  pageIds(collection: string): Promise<number[]>;
  putPages(pages: readonly PageRecord[]): Promise<void>;
  deletePages(collection: string, pageIds: readonly number[]): Promise<void>;
  getRow(collection: string, key: Key): Promise<RowRecord | undefined>;
  /** Rows of a collection in key order; with `index`, only those whose i1/i2 equals the value. */
  listRows(collection: string, index?: { slot: 'i1' | 'i2'; value: Key }): Promise<RowRecord[]>;
  putRows(rows: readonly RowRecord[]): Promise<void>;
  deleteRows(collection: string, keys: readonly Key[]): Promise<void>;
  /** Removes every page and row record of the collection; its meta record stays. */
  clearCollection(collection: string): Promise<void>;
  getMeta(collection: string): Promise<CollectionMeta | undefined>;
  allMeta(): Promise<CollectionMeta[]>;
  putMeta(meta: CollectionMeta): Promise<void>;
  addQuarantine(records: readonly QuarantinedRecord[]): Promise<void>;
  listQuarantine(): Promise<QuarantinedRecord[]>;
  countQuarantine(): Promise<number>;
  clearQuarantine(): Promise<void>;
}

/** Closed-by-browser and versionchange notices from the underlying database. */
export type BackendClosedReason = 'versionchange' | 'closed-by-browser';

export interface Backend {
  /** Runs `fn` in one transaction: all of its writes land, or none. Errors propagate raw. */
  run<R>(mode: 'r' | 'rw', fn: (tx: BackendTx) => Promise<R>): Promise<R>;
  onClosed(listener: (reason: BackendClosedReason) => void): void;
  close(): void;
}
