import { Temporal } from 'temporal-polyfill';
import { resolveDateMath, zonedNow } from './date-math.ts';

// Time ranges as the changes screens use them (spec 02-areas §2.4): relative ("last 2 days"),
// absolute (two instants) or mapped (a named quick range such as "Yesterday"). They live in the
// URL as `rangeType` plus `range` (relative value or quick-range id) or `from`/`to` (ISO instants).

export const RELATIVE_RANGES = [
  '5m',
  '15m',
  '30m',
  '1h',
  '3h',
  '6h',
  '12h',
  '24h',
  '2d',
  '7d',
  '30d',
  '90d',
  '6M',
  '1y',
  '2y',
  '5y',
] as const;
export type RelativeRange = (typeof RELATIVE_RANGES)[number];

export interface QuickRange {
  id: string;
  label: string;
  from: string;
  to: string;
}

/** Quick ranges in the spec's order; ends are date math resolved in the viewer's zone. */
export const QUICK_RANGES: readonly QuickRange[] = [
  { id: 'yesterday', label: 'Yesterday', from: 'now-1d/d', to: 'now-1d/d' },
  { id: 'day-before-yesterday', label: 'Day before yesterday', from: 'now-2d/d', to: 'now-2d/d' },
  { id: 'this-day-last-week', label: 'This day last week', from: 'now-7d/d', to: 'now-7d/d' },
  { id: 'previous-week', label: 'Previous week', from: 'now-1w/w', to: 'now-1w/w' },
  { id: 'previous-month', label: 'Previous month', from: 'now-1M/M', to: 'now-1M/M' },
  { id: 'previous-year', label: 'Previous year', from: 'now-1y/y', to: 'now-1y/y' },
  { id: 'today', label: 'Today', from: 'now/d', to: 'now/d' },
  { id: 'today-so-far', label: 'Today so far', from: 'now/d', to: 'now' },
  { id: 'this-week', label: 'This week', from: 'now/w', to: 'now/w' },
  { id: 'this-week-so-far', label: 'This week so far', from: 'now/w', to: 'now' },
  { id: 'this-month', label: 'This month', from: 'now/M', to: 'now/M' },
  { id: 'this-month-so-far', label: 'This month so far', from: 'now/M', to: 'now' },
  { id: 'this-year', label: 'This year', from: 'now/y', to: 'now/y' },
  { id: 'this-year-so-far', label: 'This year so far', from: 'now/y', to: 'now' },
];

export type TimeRange =
  | { type: 'relative'; range: RelativeRange }
  | { type: 'absolute'; from: string; to: string }
  | { type: 'mapped'; id: string };

export const DEFAULT_TIME_RANGE: TimeRange = { type: 'relative', range: '2d' };

export interface TimeRangeSearch {
  rangeType?: string | undefined;
  range?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const UNIT_WORDS: Record<string, [string, string]> = {
  m: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  M: ['month', 'months'],
  y: ['year', 'years'],
};

export function isRelativeRange(v: string): v is RelativeRange {
  return (RELATIVE_RANGES as readonly string[]).includes(v);
}

/** "Last 2 days", "Last 5 minutes", "Last 1 year". */
export function relativeLabel(range: RelativeRange): string {
  const n = Number(range.slice(0, -1));
  const words = UNIT_WORDS[range.slice(-1)] ?? ['', ''];
  return `Last ${n} ${n === 1 ? words[0] : words[1]}`;
}

function isInstant(v: string): boolean {
  try {
    Temporal.Instant.from(v);
    return true;
  } catch {
    return false;
  }
}

export type TimeRangeParse = { ok: true; range: TimeRange } | { ok: false; error: string };

/** Reads a range from URL search values; an absent range is the default (relative 2 days). */
export function parseTimeRange(
  search: TimeRangeSearch,
  fallback: TimeRange = DEFAULT_TIME_RANGE,
): TimeRangeParse {
  const type = search.rangeType;
  if (type === undefined || type === '') return { ok: true, range: fallback };
  if (type === 'relative') {
    const r = search.range ?? '';
    return isRelativeRange(r)
      ? { ok: true, range: { type: 'relative', range: r } }
      : { ok: false, error: 'Invalid relative time range' };
  }
  if (type === 'mapped') {
    const id = search.range ?? '';
    return QUICK_RANGES.some((q) => q.id === id)
      ? { ok: true, range: { type: 'mapped', id } }
      : { ok: false, error: 'Invalid mapped time range' };
  }
  if (type === 'absolute') {
    const { from, to } = search;
    if (from === undefined || to === undefined || !isInstant(from) || !isInstant(to))
      return { ok: false, error: 'Invalid absolute time range' };
    if (Temporal.Instant.compare(Temporal.Instant.from(from), Temporal.Instant.from(to)) > 0)
      return { ok: false, error: 'Invalid absolute time range' };
    return { ok: true, range: { type: 'absolute', from, to } };
  }
  return { ok: false, error: 'Invalid time range' };
}

/** The URL search values of a range (keys not used are undefined, so they drop out of the URL). */
export function timeRangeToSearch(range: TimeRange): Required<TimeRangeSearch> | TimeRangeSearch {
  switch (range.type) {
    case 'relative':
      return { rangeType: 'relative', range: range.range, from: undefined, to: undefined };
    case 'mapped':
      return { rangeType: 'mapped', range: range.id, from: undefined, to: undefined };
    case 'absolute':
      return { rangeType: 'absolute', range: undefined, from: range.from, to: range.to };
  }
}

/**
 * The `from`/`to` a server takes: date math for relative ranges (stable, so cache keys do not
 * move with the clock), ISO instants for mapped (resolved in the viewer's zone) and absolute.
 */
export function timeRangeBounds(
  range: TimeRange,
  now: Temporal.ZonedDateTime = zonedNow(),
): { from: string; to: string } {
  if (range.type === 'relative') return { from: `now-${range.range}`, to: 'now' };
  if (range.type === 'absolute') return { from: range.from, to: range.to };
  const q = QUICK_RANGES.find((x) => x.id === range.id) ?? QUICK_RANGES[0];
  const from = q === undefined ? null : resolveDateMath(q.from, now, false);
  const to = q === undefined ? null : resolveDateMath(q.to, now, true);
  if (from === null || to === null) return { from: 'now-2d', to: 'now' };
  const fmt = (t: Temporal.ZonedDateTime): string => t.toInstant().toString();
  return { from: fmt(from), to: q?.to === 'now' ? 'now' : fmt(to) };
}

/** Short text of an absolute instant in the viewer's zone: "2026-03-15 10:20". */
export function formatInstant(iso: string): string {
  try {
    const t = Temporal.Instant.from(iso).toZonedDateTimeISO(Temporal.Now.timeZoneId());
    return `${t.toPlainDate().toString()} ${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
  } catch {
    return iso;
  }
}

/** What the picker's button says. */
export function timeRangeLabel(range: TimeRange): string {
  if (range.type === 'relative') return relativeLabel(range.range);
  if (range.type === 'mapped') return QUICK_RANGES.find((q) => q.id === range.id)?.label ?? 'Custom range';
  return `${formatInstant(range.from)} to ${formatInstant(range.to)}`;
}

export function sameTimeRange(a: TimeRange, b: TimeRange): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
