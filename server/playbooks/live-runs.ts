// Live mode's playbook runs: every so often the system starts one of the demo playbooks that needs
// no approval against a resource its selectors match, so the runs list keeps moving. The executor
// takes each run from there like any other.
import type { Database } from '../db/database.ts';
import { PlaybookError } from './errors.ts';
import { createRun } from './runs.ts';
import { searchResources } from './search.ts';
import { parseSpec, requiresApproval } from './spec.ts';

export interface LiveRunsOptions {
  intervalMs?: number;
  wake?: () => void;
  log?: (message: string) => void;
}

const KEYS = [
  ['configs', 'config_id'],
  ['components', 'component_id'],
  ['checks', 'check_id'],
] as const;

/** Starts one run; false when nothing could run (or enough system runs are under way). */
export async function startOneLiveRun(db: Database, turn: number): Promise<boolean> {
  const active = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM playbook_runs WHERE created_by IS NULL AND parent_id IS NULL
       AND status IN ('scheduled', 'running', 'sleeping', 'retrying') AND created_at > now() - interval '10 minutes'`,
  );
  if ((active.rows[0]?.n ?? 0) >= 2) return false;
  const { rows } = await db.query<{ id: string; spec: unknown }>(
    'SELECT id, spec FROM playbooks WHERE deleted_at IS NULL ORDER BY name',
  );
  const eligible = rows.flatMap((p) => {
    const parsed = parseSpec(p.spec);
    if ('error' in parsed || requiresApproval(parsed.spec)) return [];
    const key = KEYS.find(([field]) => (parsed.spec[field] ?? []).length > 0);
    if (key === undefined) return [];
    const params = Object.fromEntries(
      (parsed.spec.parameters ?? [])
        .filter((x) => x.required === true && (x.default ?? '') === '')
        .map((x) => [x.name, 'Started by live mode']),
    );
    return [{ id: p.id, spec: parsed.spec, key, params }];
  });
  const pick = eligible[turn % Math.max(1, eligible.length)];
  if (pick === undefined) return false;
  const [field, idKey] = pick.key;
  const found = await searchResources(db, { limit: 20, [field]: pick.spec[field] });
  const candidates = (found[field] ?? []) as { id: string }[];
  const target = candidates[turn % Math.max(1, candidates.length)];
  if (target === undefined) return false;
  try {
    await createRun(db, { id: pick.id, [idKey]: target.id, params: pick.params }, undefined);
    return true;
  } catch (e) {
    if (e instanceof PlaybookError) return false;
    throw e;
  }
}

export function startLivePlaybookRuns(db: Database, opts: LiveRunsOptions = {}): { stop(): Promise<void> } {
  const log = opts.log ?? ((m: string) => console.warn(m));
  let turn = 0;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= startOneLiveRun(db, turn++)
      .then((started) => {
        if (started) opts.wake?.();
      })
      .catch((e: unknown) => log(`live mode: playbook run failed: ${(e as Error).message}`))
      .finally(() => {
        running = null;
      });
  }, opts.intervalMs ?? 45_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
