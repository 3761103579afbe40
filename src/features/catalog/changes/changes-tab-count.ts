// The item's Changes tab badge counts what the tab shows: the same server read as the tab (its
// window, filters and 'Hide Deleted Config Changes'), so "Changes 4" opens four changes. It was the
// item's all-time count while the tab shows the last 2 days, so "Changes 4" opened "0 changes".
import { useQuery } from '@tanstack/react-query';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { useHideDeletedChanges } from '../shared/local-prefs.ts';
import { catalogChangesQuery, type ChangesRequest } from './changes-api.ts';
import { changesRequestOf, changesUrlSchema, readChangesFilters } from './changes-filters.ts';

/**
 * The request behind the badge: on the Changes tab its address (any page: the total is the same),
 * elsewhere the tab's defaults, which is what following the tab's link shows.
 */
export function changesBadgeRequest(
  configId: string,
  onChangesTab: boolean,
  params: Readonly<Record<string, string | undefined>>,
  hideDeleted: boolean,
): ChangesRequest {
  const filters = readChangesFilters(onChangesTab ? { ...params, page: undefined } : {});
  return changesRequestOf(filters, { configId, hideDeleted });
}

/** The number of changes the item's Changes tab shows (undefined until read). */
export function useChangesTabCount(configId: string, onChangesTab: boolean): number | undefined {
  const [params] = useUrlState(changesUrlSchema);
  const [hideDeleted] = useHideDeletedChanges();
  const query = useQuery(
    catalogChangesQuery(changesBadgeRequest(configId, onChangesTab, params, hideDeleted)),
  );
  return query.isPlaceholderData ? undefined : query.data?.total;
}
