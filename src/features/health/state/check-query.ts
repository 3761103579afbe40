// Every engine query of the health area, named here: the dashboard's state as queries over the
// synced checks (the table rows, the tab counts and the passing/failing counts, the label facet),
// and the agents and playbooks the dashboard and drawer list. Pure: screens pass these to the
// sync client's hooks.
import {
  maxMapFacetLimit,
  maxWindow,
  type QueryInput,
  type SortKey,
} from '../../../sync/query/query-schema.ts';
import { splitLabelId, viewOf, type HealthSearch } from './url-state.ts';

/** Label keys and values of the live checks, counted in the worker (no check rows cross over). */
export const LABEL_PAIRS_QUERY: QueryInput = {
  where: [{ field: 'deleted_at', isNull: true }],
  mapFacets: [{ field: 'labels', limit: maxMapFacetLimit }],
  limit: 0,
};

/** Every agent (agents collection), for the agent names of tabs and rows. */
export const ALL_AGENTS_QUERY: QueryInput = { limit: maxWindow };

/** Sortable columns: URL `sortBy` → engine field. */
export const SORT_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  health: 'status',
  uptime: 'uptime',
  latency: 'latency',
  transition: 'last_transition_time',
};

/** A label value no check has: an include that matches nothing. */
const NO_MATCH = '\u0000';

type Where = NonNullable<QueryInput['where']>;
type Maps = Record<string, Record<string, { include?: string[]; exclude?: string[] }>>;

/** Tab dimension → engine field (label keys are map keys of `labels`). */
export function tabField(tabBy: string): { field: string; key?: string } | null {
  if (tabBy === 'none') return null;
  if (tabBy === 'namespace') return { field: 'namespace' };
  if (tabBy === 'agent') return { field: 'agent_id' };
  return { field: 'labels', key: tabBy };
}

function labelMaps(search: HealthSearch): Maps {
  const labels: Record<string, { include?: string[]; exclude?: string[] }> = {};
  for (const [id, state] of Object.entries(search.labels ?? {})) {
    const { key, value } = splitLabelId(id);
    const entry = (labels[key] ??= {});
    const list = state === 1 ? (entry.include ??= []) : (entry.exclude ??= []);
    list.push(value);
  }
  return Object.keys(labels).length > 0 ? { labels } : {};
}

interface Parts {
  where: Where;
  maps: Maps;
  text: string;
}

/** The filters, optionally without the tab filter or the Hide Passing filter. */
export function filterParts(
  search: HealthSearch,
  opts: { tab?: boolean; hidePassing?: boolean } = {},
): Parts {
  const view = viewOf(search);
  const where: Where = [{ field: 'deleted_at', isNull: true }];
  const maps = labelMaps(search);
  if ((opts.hidePassing ?? true) && view.hidePassing) where.push({ field: 'status', exclude: ['healthy'] });
  const tab = tabField(view.tabBy);
  if ((opts.tab ?? true) && tab !== null && search.tab !== undefined) {
    if (tab.key === undefined) where.push({ field: tab.field, in: [search.tab] });
    else {
      const labels = (maps['labels'] ??= {});
      const entry = (labels[tab.key] ??= {});
      // Both the tab and a label include on the same key must hold: the tab value, if allowed.
      const allowed = entry.include === undefined || entry.include.includes(search.tab);
      entry.include = allowed ? [search.tab] : [NO_MATCH];
    }
  }
  return { where, maps, text: search.query ?? '' };
}

/** The engine field (and map key) a group-by option groups on; null for no-group. */
export function groupField(groupBy: string): { field: string; key?: string } | null {
  switch (groupBy) {
    case 'no-group':
      return null;
    case 'canary_name':
    case 'description':
    case 'type':
      return { field: groupBy };
    case 'name':
      return { field: 'name_prefix' };
    default:
      return { field: 'labels', key: groupBy };
  }
}

/** The sort key that puts each group's rows together, in the engine's group order. */
export function groupSortKey(groupBy: string): SortKey | null {
  const g = groupField(groupBy);
  if (g === null) return null;
  return g.key === undefined ? { field: g.field, dir: 'asc' } : { field: g.field, key: g.key, dir: 'asc' };
}

/**
 * The table's rows: every filter, sorted by the group (so each group is one contiguous run), then
 * the column sort, name as tie-break; the window `offset`..`offset + limit`.
 */
export function rowsQuery(
  search: HealthSearch,
  limit: number,
  opts: { offset?: number; groupBy?: string } = {},
): QueryInput {
  const field = SORT_FIELDS[search.sortBy ?? ''] ?? 'name';
  const dir: 'asc' | 'desc' = search.sortDesc === true ? 'desc' : 'asc';
  const column =
    field === 'name'
      ? [{ field, dir }]
      : [
          { field, dir },
          { field: 'name', dir: 'asc' as const },
        ];
  const lead = opts.groupBy === undefined ? null : groupSortKey(opts.groupBy);
  return {
    ...filterParts(search),
    sort: lead === null ? column : [lead, ...column],
    limit,
    offset: opts.offset ?? 0,
  };
}

/** Tab values and counts: every filter except the tab itself. */
export function tabsQuery(search: HealthSearch): QueryInput | null {
  const tab = tabField(viewOf(search).tabBy);
  if (tab === null) return null;
  const groupBy = tab.key === undefined ? { field: tab.field } : { field: tab.field, key: tab.key };
  return { ...filterParts(search, { tab: false }), groupBy, limit: 0 };
}

/** Passing and failing counts in the current tab and filters, Hide Passing aside. */
export function countsQuery(search: HealthSearch): QueryInput {
  return { ...filterParts(search, { hidePassing: false }), facets: ['status'], limit: 0 };
}
