// A screen's list over one synced collection: the live answer, its rows and total, the list state
// (loading, error, rows or empty, with why an empty list may not be the whole truth) and the
// engine's error, which must reach the screen (a refused query is not "Loading …" forever).
import type { QueryResult } from '../query/live-query.ts';
import type { QueryInput } from '../query/query-schema.ts';
import type { SyncedCollection } from '../registry/synced-collection.ts';
import type { SyncStatus } from '../runtime/protocol.ts';
import { useLiveQuery, useSyncStatusValue, useTypingAhead } from './hooks.tsx';
import {
  localListStateOf,
  type LocalListInputs,
  type LocalListState,
  type LocalListWords,
} from './local-list-state.ts';

export type { LocalListState, LocalListWords };

export interface LocalList<T> {
  /** Undefined until the engine's first answer. */
  readonly result: QueryResult<T> | undefined;
  /** The answer's rows (empty before it). */
  readonly rows: readonly T[];
  /** How many things the list counts (rows, or groups with `countOf`); undefined before the answer. */
  readonly total: number | undefined;
  readonly state: LocalListState;
  /** The engine refused the query or failed. */
  readonly error: string | undefined;
}

export interface LocalListOptions<T> {
  /** What the list counts when not rows (a summary counts its groups). */
  readonly countOf?: (result: QueryResult<T>) => number;
  /**
   * The query's text is typed into a search box: the worker answers the next keystrokes ahead,
   * so each renders its rows in its own frame (hooks.ts `useTypingAhead`). `rows`: how many of the
   * window's rows show at once (the answers carry those only; the rest follow with the live answer).
   */
  readonly typeAhead?: { readonly rows?: number };
}

const NO_ROWS: readonly never[] = [];

/**
 * A live list over `collection` for `query` (compared by value), with its state in `words`. The
 * component re-renders for the list's answers and for its collection's sync state only.
 */
export function useLocalList<T>(
  collection: SyncedCollection<T>,
  query: QueryInput,
  words: LocalListWords,
  options?: LocalListOptions<T>,
): LocalList<T> {
  useTypingAhead(collection, options?.typeAhead ? query : undefined, options?.typeAhead?.rows);
  const answer = useLiveQuery(collection, query);
  const sync = useSyncStatusValue((status) => syncStateOf(status, collection.name));
  return localListOf(answer, sync, words, options);
}

/** The list from the engine's answer and the collection's sync state (the hook's pure part). */
export function localListOf<T>(
  { result, error }: { result: QueryResult<T> | undefined; error: string | undefined },
  { status, online }: Pick<LocalListInputs, 'status' | 'online'>,
  words: LocalListWords,
  options?: LocalListOptions<T>,
): LocalList<T> {
  const total = result === undefined ? undefined : (options?.countOf?.(result) ?? result.total);
  const state = localListStateOf({ queryError: error, total, status, online }, words);
  return { result, rows: result?.rows ?? NO_ROWS, total, state, error };
}

/** The parts of the sync status a list's state depends on (so it re-renders for those only). */
export function syncStateOf(sync: SyncStatus, name: string): Pick<LocalListInputs, 'status' | 'online'> {
  const collection = sync.collections[name];
  return {
    status: collection === undefined ? undefined : { complete: collection.complete, error: collection.error },
    online: sync.online,
  };
}
