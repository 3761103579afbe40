// The pivot view (spec 01-core §2: pivotBy, pivotLabel, pivotCellType): a matrix of the filtered
// checks, rows = the current group-by, columns = the pivot dimension. With no-group the rows are
// canaries (the default grouping): a check has one value per dimension, so a row per check would
// fill one cell a row and cost a nested group per check.
// One two-level groupBy query answers it in the sync worker; this file shapes the answer.
//
// pivotBy: namespace | type | canary_name | agent | name (text before '/') | labels (with
// pivotLabel = the label key). Cell types (pivotCellType):
//   health  (default) the cell's indicator: good (all pass), mixed, or all bad, with pass/total;
//   uptime  mean uptime % of the cell's checks that have runs (checks without runs are skipped);
//   latency worst (highest) p95 latency in the cell;
//   count   how many checks.
import type { GroupResult } from '../../../sync/client/public-types.ts';
import type { QueryInput } from '../../../sync/query/query-schema.ts';
import { filterParts, groupField } from './check-query.ts';
import { groupStateOf, passedOf, type GroupState } from './grouping.ts';
import type { HealthSearch } from './url-state.ts';

export const PIVOT_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'namespace', label: 'Namespace' },
  { value: 'type', label: 'Type' },
  { value: 'canary_name', label: 'Canary' },
  { value: 'agent', label: 'Agent' },
  { value: 'name', label: 'Name' },
];

export const PIVOT_CELL_TYPES = [
  { value: 'health', label: 'Health' },
  { value: 'uptime', label: 'Uptime' },
  { value: 'latency', label: 'Latency (p95)' },
  { value: 'count', label: 'Checks' },
] as const;
export type PivotCellType = (typeof PIVOT_CELL_TYPES)[number]['value'];

/** More than this many columns or rows are cut (with a note): a pivot is for overviews. */
export const MAX_PIVOT_COLUMNS = 40;
export const MAX_PIVOT_ROWS = 500;

export interface PivotDimension {
  readonly field: string;
  readonly key?: string;
  /** What the column header row names ("Namespace", "Label: team"). */
  readonly title: string;
  /** Column values are agent ids (shown by agent name). */
  readonly agent: boolean;
}

/** The pivot's column dimension from the address; null when the pivot is off or incomplete. */
export function pivotDimension(search: HealthSearch): PivotDimension | null {
  const by = search.pivotBy;
  if (by === undefined || by === 'none') return null;
  if (by === 'labels')
    return search.pivotLabel === undefined
      ? null
      : { field: 'labels', key: search.pivotLabel, title: `Label: ${search.pivotLabel}`, agent: false };
  if (by === 'agent') return { field: 'agent_id', title: 'Agent', agent: true };
  if (by === 'name') return { field: 'name_prefix', title: 'Name', agent: false };
  const option = PIVOT_OPTIONS.find((o) => o.value === by);
  return option === undefined ? null : { field: by, title: option.label, agent: false };
}

export function pivotCellTypeOf(search: HealthSearch): PivotCellType {
  return PIVOT_CELL_TYPES.find((t) => t.value === search.pivotCellType)?.value ?? 'health';
}

/** The select value for the address's pivot ('none', a dimension, or `label:<key>`). */
export function pivotSelectValue(search: HealthSearch): string {
  if (pivotDimension(search) === null) return 'none';
  return search.pivotBy === 'labels' ? `label:${search.pivotLabel ?? ''}` : (search.pivotBy ?? 'none');
}

/** The address patch for a select value (the inverse of pivotSelectValue). */
export function pivotPatch(value: string): Pick<HealthSearch, 'pivotBy' | 'pivotLabel'> {
  if (value === 'none') return { pivotBy: undefined, pivotLabel: undefined };
  if (value.startsWith('label:')) return { pivotBy: 'labels', pivotLabel: value.slice('label:'.length) };
  return { pivotBy: value, pivotLabel: undefined };
}

/** The group-by the pivot's rows use: the list's, or canaries when the list is not grouped. */
export function pivotRowGroupBy(groupBy: string): string {
  return groupBy === 'no-group' ? 'canary_name' : groupBy;
}

