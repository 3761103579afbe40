// Playbook cards grouped by category (spec 02-areas §2.11; an empty category is 'Other'), groups
// A to Z with 'Other' last, cards by title.
import { playbookCategory, type PlaybookRow } from '../../../sync/collections/playbooks.ts';

export interface PlaybookGroup {
  readonly category: string;
  readonly playbooks: readonly PlaybookRow[];
}

export function groupByCategory(rows: readonly PlaybookRow[]): PlaybookGroup[] {
  const groups = new Map<string, PlaybookRow[]>();
  for (const row of rows) {
    if (row.deleted_at !== null) continue;
    const category = playbookCategory(row);
    groups.set(category, [...(groups.get(category) ?? []), row]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b)))
    .map(([category, playbooks]) => ({ category, playbooks }));
}
