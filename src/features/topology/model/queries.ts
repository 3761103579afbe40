// Every engine query of the Dashboard, named here, from the address and the local preferences.
// Roots only (parent_id null), as a real deployment's Dashboard shows the top of each topology;
// with a Type chosen, every component of that type (the topology request's `flatten`).
// Soft-deleted components leave the local store (the collection keeps no deleted rows).
import type { QueryInput } from '../../../sync/query/query-schema.ts';
import { parseTriState, splitTriState } from '../../../lib/screen-state/tri-state-filter.ts';
import { parseLabels, type DashboardSearch } from './url-state.ts';
import type { SortPref } from './prefs.ts';

type Where = NonNullable<QueryInput['where']>[number];
type SortKey = NonNullable<QueryInput['sort']>[number];

/** Sort choices of the menu (spec §9); headline properties add `field:<name>`. */
export const SORT_CHOICES = [
  { id: 'health', label: 'Health' },
  { id: 'name', label: 'Name' },
  { id: 'type', label: 'Type' },
  { id: 'updated_at', label: 'Last Updated' },
] as const;

export const HEADLINE_SORT_PREFIX = 'field:';

export interface DashboardFilterInputs {
  readonly search: DashboardSearch;
  readonly showHidden: boolean;
  /** Component ids of the chosen team (undefined: no team chosen or its members not known yet). */
  readonly teamMembers?: readonly string[] | undefined;
}

/** The filters of the cards and of their count. */
export function filtersOf({
  search,
  showHidden,
  teamMembers,
}: DashboardFilterInputs): Pick<QueryInput, 'where' | 'maps'> {
  const where: Where[] = [];
  if (search.type !== undefined) where.push({ field: 'type', in: [search.type] });
  else where.push({ field: 'parent_id', isNull: true });
  if (!showHidden) where.push({ field: 'hidden', in: [false, null] });
  const { include, exclude } = splitTriState(parseTriState(search.status, 'suffix'));
  if (include.length > 0 || exclude.length > 0)
    where.push({
      field: 'status',
      ...(include.length > 0 ? { include } : {}),
      ...(exclude.length > 0 ? { exclude } : {}),
    });
  if (search.agent_id !== undefined) where.push({ field: 'agent_id', in: [search.agent_id] });
  if (search.team !== undefined && teamMembers !== undefined)
    where.push({ field: 'id', in: [...teamMembers] });
  const labels: Record<string, { include?: string[]; exclude?: string[] }> = {};
  for (const f of parseLabels(search.labels)) {
    const entry = (labels[f.key] ??= {});
    if (f.state === 1) (entry.include ??= []).push(f.value);
    else (entry.exclude ??= []).push(f.value);
  }
  return { where, maps: Object.keys(labels).length > 0 ? { labels } : {} };
}

/** The engine's sort for a sort choice; ties fall back to the name, then the row key. */
export function sortOf(pref: SortPref): SortKey[] {
  const dir = pref.order;
  if (pref.by.startsWith(HEADLINE_SORT_PREFIX)) {
    const key = pref.by.slice(HEADLINE_SORT_PREFIX.length);
    return [
      { field: 'headline', key, dir },
      { field: 'name', dir: 'asc' },
    ];
  }
  switch (pref.by) {
    case 'name':
      return [{ field: 'name', dir }];
    case 'type':
      return [
        { field: 'type', dir },
        { field: 'name', dir: 'asc' },
      ];
    case 'updated_at':
      return [
        { field: 'updated_at', dir },
        { field: 'name', dir: 'asc' },
      ];
    default:
      return [
        { field: 'status_weight', dir },
        { field: 'name', dir: 'asc' },
      ];
  }
}

/** The cards in the window `[offset, offset + limit)`. */
export function cardsQuery(
  inputs: DashboardFilterInputs,
  sort: SortPref,
  offset: number,
  limit: number,
): QueryInput {
  return { ...filtersOf(inputs), sort: sortOf(sort), offset, limit };
}

/** Most label pairs and headline properties offered. */
export const LABEL_OPTIONS = 500;
const HEADLINE_KEYS = 50;

/**
 * The filters' options, counted over every component (hidden ones only when shown): health,
 * type and agent counts, label pairs, and the headline properties the sort menu offers.
 */
export function optionsQuery(showHidden: boolean): QueryInput {
  return {
    where: showHidden ? [] : [{ field: 'hidden', in: [false, null] }],
    facets: ['status', 'type', 'agent_id'],
    mapFacets: [
      { field: 'labels', limit: LABEL_OPTIONS },
      { field: 'headline', keysOnly: true, limit: HEADLINE_KEYS },
    ],
    limit: 0,
  };
}
