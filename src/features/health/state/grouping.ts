// Group-by of the dashboard (spec 01-core §2): description, canary_name, type, name (text before
// '/'), a label key, or no-group; each group is good, mixed or all-bad.
import type { CheckRow } from '../../../sync/collections/checks.ts';
import { namePrefix } from '../../../sync/collections/checks.ts';

export const GROUP_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'canary_name', label: 'Canary' },
  { value: 'description', label: 'Description' },
  { value: 'type', label: 'Type' },
  { value: 'name', label: 'Name' },
  { value: 'no-group', label: 'No group' },
];

export type GroupState = 'good' | 'mixed' | 'bad';

export interface CheckGroup {
  readonly key: string;
  readonly label: string;
  readonly rows: readonly CheckRow[];
  readonly state: GroupState;
  readonly passed: number;
  readonly failed: number;
}

/** The key a row groups under; `groupBy` not a known option means a label key. */
export function groupKeyOf(row: CheckRow, groupBy: string): string {
  switch (groupBy) {
    case 'canary_name':
      return row.canary_name ?? '';
    case 'description':
      return row.description ?? '';
    case 'type':
      return row.type ?? '';
    case 'name':
      return namePrefix(row.name);
    default:
      return row.labels[groupBy] ?? '';
  }
}

export function groupStateOf(rows: readonly Pick<CheckRow, 'status'>[]): GroupState {
  const good = rows.filter((r) => r.status === 'healthy').length;
  if (good === rows.length) return 'good';
  return good === 0 ? 'bad' : 'mixed';
}

/**
 * Groups `rows` (already in column order; that order is kept inside each group). Groups are
 * ordered by name, the empty key ('(none)') last. With no-group, null.
 */
export function groupChecks(rows: readonly CheckRow[], groupBy: string): CheckGroup[] | null {
  if (groupBy === 'no-group') return null;
  const byKey = new Map<string, CheckRow[]>();
  for (const row of rows) {
    const key = groupKeyOf(row, groupBy);
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(row);
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([key, list]) => {
      const passed = list.filter((r) => r.status === 'healthy').length;
      return { key, label: key === '' ? '(none)' : key, rows: list, state: groupStateOf(list), passed, failed: list.length - passed };
    });
}
