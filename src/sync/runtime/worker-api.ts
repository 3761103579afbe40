// The runtime's command surface as the UI reaches it (over comlink from the worker, or directly
// in tests). Every argument is parsed with zod here: this is the worker's message boundary.
import { z } from 'zod';
import type { OutboxEntry } from '../outbox/entry.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { QueryInput } from '../query/query-schema.ts';
import {
  expectedQuerySchema,
  queryInputSchema,
  syncInitSchema,
  type ExpectedQuery,
  type SyncInit,
  type SyncStatus,
} from './protocol.ts';
import { searchEngines, searchRequestSchema, type SearchAnswer, type SearchRequest } from './search.ts';
import type { SyncRuntime } from './sync-runtime.ts';
import type { AheadListener } from './type-ahead-answers.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export type ResultCallback = (result: QueryResult<unknown>) => void;
export type MessageCallback = (message: string) => void;
export type StatusCallback = (status: SyncStatus) => void;

/** What the UI may ask of the sync worker. Every method is async (it crosses a thread). */
export interface SyncWorkerApi {
  /** `hold`: load local data and answer queries, but touch no network until `join()`. */
  start(init: SyncInit, options?: { hold?: boolean | undefined }): Promise<void>;
  join(): Promise<void>;
  /** Queries a screen about to open will ask: their first rows are asked first (sync-runtime.ts). */
  expectQueries(list: readonly ExpectedQuery[]): Promise<void>;
  /** Opens a live query; answers arrive on `onResult`. Resolves with its id. */
  subscribeQuery(
    collection: string,
    query: QueryInput,
    onResult: ResultCallback,
    onError: MessageCallback,
  ): Promise<number>;
  updateQuery(id: number, query: QueryInput): Promise<void>;
  closeQuery(id: number): Promise<void>;
  /**
   * Watches a search box's query: answers to its next keystrokes arrive on `onAnswers`, tagged
   * with the `seq` sent (type-ahead.ts). Optional: a client works without it, one round trip later.
   */
  typeAhead?(
    collection: string,
    query: QueryInput,
    seq: number,
    onAnswers: AheadListener,
    rows?: number,
  ): Promise<number>;
  updateTypeAhead?(id: number, query: QueryInput, seq: number, rows?: number): Promise<void>;
  /** Closes a watch opened by `typeAhead` or `searchAhead`. */
  closeTypeAhead?(id: number): Promise<void>;
  /** The command palette's ranked search over several collections (search.ts). */
  search(request: SearchRequest): Promise<SearchAnswer>;
  /**
   * Watches the palette's search as `typeAhead` watches a box's query; `typed`: the text as typed
   * (a trailing space says the next key starts a word). Optional, as `typeAhead`.
   */
  searchAhead?(
    request: SearchRequest,
    typed: string,
    seq: number,
    onAnswers: AheadListener<SearchAnswer>,
  ): Promise<number>;
  updateSearchAhead?(id: number, request: SearchRequest, typed: string, seq: number): Promise<void>;
  mutate(name: string, args: unknown): Promise<OutboxEntry>;
  retry(entryId: string): Promise<void>;
  discard(entryId: string): Promise<void>;
  refresh(collections?: readonly string[]): Promise<void>;
  resume(): Promise<void>;
  /** Resolves with the current status and a subscription id; changes arrive on `listener`. */
  subscribeStatus(listener: StatusCallback): Promise<{ id: number; status: SyncStatus }>;
  unsubscribeStatus(id: number): Promise<void>;
  /** Hosted mode: the bearer token every request sends from now on (bearer-fetch.ts). */
  setBearer?(token: string | null): Promise<void>;
  /** Stops the runtime; `signOut` also stops other tabs' workers (their store is about to go). */
  close(options?: { signOut?: boolean | undefined }): Promise<void>;
}

const startOptions = builtOnFirstUse(() => z.object({ hold: z.boolean().optional() }).optional());
const callback = <F>() => z.custom<F>((value) => typeof value === 'function', 'expected a callback');
const id = z.number().int().nonnegative();
const entryId = z.string().min(1);
const aheadRows = builtOnFirstUse(() => z.number().int().min(1).max(1_000).optional());
const expectedQueries = builtOnFirstUse(() => z.array(expectedQuerySchema));
const typedText = builtOnFirstUse(() => z.string().max(500));

