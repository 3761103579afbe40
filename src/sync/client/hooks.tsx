// React hooks over the sync worker: live windows of local data, the sync status, and writes
// through the outbox. Only windows cross the worker boundary (brief: "Never ship big sets").
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { sameJson } from '../../lib/same-json.ts';
import type { OutboxEntry } from '../outbox/entry.ts';
import type { Mutator } from '../outbox/mutator.ts';
import type { LocalData } from '../mutators/local-data.ts';
import type { QueryInput } from '../query/query-schema.ts';
import type { SyncedCollection } from '../registry/synced-collection.ts';
import type { CollectionStatus, SyncStatus } from '../runtime/protocol.ts';
import type { TypeAheadHandle } from './ahead-answers.ts';
import { AwaitedAnswer } from './awaited-answer.ts';
import { adoptAnswer, type LiveQueryState, type ShownAnswer } from './shown-answer.ts';
import type { LiveQueryHandle, SyncClient } from './sync-client.ts';

const SyncClientContext = createContext<SyncClient | null>(null);

export function SyncClientProvider({ client, children }: { client: SyncClient; children: ReactNode }) {
  return <SyncClientContext.Provider value={client}>{children}</SyncClientContext.Provider>;
}

export function useSyncClient(): SyncClient {
  const client = useContext(SyncClientContext);
  if (client === null) throw new Error('useSyncClient needs a <SyncClientProvider> above it');
  return client;
}

export type { LiveQueryState } from './shown-answer.ts';

/**
 * A live window over a synced collection. `query` may be a new object on every render; it is
 * compared by value. Pass the window (`offset`/`limit`) from @tanstack/react-virtual's range.
 * A new answer to the query shown renders as a transition: a cold sync pushes one per synced
 * page, and a screen re-rendering for one must yield to input and paint (brief: no main-thread
 * task > 50 ms). So does the answer to a changed query, which the screen waits for, but if
 * input keeps restarting it, it renders at once (awaited-answer.ts).
 */
export function useLiveQuery<T>(collection: SyncedCollection<T>, query: QueryInput): LiveQueryState<T> {
  const client = useSyncClient();
  const signature = JSON.stringify(query);
  // The queries this hook has given the worker, numbered in order: an answer to a query asked
  // before the one whose answer is shown never replaces it.
  const order = useRef({ asked: 0, numberOf: new WeakMap<QueryInput, number>() });
  // The query the worker was last given, and its number.
  const asked = useRef({ signature, number: 0 });
  // A reload renders the stored answer in the screen's first render (no empty frame, no extra pass).
  const [state, setState] = useState<ShownAnswer<T>>(() => ({
    result: client.peek?.(collection, query),
    error: undefined,
    for: signature,
    number: 0,
  }));
  // A new query whose answer is already in hand (typed ahead by the worker) renders it in this
  // very render: a keystroke shows its rows in its own frame, not after a round trip to the worker.
  if (state.for !== signature) {
    const peeked = client.peek?.(collection, query);
    // Not asked yet, it will be once this render commits: after every query asked so far.
    const number = signature === asked.current.signature ? asked.current.number : order.current.asked + 0.5;
    if (peeked !== undefined) setState({ result: peeked, error: undefined, for: signature, number });
  }
  const handle = useRef<LiveQueryHandle | null>(null);
  const latest = useRef(query);
  latest.current = query;
  // The query whose answer the screen has committed, and the deadline on an answer it waits for.
  const shown = useRef(state.for);
  const [awaited] = useState(
    () => new AwaitedAnswer({ shown: () => shown.current, askedLast: () => asked.current.number }),
  );
  useEffect(() => {
    shown.current = state.for;
  }, [state.for]);

  useEffect(() => {
    // Numbered before it is opened: a stored answer may come back at once.
    order.current.numberOf.set(latest.current, ++order.current.asked);
    const opened = client.liveQuery(
      collection,
      latest.current,
      (result, answered) => {
        const number = order.current.numberOf.get(answered) ?? order.current.asked;
        const answers = JSON.stringify(answered);
        // The client first repeats a peeked answer: adopting that keeps the state object, so
        // React skips the render.
        const adopt = () => setState((s) => adoptAnswer(s, { result, for: answers, number }));
        startTransition(adopt);
        // An answer the screen waits for shows within a deadline (awaited-answer.ts).
        awaited.answered(answers, number, adopt);
      },
      (error) => startTransition(() => setState((s) => ({ ...s, error }))),
    );
    handle.current = opened;
    return () => {
      handle.current = null;
      awaited.cancel();
      opened.close();
    };
  }, [client, collection, awaited]);

  useEffect(() => {
    const number = ++order.current.asked;
    order.current.numberOf.set(latest.current, number);
    asked.current = { signature, number };
    handle.current?.update(latest.current);
  }, [signature]);

  return state;
}

