// The runs list's engine query over the synced `playbook_runs` (spec 02-areas §2.11, §9): filters
// playbook, status and time range (default the last 7 days), newest first, 150 a page.
import {
  parseTimeRange,
  timeRangeBounds,
  type TimeRange,
} from '../../../components/ui/time-range-picker/index.ts';
import type { QueryInput } from '../../../sync/query/query-schema.ts';
import { RUNS_PAGE_SIZE, type RunsSearch } from '../url-state.ts';

export const DEFAULT_RUNS_RANGE: TimeRange = { type: 'relative', range: '7d' };

const UNIT_MS: Readonly<Record<string, number>> = {
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  M: 30 * 86_400_000,
  y: 365 * 86_400_000,
};

export function runsRangeOf(search: RunsSearch): TimeRange {
  const parsed = parseTimeRange(search, DEFAULT_RUNS_RANGE);
  return parsed.ok ? parsed.range : DEFAULT_RUNS_RANGE;
}

/** The range as epoch ms at `nowMs` (`to` undefined: up to now and beyond). */
export function rangeMs(range: TimeRange, nowMs: number): { from: number; to: number | undefined } {
  if (range.type === 'relative') {
    const n = Number(range.range.slice(0, -1));
    return { from: nowMs - n * (UNIT_MS[range.range.slice(-1)] ?? UNIT_MS['d'] ?? 0), to: undefined };
  }
  const { from, to } = timeRangeBounds(range);
  const fromMs = Date.parse(from);
  return {
    from: Number.isNaN(fromMs) ? nowMs - 7 * 86_400_000 : fromMs,
    to: to === 'now' || Number.isNaN(Date.parse(to)) ? undefined : Date.parse(to),
  };
}

export function runsListQuery(search: RunsSearch, nowMs: number): QueryInput {
  const bounds = rangeMs(runsRangeOf(search), nowMs);
  const where: NonNullable<QueryInput['where']> = [{ field: 'parent_id', isNull: true }];
  if (search.playbook !== undefined) where.push({ field: 'playbook_id', in: [search.playbook] });
  if (search.status !== undefined) where.push({ field: 'status', in: [search.status] });
  where.push(
    bounds.to === undefined
      ? { field: 'created_at', from: bounds.from }
      : { field: 'created_at', from: bounds.from, to: bounds.to },
  );
  return {
    where,
    sort: [{ field: 'created_at', dir: 'desc' }],
    offset: (search.page - 1) * RUNS_PAGE_SIZE,
    limit: RUNS_PAGE_SIZE,
  };
}
