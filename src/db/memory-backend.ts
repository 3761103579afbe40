// An in-memory Backend with the same semantics as IndexedDB: transactions run one at a time,
// are all-or-nothing (an undo log), and records are copied in and out (structuredClone).
import type {
  Backend,
  BackendClosedReason,
  BackendTx,
  CollectionMeta,
  PageRecord,
  RowRecord,
} from './backend.ts';
import { compareKeys } from './keys.ts';
import type { Key, QuarantinedRecord } from './store.ts';

/** The contents of one in-memory database; shared by every store opened on it. */
export interface MemoryDatabase {
  readonly pages: Map<string, Map<number, PageRecord>>;
  readonly rows: Map<string, Map<Key, RowRecord>>;
  readonly meta: Map<string, CollectionMeta>;
  quarantine: QuarantinedRecord[];
  /** Serialises transactions across every connection to this database. */
  queue: Promise<unknown>;
}

export function createMemoryDatabase(): MemoryDatabase {
  return { pages: new Map(), rows: new Map(), meta: new Map(), quarantine: [], queue: Promise.resolve() };
}

const copy = <T>(value: T): T => structuredClone(value);

function inner<K, V>(outer: Map<string, Map<K, V>>, collection: string): Map<K, V> {
  let map = outer.get(collection);
  if (!map) {
    map = new Map<K, V>();
    outer.set(collection, map);
  }
  return map;
}

/** BackendTx with plain return values; `asPromises` turns it into the async interface. */
type SyncTx = {
  [K in keyof BackendTx]: BackendTx[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => R
    : never;
};

function asPromises(sync: SyncTx): BackendTx {
  const api: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(sync) as Array<[string, (...args: unknown[]) => unknown]>) {
    api[name] = (...args: unknown[]) => {
      try {
        return Promise.resolve(fn(...args));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
  }
  return api as unknown as BackendTx;
}

function transactionApi(db: MemoryDatabase, undo: Array<() => void>, writable: boolean): BackendTx {
  const change = <K, V>(map: Map<K, V>, key: K, value: V | undefined): void => {
    if (!writable) throw new DOMException('read-only transaction', 'ReadOnlyError');
    const had = map.has(key);
    const previous = map.get(key);
    undo.push(() => (had ? map.set(key, previous as V) : map.delete(key)));
    if (value === undefined) map.delete(key);
    else map.set(key, value);
  };
  const rowsOf = (c: string, keep: (r: RowRecord) => boolean): RowRecord[] =>
    [...inner(db.rows, c).values()]
      .filter(keep)
      .sort((a, b) => compareKeys(a.key, b.key))
      .map(copy);
  const sync: SyncTx = {
    getPages: (c, ids) => {
      const map = inner(db.pages, c);
      const pages =
        ids === undefined
          ? [...map.values()].sort((a, b) => a.pageId - b.pageId)
          : ids.map((id) => map.get(id));
      return pages.filter((p) => p !== undefined).map(copy);
    },
    pageIds: (c) => [...inner(db.pages, c).keys()].sort((a, b) => a - b),
    putPages: (pages) => pages.forEach((p) => change(inner(db.pages, p.collection), p.pageId, copy(p))),
    deletePages: (c, ids) => ids.forEach((id) => change(inner(db.pages, c), id, undefined)),
    getRow: (c, key) => {
      const row = inner(db.rows, c).get(key);
      return row && copy(row);
    },
    listRows: (c, index) => rowsOf(c, (r) => index === undefined || r[index.slot] === index.value),
    putRows: (rows) => rows.forEach((r) => change(inner(db.rows, r.collection), r.key, copy(r))),
    deleteRows: (c, keys) => keys.forEach((key) => change(inner(db.rows, c), key, undefined)),
    clearCollection: (c) => {
      for (const id of [...inner(db.pages, c).keys()]) change(inner(db.pages, c), id, undefined);
      for (const key of [...inner(db.rows, c).keys()]) change(inner(db.rows, c), key, undefined);
    },
    getMeta: (c) => {
      const meta = db.meta.get(c);
      return meta && copy(meta);
    },
    allMeta: () => [...db.meta.values()].map(copy),
    putMeta: (meta) => change(db.meta, meta.name, copy(meta)),
    addQuarantine: (records) => {
      if (!writable) throw new DOMException('read-only transaction', 'ReadOnlyError');
      const before = db.quarantine;
      undo.push(() => (db.quarantine = before));
      db.quarantine = [...before, ...records.map(copy)];
    },
    listQuarantine: () => db.quarantine.map(copy),
    countQuarantine: () => db.quarantine.length,
    clearQuarantine: () => {
      const before = db.quarantine;
      undo.push(() => (db.quarantine = before));
      db.quarantine = [];
    },
  };
  return asPromises(sync);
}

export interface MemoryBackendOptions {
  /** Called at the start of every read-write transaction; throw to simulate a failure (quota). */
  readonly beforeWrite?: () => void;
}

export function createMemoryBackend(
  db: MemoryDatabase,
  options: MemoryBackendOptions = {},
): Backend & {
  /** Simulates the database going away under this connection. */
  simulateClose(reason: BackendClosedReason): void;
} {
  const listeners: Array<(reason: BackendClosedReason) => void> = [];
  return {
    run<R>(mode: 'r' | 'rw', fn: (tx: BackendTx) => Promise<R>): Promise<R> {
      const result = db.queue.then(async () => {
        const undo: Array<() => void> = [];
        try {
          if (mode === 'rw') options.beforeWrite?.();
          return await fn(transactionApi(db, undo, mode === 'rw'));
        } catch (error) {
          for (const step of undo.reverse()) step();
          throw error;
        }
      });
      db.queue = result.catch(() => undefined);
      return result;
    },
    onClosed: (listener) => void listeners.push(listener),
    close: () => undefined,
    simulateClose: (reason) => listeners.forEach((listener) => listener(reason)),
  };
}
