import type { Row, SeedContext } from './context.ts';
import { DAY, HOUR, MINUTE, SECOND } from './context.ts';
import type { CheckRef } from './gen-checks.ts';
import type { Rng } from './prng.ts';

const LATENCY_MS: Record<string, [number, number]> = {
  http: [60, 450],
  dns: [4, 40],
  tcp: [1, 25],
  postgres: [8, 90],
  prometheus: [20, 160],
  kubernetes: [150, 900],
  icmp: [10, 120],
  redis: [1, 12],
  elasticsearch: [30, 250],
  s3: [80, 600],
  exec: [1500, 9000],
  mongodb: [5, 60],
  folder: [200, 1800],
  cloudwatch: [200, 1200],
  junit: [20000, 90000],
  ldap: [15, 120],
  alertmanager: [15, 90],
};

const FAILURES: Record<string, string[]> = {
  http: [
    'expected status code 200, got 503',
    'Get "https://host/health": context deadline exceeded',
    'expected status code 200, got 502',
    'x509: certificate has expired or is not yet valid',
  ],
  dns: ['lookup failed: NXDOMAIN', 'got 1 records, expected at least 2', 'i/o timeout'],
  tcp: ['dial tcp: connect: connection refused', 'dial tcp: i/o timeout'],
  postgres: [
    'replication lag 312s exceeds 60s',
    'too many connections (max 500)',
    'query returned 14 rows, expected 0',
  ],
  prometheus: ['error rate 3.4% exceeds 1%', 'query returned no data'],
  kubernetes: [
    '2/3 pods ready: CrashLoopBackOff',
    'node ip-10-20-3-17 NotReady',
    'pvc data-clickhouse-0 Pending',
  ],
  icmp: ['packet loss 40% exceeds 10%', 'host unreachable'],
  redis: ['dial tcp: connection refused', 'NOAUTH Authentication required'],
  elasticsearch: ['cluster health is red', '12 unassigned shards'],
  s3: ['latest object is 31h old (max 24h)', 'AccessDenied: access denied'],
  exec: ['exit status 1: step "pay" timed out', 'exit status 2: assertion failed'],
  mongodb: ['no primary available', 'replica lag 95s'],
  folder: ['no files newer than 24h', 'ssh: handshake failed'],
  cloudwatch: ['alarm in ALARM state', 'alarm in INSUFFICIENT_DATA state'],
  junit: ['3 of 48 tests failed', '1 of 31 tests failed'],
  ldap: ['LDAP Result Code 49 "Invalid Credentials"', 'connection timed out'],
  alertmanager: ['alert firing for 14m', 'alert firing for 2h'],
};

export interface HistoryOutput {
  check_statuses: Row[];
  check_statuses_1h: Row[];
  checks_unlogged: Row[];
  /** Per check: status, last_runtime, last_transition_time, next_runtime to merge into `checks`. */
  summary: Map<
    string,
    {
      status: string | null;
      last_runtime: string | null;
      last_transition_time: string | null;
      next_runtime: string | null;
    }
  >;
}

/** Whether a run at `t` passes, given the check's behaviour profile and its random draws. */
function outcome(
  rng: Rng,
  ref: CheckRef,
  t: number,
  ctx: SeedContext,
  plan: { failFrom: number; failTo: number },
  prev: boolean,
): boolean {
  switch (ref.profile) {
    case 'stable':
      return !rng.chance(0.003);
    case 'noisy':
      return !rng.chance(0.08);
    case 'flapping':
      return rng.chance(0.35) ? !prev : prev;
    case 'failing':
      return t < plan.failFrom ? !rng.chance(0.01) : rng.chance(0.05);
    case 'recovered':
      return t >= plan.failFrom && t < plan.failTo ? rng.chance(0.1) : !rng.chance(0.005);
    case 'new':
      return t - ctx.nowMs > -20 * MINUTE ? !rng.chance(0.5) : true;
  }
}

