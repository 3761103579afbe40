import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { MINUTE } from './context.ts';
import type { LiveCheck, LiveConfig } from './live-actions.ts';
import { changeConfig, recordJob, runCheck } from './live-actions.ts';
import { hash128, Rng } from './prng.ts';

export const liveOptionsSchema = z.object({
  seed: z.number().int().default(1),
  /** Milliseconds between ticks; 0 = no timer (call `tick()` yourself, as tests do). */
  intervalMs: z.number().int().nonnegative().default(10_000),
  /** At most this many due checks run per tick (keeps a tick to a handful of rows). */
  maxChecksPerTick: z.number().int().positive().default(6),
  /** Chance per tick that a config item changes; one in `jobEveryTicks` ticks records a scraper run. */
  changeChance: z.number().min(0).max(1).default(0.5),
  jobEveryTicks: z.number().int().positive().default(6),
});

export interface LiveModeOptions extends z.input<typeof liveOptionsSchema> {
  /** The clock (injected by tests); defaults to `Date.now`. */
  now?: () => number;
  log?: (message: string) => void;
}

export interface TickResult {
  checksRun: number;
  flipped: number;
  configsChanged: number;
  jobs: number;
  errors: number;
}

export interface LiveMode {
  /** One step of the world; never throws (database errors are logged and counted). */
  tick(): Promise<TickResult>;
  /** Stops the timer and waits for a running tick. */
  stop(): Promise<void>;
}

interface LiveState {
  checks: LiveCheck[];
  configs: LiveConfig[];
  scrapers: { id: string; agentId: string }[];
  onlineAgents: string[];
}

/**
 * Live mode: the seeded estate keeps moving. Each tick runs the most overdue checks (statuses
 * appended, some flipping), sometimes changes a config item (config_changes row), periodically
 * records a scraper job, and keeps online agents' `last_seen` fresh. Deterministic for a given
 * database, seed and clock.
 */
