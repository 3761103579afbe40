// Every engine query of /catalog, named here: the flat list's window, the summary's groups and
// the filters' options, each from the URL state.
import type { QueryInput } from '../../../sync/query/query-schema.ts';
import { ANALYSIS_TYPES } from '../../../sync/collections/config-items.ts';
import { parseTriState, splitTriState } from '../../../lib/screen-state/tri-state-filter.ts';
import { parseLabels, sortOf, TAG_SUFFIX, type CatalogSearch, type GroupField } from './url-state.ts';

type Where = NonNullable<QueryInput['where']>[number];
type MapFilters = Record<string, { include?: string[]; exclude?: string[] }>;

/** Filters shared by list and summary: type, status, health, labels, search, hide deleted. */
export function filtersOf(
  search: CatalogSearch,
  hideDeleted: boolean,
): Pick<QueryInput, 'where' | 'maps' | 'text'> {
  const where: Where[] = [];
  if (search.configType) where.push({ field: 'type', in: [search.configType] });
  for (const field of ['status', 'health'] as const) {
    const { include, exclude } = splitTriState(parseTriState(search[field], 'suffix'));
    if (include.length === 0 && exclude.length === 0) continue;
    where.push({
      field,
      ...(include.length > 0 ? { include } : {}),
      ...(exclude.length > 0 ? { exclude } : {}),
    });
  }
  if (hideDeleted) where.push({ field: 'deleted_at', isNull: true });
  const labels: MapFilters = {};
  const tags: MapFilters = {};
  for (const f of parseLabels(search.labels)) {
    // A tag narrowed from a tag group-by keeps the group-by's suffix marker (`cluster__tag`).
    const isTag = f.key.endsWith(TAG_SUFFIX);
    const target = isTag ? tags : labels;
    const entry = (target[isTag ? f.key.slice(0, -TAG_SUFFIX.length) : f.key] ??= {});
    if (f.state === 1) (entry.include ??= []).push(f.value);
    else (entry.exclude ??= []).push(f.value);
  }
  const maps: Record<string, MapFilters> = {};
  if (Object.keys(labels).length > 0) maps['labels'] = labels;
  if (Object.keys(tags).length > 0) maps['tags'] = tags;
  return { where, maps, text: search.search ?? '' };
}

/** Most label pairs offered (the most frequent; the filter's search box narrows them). */
export const LABEL_OPTIONS = 500;
/** Most tag keys offered as group-bys. */
const TAG_KEYS = 100;

/** The filters' options: no rows, facet counts and the map facets of labels and tags. */
export function filterOptionsQuery(hideDeleted: boolean): QueryInput {
  return {
    where: hideDeleted ? [{ field: 'deleted_at', isNull: true }] : [],
    facets: ['type', 'status', 'health'],
    mapFacets: [
      { field: 'labels', limit: LABEL_OPTIONS },
      { field: 'tags', keysOnly: true, limit: TAG_KEYS },
    ],
    limit: 0,
  };
}

/** Rows the flat list asks for before it knows its total (a first screenful). */
export const FIRST_WINDOW_ROWS = 60;

/** The flat list's window `[offset, offset + limit)` in the URL's sort, deleted items last. */
export function listQuery(
  search: CatalogSearch,
  hideDeleted: boolean,
  offset: number,
  limit: number,
): QueryInput {
  return { ...filtersOf(search, hideDeleted), sort: sortOf(search), deletedLast: true, offset, limit };
}

export const SUMMARY_AGGREGATES = {
  countBy: ['health'],
  sum: ['changes', 'cost_total_30d', ...ANALYSIS_TYPES.map((t) => `analysis_${t}`)],
  max: ['created_at', 'updated_at'],
};

/** The engine group-by one summary level stands for (provider rolls up from type client-side). */
export function engineGroupOf(field: GroupField): { field: string; key?: string } {
  switch (field.kind) {
    case 'provider':
    case 'type':
      return { field: 'type' };
    case 'name':
      return { field: 'name' };
    case 'analysis':
      return { field: 'analysed' };
    case 'changed':
      return { field: 'changed' };
    case 'tag':
      return { field: 'tags', key: field.key };
  }
}

/**
 * The summary's query: no rows, one level of groups with the aggregates a summary row shows.
 * Provider and type both group by type (provider is derived client-side, types are few); any
 * other field groups by that field.
 */
export function summaryQuery(
  search: CatalogSearch,
  hideDeleted: boolean,
  groups: readonly GroupField[],
): QueryInput {
  const level = groups.find((g) => g.kind !== 'provider' && g.kind !== 'type') ?? { kind: 'type' };
  return {
    ...filtersOf(search, hideDeleted),
    groupBy: { ...engineGroupOf(level), aggregates: SUMMARY_AGGREGATES },
    limit: 0,
  };
}
