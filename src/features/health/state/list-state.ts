// What the list area shows: loading until the checks collection has been synced once, 'No data
// available' only when the synced checks (or the filters) truly leave nothing.
import {
  localListStateOf,
  type LocalListInputs,
  type LocalListState,
  type LocalListWords,
} from '../../../sync/client/local-list-state.ts';

export type ListState = LocalListState;
export type ListInputs = LocalListInputs;

export const NEVER_SYNCED_OFFLINE =
  'Checks have not been synced to this device yet; they appear once you are back online.';

/** The checks lists' words for `useLocalList` (sync/client/use-local-list.ts). */
export const CHECK_LIST_WORDS: LocalListWords = {
  neverSyncedOffline: NEVER_SYNCED_OFFLINE,
  syncFailed: (error) => `Checks could not be synced: ${error}`,
};

export function listStateOf(inputs: ListInputs): ListState {
  return localListStateOf(inputs, CHECK_LIST_WORDS);
}

/**
 * A grouped list's state: its rows' state, unless the group sizes failed (an error) or are not
 * here yet (loading): the rows cannot be laid out without them.
 */
export function withGroupsState(
  rows: ListState,
  groupsError: string | undefined,
  waitingForGroups: boolean,
): ListState {
  if (rows.kind === 'error') return rows;
  if (groupsError !== undefined) return { kind: 'error', message: groupsError };
  return waitingForGroups ? { kind: 'loading' } : rows;
}
