// The grouped table's list of visual items (group headers and check rows) computed from group
// sizes alone: item i maps to a group header or to a row offset in the group-sorted query, so the
// table renders 5,000 checks while only the rows on screen are ever fetched.
import type { CheckGroup } from './grouping.ts';

export type LayoutItem =
  | { readonly kind: 'group'; readonly group: CheckGroup; readonly open: boolean }
  | { readonly kind: 'row'; readonly offset: number; readonly nested: boolean };

interface Segment {
  /** Index of the segment's first item (its header, or its first row without headers). */
  readonly first: number;
  readonly group: CheckGroup | null;
  readonly open: boolean;
  /** Items in the segment: header (if any) plus the visible rows. */
  readonly size: number;
  readonly rowStart: number;
}

export interface TableLayout {
  readonly count: number;
  itemAt(index: number): LayoutItem | undefined;
}

/** Without groups: every row, in order. */
export function flatLayout(total: number): TableLayout {
  return {
    count: total,
    itemAt: (i) => (i >= 0 && i < total ? { kind: 'row', offset: i, nested: false } : undefined),
  };
}

/** Groups in order, each a header followed by its rows unless it is collapsed (`closed`). */
export function groupedLayout(groups: readonly CheckGroup[], closed: ReadonlySet<string>): TableLayout {
  const segments: Segment[] = [];
  let first = 0;
  for (const group of groups) {
    const open = !closed.has(group.key);
    const size = 1 + (open ? group.count : 0);
    segments.push({ first, group, open, size, rowStart: group.start });
    first += size;
  }
  return {
    count: first,
    itemAt(index) {
      if (index < 0 || index >= first) return undefined;
      // Binary search for the last segment starting at or before `index`.
      let lo = 0;
      let hi = segments.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((segments[mid]?.first ?? 0) <= index) lo = mid;
        else hi = mid - 1;
      }
      const s = segments[lo];
      if (s === undefined || s.group === null) return undefined;
      const within = index - s.first;
      return within === 0
        ? { kind: 'group', group: s.group, open: s.open }
        : { kind: 'row', offset: s.rowStart + within - 1, nested: true };
    },
  };
}

/** Rows are fetched in blocks of this many, so scrolling a little re-queries nothing. */
const BLOCK = 100;

/**
 * The rows window to fetch for the visible items `from`..`to` (inclusive): whole blocks around the
 * row offsets on screen, at most `max` rows. Null when no row is visible.
 */
export function rowWindow(
  layout: TableLayout,
  from: number,
  to: number,
  max: number,
): { offset: number; limit: number } | null {
  let low = Number.POSITIVE_INFINITY;
  let high = -1;
  for (let i = Math.max(0, from); i <= Math.min(to, layout.count - 1); i++) {
    const item = layout.itemAt(i);
    if (item?.kind !== 'row') continue;
    low = Math.min(low, item.offset);
    high = Math.max(high, item.offset);
  }
  if (high < 0) return null;
  const offset = Math.floor(low / BLOCK) * BLOCK;
  const end = (Math.floor(high / BLOCK) + 1) * BLOCK;
  return { offset, limit: Math.min(max, end - offset) };
}
