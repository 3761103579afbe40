import { useCollectionStatus, useRow } from '../../../sync/client/hooks.tsx';

/**
 * One row of a synced collection for a detail page, as useRow, except that a row not found
 * while the collection's first pull is still under way (and could yet bring it) counts as
 * loading: a resource opened from a link right after sign-in says "Loading", not "No resources
 * found", until the pull has ended without it.
 */
export function useSyncedRow<T>(
  collection: Parameters<typeof useRow<T>>[0],
  key: string,
): { row: T | undefined; loaded: boolean; error: string | undefined } {
  const found = useRow(collection, key);
  const status = useCollectionStatus(collection.name);
  const stillPulling =
    found.row === undefined &&
    status !== undefined &&
    !status.complete &&
    status.error === null &&
    (status.syncing || navigator.onLine);
  return { ...found, loaded: found.loaded && !stillPulling };
}
