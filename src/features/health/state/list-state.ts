// What the list area shows: loading until the checks collection has been synced once, 'No data
// available' only when the synced checks (or the filters) truly leave nothing.
import {
  localListStateOf,
  type LocalListInputs,
  type LocalListState,
} from '../../../sync/client/local-list-state.ts';

export type ListState = LocalListState;
export type ListInputs = LocalListInputs;

export const NEVER_SYNCED_OFFLINE =
  'Checks have not been synced to this device yet; they appear once you are back online.';

export function listStateOf(inputs: ListInputs): ListState {
  return localListStateOf(inputs, {
    neverSyncedOffline: NEVER_SYNCED_OFFLINE,
    syncFailed: (error) => `Checks could not be synced: ${error}`,
  });
}