/** Columns by the dimension, rows by the group-by, cell aggregates inside. */
export function pivotQuery(
  search: HealthSearch,
  groupBy: string,
  dimension: PivotDimension,
  cellType: PivotCellType,
): QueryInput {
  const parts = filterParts(search);
  const rows = groupField(pivotRowGroupBy(groupBy)) ?? { field: 'canary_name' };
  const cols =
    dimension.key === undefined ? { field: dimension.field } : { field: dimension.field, key: dimension.key };
  // Uptime is a mean over checks with runs: those without (null uptime) are filtered out, so each
  // cell's count is exactly the number of values its sum adds up.
  const where = cellType === 'uptime' ? [...parts.where, { field: 'uptime', from: 0 }] : parts.where;
  // Columns outermost: the engine keeps one nested grouping per outer group, and the dimension has
  // few values where the row groups may have thousands (descriptions, check names).
  return {
    ...parts,
    where,
    groupBy: [cols, { ...rows, aggregates: { countBy: ['status'], sum: ['uptime'], max: ['latency'] } }],
    limit: 0,
  };
}

export interface PivotCell {
  readonly count: number;
  readonly passed: number;
  readonly state: GroupState;
  /** Mean uptime %, or null. */
  readonly uptime: number | null;
  /** Highest p95 latency (ms), or null. */
  readonly latency: number | null;
}

export interface PivotHeader {
  readonly key: string;
  /** Raw engine value (null: checks without one). */
  readonly value: string | null;
}

export interface PivotModel {
  readonly columns: readonly PivotHeader[];
  readonly rows: readonly (PivotHeader & { readonly cells: ReadonlyMap<string, PivotCell> })[];
  readonly hiddenColumns: number;
  readonly hiddenRows: number;
}

const NULL_KEY = '\u0000none';
const keyOf = (value: GroupResult['key']): string => (value === null ? NULL_KEY : String(value));

/** Values in the engine's string order (lowercased), no value last. */
function byValue(a: PivotHeader, b: PivotHeader): number {
  if (a.value === b.value) return 0;
  if (a.value === null) return 1;
  if (b.value === null) return -1;
  const la = a.value.toLowerCase();
  const lb = b.value.toLowerCase();
  return la < lb ? -1 : la > lb ? 1 : a.value < b.value ? -1 : 1;
}

function cellOf(group: GroupResult): PivotCell {
  const passed = passedOf(group);
  const sum = group.aggregates.sums['uptime'];
  const max = group.aggregates.max['latency'];
  return {
    count: group.count,
    passed,
    state: groupStateOf(passed, group.count),
    uptime: sum === undefined || group.count === 0 ? null : sum / group.count,
    latency: typeof max === 'number' ? max : null,
  };
}

/** Shapes the two-level engine answer (columns, then rows) into ordered rows and columns, cut to the maxima. */
export function buildPivot(groups: readonly GroupResult[]): PivotModel {
  const columns: PivotHeader[] = [];
  const rowsByKey = new Map<string, PivotHeader & { cells: Map<string, PivotCell> }>();
  for (const column of groups) {
    const columnKey = keyOf(column.key);
    columns.push({ key: columnKey, value: column.key === null ? null : String(column.key) });
    for (const inner of column.groups ?? []) {
      const key = keyOf(inner.key);
      let row = rowsByKey.get(key);
      if (row === undefined)
        rowsByKey.set(
          key,
          (row = { key, value: inner.key === null ? null : String(inner.key), cells: new Map() }),
        );
      row.cells.set(columnKey, cellOf(inner));
    }
  }
  columns.sort(byValue);
  const rows = [...rowsByKey.values()].sort(byValue);
  return {
    columns: columns.slice(0, MAX_PIVOT_COLUMNS),
    rows: rows.slice(0, MAX_PIVOT_ROWS),
    hiddenColumns: Math.max(0, columns.length - MAX_PIVOT_COLUMNS),
    hiddenRows: Math.max(0, rows.length - MAX_PIVOT_ROWS),
  };
}
