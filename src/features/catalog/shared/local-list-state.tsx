// Loading, error and empty for screens that read the local catalogue: an empty answer before the
// first full sync of config_items proves nothing, so it stays 'loading' (unless the sync cannot
// finish now: offline or failing, which the empty state then says).
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useSyncStatusValue } from '../../../sync/client/hooks.tsx';
import {
  localListStateOf as stateOf,
  type LocalListInputs,
  type LocalListState,
} from '../../../sync/client/local-list-state.ts';
import type { SyncStatus } from '../../../sync/runtime/protocol.ts';

export type { LocalListState };

export const NEVER_SYNCED_OFFLINE =
  'The catalogue has not been synced to this device yet; it appears once you are back online.';

export function localListStateOf(inputs: LocalListInputs): LocalListState {
  return stateOf(inputs, {
    neverSyncedOffline: NEVER_SYNCED_OFFLINE,
    syncFailed: (error) => `The catalogue could not be synced: ${error}`,
  });
}

/** Subscribes to the parts of the sync status the state depends on only (not every synced page). */
export function useLocalListState(queryError: string | undefined, total: number | undefined): LocalListState {
  const { status, online } = useSyncStatusValue(catalogSyncState);
  return localListStateOf({ queryError, total, status, online });
}

function catalogSyncState(sync: SyncStatus): Pick<LocalListInputs, 'status' | 'online'> {
  const collection = sync.collections['config_items'];
  return {
    status: collection === undefined ? undefined : { complete: collection.complete, error: collection.error },
    online: sync.online,
  };
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