/** Calls a listener in another thread without letting its failure (closed tab) break the runtime. */
function safely<A>(fn: (arg: A) => unknown): (arg: A) => void {
  return (arg) => {
    try {
      const result = fn(arg);
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // The window is gone; its queries are closed with it.
    }
  };
}

/** Runs synchronous work as a promise (a parse failure rejects instead of throwing). */
function attempt<R>(fn: () => R): Promise<R> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function createWorkerApi(
  runtime: SyncRuntime,
  bearer?: { set(token: string | null): void },
): SyncWorkerApi {
  const statusSubscriptions = new Map<number, () => void>();
  let nextStatusId = 1;
  return {
    start: async (init, options) =>
      runtime.start(syncInitSchema.parse(init), startOptions.parse(options) ?? {}),
    join: () => attempt(() => runtime.join()),
    expectQueries: (list) => attempt(() => runtime.expectQueries(expectedQueries.parse(list))),
    subscribeQuery: (collection, query, onResult, onError) =>
      attempt(() =>
        runtime.subscribeQuery(
          z.string().parse(collection),
          queryInputSchema.parse(query),
          safely(callback<ResultCallback>().parse(onResult)),
          safely(callback<MessageCallback>().parse(onError)),
        ),
      ),
    updateQuery: (queryId, query) =>
      attempt(() => runtime.updateQuery(id.parse(queryId), queryInputSchema.parse(query))),
    closeQuery: (queryId) => attempt(() => runtime.closeQuery(id.parse(queryId))),
    typeAhead: (collection, query, seq, onAnswers, rows) =>
      attempt(() =>
        runtime.typeAhead.open(
          z.string().parse(collection),
          queryInputSchema.parse(query),
          id.parse(seq),
          safely(callback<AheadListener>().parse(onAnswers)),
          aheadRows.parse(rows),
        ),
      ),
    updateTypeAhead: (watchId, query, seq, rows) =>
      attempt(() =>
        runtime.typeAhead.update(
          id.parse(watchId),
          queryInputSchema.parse(query),
          id.parse(seq),
          aheadRows.parse(rows),
        ),
      ),
    closeTypeAhead: (watchId) => attempt(() => runtime.typeAhead.close(id.parse(watchId))),
    search: (request) => attempt(() => searchEngines(runtime.engines, searchRequestSchema.parse(request))),
    searchAhead: (request, typed, seq, onAnswers) =>
      attempt(() =>
        runtime.typeAhead.openSearch(
          searchRequestSchema.parse(request),
          typedText.parse(typed),
          id.parse(seq),
          safely(callback<AheadListener<SearchAnswer>>().parse(onAnswers)),
        ),
      ),
    updateSearchAhead: (watchId, request, typed, seq) =>
      attempt(() =>
        runtime.typeAhead.updateSearch(
          id.parse(watchId),
          searchRequestSchema.parse(request),
          typedText.parse(typed),
          id.parse(seq),
        ),
      ),
    mutate: (name, args) => runtime.mutate(z.string().parse(name), args),
    retry: (entry) => runtime.retry(entryId.parse(entry)),
    discard: (entry) => runtime.discard(entryId.parse(entry)),
    refresh: (collections) => runtime.refresh(z.array(z.string()).optional().parse(collections)),
    resume: () => runtime.resume(),
    subscribeStatus: (listener) =>
      attempt(() => {
        const subscriptionId = nextStatusId++;
        statusSubscriptions.set(
          subscriptionId,
          runtime.subscribeStatus(safely(callback<StatusCallback>().parse(listener))),
        );
        return { id: subscriptionId, status: runtime.status };
      }),
    unsubscribeStatus: (subscriptionId) =>
      attempt(() => {
        statusSubscriptions.get(id.parse(subscriptionId))?.();
        statusSubscriptions.delete(subscriptionId);
      }),
    setBearer: (token) => attempt(() => bearer?.set(z.string().min(1).nullable().parse(token))),
    close: (options) =>
      runtime.close(z.object({ signOut: z.boolean().optional() }).optional().parse(options) ?? {}),
  };
}
