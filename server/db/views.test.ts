import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';

// The computed views compute what api-contract.md §4.2 says, on a few hand-made rows.
describe(`computed views (${backendName()})`, () => {
  let t: TestDatabase;
  let ann = '';
  let bob = '';

  const rows = async <R>(sql: string, params: unknown[] = []): Promise<R[]> =>
    (await t.db.query<R>(sql, params)).rows;
  const one = async <R>(sql: string, params: unknown[] = []): Promise<R> => {
    const [row] = await rows<R>(sql, params);
    if (row === undefined) throw new Error(`no row from ${sql}`);
    return row;
  };
  const id = async (sql: string, params: unknown[] = []) => (await one<{ id: string }>(sql, params)).id;

  beforeAll(async () => {
    t = await openTestDatabase();
    ann = await id(
      `INSERT INTO people (name, email, avatar) VALUES ('Ann', 'ann@x.io', 'a.png') RETURNING id`,
    );
    bob = await id(`INSERT INTO people (name, email) VALUES ('Bob', 'bob@x.io') RETURNING id`);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('check_summary: uptime and latency from check_statuses, labels canary ∪ check', async () => {
    const canary = await id(
      `INSERT INTO canaries (name, namespace, spec, labels) VALUES ('web', 'prod', '{}', '{"team":"a","env":"prod"}') RETURNING id`,
    );
    const check = await id(
      `INSERT INTO checks (canary_id, type, name, status, labels) VALUES ($1, 'http', 'home', 'healthy', '{"team":"b"}') RETURNING id`,
      [canary],
    );
    const durations = [10, 20, 30, 40, 100];
    for (const [i, d] of durations.entries()) {
      await t.db.query(
        `INSERT INTO check_statuses (check_id, time, status, duration) VALUES ($1, now() - make_interval(mins => $2), $3, $4)`,
        [check, i, i !== 4, d],
      );
    }
    const s = await one<{
      uptime: Record<string, unknown>;
      latency: Record<string, number>;
      labels: unknown;
      canary_name: string;
      canary_namespace: string;
    }>(`SELECT uptime, latency, labels, canary_name, canary_namespace FROM check_summary WHERE id = $1`, [
      check,
    ]);
    expect(s.uptime).toMatchObject({ passed: 4, failed: 1 });
    expect(s.uptime['last_pass']).not.toBeNull();
    expect(s.uptime['last_fail']).not.toBeNull();
    expect(s.latency['p50']).toBe(30);
    expect(s.latency['avg']).toBe(40);
    expect(s.latency['p99']).toBeGreaterThan(90);
    expect(s.labels).toEqual({ team: 'b', env: 'prod' });
    expect([s.canary_name, s.canary_namespace]).toEqual(['web', 'prod']);
  });

  it('configs: 7-day change count and {analysis_type: count}, costs summed, no config body', async () => {
    const ci = await id(
      `INSERT INTO config_items (type, name, config, tags) VALUES ('Kubernetes::Pod', 'api', '{"big":true}', '{"namespace":"shop"}') RETURNING id`,
    );
    await t.db.query(
      `INSERT INTO config_changes (config_id, change_type, created_at) VALUES
      ($1, 'diff', now() - interval '1 day'), ($1, 'diff', now() - interval '6 days'), ($1, 'diff', now() - interval '8 days')`,
      [ci],
    );
    await t.db.query(
      `INSERT INTO config_analysis (config_id, analyzer, analysis_type, first_observed) VALUES
      ($1, 'a', 'security', now()), ($1, 'b', 'security', now()), ($1, 'c', 'cost', now()), ($1, 'd', 'cost', now() - interval '9 days')`,
      [ci],
    );
    await t.db.query(
      `INSERT INTO config_costs (config_id, cost_per_minute, cost_total_30d) VALUES ($1, 0.5, 10), ($1, 0.25, 5)`,
      [ci],
    );
    const c = await one<Record<string, unknown>>(`SELECT * FROM configs WHERE id = $1`, [ci]);
    expect(c['changes']).toBe(2);
    expect(c['analysis']).toEqual({ security: 2, cost: 1 });
    expect(Number(c['cost_total_30d'])).toBe(15);
    expect(c['mixed_currency']).toBe(false);
    expect(c['namespace']).toBe('shop');
    expect(c).not.toHaveProperty('config');
    const summary = await one<{ config_changes_count: number }>(
      `SELECT * FROM config_item_summary_30d WHERE config_id = $1`,
      [ci],
    );
    expect(summary.config_changes_count).toBe(3);

    const detail = await one<{
      summary: Record<string, number>;
      agent_name: string;
      scraper: unknown;
      config: unknown;
    }>(`SELECT summary, agent_name, scraper, config FROM config_detail WHERE id = $1`, [ci]);
    expect(detail.summary).toMatchObject({ changes: 3, analysis: 4, relationships: 0 });
    expect(detail.agent_name).toBe('local');
    expect(detail.scraper).toBeNull();
    expect(detail.config).toEqual({ big: true });
    const tags = await rows<{ key: string; value: string }>(`SELECT key, value FROM config_tags`);
    expect(tags).toContainEqual({ key: 'namespace', value: 'shop' });
  });

  it('incident_summary: commander, people and team responders, distinct commenters', async () => {
    const team = await id(
      `INSERT INTO teams (name, icon, created_by) VALUES ('sre', 'team.svg', $1) RETURNING id`,
      [ann],
    );
    const inc = await id(
      `INSERT INTO incidents (title, created_by, commander_id, severity, type) VALUES ('down', $1, $1, 'high', 'availability') RETURNING id`,
      [ann],
    );
    await t.db.query(
      `INSERT INTO responders (incident_id, type, person_id, created_by) VALUES ($1, 'person', $2, $3)`,
      [inc, bob, ann],
    );
    await t.db.query(
      `INSERT INTO responders (incident_id, type, team_id, created_by) VALUES ($1, 'system', $2, $3)`,
      [inc, team, ann],
    );
    await t.db.query(
      `INSERT INTO responders (incident_id, type, person_id, created_by, deleted_at) VALUES ($1, 'person', $2, $2, now())`,
      [inc, ann],
    );
    await t.db.query(
      `INSERT INTO comments (incident_id, created_by, comment) VALUES ($1, $2, 'a'), ($1, $2, 'b'), ($1, $3, 'c')`,
      [inc, bob, ann],
    );
    const s = await one<{
      commander: unknown;
      responders: unknown[];
      commenters: unknown[];
      incident_id: string;
    }>(`SELECT * FROM incident_summary WHERE id = $1`, [inc]);
    expect(s.commander).toEqual({ id: ann, name: 'Ann', avatar: 'a.png' });
    expect(s.responders).toHaveLength(2);
    expect(s.responders).toContainEqual({ id: team, name: 'sre', avatar: 'team.svg' });
    expect(s.responders).toContainEqual({ id: bob, name: 'Bob', avatar: null });
    expect(s.commenters).toHaveLength(2);
  });

  it('agents_summary: online within 61 s, offline after, unknown when never seen; counts', async () => {
    await t.db.query(
      `INSERT INTO agents (name, last_seen) VALUES ('fresh', now() - interval '30 seconds'), ('stale', now() - interval '2 minutes')`,
    );
    const got = await rows<{ name: string; status: string; config_count: number }>(
      `SELECT name, status, config_count FROM agents_summary ORDER BY name`,
    );
    expect(got.map((r) => [r.name, r.status])).toEqual([
      ['fresh', 'online'],
      ['local', 'unknown'],
      ['stale', 'offline'],
    ]);
    expect(got.find((r) => r.name === 'local')?.config_count).toBeGreaterThan(0);
  });

  it('people_roles: roles from casbin role bindings, empty array without any', async () => {
    await t.db.query(
      `INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'admin'), ('g', $1, 'editor')`,
      [ann],
    );
    const got = await rows<{ id: string; roles: string[] }>(
      `SELECT id, roles FROM people_roles WHERE id = ANY ($1::uuid[]) ORDER BY name`,
      [[ann, bob]],
    );
    expect(got).toEqual([
      { id: ann, roles: ['admin', 'editor'] },
      { id: bob, roles: [] },
    ]);
  });

  it('job_histories, job_history_summary and the *_with_status latest-job columns', async () => {
    const scraper = await id(
      `INSERT INTO config_scrapers (name, spec, source) VALUES ('kube', '{}', 'UI') RETURNING id`,
    );
    await t.db.query(
      `INSERT INTO job_history (name, resource_id, resource_type, status, duration_millis, created_at) VALUES
      ('Scrape', $1, 'config_scraper', 'FAILED', 100, now() - interval '2 hours'),
      ('Scrape', $1, 'config_scraper', 'SUCCESS', 300, now() - interval '1 hour'),
      ('Cleanup', 'not-a-uuid', 'system', 'RUNNING', NULL, now())`,
      [scraper],
    );
    const jh = await rows<{ name: string; resource_name: string | null; agent: unknown }>(
      `SELECT name, resource_name, agent FROM job_histories ORDER BY created_at`,
    );
    expect(jh.map((r) => r.resource_name)).toEqual(['kube', 'kube', null]);
    expect(jh[0]?.agent).toEqual({ id: '00000000-0000-0000-0000-000000000000', name: 'local' });
    const sum = await one<Record<string, unknown>>(`SELECT * FROM job_history_summary WHERE name = 'Scrape'`);
    expect(sum).toMatchObject({ total: 2, success: 1, failed: 1, running: 0, average_duration: 200 });
    const s = await one<{ job_status: string; job_last_failed: Date | null; agent: unknown }>(
      `SELECT job_status, job_last_failed, agent FROM config_scrapers_with_status WHERE id = $1`,
      [scraper],
    );
    expect(s.job_status).toBe('SUCCESS');
    expect(s.job_last_failed).not.toBeNull();
    const integ = await rows<{ integration_type: string }>(
      `SELECT integration_type FROM integrations_with_status WHERE id = $1`,
      [scraper],
    );
    expect(integ).toEqual([{ integration_type: 'scrapers' }]);
  });

  it('event_queue_summary and notifications_summary count pending/failed and the most common error', async () => {
    await t.db.query(`INSERT INTO event_queue (name, error, attempts, last_attempt) VALUES
      ('config.updated', NULL, 0, NULL), ('config.updated', 'timeout', 2, now() - interval '1 hour'),
      ('config.updated', 'timeout', 4, now()), ('config.updated', 'refused', 3, now() - interval '2 hours')`);
    const q = await one<Record<string, unknown>>(
      `SELECT * FROM event_queue_summary WHERE name = 'config.updated'`,
    );
    expect(q).toMatchObject({ pending: 1, failed: 3, average_attempts: 2.25, most_common_error: 'timeout' });

    const n = await id(
      `INSERT INTO notifications (name, events) VALUES ('n', '{config.unhealthy}') RETURNING id`,
    );
    await t.db.query(
      `INSERT INTO notification_send_history (notification_id, source_event, resource_id, status, error, duration_millis) VALUES
      ($1, 'config.unhealthy', gen_random_uuid(), 'sent', NULL, 10), ($1, 'config.unhealthy', gen_random_uuid(), 'error', 'smtp', 30),
      ($1, 'config.unhealthy', gen_random_uuid(), 'pending', NULL, NULL)`,
      [n],
    );
    const ns = await one<Record<string, unknown>>(`SELECT * FROM notifications_summary WHERE id = $1`, [n]);
    expect(ns).toMatchObject({
      sent: 1,
      failed: 1,
      pending: 1,
      avg_duration_ms: 20,
      most_common_error: 'smtp',
    });
  });
});
