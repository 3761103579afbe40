// Test helpers (used only by `*.test.ts`): the smallest estate the playbook tests need, and a
// wait for a run to reach a status.
import type { Queryable } from '../db/database.ts';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';

export const IDS = {
  deployment: '0b000000-0000-4000-8000-000000000001',
  pod: '0b000000-0000-4000-8000-000000000002',
  remoteDeployment: '0b000000-0000-4000-8000-000000000003',
  component: '0c000000-0000-4000-8000-000000000001',
  check: '0d000000-0000-4000-8000-000000000001',
  canary: '0d000000-0000-4000-8000-0000000000ff',
  agent: '0a000000-0000-4000-8000-000000000001',
  sre: '0e000000-0000-4000-8000-000000000001',
} as const;

/** A config item, a pod, a remote agent's deployment, a component, a check and the SRE team. */
export async function seedTargets(db: Queryable): Promise<void> {
  await db.query(`INSERT INTO agents (id, name) VALUES ($1, 'eu-west')`, [IDS.agent]);
  await db.query(
    `INSERT INTO config_items (id, type, config_class, name, health, status, labels, tags, config, agent_id) VALUES
     ($1, 'Kubernetes::Deployment', 'Deployment', 'checkout', 'healthy', 'Running', '{"app":"checkout","tier":"web"}',
       '{"namespace":"shop","cluster":"prod"}', '{"spec":{"replicas":3}}', '00000000-0000-0000-0000-000000000000'),
     ($2, 'Kubernetes::Pod', 'Pod', 'checkout-7c9f', 'unhealthy', 'CrashLoopBackOff', '{"app":"checkout"}',
       '{"namespace":"shop"}', '{}', '00000000-0000-0000-0000-000000000000'),
     ($3, 'Kubernetes::Deployment', 'Deployment', 'billing', 'healthy', 'Running', '{"app":"billing"}',
       '{"namespace":"fin"}', '{}', $4)`,
    [IDS.deployment, IDS.pod, IDS.remoteDeployment, IDS.agent],
  );
  await db.query(
    `INSERT INTO components (id, name, type, external_id, namespace, status, labels)
     VALUES ($1, 'Checkout', 'Application', 'checkout', 'shop', 'healthy', '{"team":"payments"}')`,
    [IDS.component],
  );
  await db.query(`INSERT INTO canaries (id, name, spec) VALUES ($1, 'http-checks', '{}')`, [IDS.canary]);
  await db.query(
    `INSERT INTO checks (id, canary_id, type, name, namespace, status, labels)
     VALUES ($1, $2, 'http', 'checkout-api', 'shop', 'unhealthy', '{"env":"prod"}')`,
    [IDS.check, IDS.canary],
  );
  await db.query(`INSERT INTO teams (id, name, created_by) VALUES ($1, 'SRE', $2)`, [
    IDS.sre,
    DEMO_ACCOUNTS.admin.id,
  ]);
}

/** Saves a playbook with this spec (a title and category from the spec) and answers its id. */
export async function savePlaybook(
  db: Queryable,
  name: string,
  spec: Record<string, unknown>,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO playbooks (name, title, category, spec) VALUES ($1, $2, $3, $4) RETURNING id`,
    [
      name,
      typeof spec['title'] === 'string' ? spec['title'] : name,
      spec['category'] ?? '',
      JSON.stringify(spec),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('playbook not saved');
  return id;
}

export interface ActionState {
  name: string;
  status: string;
  start_time: string | null;
  end_time: string | null;
  result: Record<string, unknown> | null;
  error: string | null;
}

export async function runState(
  db: Queryable,
  runId: string,
): Promise<{ status: string; error: string | null; actions: ActionState[] }> {
  const run = await db.query<{ status: string; error: string | null }>(
    'SELECT status, error FROM playbook_runs WHERE id = $1',
    [runId],
  );
  const actions = await db.query<ActionState>(
    `SELECT name, status, start_time, end_time, result, error FROM playbook_run_actions
     WHERE playbook_run_id = $1 ORDER BY scheduled_time, start_time`,
    [runId],
  );
  return {
    status: run.rows[0]?.status ?? 'missing',
    error: run.rows[0]?.error ?? null,
    actions: actions.rows,
  };
}

/** Polls until the run's status is one of `statuses` (10 s at most). */
export async function waitForRun(db: Queryable, runId: string, statuses: readonly string[]) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const state = await runState(db, runId);
    if (statuses.includes(state.status)) return state;
    if (Date.now() > deadline)
      throw new Error(`run ${runId} still ${state.status}, wanted ${statuses.join('|')}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
