// The send statistics of each rule (spec §3 "Summary adds ... pending, failed, sent,
// avg_duration_ms, most_common_error"), read online from `notifications_summary` through the
// query cache: they move with every send, which the synced rules do not see. Offline the last
// answer is shown, marked as cached.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

const count = z
  .number()
  .nullable()
  .transform((n) => n ?? 0);

const statsSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    pending: count,
    failed: count,
    sent: count,
    avg_duration_ms: z.number().nullable(),
    most_common_error: z.string().nullable(),
  }),
);
export type NotificationStats = z.infer<typeof statsSchema>;

const SELECT = 'id,pending,failed,sent,avg_duration_ms,most_common_error';

export function notificationStatsQuery() {
  return queryOptions({
    queryKey: ['settings', 'notifications', 'stats'],
    queryFn: ({ signal }) =>
      getJson(`db/notifications_summary?select=${SELECT}&deleted_at=is.null`, z.array(statsSchema), signal),
    staleTime: 30_000,
  });
}

/** "850 ms", "2.4 s", "1.2 min"; empty without a measured send. */
export function durationText(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}
