// The executor's state machine (server/playbooks/README.md): a run goes scheduled → running →
// completed or failed, waits for approval, sleeps through an action's delay, is cancelled; its
// actions are skipped when their `if` is false and only `if` actions follow a failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { startExecutor, type Executor } from './executor.ts';
import { startOneLiveRun } from './live-runs.ts';
import { approveRun, cancelRun, createRun } from './runs.ts';
import { IDS, runState, savePlaybook, seedTargets, waitForRun } from './testing.ts';

const admin = DEMO_ACCOUNTS.admin;
const editor = DEMO_ACCOUNTS.editor;
const deployments = [{ types: ['Kubernetes::Deployment'] }];

describe(`playbook executor (${backendName()})`, () => {
  let t: TestDatabase;
  let executor: Executor;

  beforeAll(async () => {
    t = await openTestDatabase();
    for (const p of [admin, editor])
      await t.db.query('INSERT INTO people (id, name, email) VALUES ($1, $2, $3)', [p.id, p.name, p.email]);
    await seedTargets(t.db);
    executor = startExecutor(t.db, { pollMs: 20, speed: 0.02, log: () => undefined });
  });
  afterAll(async () => {
    await executor.stop();
    await t.dispose();
  });

  const run = async (spec: Record<string, unknown>, params?: Record<string, string>) => {
    const id = await savePlaybook(t.db, `pb-${Math.random().toString(36).slice(2)}`, {
      configs: deployments,
      ...spec,
    });
    const created = await createRun(
      t.db,
      { id, config_id: IDS.deployment, ...(params ? { params } : {}) },
      admin.id,
    );
    executor.wake();
    return created.run_id;
  };

  it('runs every action in turn and completes, with times and simulated output', async () => {
    const id = await run({
      parameters: [{ name: 'reason', default: 'rollout of {{.config.name}}' }],
      actions: [
        { name: 'restart', exec: { script: 'echo "restarting {{.config.name}}: {{.params.reason}}"' } },
        { name: 'wait for rollout', exec: { script: 'kubectl rollout status deployment/checkout' } },
      ],
    });
    const done = await waitForRun(t.db, id, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    expect(done.actions.map((a) => [a.name, a.status])).toEqual([
      ['restart', 'completed'],
      ['wait for rollout', 'completed'],
    ]);
    expect(done.actions[0]?.result?.['stdout']).toContain('restarting checkout: rollout of checkout');
    expect(done.actions[1]?.result?.['stdout']).toContain('deployment "checkout" successfully rolled out');
    for (const a of done.actions)
      expect(Date.parse(a.end_time ?? '')).toBeGreaterThanOrEqual(Date.parse(a.start_time ?? ''));
  });

  it('fails on a failing action: later plain actions never run, an if: failure() one does, if: success() is skipped', async () => {
    const id = await run({
      actions: [
        { name: 'apply', exec: { script: 'echo applying\nexit 2' } },
        { name: 'verify', exec: { script: 'echo verify' } },
        { name: 'celebrate', if: 'success()', exec: { script: 'echo yay' } },
        { name: 'page on-call', if: 'failure()', exec: { script: 'echo paging' } },
      ],
    });
    const done = await waitForRun(t.db, id, ['completed', 'failed']);
    expect(done.status).toBe('failed');
    expect(done.actions.map((a) => [a.name, a.status])).toEqual([
      ['apply', 'failed'],
      ['celebrate', 'skipped'],
      ['page on-call', 'completed'],
    ]);
    expect(done.actions[0]?.result).toMatchObject({ exitCode: 2, stdout: 'applying' });
  });

  it('skips an action whose if is false and runs the rest', async () => {
    const id = await run(
      {
        parameters: [{ name: 'dryRun' }],
        actions: [
          { name: 'delete pods', if: "params.dryRun != 'true'", exec: { script: 'echo deleting' } },
          { name: 'report', exec: { script: 'echo done' } },
        ],
      },
      { dryRun: 'true' },
    );
    const done = await waitForRun(t.db, id, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    expect(done.actions.map((a) => [a.name, a.status])).toEqual([
      ['delete pods', 'skipped'],
      ['report', 'completed'],
    ]);
  });

  it('waits for approval, and runs once an approver approves', async () => {
    const id = await run({
      approval: { approvers: { people: [editor.email] } },
      actions: [{ name: 'drain', exec: { script: 'echo drained' } }],
    });
    // The creator (admin) is not an approver: the run waits.
    expect((await runState(t.db, id)).status).toBe('pending_approval');
    await new Promise((r) => setTimeout(r, 100));
    expect(await runState(t.db, id)).toMatchObject({ status: 'pending_approval', actions: [] });
    await expect(approveRun(t.db, id, admin.id)).rejects.toThrow(
      'you are not allowed to approve this playbook run',
    );
    await approveRun(t.db, id, editor.id);
    executor.wake();
    expect((await waitForRun(t.db, id, ['completed', 'failed'])).status).toBe('completed');
  });

  it('waits for an explicit approval even when its creator is an approver', async () => {
    const id = await run({
      approval: { type: 'any', approvers: { people: [admin.email] } },
      actions: [{ name: 'drain', exec: { script: 'echo drained' } }],
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(await runState(t.db, id)).toMatchObject({ status: 'pending_approval', actions: [] });
    await approveRun(t.db, id, admin.id);
    executor.wake();
    expect((await waitForRun(t.db, id, ['completed', 'failed'])).status).toBe('completed');
  });

  it('sleeps through an action delay, shown as a sleeping action, then runs it', async () => {
    const id = await run({
      actions: [
        { name: 'notify', exec: { script: 'echo notified' } },
        { name: 'verify', delay: '10s', exec: { script: 'echo verified' } },
      ],
    });
    const sleeping = await waitForRun(t.db, id, ['sleeping']);
    expect(sleeping.actions.map((a) => [a.name, a.status])).toEqual([
      ['notify', 'completed'],
      ['verify', 'sleeping'],
    ]);
    const done = await waitForRun(t.db, id, ['completed', 'failed']);
    expect(done.actions.map((a) => [a.name, a.status])).toEqual([
      ['notify', 'completed'],
      ['verify', 'completed'],
    ]);
  });

  it('cancels a run under way: it ends cancelled and starts nothing more', async () => {
    const id = await run({
      actions: [
        { name: 'first', exec: { script: 'sleep 3' } },
        { name: 'second', exec: { script: 'echo never' } },
      ],
    });
    await waitForRun(t.db, id, ['running']);
    await cancelRun(t.db, id);
    await new Promise((r) => setTimeout(r, 300));
    const state = await runState(t.db, id);
    expect(state.status).toBe('cancelled');
    expect(state.actions.map((a) => a.name)).toEqual(['first']);
    await expect(cancelRun(t.db, id)).rejects.toThrow('is in cancelled state and cannot be cancelled');
  });

  it('fails a run whose spec it cannot run, with the error (the detail page step 0)', async () => {
    const pb = await savePlaybook(t.db, 'broken', { actions: [{ name: 'x', exec: { script: 'echo' } }] });
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO playbook_runs (playbook_id, spec) VALUES ($1, '{"actions":[]}') RETURNING id`,
      [pb],
    );
    executor.wake();
    const done = await waitForRun(t.db, rows[0]?.id ?? '', ['failed']);
    expect(done).toMatchObject({ error: 'playbook must define at least one action', actions: [] });
  });

  it('live mode starts a system run of a playbook that needs no approval, and the executor ends it', async () => {
    await t.db.query(`UPDATE playbooks SET deleted_at = now()`);
    await savePlaybook(t.db, 'live', {
      configs: deployments,
      parameters: [{ name: 'reason', required: true }],
      actions: [{ name: 'echo', exec: { script: 'echo {{.params.reason}}' } }],
    });
    await savePlaybook(t.db, 'gated', {
      configs: deployments,
      approval: { approvers: { people: [editor.email] } },
      actions: [{ name: 'echo', exec: { script: 'echo' } }],
    });
    expect(await startOneLiveRun(t.db, 0)).toBe(true);
    const { rows } = await t.db.query<{ id: string; created_by: string | null; config_id: string }>(
      `SELECT r.id, r.created_by, r.config_id FROM playbook_runs r JOIN playbooks p ON p.id = r.playbook_id WHERE p.name = 'live'`,
    );
    expect(rows).toEqual([{ id: expect.any(String) as string, created_by: null, config_id: IDS.deployment }]);
    executor.wake();
    const done = await waitForRun(t.db, rows[0]?.id ?? '', ['completed', 'failed']);
    expect(done.actions[0]?.result?.['stdout']).toContain('Started by live mode');
  });
});
