// The in-process playbook executor: mission-control's run consumer (runner.ScheduleRun) and action
// consumer (runner.RunAction) over the same tables, with simulated actions (simulate.ts). Every
// change is a plain UPDATE or INSERT of playbook_runs / playbook_run_actions, so the console's sync
// and the run detail's polling see it as they would see a real deployment. See README.md.
import type { Database } from '../db/database.ts';
import { findPlaybook, personOf, templateEnv } from './catalog.ts';
import { nextAction, type ActionRow, type RunRow } from './next-action.ts';
import { simulateAction } from './simulate.ts';
import { parseDuration, parseSpec, validateSpec, type PlaybookAction, type PlaybookSpec } from './spec.ts';
import { loadTarget, type Target } from './targets.ts';
import { evaluateCel, type TemplateEnv } from './template.ts';

export interface ExecutorOptions {
  /** Milliseconds between looks for due work when not woken (default 1000). */
  pollMs?: number;
  /** Multiplies the simulated durations (tests use 0.05). */
  speed?: number;
  log?: (message: string) => void;
}

export interface Executor {
  /** Look for due work now (after a run is created, approved or cancelled). */
  wake: () => void;
  stop(): Promise<void>;
}

const RUN_COLUMNS =
  'id, playbook_id, status, spec, parameters, config_id, component_id, check_id, created_by, start_time';
const NIL = '00000000-0000-0000-0000-000000000000';

