// Every engine query of the Job History page (spec 02-areas §2.13, §7.6), over the synced
// `job_histories` collection: the table's page of rows and the filter options. Pure: the page
// passes these to the sync client's hooks, and the unit test runs them on the real engine.
import { timeRangeBounds, type TimeRange } from '../../../components/ui/time-range-picker/index.ts';
import type { QueryInput } from '../../../sync/query/query-schema.ts';
import { JOB_HISTORY_WINDOW_DAYS } from '../../../sync/collections/job-histories.ts';
import { JOB_PAGE_SIZE, type JobHistorySearch } from './url-state.ts';

const DAY_MS = 86_400_000;
const UNIT_MS: Readonly<Record<string, number>> = {
  m: 60_000,
  h: 3_600_000,
  d: DAY_MS,
  M: 30 * DAY_MS,
  y: 365 * DAY_MS,
};

/** A range as epoch ms: `from` inclusive, `to` exclusive (undefined: up to now and beyond). */
export interface RangeMs {
  readonly from: number;
  readonly to: number | undefined;
}

/** The range's bounds at `nowMs` (relative ranges end now; quick ranges resolve in the viewer's zone). */
export function rangeBoundsMs(range: TimeRange, nowMs: number): RangeMs {
  if (range.type === 'relative') {
    const n = Number(range.range.slice(0, -1));
    return { from: nowMs - n * (UNIT_MS[range.range.slice(-1)] ?? DAY_MS), to: undefined };
  }
  const { from, to } = timeRangeBounds(range);
  const fromMs = Date.parse(from);
  return {
    from: Number.isNaN(fromMs) ? nowMs - 2 * DAY_MS : fromMs,
    to: to === 'now' || Number.isNaN(Date.parse(to)) ? undefined : Date.parse(to),
  };
}

/** The range starts before the oldest job this device keeps (the collection's window). */
export function reachesPastWindow(bounds: RangeMs, nowMs: number): boolean {
  return bounds.from < nowMs - JOB_HISTORY_WINDOW_DAYS * DAY_MS;
}

type Where = NonNullable<QueryInput['where']>;

function filters(search: JobHistorySearch, bounds: RangeMs): Where {
  const where: Where = [];
  if (search.name !== undefined) where.push({ field: 'name', in: [search.name] });
  if (search.resourceType !== undefined) where.push({ field: 'resource_type', in: [search.resourceType] });
  if (search.status !== undefined) where.push({ field: 'status', in: [search.status] });
  if (search.duration !== undefined) where.push({ field: 'duration_millis', from: search.duration });
  where.push(
    bounds.to === undefined
      ? { field: 'created_at', from: bounds.from }
      : { field: 'created_at', from: bounds.from, to: bounds.to },
  );
  return where;
}

/** One page of the table: every filter, newest first (spec §7.6: created_at descending). */
export function jobListQuery(search: JobHistorySearch, bounds: RangeMs): QueryInput {
  return {
    where: filters(search, bounds),
    sort: [
      { field: 'created_at', dir: 'desc' },
      { field: 'id', dir: 'desc' },
    ],
    offset: (search.page - 1) * JOB_PAGE_SIZE,
    limit: JOB_PAGE_SIZE,
  };
}

/** The Job Name, Resource Type and Status options: every value this device holds, with counts. */
export const FILTER_OPTIONS_QUERY: QueryInput = {
  facets: ['name', 'resource_type', 'status'],
  limit: 0,
};
