// The last answer of each open query, kept in the store so a reload paints the screen from one
// small record while the engines are still being filled from the stored pages (the brief's warm
// start budget is 300 ms; reading and indexing 100k rows takes seconds). A snapshot is only ever
// shown until the engine answers the same query, and it is as fresh as the stored pages.
import { z } from 'zod';
import type { LocalStore, RowCollection, RowCollectionSpec } from '../../db/store.ts';
import type { Clock } from '../outbox/clock.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { QueryInput } from '../query/query-schema.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

/** Snapshots kept (the most recently saved win); a screen has a handful of queries. */
export const MAX_SNAPSHOTS = 40;
/** Larger answers are not kept: they would cost more to store than they save. */
export const MAX_SNAPSHOT_ROWS = 500;
/** Writes per query are coalesced: a sync in progress changes answers every page. */
export const SNAPSHOT_WRITE_DELAY_MS = 1_000;

const snapshotSchema = builtOnFirstUse(() =>
  z.object({
    key: z.string(),
    savedAt: z.number(),
    // The engine's own answer: the core is checked, groups and facets are kept as the engine made them.
    result: z.looseObject({ rows: z.array(z.unknown()), total: z.number(), offset: z.number() }),
  }),
);
type Snapshot = z.infer<typeof snapshotSchema>;

export const querySnapshotSpec: RowCollectionSpec<Snapshot> = {
  name: 'query-snapshots',
  key: 'key',
  version: 1,
  schema: snapshotSchema,
};

export const snapshotKey = (collection: string, query: QueryInput): string =>
  `${collection}\u0000${JSON.stringify(query)}`;

export class QuerySnapshots {
  private readonly rows: RowCollection<Snapshot>;
  private readonly known = new Map<string, QueryResult<unknown>>();
  /** Answers waiting to be written; aborting `timer` ends the wait. */
  private readonly pending = new Map<string, { result: QueryResult<unknown>; timer: AbortController }>();
  readonly ready: Promise<void>;

  constructor(
    store: LocalStore,
    private readonly clock: Clock,
  ) {
    this.rows = store.rows(querySnapshotSpec);
    this.ready = this.load();
  }

  private async load(): Promise<void> {
    const stored = await this.rows.list().catch(() => []);
    stored.sort((a, b) => b.savedAt - a.savedAt);
    for (const snapshot of stored.slice(0, MAX_SNAPSHOTS)) this.known.set(snapshot.key, snapshot.result);
    const stale = stored.slice(MAX_SNAPSHOTS).map((snapshot) => snapshot.key);
    if (stale.length > 0) await this.rows.delete(stale).catch(() => undefined);
  }

  /** The last answer saved for this exact query, if any. */
  lookup(collection: string, query: QueryInput): QueryResult<unknown> | undefined {
    return this.known.get(snapshotKey(collection, query));
  }

  /** Keeps `result` as the answer to `query` (written after a short delay, the latest wins). */
  remember(collection: string, query: QueryInput, result: QueryResult<unknown>): void {
    if (result.rows.length > MAX_SNAPSHOT_ROWS) return;
    const key = snapshotKey(collection, query);
    const waiting = this.pending.get(key);
    if (waiting) {
      waiting.result = result;
      return;
    }
    const timer = new AbortController();
    this.pending.set(key, { result, timer });
    void this.clock.sleep(SNAPSHOT_WRITE_DELAY_MS, timer.signal).then(() => {
      if (this.pending.get(key)?.timer === timer) this.flush(key);
    });
  }

  private flush(key: string): void {
    const waiting = this.pending.get(key);
    this.pending.delete(key);
    if (!waiting) return;
    this.known.set(key, waiting.result);
    // Best effort: a snapshot that cannot be written (quota) only costs the next start its head start.
    void this.rows
      .put({ key, savedAt: this.clock.now(), result: { ...waiting.result, rows: [...waiting.result.rows] } })
      .catch(() => undefined);
  }

  /** Writes every waiting snapshot now (a first sync just completed: a reload may come any moment). */
  flushAll(): void {
    for (const [key, { timer }] of this.pending) {
      timer.abort();
      this.flush(key);
    }
  }

  /** Drops unwritten snapshots (the store is closing). */
  close(): void {
    for (const { timer } of this.pending.values()) timer.abort();
    this.pending.clear();
  }
}