/**
 * Marks `query` as what a search box shows now (undefined: nothing): the worker answers its next
 * keystrokes ahead, and the `useLiveQuery` that asks one of them renders it at once. `rows`: how
 * many of the window's rows the screen shows at once (the answers carry those only). Screens
 * whose text is typed use it through `useLocalList`'s `typeAhead`, or directly for a query a
 * screen will ask after the next keystroke (the catalogue's list while its summary is shown).
 */
export function useTypingAhead<T>(
  collection: SyncedCollection<T>,
  query: QueryInput | undefined,
  rows?: number,
): void {
  const client = useSyncClient();
  const handle = useRef<TypeAheadHandle | null>(null);
  const latest = useRef({ query, rows });
  latest.current = { query, rows };
  const on = query !== undefined;
  useEffect(() => {
    const { query: first, rows: firstRows } = latest.current;
    if (!on || !client.typeAhead || first === undefined) return;
    const opened = client.typeAhead(collection, first, firstRows);
    handle.current = opened;
    return () => {
      handle.current = null;
      opened.close();
    };
  }, [client, collection, on]);
  const signature = query === undefined ? undefined : JSON.stringify([query, rows]);
  useEffect(() => {
    const { query: now, rows: nowRows } = latest.current;
    if (now !== undefined) handle.current?.update(now, nowRows);
  }, [signature]);
}

/**
 * One row by key, kept current. `row` is undefined while loading and when absent (see `loaded`);
 * `error` says why the row cannot be read (a refused query), so the screen shows that, not a
 * loading state that never ends.
 */
export function useRow<T>(
  collection: SyncedCollection<T>,
  key: string | undefined,
): { row: T | undefined; loaded: boolean; error: string | undefined } {
  const { result, error } = useLiveQuery(collection, {
    where: [{ field: collection.key, in: key === undefined ? [] : [key] }],
    limit: 1,
  });
  return { row: result?.rows[0], loaded: result !== undefined, error };
}

/**
 * The sync status. It changes with every synced page (row counts); the changes render as
 * transitions, so a cold sync's stream of them never blocks input or a frame, nor restarts the
 * time-sliced render of a screen (a synchronous store update would do both).
 */
export function useSyncStatus(): SyncStatus {
  return useSyncStatusValue(whole);
}

const whole = (status: SyncStatus): SyncStatus => status;

/**
 * One value derived from the sync status; the component re-renders only when that value changes
 * (compared as JSON), as a transition. Screens should subscribe to what they show only.
 */
export function useSyncStatusValue<V>(select: (status: SyncStatus) => V): V {
  const client = useSyncClient();
  const [status, setStatus] = useState(client.status.current);
  const selectRef = useRef(select);
  selectRef.current = select;
  // The last status handed to React (rendered or still pending), so a change back is not lost.
  const requested = useRef(status);
  useEffect(() => {
    const update = () => {
      const next = client.status.current();
      const before = requested.current;
      const pick = selectRef.current;
      if (next === before || sameJson(pick(next), pick(before))) return;
      requested.current = next;
      startTransition(() => setStatus(next));
    };
    update(); // a change between this render and the subscription
    return client.status.subscribe(update);
  }, [client]);
  const value = select(status);
  // The same value as JSON keeps its previous identity (memoized children, effect dependencies).
  const kept = useRef(value);
  if (!sameJson(kept.current, value)) kept.current = value;
  return kept.current;
}

/** One collection's status (undefined before the worker reports it); re-renders when it changes. */
export function useCollectionStatus(name: string): CollectionStatus | undefined {
  return useSyncStatusValue((status) => status.collections[name]);
}

/** Queues writes; resolves once the write is durable locally (rejects on invalid args or a full disk). */
export function useMutate(): <Args>(
  mutator: Mutator<string, Args, LocalData>,
  args: Args,
) => Promise<OutboxEntry> {
  const client = useSyncClient();
  return useCallback((mutator, args) => client.mutate(mutator, args), [client]);
}
