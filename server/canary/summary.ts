// GET /api/canary/api/summary: the health dashboard's checks_summary (api-contract §3.1), from the
// `check_summary` view; with `timeRange`, uptime and latency count only statuses in that range.
import type { Queryable } from '../db/database.ts';

export interface SummaryResponse {
  duration?: number;
  runnerName: string;
  checks_summary?: unknown[];
}

// One json_agg, as mission-control answers it. Latency keys follow the Go type (p99/p97/p95 and
// rolling1h); uptime keeps passed/failed and the last pass/fail times.
const SUMMARY_SQL = `
WITH stats AS (
  SELECT s.check_id,
    count(*) FILTER (WHERE s.status)::int AS passed,
    count(*) FILTER (WHERE NOT s.status)::int AS failed,
    max(s.time) FILTER (WHERE s.status) AS last_pass,
    max(s.time) FILTER (WHERE NOT s.status) AS last_fail,
    percentile_cont(0.99) WITHIN GROUP (ORDER BY s.duration) AS p99,
    percentile_cont(0.97) WITHIN GROUP (ORDER BY s.duration) AS p97,
    percentile_cont(0.95) WITHIN GROUP (ORDER BY s.duration) AS p95,
    avg(s.duration) FILTER (WHERE s.time > now() - interval '1 hour')::float8 AS rolling1h
  FROM check_statuses s
  WHERE $1::timestamptz IS NULL OR s.time > $1::timestamptz
  GROUP BY s.check_id
)
SELECT coalesce(json_agg(json_strip_nulls(json_build_object(
  'id', cs.id, 'canary_id', cs.canary_id, 'canary_name', cs.canary_name, 'canary_namespace', cs.canary_namespace,
  'agent_id', cs.agent_id, 'name', cs.name, 'namespace', cs.namespace, 'type', cs.type, 'icon', cs.icon,
  'description', cs.description, 'status', cs.status, 'severity', cs.severity, 'owner', cs.owner,
  'labels', cs.labels,
  'uptime', json_build_object('passed', coalesce(st.passed, 0), 'failed', coalesce(st.failed, 0),
     'last_pass', st.last_pass, 'last_fail', st.last_fail),
  'latency', json_build_object('p99', st.p99, 'p97', st.p97, 'p95', st.p95, 'rolling1h', coalesce(st.rolling1h, 0)),
  'last_runtime', cs.last_runtime, 'last_transition_time', cs.last_transition_time,
  'created_at', cs.created_at, 'updated_at', cs.updated_at, 'deleted_at', cs.deleted_at, 'silenced_at', cs.silenced_at
)) ORDER BY cs.name, cs.id), '[]'::json) AS rows
FROM check_summary cs
LEFT JOIN stats st ON st.check_id = cs.id
WHERE cs.deleted_at IS NULL`;

export async function checksSummary(db: Queryable, sinceMs: number | null): Promise<SummaryResponse> {
  const started = performance.now();
  const since = sinceMs === null ? null : new Date(sinceMs).toISOString();
  const { rows } = await db.query<{ rows: unknown[] }>(SUMMARY_SQL, [since]);
  const list = rows[0]?.rows ?? [];
  const duration = Math.round(performance.now() - started);
  const out: SummaryResponse = { runnerName: 'local' };
  if (duration > 0) out.duration = duration;
  if (list.length > 0) out.checks_summary = list;
  return out;
}
