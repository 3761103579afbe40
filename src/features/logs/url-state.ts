// The /logs address (spec 02-areas §2.12): `topologyId` (the component), `logsSelector`,
// `query` (sent to the server, so its URL write and request wait 500 ms) and `start`, the time
// range, one value: a relative range ("5m", the first preset and the default), a quick range's
// id ("yesterday") or an absolute range as an ISO 8601 interval ("<from>/<to>").
import { z } from 'zod';
import {
  QUICK_RANGES,
  RELATIVE_RANGES,
  timeRangeBounds,
  type TimeRange,
} from '../../components/ui/time-range-picker/index.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const QUERY_DEBOUNCE_MS = 500;
export const DEFAULT_START = RELATIVE_RANGES[0];

const optionalText = z.string().trim().min(1).optional().catch(undefined);

export const logsSearchSchema = builtOnFirstUse(() =>
  z.object({
    topologyId: optionalText,
    logsSelector: optionalText,
    query: z.string().optional().catch(undefined),
    start: z.string().default(DEFAULT_START).catch(DEFAULT_START),
  }),
);
export type LogsSearch = z.infer<typeof logsSearchSchema>;

const isInstant = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text));

/** The time range `start` names; anything unreadable is the first preset. */
export function timeRangeOfStart(start: string): TimeRange {
  const relative = RELATIVE_RANGES.find((r) => r === start);
  if (relative !== undefined) return { type: 'relative', range: relative };
  if (QUICK_RANGES.some((q) => q.id === start)) return { type: 'mapped', id: start };
  const [from, to, ...rest] = start.split('/');
  if (rest.length === 0 && from !== undefined && to !== undefined && isInstant(from) && isInstant(to))
    if (Date.parse(from) <= Date.parse(to)) return { type: 'absolute', from, to };
  return { type: 'relative', range: DEFAULT_START };
}

/** The `start` value of a range (the inverse of {@link timeRangeOfStart}). */
export function startOfTimeRange(range: TimeRange): string {
  if (range.type === 'relative') return range.range;
  if (range.type === 'mapped') return range.id;
  return `${range.from}/${range.to}`;
}

/**
 * The window the logs request names: relative ranges as date math (`now-5m`, stable, so the
 * cached answer of "the last 5 minutes" is found again offline), the others as instants.
 */
export function requestWindowOf(start: string): { start: string; end: string } {
  const { from, to } = timeRangeBounds(timeRangeOfStart(start));
  return { start: from, end: to };
}