export function startLiveMode(db: Database, options: LiveModeOptions = { seed: 1 }): LiveMode {
  const opts = liveOptionsSchema.parse(options);
  const clock = options.now ?? Date.now;
  const log = options.log ?? ((m: string) => console.warn(m));
  const rng = new Rng(`${opts.seed}/live`);
  let state: LiveState | null = null;
  let ticks = 0;
  let running: Promise<TickResult> | null = null;

  const guarded = async (result: TickResult, what: string, fn: () => Promise<void>): Promise<void> => {
    try {
      await fn();
    } catch (e) {
      result.errors++;
      log(`live mode: ${what} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  const tick = async (): Promise<TickResult> => {
    const result: TickResult = { checksRun: 0, flipped: 0, configsChanged: 0, jobs: 0, errors: 0 };
    const nowMs = clock();
    ticks++;
    if (state === null) {
      await guarded(result, 'loading the estate', async () => {
        state = await loadState(db, nowMs);
      });
    }
    const s: LiveState | null = state;
    if (s === null) return result;
    const due = s.checks
      .filter((c) => c.nextRunMs <= nowMs)
      .sort((a, b) => a.nextRunMs - b.nextRunMs || (a.id < b.id ? -1 : 1));
    for (const check of due.slice(0, opts.maxChecksPerTick)) {
      await guarded(result, `check ${check.id}`, async () => {
        if (await runCheck(db, rng, check, nowMs)) result.flipped++;
        result.checksRun++;
      });
    }
    if (s.configs.length > 0 && rng.chance(opts.changeChance)) {
      const config = rng.pick(s.configs);
      await guarded(result, `config ${config.id}`, async () => {
        await changeConfig(db, rng, opts.seed, config, nowMs);
        result.configsChanged++;
      });
    }
    if (s.scrapers.length > 0 && ticks % opts.jobEveryTicks === 1 % opts.jobEveryTicks) {
      const scraper = rng.pick(s.scrapers);
      await guarded(result, 'job history', async () => {
        await recordJob(db, rng, opts.seed, scraper, nowMs);
        result.jobs++;
      });
    }
    if (s.onlineAgents.length > 0) {
      await guarded(result, 'agent heartbeat', async () => {
        await db.query('UPDATE agents SET last_seen = $2, last_received = $2 WHERE id = ANY($1::uuid[])', [
          s.onlineAgents,
          new Date(nowMs).toISOString(),
        ]);
      });
    }
    return result;
  };

  const runOnce = (): Promise<TickResult> => {
    running ??= tick().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = opts.intervalMs > 0 ? setInterval(() => void runOnce(), opts.intervalMs) : null;
  timer?.unref();
  return {
    tick: runOnce,
    async stop() {
      if (timer !== null) clearInterval(timer);
      await running;
    },
  };
}

const INTERVAL = /@every\s+(\d+)([smh])/;

async function loadState(db: Database, nowMs: number): Promise<LiveState> {
  // "Online" is relative to the freshest agent, so a database seeded days ago keeps its split of
  // online and offline agents when live mode starts on it.
  const freshest = await db.query<{ t: string | Date | null }>(
    'SELECT max(last_seen) AS t FROM agents WHERE deleted_at IS NULL',
  );
  const seenMs = freshest.rows[0]?.t == null ? nowMs : new Date(freshest.rows[0].t).getTime();
  const onlineSince = new Date(seenMs - 10 * MINUTE).toISOString();
  const checks = await db.query<{
    id: string;
    canary_id: string;
    type: string;
    status: string | null;
    schedule: string | null;
    next_runtime: string | Date | null;
    last_runtime: string | Date | null;
  }>(
    `SELECT c.id, c.canary_id, c.type, c.status, n.spec->>'schedule' AS schedule, c.next_runtime, c.last_runtime
     FROM checks c JOIN canaries n ON n.id = c.canary_id LEFT JOIN agents a ON a.id = c.agent_id
     WHERE c.deleted_at IS NULL AND n.deleted_at IS NULL
       AND (c.agent_id = '00000000-0000-0000-0000-000000000000' OR a.last_seen > $1::timestamptz)
     ORDER BY c.id`,
    [onlineSince],
  );
  const configs = await db.query<{ id: string; type: string; name: string; agent_id: string }>(
    `SELECT id, type, name, agent_id FROM config_items
     WHERE deleted_at IS NULL AND type IN ('Kubernetes::Pod', 'Kubernetes::Deployment', 'Kubernetes::ConfigMap', 'Kubernetes::StatefulSet')
       AND agent_id = '00000000-0000-0000-0000-000000000000'
     ORDER BY id LIMIT 500`,
  );
  const scrapers = await db.query<{ id: string; agent_id: string }>(
    'SELECT id, agent_id FROM config_scrapers WHERE deleted_at IS NULL ORDER BY id',
  );
  const agents = await db.query<{ id: string }>(
    `SELECT id FROM agents WHERE deleted_at IS NULL AND (id = '00000000-0000-0000-0000-000000000000' OR last_seen > $1::timestamptz) ORDER BY id`,
    [onlineSince],
  );
  return {
    checks: checks.rows.map((c) => {
      const m = INTERVAL.exec(c.schedule ?? '');
      const unit = m?.[2] === 'h' ? 60 * MINUTE : m?.[2] === 's' ? 1000 : MINUTE;
      const intervalMs = Math.max(30_000, Number(m?.[1] ?? 15) * unit);
      const [h] = hash128(c.id);
      return {
        id: c.id,
        canaryId: c.canary_id,
        type: c.type,
        status: c.status,
        intervalMs,
        nextRunMs: c.next_runtime === null ? nowMs : new Date(c.next_runtime).getTime(),
        lastRunMs: c.last_runtime === null ? 0 : new Date(c.last_runtime).getTime(),
        failRate: h % 10 === 0 ? 0.3 : h % 10 === 1 ? 0.1 : 0.01,
      };
    }),
    configs: configs.rows.map((c) => ({ id: c.id, type: c.type, name: c.name, agentId: c.agent_id })),
    scrapers: scrapers.rows.map((s) => ({ id: s.id, agentId: s.agent_id })),
    onlineAgents: agents.rows.map((a) => a.id),
  };
}
