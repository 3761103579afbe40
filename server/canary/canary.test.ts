import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts, signedIn } from '../access/testing.ts';
import { authorizeByRole } from '../access/postgrest-authorizer.ts';
import { createApp } from '../http/app.ts';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { parseDurationMs, bucketMsFor } from './time-range.ts';

const CANARY = 'ca000000-0000-4000-8000-000000000001';
const CHECK = 'c0000000-0000-4000-8000-000000000001';
const OTHER = 'c0000000-0000-4000-8000-000000000002';
const api = (path: string): string => `${ORIGIN}/api${path}`;
const minutesAgo = (m: number): string => new Date(Date.now() - m * 60_000).toISOString();

describe(`canary service endpoints (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let admin: Browser;
  let viewer: Browser;
  let responder: Browser;

  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDemoAccounts(t.db);
    await t.db.query(
      `INSERT INTO canaries (id, name, namespace, labels, spec) VALUES ($1, 'public-endpoints', 'default', '{"team":"sre"}', '{"schedule":"@every 15m"}')`,
      [CANARY],
    );
    await t.db.query(
      `INSERT INTO checks (id, canary_id, type, name, namespace, labels, status, last_runtime) VALUES
       ($1, $3, 'http', 'api.acme.io', 'default', '{"app":"api"}', 'healthy', $4),
       ($2, $3, 'dns', 'acme.io A', 'default', '{}', 'unhealthy', $4)`,
      [CHECK, OTHER, CANARY, minutesAgo(1)],
    );
    // 120 statuses for CHECK, one a minute (every 10th failing); 3 for OTHER two days ago.
    for (let i = 1; i <= 120; i++)
      await t.db.query(
        'INSERT INTO check_statuses (check_id, time, duration, status, message) VALUES ($1, $2, $3, $4, $5)',
        [CHECK, minutesAgo(i), i, i % 10 !== 0, `run ${i}`],
      );
    for (let i = 0; i < 3; i++)
      await t.db.query(
        'INSERT INTO check_statuses (check_id, time, duration, status) VALUES ($1, $2, 5, false)',
        [OTHER, minutesAgo(2 * 1440 + i)],
      );
    const postgrest = await createPostgrest(t.db, { authorize: authorizeByRole });
    app = createApp({ db: t.db, postgrest, staticDir: null, version: '9.9.9' });
    admin = await signedIn(app, 'admin');
    viewer = await signedIn(app, 'viewer');
    responder = await signedIn(app, 'responder');
  });
  afterAll(() => t.dispose());

  it('parses the duration syntax and picks canary-checker buckets', () => {
    expect(parseDurationMs('1h')).toBe(3_600_000);
    expect(parseDurationMs('1mo')).toBe(30 * 86_400_000);
    expect(parseDurationMs('7x')).toBeNull();
    expect(bucketMsFor(3_600_000)).toBe(60_000);
    expect(bucketMsFor(86_400_000)).toBe(900_000);
    expect(bucketMsFor(3 * 86_400_000)).toBe(3_600_000);
    expect(bucketMsFor(30 * 86_400_000)).toBe(4 * 3_600_000);
  });

  it('refuses the summary without a session', async () => {
    const res = await app.request(api('/canary/api/summary'));
    expect(res.status).toBe(401);
  });

  it('answers checks_summary with labels merged, uptime and latency', async () => {
    const { status, body } = await viewer.json<{
      runnerName: string;
      checks_summary: Record<string, unknown>[];
    }>(api('/canary/api/summary'));
    expect(status).toBe(200);
    expect(body.runnerName).toBe('local');
    const check = body.checks_summary.find((c) => c['id'] === CHECK);
    expect(check).toMatchObject({
      name: 'api.acme.io',
      canary_name: 'public-endpoints',
      labels: { team: 'sre', app: 'api' },
      uptime: { passed: 108, failed: 12 },
      status: 'healthy',
    });
    const latency = check?.['latency'] as Record<string, unknown> | undefined;
    for (const key of ['p99', 'p97', 'p95']) expect(typeof latency?.[key], key).toBe('number');
  });

  it('counts only statuses within timeRange', async () => {
    const { body } = await viewer.json<{
      checks_summary: { id: string; uptime: { passed: number; failed: number } }[];
    }>(api('/canary/api/summary?timeRange=1h'));
    const check = body.checks_summary.find((c) => c.id === CHECK);
    expect((check?.uptime.passed ?? 0) + (check?.uptime.failed ?? 0)).toBeLessThanOrEqual(60);
    expect(body.checks_summary.find((c) => c.id === OTHER)?.uptime).toMatchObject({ passed: 0, failed: 0 });
    const bad = await viewer.fetch(api('/canary/api/summary?timeRange=soon'));
    expect(bad.status).toBe(400);
  });

  it('answers the bucketed graph', async () => {
    const { status, body } = await viewer.json<{
      status: { time: string; count: number }[];
      uptime: { passed: number; failed: number };
    }>(api(`/canary/api/graph?check=${CHECK}&count=300&start=1h`));
    expect(status).toBe(200);
    expect(body.status.length).toBeGreaterThan(50);
    expect(body.status[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/);
    expect(body.uptime.passed + body.uptime.failed).toBeGreaterThan(50);
    const day = await viewer.json<{ status: { count: number }[] }>(
      api(`/canary/api/graph?check=${CHECK}&start=24h`),
    );
    expect(day.body.status.length).toBeLessThanOrEqual(9); // 15-minute buckets over two hours of data
  });

  it('pages check_statuses with an exact count', async () => {
    const res = await viewer.fetch(
      api(
        `/db/check_statuses?check_id=eq.${CHECK}&time=gt.${minutesAgo(1440)}&order=time.desc&limit=50&offset=50`,
      ),
      {
        headers: { Prefer: 'count=exact' },
      },
    );
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('50-99/120');
    const rows = (await res.json()) as { duration: number }[];
    expect(rows).toHaveLength(50);
    const unhealthy = await viewer.fetch(
      api(`/db/check_statuses?check_id=eq.${CHECK}&status=eq.false&duration=gte.50&limit=50`),
      {
        headers: { Prefer: 'count=exact' },
      },
    );
    expect(unhealthy.headers.get('content-range')).toMatch(/\/8$/);
  });

  it('reads a check with its canary, agent, components and configs', async () => {
    const select =
      'select=*,canaries!checks_canary_id_fkey(id,name,source),agents!checks_agent_id_fkey(id,name),components:check_component_relationships(components(id,name,icon)),configs:check_config_relationships(configs(id,name,type))';
    const { status, body } = await viewer.json<Record<string, unknown>[]>(
      api(`/db/checks?id=eq.${CHECK}&${select}`),
    );
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({
      id: CHECK,
      canaries: { id: CANARY, name: 'public-endpoints' },
      components: [],
      configs: [],
    });
    const canary = await viewer.json<Record<string, unknown>[]>(
      api(`/db/canaries?id=eq.${CANARY}&select=id,source,spec,name,namespace`),
    );
    expect(canary.body[0]).toMatchObject({ name: 'public-endpoints', spec: { schedule: '@every 15m' } });
  });

  it('runs a check now for admins and responders, records a status, and refuses viewers', async () => {
    const before = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1',
      [CHECK],
    );
    const run = await admin.json<{ total: number; success: number; failed: number; errors: unknown[] }>(
      api(`/canary/run/check/${CHECK}`),
      { method: 'POST' },
    );
    expect(run.status).toBe(200);
    expect(run.body.total).toBe(1);
    expect(run.body.success + run.body.failed).toBe(1);
    expect((await responder.fetch(api(`/canary/run/check/${CHECK}`), { method: 'POST' })).status).toBe(200);
    const after = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1',
      [CHECK],
    );
    expect(after.rows[0]?.n).toBe((before.rows[0]?.n ?? 0) + 2);
    const refused = await viewer.json<{ error: string }>(api(`/canary/run/check/${CHECK}`), {
      method: 'POST',
    });
    expect(refused.status).toBe(403);
    const missing = await admin.fetch(api('/canary/run/check/c0000000-0000-4000-8000-0000000000ff'), {
      method: 'POST',
    });
    expect(missing.status).toBe(404);
  });
});
