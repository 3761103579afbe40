// The runtime's live queries: each is answered by its collection's engine once that is loaded,
// and until then by the answer it had last time (query-snapshots.ts). Answers caused by synced
// rows during a first sync are coalesced (push-coalescer.ts), and every answer sent is kept as the
// query's next snapshot.
import { z } from 'zod';
import type { Clock } from '../outbox/clock.ts';
import type { Subscription } from '../query/engine.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { QueryInput } from '../query/query-schema.ts';
import type { EngineSet } from './engine-set.ts';
import type { ExpectedQuery } from './protocol.ts';
import { PushCoalescer } from './push-coalescer.ts';
import type { QuerySnapshots } from './query-snapshots.ts';

export type ResultListener = (result: QueryResult<unknown>) => void;
export type ErrorListener = (message: string) => void;

export interface QueryHubDeps {
  readonly engines: EngineSet;
  readonly clock: Clock;
  /** Whether the collection's stored rows are in its engine (before that, snapshots answer). */
  readonly loaded: (collection: string) => boolean;
  /** Whether the collection's first sync is under way (synced rows' answers are coalesced then). */
  readonly firstSyncRunning: (collection: string) => boolean;
  /** A query was opened or changed: during a first sync, its first rows are asked first. */
  readonly askFirstScreen: (query: ExpectedQuery) => void;
  /** A query opened before its engine loaded was answered from its snapshot (or had none). */
  readonly firstScreenServed: () => void;
}

interface OpenQuery {
  readonly collection: string;
  query: QueryInput;
  readonly onResult: ResultListener;
  readonly onError: ErrorListener;
  subscription: Subscription | undefined;
  readonly pushes: PushCoalescer<QueryResult<unknown>>;
}

export const messageOf = (error: unknown): string =>
  error instanceof z.ZodError
    ? z.prettifyError(error)
    : error instanceof Error
      ? error.message
      : String(error);

export class QueryHub {
  private readonly queries = new Map<number, OpenQuery>();
  /** Queries a screen about to open will ask (expect): their first rows are asked first. */
  private expected: readonly ExpectedQuery[] = [];
  private nextId = 1;
  private snapshots: QuerySnapshots | undefined;
  /** Settles once the store is open (queries may arrive before that). */
  private readonly snapshotsOpened: Promise<QuerySnapshots | undefined>;
  private openedSnapshots: (snapshots: QuerySnapshots | undefined) => void = () => undefined;
  /** True while synced rows (a pulled page, the leader's changes) reach the engines. */
  private applyingSynced = false;
  private closed = false;

  constructor(private readonly deps: QueryHubDeps) {
    this.snapshotsOpened = new Promise((resolve) => (this.openedSnapshots = resolve));
  }

  /** The store is open: snapshots answer queries until their engines load. */
  useSnapshots(snapshots: QuerySnapshots): void {
    this.snapshots = snapshots;
    this.openedSnapshots(snapshots);
  }

  subscribe(collection: string, query: QueryInput, onResult: ResultListener, onError: ErrorListener): number {
    const id = this.nextId++;
    const open: OpenQuery = {
      collection,
      query,
      onResult: (result) => {
        if (this.applyingSynced && this.deps.firstSyncRunning(collection)) open.pushes.throttled(result);
        else open.pushes.immediate(result);
      },
      onError,
      subscription: undefined,
      pushes: new PushCoalescer(
        (result) => {
          this.snapshots?.remember(collection, open.query, result);
          onResult(result);
        },
        (result) => result.total > 0,
        this.deps.clock,
      ),
    };
    this.queries.set(id, open);
    const engine = this.deps.engines.engine(collection);
    if (!engine) {
      onError(`Unknown collection "${collection}"`);
      return id;
    }
    try {
      engine.parseQuery(query);
    } catch (error) {
      onError(messageOf(error));
      return id;
    }
    if (this.deps.loaded(collection)) this.attach(open);
    else void this.showSnapshot(id, open).finally(() => this.deps.firstScreenServed());
    this.deps.askFirstScreen(open);
    return id;
  }

  /** The latest announcement replaces the last: it is the screen being opened now. */
  expect(list: readonly ExpectedQuery[]): void {
    this.expected = list.filter((item) => {
      try {
        return this.deps.engines.engine(item.collection)?.parseQuery(item.query) !== undefined;
      } catch {
        return false; // the screen's own subscription reports a bad query
      }
    });
    for (const item of this.expected) this.deps.askFirstScreen(item);
  }

  update(id: number, query: QueryInput): void {
    const open = this.queries.get(id);
    if (!open) return;
    open.query = query;
    try {
      if (open.subscription) open.subscription.update(query);
      else {
        this.deps.engines.engine(open.collection)?.parseQuery(query);
        // Still loading: the new window (a scroll, a resize) may have its own snapshot.
        void this.showSnapshot(id, open);
      }
      this.deps.askFirstScreen(open);
    } catch (error) {
      open.onError(messageOf(error));
    }
  }

  close(id: number): void {
    const open = this.queries.get(id);
    open?.subscription?.unsubscribe();
    open?.pushes.cancel();
    this.queries.delete(id);
  }

  /** Runs `apply` (synced rows reaching the engines): during a first sync its answers are coalesced. */
  applySynced(apply: () => void): void {
    const was = this.applyingSynced;
    this.applyingSynced = true;
    try {
      apply();
    } finally {
      this.applyingSynced = was;
    }
  }

  /** The collection's engine is loaded: its queries are answered live from now on. */
  collectionLoaded(name: string): void {
    for (const open of this.queries.values()) if (open.collection === name) this.attach(open);
  }

  /** The queries open or announced (a new leader asks their first rows). */
  wanted(): ExpectedQuery[] {
    return [...this.expected, ...this.queries.values()];
  }

  /** Collections with an open query (loaded first). */
  openCollections(): Set<string> {
    return new Set([...this.queries.values()].map((open) => open.collection));
  }

  /** The collection's first sync is complete: its held answers go out, every answer is stored. */
  firstSyncComplete(collection: string): void {
    for (const open of this.queries.values()) if (open.collection === collection) open.pushes.flush();
    this.storeAnswers();
  }

  /** Stores the answers the screens show now (a reload may come any moment). */
  storeAnswers(): void {
    this.snapshots?.flushAll();
  }

  /** The runtime is closing: no snapshot is shown from now on. */
  closing(): void {
    this.closed = true;
    this.openedSnapshots(undefined);
  }

  /** Closes every query and drops the snapshots not yet written. */
  closeAll(): void {
    this.closing();
    for (const open of this.queries.values()) {
      open.subscription?.unsubscribe();
      open.pushes.cancel();
    }
    this.queries.clear();
    this.snapshots?.close();
  }

  /** Until the engine can answer, the answer this query had last time. */
  private async showSnapshot(id: number, open: OpenQuery): Promise<void> {
    const snapshots = await this.snapshotsOpened;
    await snapshots?.ready;
    if (open.subscription || this.closed || this.queries.get(id) !== open) return;
    const last = snapshots?.lookup(open.collection, open.query);
    if (last) open.onResult(last);
  }

  private attach(open: OpenQuery): void {
    const engine = this.deps.engines.engine(open.collection);
    if (!engine || open.subscription) return;
    try {
      open.subscription = engine.subscribe(open.query, open.onResult);
    } catch (error) {
      open.onError(messageOf(error));
    }
  }
}
