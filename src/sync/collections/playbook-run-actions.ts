// The actions of playbook runs (spec 02-areas §2.11 "Run details", §4), synced from the
// `playbook_run_actions` table for the same 30 days as the runs, so that every synced run's
// details read offline, not only those opened online before (issue #23).
//
// The table has neither `created_at` nor `updated_at`: the cursor is `scheduled_time` (NOT NULL,
// default now()), which finishing an action does not move. As with the runs, every pull re-reads
// the last hour and the id sweep every minute compares status, times and error and re-fetches the
// actions that changed (their result comes with them). A sleeping action is scheduled in the
// future, which moves the cursor past actions inserted later; the sweep finds those as missing
// rows within a minute. Actions go with their run (ON DELETE CASCADE): hard deletes.
//
// `result` holds the action's output (stdout, stderr, logs): shown by the run page, never a
// credential (connections' secrets are never synced, connections.ts).
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const text = z.string().nullable();

export const playbookRunActionRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    status: z.string(),
    playbook_run_id: text,
    scheduled_time: z.string(),
    start_time: text,
    end_time: text,
    // An odd result is dropped, not the action (a quarantined row would leave a hole in the steps).
    result: z.record(z.string(), z.unknown()).nullable().catch(null),
    error: text,
    agent_id: text,
    retry_count: z.number().nullable(),
  }),
);
export type PlaybookRunActionRow = z.infer<typeof playbookRunActionRowSchema>;

export const playbookRunActions = defineSyncedCollection<PlaybookRunActionRow>({
  name: 'playbook_run_actions',
  label: 'playbook run actions',
  source: {
    path: '/db/playbook_run_actions',
    select:
      'id,name,status,playbook_run_id,scheduled_time,start_time,end_time,result,error,agent_id,retry_count',
  },
  key: 'id',
  cursor: 'scheduled_time',
  deletion: { kind: 'hard' },
  window: { field: 'scheduled_time', days: 30 },
  overlapMs: 60 * 60_000,
  refreshMs: 15_000,
  reconcileMs: 60_000,
  schema: playbookRunActionRowSchema,
  engine: {
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string' },
      status: { kind: 'string', facet: true },
      playbook_run_id: { kind: 'string', facet: true },
      agent_id: { kind: 'string', facet: true },
      error: { kind: 'string' },
      scheduled_time: { kind: 'timestamp' },
      start_time: { kind: 'timestamp' },
      end_time: { kind: 'timestamp' },
    },
  },
});
