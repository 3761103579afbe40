// A reload's first rows, read on the main thread. The sync worker keeps the last answer of each
// open query (runtime/query-snapshots.ts), but before it can serve one its thread must start, its
// script arrive and evaluate, and its store open: most of a second on our machines, against the
// brief's 300 ms for a warm start. This reads the same small records straight from IndexedDB
// while the page boots, so the client can show them the moment a screen opens its query. The
// worker's own answer replaces them as soon as it comes (see worker-client.ts).
import { peekRows, type PeekedRow } from '../../db/peek-rows.ts';
import type { StoreNamespace } from '../../db/store.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { QueryInput } from '../query/query-schema.ts';
import { MAX_SNAPSHOTS, querySnapshotSpec, snapshotKey } from '../runtime/query-snapshots.ts';

/** The stored answers a client can show before the worker answers. */
export interface EarlyAnswers {
  /** True once the read finished (found something or not). */
  readonly settled: boolean;
  /** Resolves when the read finished; never rejects. */
  readonly read: Promise<void>;
  lookup(collection: string, query: QueryInput): QueryResult<unknown> | undefined;
}

/** The newest valid snapshots by key; records of another version or shape are skipped. */
export function snapshotsFromRecords(records: readonly PeekedRow[]): Map<string, QueryResult<unknown>> {
  const valid = [];
  for (const record of records) {
    if (record.v !== querySnapshotSpec.version) continue;
    const snapshot = querySnapshotSpec.schema.safeParse(record.data);
    if (snapshot.success) valid.push(snapshot.data);
  }
  valid.sort((a, b) => b.savedAt - a.savedAt);
  // The result's core was checked; groups and facets are kept as the engine made them.
  return new Map(
    valid.slice(0, MAX_SNAPSHOTS).map((snapshot) => [snapshot.key, snapshot.result as QueryResult<unknown>]),
  );
}

/** Starts reading the stored snapshots of `namespace`; a store that is missing or fails reads as empty. */
export function readEarlyAnswers(
  namespace: StoreNamespace,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): EarlyAnswers {
  let known = new Map<string, QueryResult<unknown>>();
  let settled = false;
  const read = (async () => {
    if (factory === undefined) return;
    known = snapshotsFromRecords(await peekRows(namespace, querySnapshotSpec.name, factory));
  })()
    .catch(() => undefined)
    .finally(() => {
      settled = true;
    });
  return {
    get settled() {
      return settled;
    },
    read,
    lookup: (collection, query) => known.get(snapshotKey(collection, query)),
  };
}
