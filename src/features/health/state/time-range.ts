// Time ranges and refresh rates (spec 01-core §9).
export interface TimeRangeOption {
  readonly value: string;
  readonly label: string;
  readonly minutes: number;
}

const RANGES: readonly [string, number][] = [
  ['15m', 15],
  ['1h', 60],
  ['2h', 120],
  ['3h', 180],
  ['6h', 360],
  ['12h', 720],
  ['1d', 1440],
  ['2d', 2880],
  ['3d', 4320],
  ['1w', 10080],
  ['2w', 20160],
  ['3w', 30240],
  ['1mo', 43200],
  ['2mo', 86400],
  ['3mo', 129600],
  ['6mo', 259200],
  ['1y', 518400],
  ['2y', 1036800],
  ['3y', 1555200],
  ['5y', 2592000],
];

export const TIME_RANGES: readonly TimeRangeOption[] = RANGES.map(([value, minutes]) => ({
  value,
  label: value,
  minutes,
}));

export function timeRangeMinutes(value: string | undefined): number | undefined {
  return TIME_RANGES.find((r) => r.value === value)?.minutes;
}

/** The ladder the default is picked from: 1h to 5y. */
const LADDER = TIME_RANGES.filter((r) => r.minutes >= 60);

/**
 * The drawer's default range from the check's last-run age (spec §2): the nearest bucket of the
 * ladder that covers the age; 1h when the check never ran or ran within the hour.
 */
export function defaultTimeRange(lastRuntime: string | null | undefined, nowMs: number): string {
  if (!lastRuntime) return '1h';
  const at = Date.parse(lastRuntime);
  if (Number.isNaN(at)) return '1h';
  const ageMinutes = Math.max(0, (nowMs - at) / 60_000);
  const bucket = LADDER.find((r) => r.minutes >= ageMinutes) ?? LADDER[LADDER.length - 1];
  return bucket?.value ?? '1h';
}

/** Start of `value` before `nowMs`; month and year ranges are calendar months back. */
export function rangeStart(value: string, nowMs: number): number {
  const months = /^(\d+)(mo|y)$/.exec(value);
  if (months) {
    const n = Number(months[1]) * (months[2] === 'y' ? 12 : 1);
    const d = new Date(nowMs);
    d.setUTCMonth(d.getUTCMonth() - n);
    return d.getTime();
  }
  return nowMs - (timeRangeMinutes(value) ?? 60) * 60_000;
}

/** The graph endpoint's `start` (canary-checker durations): weeks as days, months and years as days. */
export function graphStart(value: string, nowMs: number): string {
  const minutes = Math.round((nowMs - rangeStart(value, nowMs)) / 60_000);
  if (minutes < 60) return `${minutes}m`;
  if (minutes < 1440) return `${Math.round(minutes / 60)}h`;
  return `${Math.round(minutes / 1440)}d`;
}

export interface RefreshRateOption {
  readonly value: string;
  readonly label: string;
  /** Milliseconds; 0 = off. */
  readonly ms: number;
}

export const REFRESH_RATES: readonly RefreshRateOption[] = [
  { value: 'none', label: 'None', ms: 0 },
  { value: '15s', label: '15s', ms: 15_000 },
  { value: '30s', label: '30s', ms: 30_000 },
  { value: '60s', label: '60s', ms: 60_000 },
  { value: '2m', label: '2m', ms: 120_000 },
  { value: '3m', label: '3m', ms: 180_000 },
  { value: '5m', label: '5m', ms: 300_000 },
  { value: '10m', label: '10m', ms: 600_000 },
  { value: '15m', label: '15m', ms: 900_000 },
];

/** Spec §9: ranges of 60+ minutes disable 15s and 30s; 180+ also disable 2m and 3m. */
export function disabledRefreshRates(timeRange: string | undefined): ReadonlySet<string> {
  const minutes = timeRangeMinutes(timeRange) ?? 0;
  const off = new Set<string>();
  if (minutes >= 60) ['15s', '30s'].forEach((v) => off.add(v));
  if (minutes >= 180) ['2m', '3m'].forEach((v) => off.add(v));
  return off;
}

/** Refresh interval with units s, m, h, d, w (spec §2); 'none' or unknown → 0 (off). */
export function refreshMs(value: string | null | undefined): number {
  const match = /^(\d+)(s|m|h|d|w)$/.exec(value ?? '');
  if (!match) return 0;
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[
    match[2] as 's' | 'm' | 'h' | 'd' | 'w'
  ];
  return Number(match[1]) * unit;
}

/** The stored rate if still allowed for the range, else none. */
export function effectiveRefreshRate(stored: string | null, timeRange: string | undefined): string {
  if (stored === null || !REFRESH_RATES.some((r) => r.value === stored)) return 'none';
  return disabledRefreshRates(timeRange).has(stored) ? 'none' : stored;
}
