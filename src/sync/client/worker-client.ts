// SyncClient over the sync worker (comlink). The same client logic serves the in-process
// runtime in tests (in-process-client.ts), which passes its API directly.
import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import { z } from 'zod';
import type { QueryResult } from '../query/live-query.ts';
import type { QueryInput } from '../query/query-schema.ts';
import { sameJson } from '../../lib/same-json.ts';
import { syncStatusSchema, type ExpectedQuery, type SyncInit, type SyncStatus } from '../runtime/protocol.ts';
import { searchAnswerSchema } from '../runtime/search.ts';
import { resultEnvelope } from '../runtime/type-ahead-answers.ts';
import type { SyncWorkerApi } from '../runtime/worker-api.ts';
import { AheadAnswersCache, openTypeAhead } from './ahead-answers.ts';
import type { EarlyAnswers } from './boot-snapshots.ts';
import { openSearchAhead } from './search-ahead.ts';
import { followBrowserOffline, pageNetwork, type BrowserNetwork } from './browser-offline.ts';
import type { LiveQueryHandle, SyncClient } from './sync-client.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

/** What the UI shows before the worker has said anything. */
export const startingStatus: SyncStatus = {
  online: true,
  leader: false,
  phase: 'starting',
  collections: {},
  outbox: { pending: 0, failed: 0, paused: false, items: [] },
  storage: { persisted: null, problem: null },
};

// A window of rows: the envelope is checked; rows are the worker's own parsed copies.
const queryResultSchema = builtOnFirstUse(() =>
  z.object({
    ...resultEnvelope(),
    mapFacets: z
      .record(
        z.string(),
        z.array(z.object({ key: z.string(), value: z.string().nullable(), count: z.number() })),
      )
      .optional(),
  }),
);

// zod compiles a fast path for an object schema on its first parse: ~66 ms on the main thread for
// the status schema, one long task at start. These small messages parse fine without it.
const onMainThread = { jitless: true } as const;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Builds a SyncClient over the worker API; `callback` wraps listeners for the thread boundary.
 * With `early`, a query is first answered from the stored snapshots read on this thread
 * (boot-snapshots.ts) until the worker's first answer for it arrives.
 */
