// Loading, error, rows or empty for a screen that reads one synced collection. An empty answer
// before the collection's first full sync proves nothing, so it stays 'loading' unless the sync
// cannot finish now (offline, or failing), which the empty state then says. Each screen brings
// its own words.
import type { CollectionStatus } from '../runtime/protocol.ts';

export type LocalListState =
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'loading' }
  | { readonly kind: 'rows' }
  /** `note` says why an empty list may not be the whole truth (never synced, sync failing). */
  | { readonly kind: 'empty'; readonly note?: string };

export interface LocalListInputs {
  /** The engine refused or failed the query. */
  readonly queryError: string | undefined;
  /** Matching rows, undefined until the engine's first answer. */
  readonly total: number | undefined;
  /** The collection's sync status (undefined before the worker reports). */
  readonly status: Pick<CollectionStatus, 'complete' | 'error'> | undefined;
  readonly online: boolean;
}

export interface LocalListWords {
  /** Shown when nothing was ever synced and the device is offline. */
  readonly neverSyncedOffline: string;
  readonly syncFailed: (error: string) => string;
}

export function localListStateOf(
  { queryError, total, status, online }: LocalListInputs,
  words: LocalListWords,
): LocalListState {
  if (queryError !== undefined) return { kind: 'error', message: queryError };
  if (total === undefined) return { kind: 'loading' };
  if (total > 0) return { kind: 'rows' };
  if (status?.complete === true) return { kind: 'empty' };
  if (status !== undefined && status.error !== null)
    return { kind: 'empty', note: words.syncFailed(status.error) };
  if (!online) return { kind: 'empty', note: words.neverSyncedOffline };
  return { kind: 'loading' };
}
