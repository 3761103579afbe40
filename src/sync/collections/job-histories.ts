// Job history (spec 02-areas §3 "Job history row", §2.13 "Job history"), synced from the
// `job_histories` view a Mission Control console reads (api-contract §3.6): the `job_history`
// row plus `resource_name` and `agent {id,name}`. Readable by every role (resource `database`).
//
// Bounded by a 7-day window on `created_at`: the page's default range is the last 2 days
// (spec §9) and its picker's week ranges ("Last 7 days", "This week") still answer from here;
// a range reaching further back says that older runs are not kept on this device.
//
// The view has no `updated_at`: the cursor is `created_at`, which finishing a RUNNING job does
// not move. So every pull re-reads the last 30 minutes (where nearly every running job is), and
// the id sweep every 5 minutes compares status, duration and counts (plain engine fields) and
// re-fetches jobs that changed. Rows are hard-deleted by the server's cleanup job.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const text = z.string().nullable();
const count = z.number().nullable();

/** Job statuses a filter offers (STOPPED is shown on rows but not offered, spec §4). */
export const JOB_FILTER_STATUSES = ['RUNNING', 'SUCCESS', 'WARNING', 'FAILED'] as const;

/** `details`: the errors, a scraper's per-type counts and a free-form summary. */
export const jobDetailsSchema = builtOnFirstUse(() =>
  z
    .object({
      // An odd shape of one part is dropped, not the whole job (a quarantined row would vanish).
      errors: z.array(z.string()).nullable().optional().catch(undefined),
      scrape_summary: z.record(z.string(), z.unknown()).nullable().optional().catch(undefined),
      summary: z.unknown().optional(),
    })
    .loose(),
);
export type JobDetails = z.infer<typeof jobDetailsSchema>;

export const jobHistoryRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: text,
    agent_id: text,
    agent: z.object({ id: text, name: text }).nullable(),
    resource_id: text,
    resource_type: text,
    resource_name: text,
    status: text,
    time_start: text,
    time_end: text,
    duration_millis: count,
    success_count: count,
    error_count: count,
    details: jobDetailsSchema.nullable().catch(null),
    hostname: text,
    created_at: z.string(),
  }),
);
export type JobHistoryRow = z.infer<typeof jobHistoryRowSchema>;

export const JOB_HISTORY_WINDOW_DAYS = 7;

export const jobHistories = defineSyncedCollection<JobHistoryRow>({
  name: 'job_histories',
  label: 'job history',
  source: {
    path: '/db/job_histories',
    select:
      'id,name,agent_id,agent,resource_id,resource_type,resource_name,status,time_start,time_end,duration_millis,success_count,error_count,details,hostname,created_at',
  },
  key: 'id',
  cursor: 'created_at',
  deletion: { kind: 'hard' },
  window: { field: 'created_at', days: JOB_HISTORY_WINDOW_DAYS },
  overlapMs: 30 * 60_000,
  refreshMs: 30_000,
  reconcileMs: 5 * 60_000,
  schema: jobHistoryRowSchema,
  // A first screen (status SUCCESS, newest first) is asked of the server during the first sync.
  serverFields: ['name', 'resource_type', 'status', 'created_at'],
  engine: {
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', facet: true, text: true },
      resource_type: { kind: 'string', facet: true },
      resource_name: { kind: 'string', text: true },
      resource_id: { kind: 'string', text: true },
      status: { kind: 'string', facet: true },
      agent_id: { kind: 'string', facet: true },
      created_at: { kind: 'timestamp' },
      time_start: { kind: 'timestamp' },
      duration_millis: { kind: 'number' },
      success_count: { kind: 'number' },
      error_count: { kind: 'number' },
    },
  },
});
