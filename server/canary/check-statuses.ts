// GET /api/canary/api?check=<id>&includeMessages=true&start=6h: checks with their most recent
// statuses in a window, as canary-checker's `/api` (CheckSummary) answers it:
// `{duration, runnerName, checks:[{...check, uptime, latency, checkStatuses:[...]}]}`. Like
// canary-checker, without `check` only checks that ran in the window are listed; a check asked
// for by id is listed even when it has not run in the window (with no statuses).
import type { Queryable } from '../db/database.ts';
import { parseDurationMs } from './time-range.ts';

export interface CheckStatusesQuery {
  check: string | null;
  canaryId: string | null;
  sinceMs: number;
  untilMs: number;
  includeMessages: boolean;
  includeDetails: boolean;
  count: number;
}

export class CheckQueryError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** canary-checker's `--maxStatusCheckCount` default. */
const DEFAULT_COUNT = 5;
const MAX_COUNT = 1000;
/** Ten years back at most, so every accepted start is a valid Date. */
const MAX_RANGE_MS = 10 * 365 * 86_400_000;

/** A duration ago (`6h`) or an RFC 3339 time; canary-checker accepts both for start and end. */
function timeOf(name: string, text: string, nowMs: number): number {
  if (text === '0s' || text === '0') return nowMs;
  const range = parseDurationMs(text);
  if (range !== null && range <= MAX_RANGE_MS) return nowMs - range;
  const at = /^\d{4}-\d\d-\d\dT/.test(text) ? Date.parse(text) : NaN;
  if (!Number.isFinite(at))
    throw new CheckQueryError(`${name} must be a duration such as 6h or an RFC 3339 time`);
  return at;
}

function flag(name: string, value: string | null): boolean {
  if (value === null || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new CheckQueryError(`${name} must be true or false, not "${value}"`);
}

function uuid(name: string, value: string | null): string | null {
  if (value === null || value === '') return null;
  if (!UUID.test(value)) throw new CheckQueryError(`${name} must be a uuid, not "${value}"`);
  return value;
}

export function parseCheckQuery(q: URLSearchParams, nowMs: number): CheckStatusesQuery {
  const countText = q.get('count') ?? '';
  const count = countText === '' ? DEFAULT_COUNT : /^\d+$/.test(countText) ? Number(countText) : NaN;
  if (!(count >= 1 && count <= MAX_COUNT))
    throw new CheckQueryError(`count must be a whole number from 1 to ${MAX_COUNT}, not "${countText}"`);
  const sinceMs = timeOf('start', q.get('since') || q.get('start') || '1h', nowMs);
  const untilMs = timeOf('end', q.get('until') || q.get('end') || '0s', nowMs);
  if (untilMs < sinceMs) throw new CheckQueryError('end time must be after start time');
  return {
    check: uuid('check', q.get('check')),
    canaryId: uuid('canary_id', q.get('canary_id')),
    sinceMs,
    untilMs,
    includeMessages: flag('includeMessages', q.get('includeMessages')),
    includeDetails: flag('includeDetails', q.get('includeDetails')),
    count,
  };
}

const ISO = (col: string): string => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const CHECKS_SQL = `
WITH f AS (
  SELECT * FROM check_statuses
  WHERE time > $1::timestamptz AND time <= $2::timestamptz AND ($3::uuid IS NULL OR check_id = $3::uuid)
), stats AS (
  SELECT check_id, count(*) FILTER (WHERE status)::int AS passed, count(*) FILTER (WHERE NOT status)::int AS failed,
    percentile_disc(0.99) WITHIN GROUP (ORDER BY duration) AS p99,
    percentile_disc(0.97) WITHIN GROUP (ORDER BY duration) AS p97,
    percentile_disc(0.95) WITHIN GROUP (ORDER BY duration) AS p95,
    max(time) FILTER (WHERE status) AS last_pass, max(time) FILTER (WHERE NOT status) AS last_fail,
    min(time) AS earliest, max(time) AS latest, count(*)::int AS total
  FROM f GROUP BY check_id
), ranked AS (
  SELECT f.*, row_number() OVER (PARTITION BY check_id ORDER BY time DESC) AS rn FROM f
)
SELECT json_strip_nulls(json_build_object(
  'id', k.id, 'canary_id', k.canary_id, 'type', k.type, 'name', k.name, 'canary_name', ca.name,
  'namespace', coalesce(k.namespace, ca.namespace, ''), 'labels', coalesce(ca.labels, '{}'::jsonb) || coalesce(k.labels, '{}'::jsonb),
  'description', k.description, 'status', k.status, 'owner', k.owner, 'severity', k.severity, 'icon', k.icon,
  'transformed', k.transformed,
  'uptime', json_build_object('passed', coalesce(st.passed, 0), 'failed', coalesce(st.failed, 0),
    'last_pass', ${ISO('st.last_pass')}, 'last_fail', ${ISO('st.last_fail')}),
  'latency', json_build_object('p99', st.p99, 'p97', st.p97, 'p95', st.p95, 'rolling1h', 0),
  'checkStatuses', coalesce((
    SELECT json_agg(json_strip_nulls(json_build_object('status', r.status, 'invalid', CASE WHEN r.invalid THEN true END,
      'time', ${ISO('r.time')}, 'duration', coalesce(r.duration, 0),
      'message', CASE WHEN $5 THEN nullif(r.message, '') END, 'error', CASE WHEN $5 THEN nullif(r.error, '') END,
      'detail', CASE WHEN $6 THEN r.details END)) ORDER BY r.time DESC)
    FROM ranked r WHERE r.check_id = k.id AND r.rn <= $7), '[]'::json),
  'lastRuntime', ${ISO('k.last_runtime')}, 'lastTransitionTime', ${ISO('k.last_transition_time')},
  'nextRuntime', ${ISO('k.next_runtime')}, 'createdAt', ${ISO('k.created_at')}, 'updatedAt', ${ISO('k.updated_at')},
  'silencedAt', ${ISO('k.silenced_at')},
  'earliestRuntime', ${ISO('st.earliest')}, 'latestRuntime', ${ISO('st.latest')}, 'totalRuns', st.total
)) AS check
FROM checks k
JOIN canaries ca ON ca.id = k.canary_id
LEFT JOIN stats st ON st.check_id = k.id
WHERE k.deleted_at IS NULL AND ($3::uuid IS NULL OR k.id = $3::uuid) AND ($4::uuid IS NULL OR k.canary_id = $4::uuid)
  AND (st.check_id IS NOT NULL OR $3::uuid IS NOT NULL)
ORDER BY k.name, k.id`;

export interface CheckStatusesResponse {
  duration?: number;
  runnerName: string;
  checks: unknown[];
}

export async function checkStatuses(db: Queryable, q: CheckStatusesQuery): Promise<CheckStatusesResponse> {
  const started = performance.now();
  const { rows } = await db.query<{ check: unknown }>(CHECKS_SQL, [
    new Date(q.sinceMs).toISOString(),
    new Date(q.untilMs).toISOString(),
    q.check,
    q.canaryId,
    q.includeMessages,
    q.includeDetails,
    q.count,
  ]);
  const out: CheckStatusesResponse = { runnerName: 'local', checks: rows.map((r) => r.check) };
  const duration = Math.round(performance.now() - started);
  if (duration > 0) out.duration = duration;
  return out;
}
