// The Comments tab's timeline (spec §2.9): comments and evidence additions, oldest first. Shared
// by the tab and bench/incidents (the data path of an open incident).
import type { CommentRow } from '../../../sync/collections/comments.ts';
import type { EvidenceRow } from '../../../sync/collections/evidences.ts';

export type TimelineItem = { kind: 'comment'; row: CommentRow } | { kind: 'evidence'; row: EvidenceRow };

/** Comments and evidence merged by time; definition-of-done notes (comment evidence) stay out. */
export function timelineItems(
  comments: readonly CommentRow[],
  evidences: readonly EvidenceRow[],
): TimelineItem[] {
  const items: TimelineItem[] = [];
  for (const row of comments) items.push({ kind: 'comment', row });
  for (const row of evidences)
    if (row.type !== 'comment' || row.definition_of_done !== true) items.push({ kind: 'evidence', row });
  // Both inputs arrive sorted by created_at: merge cost is a sort of nearly sorted data.
  return items.sort((a, b) =>
    a.row.created_at < b.row.created_at ? -1 : a.row.created_at > b.row.created_at ? 1 : 0,
  );
}

/** Estimated row height of a timeline entry (px) before it is measured. */
export const TIMELINE_ROW_ESTIMATE = 56;
/** Entries rendered beyond the visible ones on each side. */
export const TIMELINE_OVERSCAN = 8;
