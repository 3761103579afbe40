import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import { ORIGIN, type Browser } from '../identity/test-kit.ts';
import { authorizeByRole } from '../access/postgrest-authorizer.ts';
import { seedDemoAccounts, signedIn } from '../access/testing.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';

const POD_A = 'c0000000-0000-4000-8000-000000000001';
const POD_B = 'c0000000-0000-4000-8000-000000000002';
const POD_GONE = 'c0000000-0000-4000-8000-000000000003';
const EC2 = 'c0000000-0000-4000-8000-000000000004';
const COMPONENT = 'c0300000-0000-4000-8000-000000000001';

describe(`catalogue service endpoints and views (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let viewer: Browser;
  let editor: Browser;

  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDemoAccounts(t.db);
    const insert = `INSERT INTO config_items (id, type, name, health, status, labels, tags, deleted_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;
    await t.db.query(insert, [
      POD_A,
      'Kubernetes::Pod',
      'web-1',
      'healthy',
      'Running',
      { app: 'web' },
      { cluster: 'prod', namespace: 'shop' },
      null,
    ]);
    await t.db.query(insert, [
      POD_B,
      'Kubernetes::Pod',
      'web-2',
      'unhealthy',
      'CrashLoop',
      { app: 'web' },
      { cluster: 'dev', namespace: 'shop' },
      null,
    ]);
    await t.db.query(insert, [
      POD_GONE,
      'Kubernetes::Pod',
      'old',
      'healthy',
      'Running',
      { app: 'api' },
      { cluster: 'prod' },
      new Date().toISOString(),
    ]);
    await t.db.query(insert, [
      EC2,
      'AWS::EC2::Instance',
      'i-1',
      'warning',
      'running',
      { app: 'db' },
      { account: '1' },
      null,
    ]);
    await t.db.query(
      `INSERT INTO config_changes (config_id, change_type, created_at) VALUES ($1, 'diff', now() - interval '1 day'), ($1, 'diff', now() - interval '40 days'), ($2, 'Pulled', now())`,
      [POD_A, POD_B],
    );
    await t.db.query(
      `INSERT INTO config_analysis (config_id, analyzer, analysis_type, severity, first_observed) VALUES ($1, 'x', 'security', 'high', now()), ($2, 'y', 'cost', 'low', now())`,
      [POD_A, EC2],
    );
    await t.db.query(`INSERT INTO config_costs (config_id, cost_total_30d) VALUES ($1, 12.5), ($2, 7.5)`, [
      POD_A,
      POD_B,
    ]);
    const postgrest = await createPostgrest(t.db, { authorize: authorizeByRole });
    app = createApp({ db: t.db, postgrest, staticDir: null, version: 't' });
    viewer = await signedIn(app, 'viewer');
    editor = await signedIn(app, 'editor');
  });
  afterAll(() => t.dispose());

  const summary = (b: Browser, body: unknown) =>
    b.fetch(`${ORIGIN}/api/catalog/summary`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('groups by type with health, changes and analysis since 30d and the 30-day cost', async () => {
    const res = await summary(viewer, {
      groupBy: ['type'],
      changes: { since: '30d' },
      analysis: { since: '30d' },
      cost: '30d',
    });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Record<string, unknown>[];
    const pod = rows.find((r) => r['type'] === 'Kubernetes::Pod');
    expect(pod).toMatchObject({
      count: 2,
      health: { healthy: 1, unhealthy: 1 },
      changes: 2,
      analysis: { security: 1 },
      cost_30d: 20,
    });
    expect(rows.find((r) => r['type'] === 'AWS::EC2::Instance')).toMatchObject({
      count: 1,
      health: { warning: 1 },
      changes: 0,
      analysis: { cost: 1 },
      cost_30d: null,
    });
  });

  it('groups by a tag key and applies label, health and deleted filters', async () => {
    const byCluster = (await (
      await summary(viewer, { groupBy: ['type', 'cluster'], deleted: true, filter: { app: '!db' } })
    ).json()) as Record<string, unknown>[];
    expect(byCluster.map((r) => [r['type'], r['cluster'], r['count']]).sort()).toEqual([
      ['Kubernetes::Pod', 'dev', 1],
      ['Kubernetes::Pod', 'prod', 2],
    ]);
    const unhealthy = (await (
      await summary(viewer, { health: 'unhealthy,warning', status: '!running' })
    ).json()) as Record<string, unknown>[];
    expect(unhealthy).toEqual([expect.objectContaining({ type: 'Kubernetes::Pod', count: 1 })]);
  });

  it('refuses a bad duration and an anonymous caller', async () => {
    expect((await summary(viewer, { changes: { since: 'yesterday' } })).status).toBe(400);
    const anonymous = await app.request(`${ORIGIN}/api/catalog/summary`, { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(401);
  });

  it('serves config_detail with its summary counts and the list view with 7-day changes', async () => {
    const detail = await viewer.fetch(`${ORIGIN}/api/db/config_detail?id=eq.${POD_A}&select=*`);
    const [row] = (await detail.json()) as Record<string, unknown>[];
    expect(row).toMatchObject({ id: POD_A, summary: { changes: 2, analysis: 1 } });
    const list = await viewer.fetch(
      `${ORIGIN}/api/db/configs?id=eq.${POD_A}&select=id,changes,analysis,cost_total_30d`,
    );
    expect(await list.json()).toEqual([
      { id: POD_A, changes: 1, analysis: { security: 1 }, cost_total_30d: 12.5 },
    ]);
    // The synced collection embeds the last scrape time (stale-scrape warning) and the agent.
    await t.db.query(
      `INSERT INTO config_items_last_scraped_time (config_id, last_scraped_time) VALUES ($1, '2026-01-01T00:00:00Z')`,
      [POD_A],
    );
    const synced = await viewer.fetch(
      `${ORIGIN}/api/db/configs?id=eq.${POD_A}&select=id,last_scraped:config_items_last_scraped_time(last_scraped_time),agent:agents(id,name)`,
    );
    expect(synced.status).toBe(200);
    const [embedded] = (await synced.json()) as Record<string, unknown>[];
    expect(JSON.stringify(embedded?.['last_scraped'])).toContain('2026-01-01');
  });

  it('lets an editor link a config to a component and unlink it; a viewer may not', async () => {
    await t.db.query(
      `INSERT INTO components (id, name, type, external_id) VALUES ($1, 'checkout', 'Service', 'checkout')`,
      [COMPONENT],
    );
    const link = { component_id: COMPONENT, config_id: POD_A, selector_id: 'manual' };
    const post = (b: Browser) =>
      b.fetch(`${ORIGIN}/api/db/config_component_relationships`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
        body: JSON.stringify(link),
      });
    expect((await post(viewer)).status).toBe(403);
    expect((await post(editor)).status).toBe(201);
    const del = await editor.fetch(
      `${ORIGIN}/api/db/config_component_relationships?component_id=eq.${COMPONENT}&config_id=eq.${POD_A}&selector_id=eq.manual`,
      { method: 'DELETE' },
    );
    expect(del.status).toBeLessThan(300);
    const left = await t.db.query('SELECT count(*)::int AS n FROM config_component_relationships');
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});
