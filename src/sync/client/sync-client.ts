// The UI's handle on the sync worker (implemented over comlink in worker-client.ts; an in-process
// implementation serves tests). Components use the hooks in hooks.ts, not this directly.
import type { OutboxEntry } from '../outbox/entry.ts';
import type { Mutator } from '../outbox/mutator.ts';
import type { LocalData } from '../mutators/local-data.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { QueryInput } from '../query/query-schema.ts';
import type { SyncedCollection } from '../registry/synced-collection.ts';
import type { SyncStatus } from '../runtime/protocol.ts';
import type { SearchAnswer, SearchRequest } from '../runtime/search.ts';
import type { TypeAheadHandle } from './ahead-answers.ts';
import type { SearchAheadHandle } from './search-ahead.ts';

/** An open live query. */
export interface LiveQueryHandle {
  /** Changes the query (window while scrolling, filters); the listener gets the new answer. */
  update(query: QueryInput): void;
  close(): void;
}

export interface SyncClient {
  /**
   * The answer a screen can render at once, before `liveQuery` is even opened or updated: while the
   * worker is still loading local data, the query's stored snapshot (read on this thread); an
   * answer typed ahead (`typeAhead`); else undefined.
   */
  peek?<T>(collection: SyncedCollection<T>, query: QueryInput): QueryResult<T> | undefined;
  /**
   * Watches the query a search box shows: the worker answers its next keystrokes ahead of time,
   * and `peek` returns those answers, so a keystroke renders its rows in its own frame
   * (ahead-answers.ts); `rows`: how many of the window's rows the screen shows at once (the answers
   * carry only those). Optional: without it every keystroke waits for the worker.
   */
  typeAhead?<T>(collection: SyncedCollection<T>, query: QueryInput, rows?: number): TypeAheadHandle;
  /**
   * Calls `listener` with the answer as soon as the local data can answer, then on every change.
   * `answered` is the query object (as given here or to `update`) the answer is for: while newer
   * ones are on their way to the worker, it is an older one.
   */
  liveQuery<T>(
    collection: SyncedCollection<T>,
    query: QueryInput,
    listener: (result: QueryResult<T>, answered: QueryInput) => void,
    onError?: (message: string) => void,
  ): LiveQueryHandle;
  /**
   * The command palette's search: per collection asked, its match count and its best rows for the
   * text (prefix, word start, elsewhere), from local data only. Rejects if the answer does not parse.
   */
  search(request: SearchRequest): Promise<SearchAnswer>;
  /**
   * Watches the palette's search as `typeAhead` watches a box: the worker answers its next
   * keystrokes ahead, and the handle's `peek` returns them (search-ahead.ts). Optional: without it
   * every keystroke waits for `search`.
   */
  searchAhead?(request: SearchRequest, typed: string): SearchAheadHandle;
  /** Queues a write in the durable outbox (resolves once stored and applied locally). */
  mutate<Args>(mutator: Mutator<string, Args, LocalData>, args: Args): Promise<OutboxEntry>;
  retry(entryId: string): Promise<void>;
  discard(entryId: string): Promise<void>;
  /** Pulls now (all collections, or the named ones); resolves when done or failed. */
  refresh(collections?: readonly string[]): Promise<void>;
  /** After sign-in again: resumes a queue paused by a 401 and pulls. */
  resume(): Promise<void>;
  /** Function properties, not methods: useSyncExternalStore calls them unbound. */
  readonly status: {
    readonly current: () => SyncStatus;
    readonly subscribe: (listener: (status: SyncStatus) => void) => () => void;
  };
  /** Stops the worker (before sign-out wipes the store). */
  close(): Promise<void>;
}

export type { ExpectedQuery } from '../runtime/protocol.ts';
