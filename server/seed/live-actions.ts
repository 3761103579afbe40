import type { Queryable } from '../db/database.ts';
import { MINUTE, SECOND } from './context.ts';
import type { Rng } from './prng.ts';
import { uuidFrom } from './prng.ts';

/** A check as live mode schedules it. */
export interface LiveCheck {
  id: string;
  canaryId: string;
  type: string;
  status: string | null;
  intervalMs: number;
  nextRunMs: number;
  lastRunMs: number;
  /** Probability that a run fails while the check is healthy (its "flakiness"). */
  failRate: number;
}

export interface LiveConfig {
  id: string;
  type: string;
  name: string;
  agentId: string;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Runs one check: appends a check_statuses row, rolls it into check_statuses_1h, and updates
 * checks / checks_unlogged. Unhealthy checks recover with 30% chance per run; healthy ones fail
 * with their flakiness, so a few flip each hour. Returns whether the status changed.
 */
export async function runCheck(db: Queryable, rng: Rng, check: LiveCheck, nowMs: number): Promise<boolean> {
  const wasHealthy = check.status !== 'unhealthy';
  const ok = wasHealthy ? !rng.chance(check.failRate) : rng.chance(0.3);
  const time = Math.max(nowMs, check.lastRunMs + 1);
  const duration = ok ? rng.int(5, 400) : rng.chance(0.3) ? rng.int(5000, 30000) : rng.int(5, 400);
  const status = ok ? 'healthy' : 'unhealthy';
  const changed = (check.status ?? 'healthy') !== status || check.status === null;
  await db.query(
    `INSERT INTO check_statuses (check_id, time, created_at, duration, status, message, error, invalid, is_pushed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false, false) ON CONFLICT DO NOTHING`,
    [
      check.id,
      iso(time),
      iso(time + duration),
      duration,
      ok,
      ok ? 'ok' : '',
      ok
        ? null
        : rng.pick(['context deadline exceeded', 'expected status code 200, got 503', 'connection refused']),
    ],
  );
  const hour = iso(Math.floor(time / (60 * MINUTE)) * 60 * MINUTE);
  await db.query(
    `INSERT INTO check_statuses_1h (check_id, created_at, duration, total, passed, failed) VALUES ($1, $2, $3, 1, $4, $5)
     ON CONFLICT (check_id, created_at) DO UPDATE SET total = check_statuses_1h.total + 1, passed = check_statuses_1h.passed + EXCLUDED.passed,
       failed = check_statuses_1h.failed + EXCLUDED.failed,
       duration = (check_statuses_1h.duration * check_statuses_1h.total + EXCLUDED.duration) / (check_statuses_1h.total + 1)`,
    [check.id, hour, duration, ok ? 1 : 0, ok ? 0 : 1],
  );
  const next = time + check.intervalMs;
  await db.query(
    `UPDATE checks SET status = $2, last_runtime = $3, next_runtime = $4,
       last_transition_time = CASE WHEN $5 THEN $3::timestamptz ELSE last_transition_time END WHERE id = $1`,
    [check.id, status, iso(time), iso(next), changed],
  );
  await db.query(
    `INSERT INTO checks_unlogged (check_id, canary_id, status, last_runtime, next_runtime, is_pushed, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, false, $4, $4)
     ON CONFLICT (check_id) DO UPDATE SET status = EXCLUDED.status, last_runtime = EXCLUDED.last_runtime, next_runtime = EXCLUDED.next_runtime, updated_at = EXCLUDED.updated_at`,
    [check.id, check.canaryId, status, iso(time), iso(next)],
  );
  check.status = status;
  check.lastRunMs = time;
  check.nextRunMs = next;
  return changed;
}

/**
 * Changes one config item the way a scraper would see it: a new revision annotation (and for
 * pods, sometimes a crash or a recovery), recorded as a config_changes row.
 */
export async function changeConfig(
  db: Queryable,
  rng: Rng,
  seed: number,
  config: LiveConfig,
  nowMs: number,
): Promise<void> {
  const pod = config.type === 'Kubernetes::Pod';
  const crash = pod && rng.chance(0.3);
  const [changeType, severity, summary] = pod
    ? crash
      ? (['BackOff', 'medium', 'Back-off restarting failed container'] as const)
      : (['Pulled', 'info', `Successfully pulled image in ${rng.int(300, 4000)}ms`] as const)
    : (['diff', 'info', 'metadata.annotations updated'] as const);
  const revision = String(rng.int(2, 500));
  await db.query(
    `UPDATE config_items SET config = jsonb_set(coalesce(config, '{}'::jsonb), '{metadata,annotations}',
       coalesce(config->'metadata'->'annotations', '{}'::jsonb) || jsonb_build_object('demo.flanksource.com/revision', $2::text), true)
       ${pod ? ', status = $3, health = $4, ready = $5' : ''}
     WHERE id = $1`,
    pod
      ? [config.id, revision, crash ? 'CrashLoopBackOff' : 'Running', crash ? 'unhealthy' : 'healthy', !crash]
      : [config.id, revision],
  );
  await db.query(
    `INSERT INTO config_changes (id, config_id, change_type, severity, source, summary, diff, details, created_at, first_observed, inserted_at, count, is_pushed, external_created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $9, 1, false, $10)`,
    [
      uuidFrom(seed, `live/change/${config.id}/${nowMs}`),
      config.id,
      changeType,
      severity,
      changeType === 'diff' ? 'diff' : 'kubernetes/event',
      summary,
      changeType === 'diff'
        ? `--- before\n+++ after\n@@ -3,1 +3,1 @@\n-    demo.flanksource.com/revision: "?"\n+    demo.flanksource.com/revision: "${revision}"\n`
        : null,
      JSON.stringify({ live: true, name: config.name }),
      iso(nowMs),
      changeType === 'diff' ? null : 'kubelet',
    ],
  );
}

/** Records one scraper run in job_history (mostly SUCCESS, sometimes WARNING or FAILED). */
export async function recordJob(
  db: Queryable,
  rng: Rng,
  seed: number,
  scraper: { id: string; agentId: string },
  nowMs: number,
): Promise<void> {
  const status = rng.weighted([
    ['SUCCESS', 90],
    ['WARNING', 6],
    ['FAILED', 4],
  ] as const);
  const duration = rng.int(5, 90) * SECOND;
  const errors = status === 'SUCCESS' ? 0 : rng.int(1, 5);
  await db.query(
    `INSERT INTO job_history (id, agent_id, name, success_count, error_count, details, hostname, duration_millis, resource_type, resource_id, status, time_start, time_end, created_at, is_pushed)
     VALUES ($1, $2, 'ConfigScraper', $3, $4, $5, 'mission-control-0', $6, 'config_scraper', $7, $8, $9, $10, $9, false)`,
    [
      uuidFrom(seed, `live/job/${scraper.id}/${nowMs}`),
      scraper.agentId,
      rng.int(200, 4000),
      errors,
      JSON.stringify(
        errors > 0
          ? { errors: ['context deadline exceeded'] }
          : { scrape_summary: { 'Kubernetes::Pod': { updated: rng.int(1, 50) } } },
      ),
      duration,
      scraper.id,
      status,
      iso(nowMs - duration),
      iso(nowMs),
    ],
  );
}
