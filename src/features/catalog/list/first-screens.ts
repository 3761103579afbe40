// The catalogue's first request, known from the address alone. The app's route announces it to
// the sync worker while the page's code and React's first render are still under way, so during
// a first sync the list's first rows are local by the time the list subscribes (sync-session.ts).
import type { ExpectedQuery } from '../../../sync/client/sync-client.ts';
import { configItems } from '../../../sync/collections/config-items.ts';
import { readHideDeletedCatalog } from '../shared/local-prefs.ts';
import { parseUrlState } from '../../../lib/screen-state/url-values.ts';
import { FIRST_WINDOW_ROWS, listQuery } from './list-query.ts';
import { catalogSearchSchema, showsSummary } from './url-state.ts';

/** What /catalog with `searchStr` asks first: the flat list's first window (the summary asks no rows). */
export function catalogFirstScreens(
  searchStr: string,
  hideDeleted = readHideDeletedCatalog(),
): readonly ExpectedQuery[] {
  // The same parse as the page's `useUrlState(catalogSearchSchema)`, so the announced query is the list's.
  const search = parseUrlState(catalogSearchSchema, searchStr);
  if (showsSummary(search)) return [];
  return [{ collection: configItems.name, query: listQuery(search, hideDeleted, 0, FIRST_WINDOW_ROWS) }];
}
