// The event queue summary (spec 01-core §3 "Event queue summary", 02-areas §7.6 "GET
// event_queue_summary ordered by last_failure descending", §9 "Event queue ... queries are
// uncached"): an online read through the query cache, asked again whenever the page shows; the
// persisted answer still reads offline, marked as cached.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

const eventQueueRowSchema = builtOnFirstUse(() =>
  z.object({
    name: z.string(),
    pending: z.number().nullable(),
    failed: z.number().nullable(),
    average_attempts: z.number().nullable(),
    first_failure: z.string().nullable(),
    last_failure: z.string().nullable(),
    most_common_error: z.string().nullable(),
  }),
);
export type EventQueueRow = z.infer<typeof eventQueueRowSchema>;

export function eventQueueQuery() {
  return queryOptions({
    queryKey: ['settings', 'event-queue', 'summary'],
    queryFn: ({ signal }) =>
      getJson(
        'db/event_queue_summary?order=last_failure.desc.nullslast',
        z.array(eventQueueRowSchema),
        signal,
      ),
    staleTime: 0,
  });
}

/** "2.25" attempts, whole numbers without decimals; empty when unknown. */
export function attemptsText(n: number | null): string {
  if (n === null) return '';
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}