export function startExecutor(db: Database, opts: ExecutorOptions = {}): Executor {
  const pollMs = opts.pollMs ?? 1000;
  const speed = opts.speed ?? 1;
  const log = opts.log ?? ((m: string) => console.warn(m));
  const inFlight = new Set<Promise<void>>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cycling: Promise<void> | null = null;
  let stopped = false;

  const runUpdate = (id: string, sql: string, params: unknown[] = []): Promise<unknown> =>
    db.query(`UPDATE playbook_runs SET ${sql} WHERE id = $1`, [id, ...params]);

  const fail = (id: string, error: string): Promise<unknown> =>
    runUpdate(id, `status = 'failed', error = $2, end_time = clock_timestamp()`, [error]);

  async function envFor(run: RunRow): Promise<{ env: TemplateEnv; spec: PlaybookSpec } | string> {
    const parsed = parseSpec(run.spec);
    if ('error' in parsed) return parsed.error;
    const invalid = validateSpec(parsed.spec);
    if (invalid !== null) return invalid;
    const playbook = await findPlaybook(db, run.playbook_id);
    const kind = run.config_id ? 'config' : run.component_id ? 'component' : run.check_id ? 'check' : null;
    const id = run.config_id ?? run.component_id ?? run.check_id;
    const target: Target | null = kind && id ? await loadTarget(db, kind, id) : null;
    const user = await personOf(db, run.created_by ?? undefined);
    const pb = playbook ?? { id: run.playbook_id, name: '', namespace: '', title: '' };
    const env = templateEnv({
      playbook: {
        ...pb,
        icon: null,
        description: null,
        source: '',
        category: '',
        created_at: '',
        spec: run.spec,
      },
      target,
      params: run.parameters ?? {},
      user,
      run: { id: run.id, status: run.status },
    });
    return { env, spec: parsed.spec };
  }

  /** runner.ScheduleRun: end the run, put it to sleep for a delay, or schedule its next action. */
  async function scheduleRun(run: RunRow): Promise<void> {
    const ready = await envFor(run);
    if (typeof ready === 'string') return void (await fail(run.id, ready));
    const { rows: done } = await db.query<ActionRow>(
      `SELECT id, name, status, retry_count FROM playbook_run_actions WHERE playbook_run_id = $1
         AND status IN ('completed', 'failed', 'skipped') ORDER BY start_time DESC NULLS LAST, scheduled_time DESC LIMIT 1`,
      [run.id],
    );
    const next = nextAction(ready.spec, done[0] ?? null);
    if ('error' in next) return void (await fail(run.id, next.error));
    if (next.action === null) {
      await runUpdate(
        run.id,
        `status = CASE WHEN EXISTS (SELECT 1 FROM playbook_run_actions WHERE playbook_run_id = $1 AND status = 'failed')
           THEN 'failed' ELSE 'completed' END, end_time = clock_timestamp()`,
      );
      return;
    }
    const action = next.action;
    if (next.retryOf !== null && run.status !== 'retrying') {
      const wait = parseDuration(action.retry?.duration ?? '0') ?? 0;
      await runUpdate(
        run.id,
        `status = 'retrying', start_time = coalesce(start_time, clock_timestamp()), scheduled_time = clock_timestamp() + $2 * interval '1 millisecond'`,
        [wait * speed],
      );
      return;
    }
    if (action.delay !== undefined && action.delay !== '' && run.status !== 'sleeping') {
      const delay = parseDuration(action.delay);
      if (delay === null) return void (await fail(run.id, `invalid duration (${action.delay})`));
      // The product sleeps the run without an action row; we also show the waiting action as sleeping.
      // One transaction: a reader never sees the run asleep without the action it sleeps for.
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE playbook_runs SET status = 'sleeping', start_time = coalesce(start_time, clock_timestamp()),
             scheduled_time = clock_timestamp() + $2 * interval '1 millisecond' WHERE id = $1`,
          [run.id, delay * speed],
        );
        await tx.query(
          `INSERT INTO playbook_run_actions (name, playbook_run_id, status, scheduled_time)
           VALUES ($2, $1, 'sleeping', clock_timestamp() + $3 * interval '1 millisecond')`,
          [run.id, action.name, delay * speed],
        );
      });
      return;
    }
    const woke = await db.query(
      `UPDATE playbook_run_actions SET status = 'scheduled', scheduled_time = clock_timestamp()
       WHERE playbook_run_id = $1 AND name = $2 AND status = 'sleeping'`,
      [run.id, action.name],
    );
    if (woke.rowCount === 0)
      await db.query(
        `INSERT INTO playbook_run_actions (name, playbook_run_id, status, retry_count, scheduled_time)
         VALUES ($2, $1, 'scheduled', $3, clock_timestamp())`,
        [run.id, action.name, next.retryOf === null ? 0 : (next.retryOf.retry_count ?? 0) + 1],
      );
    await runUpdate(run.id, `status = 'running', start_time = coalesce(start_time, clock_timestamp())`);
  }

  /** runner.RunAction: skip it (cancelled run, false `if`), or start it and finish it later. */
  async function runAction(actionId: string, name: string, run: RunRow): Promise<void> {
    const setAction = (sql: string, params: unknown[] = []): Promise<unknown> =>
      db.query(`UPDATE playbook_run_actions SET ${sql} WHERE id = $1`, [actionId, ...params]);
    const skip = `status = 'skipped', start_time = coalesce(start_time, clock_timestamp()), end_time = clock_timestamp()`;
    if (run.status === 'cancelled') return void (await setAction(skip));
    const ready = await envFor(run);
    const spec: PlaybookAction | undefined =
      typeof ready === 'string' ? undefined : ready.spec.actions?.find((a) => a.name === name);
    const failAction = (error: string): Promise<unknown> =>
      setAction(
        `status = 'failed', error = $2, result = $3, start_time = coalesce(start_time, clock_timestamp()), end_time = clock_timestamp()`,
        [error, JSON.stringify({ error: { error } })],
      );
    const reschedule = (): Promise<unknown> =>
      runUpdate(run.id, `status = 'scheduled', scheduled_time = clock_timestamp()`).then(() => undefined);
    if (typeof ready === 'string' || spec === undefined) {
      await failAction(typeof ready === 'string' ? ready : `action '${name}' not found`);
      await reschedule();
      return;
    }
    await setAction(`status = 'running', start_time = coalesce(start_time, clock_timestamp())`);
    if (spec.if !== undefined && spec.if.trim() !== '') {
      let verdict: string;
      try {
        verdict = evaluateCel(spec.if, ready.env, await celFunctions(run.id));
      } catch (e) {
        await failAction(`failed to evaluate "${spec.if}": ${(e as Error).message}`);
        return void (await reschedule());
      }
      if (verdict === 'false' || verdict === 'skip') {
        await setAction(skip);
        return void (await reschedule());
      }
      if (verdict !== 'true' && verdict !== 'timeout') {
        await failAction(`invalid action filter result (${verdict}) must be one of 'true', 'false', 'skip'`);
        return void (await reschedule());
      }
    }
    const outcome = simulateAction(spec, ready.env, `${run.id}/${actionId}`);
    const finish = new Promise<void>((resolve) => setTimeout(resolve, outcome.durationMs * speed))
      .then(async () => {
        await setAction(`status = $2, result = $3, end_time = clock_timestamp()`, [
          outcome.status,
          JSON.stringify(outcome.result),
        ]);
        // A run cancelled meanwhile stays cancelled (the product would reschedule it).
        await db.query(
          `UPDATE playbook_runs SET status = 'scheduled', scheduled_time = clock_timestamp() WHERE id = $1 AND status = 'running'`,
          [run.id],
        );
        wake();
      })
      .catch((e: unknown) => log(`playbook executor: action ${actionId}: ${(e as Error).message}`));
    inFlight.add(finish);
    void finish.finally(() => inFlight.delete(finish));
  }

  async function celFunctions(runId: string): Promise<{ success(): boolean; failure(): boolean }> {
    const { rows } = await db.query<{ failed: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM playbook_run_actions WHERE playbook_run_id = $1 AND status = 'failed') AS failed`,
      [runId],
    );
    const failed = rows[0]?.failed === true;
    return { success: () => !failed, failure: () => failed };
  }

  /** One unit of due work; false when there is none. */
  async function step(): Promise<boolean> {
    const { rows: runs } = await db.query<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM playbook_runs WHERE status IN ('scheduled', 'sleeping', 'retrying')
         AND scheduled_time <= clock_timestamp() AND (agent_id IS NULL OR agent_id = '${NIL}')
       ORDER BY scheduled_time LIMIT 1`,
    );
    const run = runs[0];
    if (run !== undefined) {
      await scheduleRun(run);
      return true;
    }
    // A scheduled action of a run with nothing else under way (the seeded estate's half-finished
    // runs, whose later actions are already written, are left as they are).
    const { rows: actions } = await db.query<RunRow & { action_id: string; action_name: string }>(
      `SELECT a.id AS action_id, a.name AS action_name, ${RUN_COLUMNS.split(', ')
        .map((c) => `r.${c}`)
        .join(', ')}
       FROM playbook_run_actions a JOIN playbook_runs r ON r.id = a.playbook_run_id
       WHERE a.status = 'scheduled' AND a.scheduled_time <= clock_timestamp() AND r.status IN ('running', 'cancelled')
         AND NOT EXISTS (SELECT 1 FROM playbook_run_actions o WHERE o.playbook_run_id = r.id AND o.id <> a.id
           AND o.status IN ('running', 'sleeping', 'waiting_children', 'waiting'))
       ORDER BY a.scheduled_time LIMIT 1`,
    );
    const due = actions[0];
    if (due === undefined) return false;
    await runAction(due.action_id, due.action_name, due);
    return true;
  }

  let again = false;
  function wake(): void {
    if (stopped) return;
    if (cycling !== null) {
      again = true;
      return;
    }
    if (timer !== null) clearTimeout(timer);
    timer = null;
    cycling = (async () => {
      do {
        again = false;
        await cycle();
      } while (again && !stopped);
    })().finally(() => {
      cycling = null;
      if (!stopped) {
        timer = setTimeout(wake, pollMs);
        timer.unref();
      }
    });
  }

  async function cycle(): Promise<void> {
    try {
      for (let i = 0; i < 50 && !stopped && (await step()); i++);
    } catch (e) {
      log(`playbook executor: ${(e as Error).message}`);
    }
  }

  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      await cycling;
      await Promise.allSettled([...inFlight]);
    },
  };
}
