// Group-by of the dashboard (spec 01-core §2): description, canary_name, type, name (text before
// '/'), a label key, or no-group; each group is good, mixed or all-bad.
//
// The engine does the work: one groupBy query answers each group's size and passing count in the
// sync worker, and the rows query is sorted by the group field first, so group g's rows are the
// contiguous run [g.start, g.start + g.count) of the sorted result. The table then asks only for
// the window of rows on screen; nothing walks 5,000 rows on the main thread.
import type { GroupResult } from '../../../sync/client/public-types.ts';
import type { QueryInput } from '../../../sync/query/query-schema.ts';
import { filterParts, groupField } from './check-query.ts';
import type { HealthSearch } from './url-state.ts';

export { groupField, groupSortKey } from './check-query.ts';

export const GROUP_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'canary_name', label: 'Canary' },
  { value: 'description', label: 'Description' },
  { value: 'type', label: 'Type' },
  { value: 'name', label: 'Name' },
  { value: 'no-group', label: 'No group' },
];

export type GroupState = 'good' | 'mixed' | 'bad';

export interface CheckGroup {
  /** Stable id: the engine's sort value (lowercased key), or NULL_GROUP. */
  readonly key: string;
  readonly label: string;
  readonly count: number;
  readonly passed: number;
  readonly failed: number;
  readonly state: GroupState;
  /** Offset of the group's first row in the group-sorted rows query. */
  readonly start: number;
}

/** The id of the group of checks without a value. */
export const NULL_GROUP = '\u0000none';

/** Group sizes and passing counts, answered by the engine (limit 0: no rows cross over). */
export function groupsQuery(search: HealthSearch, groupBy: string): QueryInput | null {
  const g = groupField(groupBy);
  if (g === null) return null;
  return { ...filterParts(search), groupBy: { ...g, aggregates: { countBy: ['status'] } }, limit: 0 };
}

export function groupStateOf(passed: number, total: number): GroupState {
  if (passed === total) return 'good';
  return passed === 0 ? 'bad' : 'mixed';
}

/** Passing count of an engine group (its `status` countBy). */
export function passedOf(group: GroupResult): number {
  return group.aggregates.counts['status']?.find((c) => c.value === 'healthy')?.count ?? 0;
}

/**
 * Engine groups in the order the group-sorted rows come: by lowercased value (the engine sorts
 * strings lowercased, with `<`), no value last. Values equal but for case sort together, so they
 * are one group here too (labelled by the first spelling).
 */
export function summarizeGroups(results: readonly GroupResult[]): CheckGroup[] {
  const merged = new Map<string, { label: string; count: number; passed: number }>();
  for (const r of results) {
    const key = r.key === null ? NULL_GROUP : String(r.key).toLowerCase();
    const label = r.key === null || r.key === '' ? '(none)' : String(r.key);
    const entry = merged.get(key);
    if (entry === undefined) merged.set(key, { label, count: r.count, passed: passedOf(r) });
    else {
      entry.count += r.count;
      entry.passed += passedOf(r);
    }
  }
  const keys = [...merged.keys()].sort((a, b) =>
    a === b ? 0 : a === NULL_GROUP ? 1 : b === NULL_GROUP ? -1 : a < b ? -1 : 1,
  );
  let start = 0;
  return keys.map((key) => {
    const m = merged.get(key) ?? { label: key, count: 0, passed: 0 };
    const group: CheckGroup = {
      key,
      label: m.label,
      count: m.count,
      passed: m.passed,
      failed: m.count - m.passed,
      state: groupStateOf(m.passed, m.count),
      start,
    };
    start += m.count;
    return group;
  });
}
