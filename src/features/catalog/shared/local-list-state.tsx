// Loading, error and empty for screens that read the local catalogue: an empty answer before the
// first full sync of config_items proves nothing, so it stays 'loading' (unless the sync cannot
// finish now: offline or failing, which the empty state then says).
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import {
  localListStateOf as stateOf,
  type LocalListInputs,
  type LocalListState,
  type LocalListWords,
} from '../../../sync/client/local-list-state.ts';

export type { LocalListState };

export const NEVER_SYNCED_OFFLINE =
  'The catalogue has not been synced to this device yet; it appears once you are back online.';

/** The catalogue's words for `useLocalList` (sync/client/use-local-list.ts). */
export const CATALOG_LIST_WORDS: LocalListWords = {
  neverSyncedOffline: NEVER_SYNCED_OFFLINE,
  syncFailed: (error) => `The catalogue could not be synced: ${error}`,
};

export function localListStateOf(inputs: LocalListInputs): LocalListState {
  return stateOf(inputs, CATALOG_LIST_WORDS);
}

/** Renders every state but 'rows'. */
export function LocalListStatus({ state }: { state: LocalListState }) {
  switch (state.kind) {
    case 'rows':
      return null;
    case 'error':
      return (
        <p role="alert" className="catalog-error">
          The catalogue could not be read: {state.message}
        </p>
      );
    case 'loading':
      return <LoadingBlock label="Loading catalog…" />;
    case 'empty':
      return (
        <div className="catalog-empty">
          <p>No data available</p>
          {state.note !== undefined && (
            <p role="status" className="catalog-empty__note">
              {state.note}
            </p>
          )}
        </div>
      );
  }
}
