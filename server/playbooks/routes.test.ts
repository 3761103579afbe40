// The playbook service endpoints as the console calls them (spec 02-areas §7.4, api-contract §3.5):
// which playbooks apply to a resource, their parameters with templated defaults, run requests
// checked (400 with the reason, 403 for a viewer), approve and cancel, and resource search.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccessFixture } from '../access/testing.ts';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import type { Role } from '../seed/well-known-ids.ts';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';
import { backendName, type TestDatabase } from '../tests/support/test-db.ts';
import { IDS, savePlaybook, seedTargets } from './testing.ts';

const api = (path: string): string => `${ORIGIN}/api${path}`;
type Body = Record<string, unknown>;

describe(`playbook endpoints (${backendName()})`, () => {
  let t: TestDatabase;
  let as: Record<Role, Browser>;
  const pb: Record<string, string> = {};

  beforeAll(async () => {
    let app: Hono;
    ({ t, app, as } = await openAccessFixture());
    void app;
    await seedTargets(t.db);
    await t.db.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [
      IDS.sre,
      DEMO_ACCOUNTS.editor.id,
    ]);
    const echo = [{ name: 'restart', exec: { script: 'echo restart' } }];
    pb['restart'] = await savePlaybook(t.db, 'restart', {
      category: 'Kubernetes',
      configs: [{ types: ['Kubernetes::Deployment'], labelSelector: 'app=checkout' }],
      parameters: [
        { name: 'reason', label: 'Reason for {{.config.name}}', required: true },
        { name: 'replicas', default: '{{.config.config.spec.replicas}}' },
        { name: 'namespace', default: '{{.config.tags.namespace}}' },
      ],
      actions: echo,
    });
    pb['pods'] = await savePlaybook(t.db, 'pods', {
      configs: [{ types: ['Kubernetes::Pod'] }],
      actions: echo,
    });
    pb['remote'] = await savePlaybook(t.db, 'remote', {
      configs: [{ types: ['Kubernetes::Deployment'], agent: IDS.agent }],
      actions: echo,
    });
    pb['app'] = await savePlaybook(t.db, 'app', {
      components: [{ types: ['Application'], labelSelector: 'team=payments' }],
      actions: echo,
    });
    pb['diagnose'] = await savePlaybook(t.db, 'diagnose', {
      checks: [{ types: ['http'], search: 'checkout' }],
      approval: { type: 'any', approvers: { teams: ['SRE'] } },
      actions: echo,
    });
  });
  afterAll(() => t.dispose());

  const post = (role: Role, path: string, body: unknown) =>
    as[role].json<Body>(api(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const names = async (query: string) =>
    (await as.viewer.json<Body[]>(api(`/playbook/list${query}`))).body.map((p) => p['name']);

  it('lists the playbooks whose selectors match the resource, and all without a filter', async () => {
    expect(await names(`?config_id=${IDS.deployment}`)).toEqual(['restart']);
    expect(await names(`?config_id=${IDS.pod}`)).toEqual(['pods']);
    expect(await names(`?config_id=${IDS.remoteDeployment}`)).toEqual(['remote']);
    expect(await names(`?component_id=${IDS.component}`)).toEqual(['app']);
    expect(await names(`?check_id=${IDS.check}`)).toEqual(['diagnose']);
    expect(await names('')).toEqual(['app', 'diagnose', 'pods', 'remote', 'restart']);
    const [item] = (await as.viewer.json<Body[]>(api(`/playbook/list?config_id=${IDS.deployment}`))).body;
    expect(item).toMatchObject({ id: pb['restart'], name: 'restart', category: 'Kubernetes', source: 'UI' });
    expect(item?.['parameters']).toHaveLength(3);
    const both = await as.viewer.json<Body>(api(`/playbook/list?config_id=${IDS.pod}&check_id=${IDS.check}`));
    expect(both.status).toBe(400);
    const missing = await as.viewer.json<Body>(api(`/playbook/list?config_id=${IDS.component}`));
    expect(missing).toMatchObject({ status: 404, body: { error: `config(id=${IDS.component}) not found` } });
  });

  it('resolves the parameters for a resource, defaults templated from it', async () => {
    const res = await post('editor', `/playbook/${pb['restart'] ?? ''}/params`, {
      config_id: IDS.deployment,
    });
    expect(res.status).toBe(200);
    expect(res.body['params']).toEqual([
      { name: 'reason', label: 'Reason for {{.config.name}}', required: true },
      { name: 'replicas', default: '3' },
      { name: 'namespace', default: 'shop' },
    ]);
  });

  it('refuses bad run requests with the reason, and a viewer with 403', async () => {
    const run = (role: Role, body: Body) => post(role, '/playbook/run', body);
    const id = pb['restart'];
    expect(await run('editor', { id, config_id: IDS.deployment })).toMatchObject({
      status: 400,
      body: { error: 'missing required parameter(s): reason' },
    });
    expect(
      await run('editor', { id, config_id: IDS.deployment, params: { reason: 'x', colour: 'red' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'unknown parameter(s): colour, valid parameters are: reason, replicas, namespace' },
    });
    const wrongResource = await run('editor', { id, config_id: IDS.pod, params: { reason: 'x' } });
    expect(wrongResource.status).toBe(400);
    expect(wrongResource.body['error']).toContain("does not match the playbook's configs selectors");
    expect((await run('editor', { id: 'nope' })).status).toBe(400);
    expect((await run('editor', { id, params: { reason: 1 } })).status).toBe(400);
    expect((await run('editor', { id, config_id: IDS.deployment, check_id: IDS.check })).status).toBe(400);
    expect((await run('editor', { id: IDS.pod })).status).toBe(404);
    const viewer = await run('viewer', { id, config_id: IDS.deployment, params: { reason: 'x' } });
    expect(viewer.status).toBe(403);
    expect((await run('responder', { id, config_id: IDS.deployment, params: { reason: 'x' } })).status).toBe(
      403,
    );
  });

  it('creates a run (201 run_id, starts_at) with the parameters and the caller, and records the change', async () => {
    const res = await post('editor', '/playbook/run', {
      id: pb['restart'],
      config_id: IDS.deployment,
      params: { reason: 'memory leak' },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['run_id', 'starts_at']);
    const { rows } = await t.db.query(
      'SELECT status, parameters, created_by, config_id FROM playbook_runs WHERE id = $1',
      [res.body['run_id']],
    );
    expect(rows[0]).toEqual({
      status: 'scheduled',
      parameters: { reason: 'memory leak', replicas: '3', namespace: 'shop' },
      created_by: DEMO_ACCOUNTS.editor.id,
      config_id: IDS.deployment,
    });
    const change = await t.db.query('SELECT change_type FROM config_changes WHERE external_change_id = $1', [
      res.body['run_id'],
    ]);
    expect(change.rows).toEqual([{ change_type: 'PlaybookScheduled' }]);
  });

  it('approves as an approver only, and cancels a run that has not ended', async () => {
    const created = await post('admin', '/playbook/run', { id: pb['diagnose'], check_id: IDS.check });
    const runId = String(created.body['run_id']);
    const status = async () =>
      (await t.db.query<{ status: string }>('SELECT status FROM playbook_runs WHERE id = $1', [runId]))
        .rows[0]?.status;
    expect(await status()).toBe('pending_approval');
    expect((await post('viewer', `/playbook/run/approve/${runId}`, {})).status).toBe(403);
    expect(await post('admin', `/playbook/run/approve/${runId}`, {})).toMatchObject({
      status: 403,
      body: { error: 'you are not allowed to approve this playbook run' },
    });
    expect(await post('editor', `/playbook/run/approve/${runId}`, {})).toMatchObject({
      status: 200,
      body: { message: 'playbook run approved' },
    });
    expect(await status()).toBe('scheduled');
    expect((await post('viewer', `/playbook/run/cancel/${runId}`, {})).status).toBe(403);
    expect(await post('editor', `/playbook/run/cancel/${runId}`, {})).toMatchObject({
      status: 200,
      body: { message: 'playbook run cancelled' },
    });
    expect(await status()).toBe('cancelled');
    expect((await post('editor', `/playbook/run/cancel/${runId}`, {})).status).toBe(400);
  });

  it('searches configs, components and checks by types, agent, name, labels and limit', async () => {
    const search = async (body: Body) => (await post('viewer', '/resources/search', body)).body;
    const found = await search({
      configs: [{ types: ['Kubernetes::Deployment'] }],
      components: [{ name: 'Checkout' }],
      checks: [{ labelSelector: 'env=prod' }],
    });
    expect(found['configs']).toEqual([
      {
        id: IDS.deployment,
        agent: '00000000-0000-0000-0000-000000000000',
        name: 'checkout',
        namespace: 'shop',
        type: 'Kubernetes::Deployment',
        tags: { namespace: 'shop', cluster: 'prod' },
        health: 'healthy',
        status: 'Running',
      },
    ]);
    expect((found['components'] as Body[]).map((c) => c['id'])).toEqual([IDS.component]);
    expect(found['checks']).toEqual([
      expect.objectContaining({ id: IDS.check, name: 'checkout-api', type: 'http', health: 'unhealthy' }),
    ]);
    const remote = await search({ configs: [{ types: ['Kubernetes::Deployment'], agent: 'eu-west' }] });
    expect((remote['configs'] as Body[]).map((c) => c['name'])).toEqual(['billing']);
    const all = await search({ limit: 2, configs: [{ agent: 'all', search: 'checkout' }] });
    expect((all['configs'] as Body[]).map((c) => c['name'])).toEqual(['checkout', 'checkout-7c9f']);
    const limited = await search({ limit: 1, configs: [{ agent: 'all', labelSelector: 'app' }] });
    expect(limited['configs']).toHaveLength(1);
    expect(await search({ configs: [{ types: ['Nothing::Here'] }], checks: [{}] })).toEqual({});
    expect((await post('viewer', '/resources/search', { limit: 5000 })).status).toBe(400);
  });
});
