// What the list area shows: loading until the checks collection has been synced once, 'No data
// available' only when the synced checks (or the filters) truly leave nothing.
import type { CollectionStatus } from '../../../sync/runtime/protocol.ts';

export type ListState =
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'loading' }
  | { readonly kind: 'rows' }
  /** `note` says why an empty list may not be the whole truth (never synced, sync failing). */
  | { readonly kind: 'empty'; readonly note?: string };

export const NEVER_SYNCED_OFFLINE = 'Checks have not been synced to this device yet; they appear once you are back online.';

export interface ListInputs {
  /** The engine refused or failed the query. */
  readonly queryError: string | undefined;
  /** Matching checks, undefined until the engine's first answer. */
  readonly total: number | undefined;
  /** The checks collection's sync status (undefined before the worker reports). */
  readonly status: Pick<CollectionStatus, 'complete' | 'error'> | undefined;
  readonly online: boolean;
}

export function listStateOf({ queryError, total, status, online }: ListInputs): ListState {
  if (queryError !== undefined) return { kind: 'error', message: queryError };
  if (total === undefined) return { kind: 'loading' };
  if (total > 0) return { kind: 'rows' };
  // Nothing matches. Before the first full sync an empty local copy proves nothing: keep loading,
  // unless the sync cannot finish now (offline, or failing), which the note says.
  if (status?.complete === true) return { kind: 'empty' };
  if (status !== undefined && status.error !== null) return { kind: 'empty', note: `Checks could not be synced: ${status.error}` };
  if (!online) return { kind: 'empty', note: NEVER_SYNCED_OFFLINE };
  return { kind: 'loading' };
}
