// /settings/jobs URL state, read with the kit's useUrlState (spec 02-areas §2.13, §9): Job Name,
// Resource Type, Status (SUCCESS unless the address says otherwise; 'all' lifts it), Duration (a
// minimum in ms), the time range (the last 2 days unless set) and the page. Every filter is one
// value picked from a list, so each answers at once and writes the address at once.
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import {
  DEFAULT_TIME_RANGE,
  parseTimeRange,
  type TimeRange,
} from '../../../components/ui/time-range-picker/index.ts';

/** Spec §9: the job history page size on the settings page. */
export const JOB_PAGE_SIZE = 50;

/** The status filter's default (spec §9). */
export const DEFAULT_STATUS = 'SUCCESS';

/** Spec §9: run duration filter options (minimum duration in ms); none is no filter. */
export const DURATION_OPTIONS: readonly { readonly label: string; readonly ms: number }[] = [
  { label: '15s', ms: 15_000 },
  { label: '30s', ms: 30_000 },
  { label: '1m', ms: 60_000 },
  { label: '2m', ms: 120_000 },
  { label: '3m', ms: 180_000 },
  { label: '5m', ms: 300_000 },
  { label: '10m', ms: 600_000 },
  { label: '15m', ms: 900_000 },
];

const optionalText = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => (v === undefined || v === '' || v === 'all' ? undefined : v));

export const jobHistorySearchSchema = builtOnFirstUse(() =>
  z.object({
    name: optionalText,
    resourceType: optionalText,
    /** SUCCESS when absent; 'all' (written as such) means no status filter. */
    status: z
      .string()
      .optional()
      .catch(undefined)
      .transform((v) => (v === undefined || v === '' ? DEFAULT_STATUS : v === 'all' ? undefined : v)),
    /** Minimum duration in ms (one of DURATION_OPTIONS). */
    duration: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .catch(undefined)
      .refine((ms) => ms === undefined || DURATION_OPTIONS.some((o) => o.ms === ms))
      .catch(undefined),
    rangeType: optionalText,
    range: optionalText,
    from: optionalText,
    to: optionalText,
    /** 1-based page of JOB_PAGE_SIZE rows. */
    page: z.coerce.number().int().min(1).catch(1).default(1),
  }),
);
export type JobHistorySearch = z.infer<typeof jobHistorySearchSchema>;

/** The chosen range; a malformed one in the address reads as the default (last 2 days). */
export function timeRangeOf(search: JobHistorySearch): TimeRange {
  const parsed = parseTimeRange(search);
  return parsed.ok ? parsed.range : DEFAULT_TIME_RANGE;
}
