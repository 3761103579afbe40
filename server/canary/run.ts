// POST /api/canary/run/check/{id}: runs a check now, the way live mode runs it (a new
// check_statuses row, the roll-up and the check's status), and answers canary-checker's
// `{total, failed, success, errors}`.
import type { Queryable } from '../db/database.ts';
import { runCheck, type LiveCheck } from '../seed/live-actions.ts';
import { Rng } from '../seed/prng.ts';
import { parseDurationMs } from './time-range.ts';

export interface RunResponse {
  total: number;
  failed: number;
  success: number;
  errors: { message: string }[];
}

interface CheckRow {
  id: string;
  canary_id: string;
  type: string;
  status: string | null;
  last_runtime: string | null;
  interval: string | null;
  schedule: string | null;
}

/** Canary `spec.interval` is seconds; `spec.schedule` may be `@every 15m`; else five minutes. */
function intervalMs(interval: string | null, schedule: string | null): number {
  const seconds = Number(interval);
  if (interval !== null && Number.isFinite(seconds) && seconds > 0) return seconds * 1000;
  return parseDurationMs(schedule?.replace(/^@every\s+/, '')) ?? 5 * 60_000;
}

let runs = 0;

/** Null when there is no such (undeleted) check. */
export async function runCheckNow(
  db: Queryable,
  checkId: string,
  nowMs: number,
): Promise<RunResponse | null> {
  const { rows } = await db.query<CheckRow>(
    `SELECT c.id, c.canary_id, c.type, c.status, c.last_runtime, ca.spec ->> 'interval' AS interval, ca.spec ->> 'schedule' AS schedule
     FROM checks c JOIN canaries ca ON ca.id = c.canary_id
     WHERE c.id = $1 AND c.deleted_at IS NULL`,
    [checkId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  const interval = intervalMs(row.interval, row.schedule);
  const lastRunMs = row.last_runtime === null ? 0 : Date.parse(row.last_runtime);
  const check: LiveCheck = {
    id: row.id,
    canaryId: row.canary_id,
    type: row.type,
    status: row.status,
    intervalMs: interval,
    nextRunMs: nowMs + interval,
    lastRunMs,
    failRate: 0.05,
  };
  runs += 1;
  await runCheck(db, new Rng(`run-now/${checkId}/${nowMs}/${runs}`), check, nowMs);
  const ok = check.status === 'healthy';
  return { total: 1, failed: ok ? 0 : 1, success: ok ? 1 : 0, errors: [] };
}
