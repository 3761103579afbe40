// Playbook runs (spec 02-areas §5 "Runs list"), synced from the `playbook_runs` table for the
// last 30 days (the list defaults to 7; older ranges page on the server).
//
// The table has no `updated_at`: the cursor is `created_at`, which a status change does not move.
// So (a) every pull re-reads the last hour of runs (overlapMs), where nearly all running runs are,
// and (b) the id sweep every minute compares status, start/end time and error (plain engine
// fields) and re-fetches runs that changed. Runs are hard-deleted (cleanup jobs).
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const text = z.string().nullable();

export const PLAYBOOK_RUN_STATUSES = [
  'scheduled',
  'running',
  'cancelled',
  'completed',
  'failed',
  'pending',
  'waiting',
  'pending_approval',
  'timed_out',
] as const;

export const playbookRunRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    playbook_id: z.string(),
    status: z.string(),
    created_at: z.string(),
    start_time: text,
    scheduled_time: text,
    end_time: text,
    created_by: text,
    check_id: text,
    config_id: text,
    component_id: text,
    parameters: z.record(z.string(), z.unknown()).nullable(),
    agent_id: text,
    parent_id: text,
    error: text,
  }),
);
export type PlaybookRunRow = z.infer<typeof playbookRunRowSchema>;

/** Run duration in ms (null until it has started and ended). */
export function runDurationMs(row: Pick<PlaybookRunRow, 'start_time' | 'end_time'>): number | null {
  if (row.start_time === null || row.end_time === null) return null;
  const ms = Date.parse(row.end_time) - Date.parse(row.start_time);
  return Number.isFinite(ms) ? ms : null;
}

export const playbookRuns = defineSyncedCollection<PlaybookRunRow>({
  name: 'playbook_runs',
  label: 'playbook runs',
  source: {
    path: '/db/playbook_runs',
    select:
      'id,playbook_id,status,created_at,start_time,scheduled_time,end_time,created_by,check_id,config_id,component_id,parameters,agent_id,parent_id,error',
  },
  key: 'id',
  cursor: 'created_at',
  deletion: { kind: 'hard' },
  window: { field: 'created_at', days: 30 },
  overlapMs: 60 * 60_000,
  refreshMs: 15_000,
  reconcileMs: 60_000,
  schema: playbookRunRowSchema,
  engine: {
    fields: {
      id: { kind: 'string' },
      playbook_id: { kind: 'string', facet: true },
      status: { kind: 'string', facet: true },
      parent_id: { kind: 'string', facet: true },
      config_id: { kind: 'string', facet: true },
      component_id: { kind: 'string', facet: true },
      check_id: { kind: 'string', facet: true },
      agent_id: { kind: 'string', facet: true },
      created_by: { kind: 'string', facet: true },
      error: { kind: 'string', text: true },
      created_at: { kind: 'timestamp' },
      scheduled_time: { kind: 'timestamp' },
      start_time: { kind: 'timestamp' },
      end_time: { kind: 'timestamp' },
      duration: { kind: 'number', get: (row) => runDurationMs(row) },
    },
  },
});