/** `days` (default seven) days of check runs at each check's interval, plus hourly roll-ups and latest state. */
export function generateCheckHistory(ctx: SeedContext, refs: CheckRef[], days = 7): HistoryOutput {
  const statuses: Row[] = [];
  const hourly: Row[] = [];
  const unlogged: Row[] = [];
  const summary: HistoryOutput['summary'] = new Map();
  for (const ref of refs) {
    const rng = ctx.rng(`history/${ref.id}`);
    const [lo, hi] = LATENCY_MS[ref.type] ?? [10, 500];
    const failures = FAILURES[ref.type] ?? ['check failed'];
    const plan = {
      failFrom: ctx.nowMs - rng.int(1, 48) * HOUR,
      failTo: 0,
    };
    if (ref.profile === 'recovered') {
      plan.failFrom = ctx.nowMs - rng.int(2, 6) * DAY;
      plan.failTo = plan.failFrom + rng.int(1, 10) * HOUR;
    }
    const end = ref.stopMs ?? ctx.nowMs;
    const start = Math.max(ref.createdMs, ctx.nowMs - days * DAY);
    // Runs at a fixed phase per check: the last one a little before `end`.
    let t = end - rng.int(5, Math.max(6, Math.floor(ref.intervalMs / SECOND) - 5)) * SECOND;
    const times: number[] = [];
    while (t >= start) {
      times.push(t);
      t -= ref.intervalMs;
    }
    times.reverse();
    let prev = true;
    let lastTransition: number | null = null;
    let bucket: { hour: number; total: number; passed: number; duration: number } | null = null;
    const flush = (): void => {
      if (bucket === null) return;
      hourly.push({
        check_id: ref.id,
        created_at: ctx.iso(bucket.hour),
        duration: Math.round(bucket.duration / bucket.total),
        total: bucket.total,
        passed: bucket.passed,
        failed: bucket.total - bucket.passed,
      });
    };
    for (const time of times) {
      const ok = outcome(rng, ref, time, ctx, plan, prev);
      if (ok !== prev || lastTransition === null) lastTransition = time;
      prev = ok;
      const slow = !ok && rng.chance(0.4);
      const duration = slow
        ? rng.int(5000, 30000)
        : Math.round(lo + (hi - lo) * rng.next() * rng.next() * 2) || lo;
      statuses.push({
        check_id: ref.id,
        details: ref.type === 'http' ? { code: ok ? 200 : slow ? 0 : 503 } : null,
        duration,
        error: ok ? null : rng.pick(failures),
        time: ctx.iso(time),
        created_at: ctx.iso(time + duration + SECOND),
        invalid: false,
        message: ok ? (ref.type === 'http' ? `HTTP 200 in ${duration}ms` : 'ok') : '',
        status: ok,
        severity: null,
        is_pushed: false,
      });
      const hour = Math.floor(time / HOUR) * HOUR;
      if (bucket === null || bucket.hour !== hour) {
        flush();
        bucket = { hour, total: 0, passed: 0, duration: 0 };
      }
      bucket.total++;
      if (ok) bucket.passed++;
      bucket.duration += duration;
    }
    flush();
    const last = times[times.length - 1];
    const s = {
      status: last === undefined ? null : prev ? 'healthy' : 'unhealthy',
      last_runtime: last === undefined ? null : ctx.iso(last),
      last_transition_time: lastTransition === null ? null : ctx.iso(lastTransition),
      next_runtime: last === undefined ? null : ctx.iso(last + ref.intervalMs),
    };
    summary.set(ref.id, s);
    unlogged.push({
      check_id: ref.id,
      canary_id: ref.canaryId,
      status: s.status,
      last_runtime: s.last_runtime,
      next_runtime: s.next_runtime,
      is_pushed: false,
      created_at: ctx.iso(ref.createdMs),
      updated_at: s.last_runtime ?? ctx.iso(ref.createdMs),
    });
  }
  return { check_statuses: statuses, check_statuses_1h: hourly, checks_unlogged: unlogged, summary };
}