export function createApiClient(
  api: SyncWorkerApi,
  callback: <F extends object>(fn: F) => F,
  dispose: () => void = () => undefined,
  early?: EarlyAnswers,
  network: BrowserNetwork | undefined = pageNetwork(),
): SyncClient {
  let current: SyncStatus = startingStatus;
  // What the screens read: the worker's status, offline at once when the browser says so.
  let shown: SyncStatus = startingStatus;
  const listeners = new Set<(status: SyncStatus) => void>();
  let statusSubscription: Promise<number> | undefined;
  let closed = false;

  const publish = (): void => {
    shown = browser.offline() && current.online ? offlineNow(current) : current;
    for (const listener of [...listeners]) listener(shown);
  };
  const browser = followBrowserOffline(network, publish);
  if (browser.offline()) shown = { ...startingStatus, online: false };

  const setStatus = (raw: unknown): void => {
    const parsed = syncStatusSchema.safeParse(raw, onMainThread);
    if (!parsed.success) {
      console.error('sync status from the worker did not parse', parsed.error);
      return;
    }
    current = parsed.data;
    publish();
  };

  const ensureStatus = (): void => {
    if (statusSubscription || closed) return;
    statusSubscription = api.subscribeStatus(callback((status: SyncStatus) => setStatus(status))).then(
      ({ id, status }) => {
        setStatus(status);
        return id;
      },
      (error: unknown) => {
        console.error('sync status subscription failed', error);
        return -1;
      },
    );
  };

  // Stored answers stand in only while the worker is still loading local data; after that a
  // screen opened later gets the worker's current answer, never a boot-time one.
  const earlyAnswer = (collection: string, query: QueryInput): QueryResult<unknown> | undefined =>
    early?.settled === true && current.phase === 'starting' ? early.lookup(collection, query) : undefined;

  // Answers to open search boxes' next keystrokes, typed ahead by the worker (ahead-answers.ts).
  const ahead = new AheadAnswersCache();
  let aheadWatches = 0;

  const client: SyncClient = {
    peek: <T>(collection: { readonly name: string }, query: QueryInput) =>
      (earlyAnswer(collection.name, query) ?? ahead.lookup(collection.name, query)) as
        QueryResult<T> | undefined,
    typeAhead: (collection, query, rows) =>
      openTypeAhead(api, callback, ahead, ++aheadWatches, collection.name, query, rows),
    liveQuery<T>(
      collection: { readonly name: string },
      query: QueryInput,
      listener: (result: QueryResult<T>, answered: QueryInput) => void,
      onError?: (message: string) => void,
    ): LiveQueryHandle {
      let id: number | undefined;
      let done = false;
      let latest: QueryInput | undefined;
      let workerAnswered = false;
      let shownEarly: QueryResult<unknown> | undefined;
      // While a new query is on its way to the worker, an answer may still be the old query's:
      // the screen may already show the new one's (typed ahead), so answers wait for the worker to
      // take the new query. Its last answer then is the new query's (it sends none when the answer
      // did not change, so the last one stands).
      let updating = 0;
      let lastAnswer: QueryResult<unknown> | undefined;
      // What the listener was last given, so a query taken with no new answer does not repeat it.
      let handedOver: QueryResult<unknown> | undefined;
      const hand = (answer: QueryResult<unknown>, answered: QueryInput) => {
        handedOver = answer;
        listener(answer as QueryResult<T>, answered);
      };
      // Each query, as the worker takes it, releases its answer, even with newer ones still on
      // their way: keys typed faster than the worker answers narrow the rows as they go, instead
      // of holding them until typing stops. The listener is told which query an answer is for.
      const taken = (answered: QueryInput) => {
        const still = --updating > 0;
        if (done || lastAnswer === undefined || (still && lastAnswer === handedOver)) return;
        hand(lastAnswer, answered);
      };
      const sendUpdate = (opened: number, next: QueryInput) => {
        updating++;
        void api
          .updateQuery(opened, next)
          .catch((e: unknown) => fail(messageOf(e)))
          .finally(() => taken(next));
      };
      const fail = (message: string) => onError?.(message);
      const showEarly = () => {
        if (done || workerAnswered) return;
        const stored = earlyAnswer(collection.name, latest ?? query);
        if (stored === undefined || stored === shownEarly) return;
        shownEarly = stored;
        hand(stored, latest ?? query);
      };
      const onResult = callback((raw: QueryResult<unknown>) => {
        if (done) return;
        const parsed = queryResultSchema.safeParse(raw, onMainThread);
        if (!parsed.success) return fail('The sync worker sent an answer that did not parse');
        const first = !workerAnswered;
        workerAnswered = true;
        lastAnswer = raw;
        if (updating > 0) return;
        // The worker's first answer is often the very snapshot already shown: no second render.
        if (first && shownEarly !== undefined && sameJson(raw, shownEarly)) return;
        hand(raw, latest ?? query);
      });
      api
        .subscribeQuery(
          collection.name,
          query,
          onResult,
          callback((message: string) => (done ? undefined : fail(message))),
        )
        .then(
          (opened) => {
            if (done) return void api.closeQuery(opened).catch(() => undefined);
            id = opened;
            if (latest !== undefined) sendUpdate(opened, latest);
          },
          (error: unknown) => fail(messageOf(error)),
        );
      if (early?.settled === true) showEarly();
      else void early?.read.then(showEarly);
      return {
        update(next) {
          if (done) return;
          latest = next;
          if (id !== undefined) sendUpdate(id, next);
          showEarly();
        },
        close() {
          done = true;
          if (id !== undefined) void api.closeQuery(id).catch(() => undefined);
        },
      };
    },
    searchAhead: (request, typed) => openSearchAhead(api, callback, request, typed),
    search: (request) =>
      api.search(request).then((raw) => {
        const parsed = searchAnswerSchema.safeParse(raw, onMainThread);
        if (!parsed.success) throw new Error('The sync worker sent an answer that did not parse');
        return parsed.data;
      }),
    mutate: (mutator, args) => api.mutate(mutator.name, args),
    retry: (entryId) => api.retry(entryId),
    discard: (entryId) => api.discard(entryId),
    refresh: (collections) => api.refresh(collections),
    resume: () => api.resume(),
    status: {
      // Stable arrow properties: useSyncExternalStore calls them unbound.
      current: () => shown,
      subscribe: (listener) => {
        ensureStatus();
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    close: async () => {
      if (closed) return;
      closed = true;
      browser.stop();
      try {
        await api.close();
      } catch {
        // The worker is gone already (terminated at sign-out): nothing left to stop.
      }
      dispose();
    },
  };
  ensureStatus();
  return client;
}

/**
 * The worker's status once the browser has said it is offline, before the worker has noticed: the
 * phase the worker will then report (status.ts ranks starting and sign-in before offline), so the
 * indicator does not say "Synced" beside the offline banner for that second.
 */
function offlineNow(status: SyncStatus): SyncStatus {
  const phase = status.phase === 'starting' || status.phase === 'unauthorized' ? status.phase : 'offline';
  return { ...status, online: false, phase };
}

/** A SyncClient that can also stop every tab's worker (sign-out, before the store is wiped). */
export interface WorkerSyncClient extends SyncClient {
  readonly init: SyncInit;
  /** Lets a worker started with `hold` sync (the user it was started for is confirmed). */
  join(): void;
  /** Queries a screen about to open will ask: their first rows are asked as soon as this tab syncs. */
  expect(list: readonly ExpectedQuery[]): void;
  closeForSignOut(): Promise<void>;
  /** Hosted mode: the bearer token the worker sends from now on. */
  setBearer(token: string): void;
}

/**
 * How long sign-out waits for the worker to stop on its own (it finishes the store write in
 * hand) before terminating it: a worker busy with its first sync must not hold sign-out up.
 */
export const SIGN_OUT_WAIT_MS = 1_500;

/** A sync worker whose script is loading or loaded, not yet started for a user. */
export interface SpawnedWorker {
  readonly worker: Worker;
}

/** Creates the sync worker (download, compile, module evaluation) before its user is known. */
export function spawnSyncWorker(): SpawnedWorker {
  return {
    worker: new Worker(new URL('../../workers/sync.worker.ts', import.meta.url), {
      type: 'module',
      name: 'mcc-sync',
    }),
  };
}

/**
 * Starts the sync worker for `init` (in `spawned` when given). Returns at once: queries opened
 * before the worker has loaded local data are answered as soon as it has. With `hold`, the
 * worker loads local data and answers queries but touches no network until `join()`.
 */
export function createWorkerClient(
  init: SyncInit,
  options: { hold?: boolean; early?: EarlyAnswers } = {},
  spawned: SpawnedWorker = spawnSyncWorker(),
): WorkerSyncClient {
  const { worker } = spawned;
  const remote: Remote<SyncWorkerApi> = wrap<SyncWorkerApi>(worker);
  // Remote<T> turns callbacks into proxies; the API's own signature already returns promises.
  const api = remote as unknown as SyncWorkerApi;
  let disposed = false;
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    remote[releaseProxy]();
    worker.terminate();
  };
  api
    .start(init, { hold: options.hold === true })
    .catch((error: unknown) => console.error('the sync worker failed to start', error));
  const client = createApiClient(api, (fn) => proxy(fn), dispose, options.early);
  return {
    ...client,
    init,
    join: () =>
      void api.join().catch((error: unknown) => console.error('the sync worker could not join', error)),
    expect: (list) => {
      if (list.length > 0)
        api
          .expectQueries(list)
          .catch((error: unknown) => console.error('the sync worker could not take expected queries', error));
    },
    setBearer: (token) =>
      void api
        .setBearer?.(token)
        .catch((error: unknown) => console.error('the sync worker took no token', error)),
    async closeForSignOut() {
      const deadline = new Promise<void>((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS));
      await Promise.race([api.close({ signOut: true }).catch(() => undefined), deadline]);
      // Terminates the worker even when it has not finished closing; a later close() is a no-op.
      dispose();
    },
  };
}
