// GET /api/canary/api/graph: a check's history in time buckets (api-contract §3.1), as
// canary-checker answers it: per bucket the worst status, mean duration and pass/fail counts.
import type { Queryable } from '../db/database.ts';
import { bucketMsFor } from './time-range.ts';

export interface GraphPoint {
  time: string;
  status: boolean;
  duration: number;
  count: number;
  passed: number;
  failed: number;
  message?: string;
  error?: string;
}

export interface GraphResponse {
  duration?: number;
  runnerName: string;
  status: GraphPoint[];
  latency: { p99?: number; p97?: number; p95?: number; rolling1h: number };
  uptime: { passed: number; failed: number; p100?: number };
}

const BUCKETS_SQL = `
SELECT to_char(to_timestamp(floor(extract(epoch FROM s.time) * 1000 / $3) * $3 / 1000) AT TIME ZONE 'UTC',
         'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS time,
  bool_and(s.status) AS status,
  round(avg(s.duration))::int AS duration,
  count(*)::int AS count,
  count(*) FILTER (WHERE s.status)::int AS passed,
  count(*) FILTER (WHERE NOT s.status)::int AS failed,
  (array_agg(s.message ORDER BY s.time DESC))[1] AS message,
  (array_agg(s.error ORDER BY s.time DESC))[1] AS error
FROM check_statuses s
WHERE s.check_id = $1 AND s.time > $2::timestamptz
GROUP BY 1 ORDER BY 1 DESC LIMIT $4`;

const STATS_SQL = `
SELECT count(*) FILTER (WHERE status)::int AS passed, count(*) FILTER (WHERE NOT status)::int AS failed,
  percentile_cont(0.99) WITHIN GROUP (ORDER BY duration) AS p99,
  percentile_cont(0.97) WITHIN GROUP (ORDER BY duration) AS p97,
  percentile_cont(0.95) WITHIN GROUP (ORDER BY duration) AS p95,
  coalesce(avg(duration) FILTER (WHERE time > now() - interval '1 hour'), 0)::float8 AS rolling1h
FROM check_statuses WHERE check_id = $1 AND time > $2::timestamptz`;

interface BucketRow {
  time: string;
  status: boolean | null;
  duration: number | null;
  count: number;
  passed: number;
  failed: number;
  message: string | null;
  error: string | null;
}

interface StatsRow {
  passed: number;
  failed: number;
  p99: number | null;
  p97: number | null;
  p95: number | null;
  rolling1h: number;
}

export async function checkGraph(
  db: Queryable,
  checkId: string,
  sinceMs: number,
  count: number,
  nowMs: number,
): Promise<GraphResponse> {
  const started = performance.now();
  const since = new Date(sinceMs).toISOString();
  const bucket = bucketMsFor(nowMs - sinceMs);
  const buckets = await db.query<BucketRow>(BUCKETS_SQL, [checkId, since, bucket, count]);
  const stats = (await db.query<StatsRow>(STATS_SQL, [checkId, since])).rows[0];
  const status = buckets.rows.map((r): GraphPoint => {
    const point: GraphPoint = {
      time: r.time,
      status: r.status ?? false,
      duration: r.duration ?? 0,
      count: r.count,
      passed: r.passed,
      failed: r.failed,
    };
    if (r.message) point.message = r.message;
    if (r.error) point.error = r.error;
    return point;
  });
  const latency: GraphResponse['latency'] = { rolling1h: stats?.rolling1h ?? 0 };
  if (stats?.p99 != null) latency.p99 = stats.p99;
  if (stats?.p97 != null) latency.p97 = stats.p97;
  if (stats?.p95 != null) latency.p95 = stats.p95;
  const passed = stats?.passed ?? 0;
  const failed = stats?.failed ?? 0;
  const uptime: GraphResponse['uptime'] = { passed, failed };
  if (passed + failed > 0) uptime.p100 = passed / (passed + failed);
  const out: GraphResponse = { runnerName: 'local', status, latency, uptime };
  const duration = Math.round(performance.now() - started);
  if (duration > 0) out.duration = duration;
  return out;
}
