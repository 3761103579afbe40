// The component page's navigation (spec 02-areas §2.1): the breadcrumb's ancestors come from the
// component's `path` (dot-separated ids, root first, the component itself not included), and the
// query parameters of the page are carried to the page a link opens, with `refererId` set to the
// component the user came from.

/** The ancestor ids of a component, root first, from its `path` (empty or null: a root). */
export function ancestorIds(path: string | null | undefined, selfId?: string): string[] {
  if (path === null || path === undefined) return [];
  return path
    .split('.')
    .map((id) => id.trim())
    .filter((id) => id !== '' && id !== selfId);
}

/** The search of the page a link opens: the current one, `refererId` set (or dropped when null). */
export function carriedSearch(current: string, refererId: string | null): string {
  const params = new URLSearchParams(current);
  if (refererId === null) params.delete('refererId');
  else params.set('refererId', refererId);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** `/topology/<id>` with the current query carried and `refererId` = the component being left. */
export function componentHref(id: string, currentSearch: string, fromId: string | null): string {
  return `/topology/${encodeURIComponent(id)}${carriedSearch(currentSearch, fromId)}`;
}

/** The Dashboard with the current query carried (the Dashboard's filters), without `refererId`. */
export function dashboardHref(currentSearch: string): string {
  return `/topology${carriedSearch(currentSearch, null)}`;
}
