import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeByRole } from '../access/postgrest-authorizer.ts';
import { seedDemoAccounts, signedIn } from '../access/testing.ts';
import { createApp } from '../http/app.ts';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { linesBetween, type StreamSource } from './demo-lines.ts';
import { parseInstant, windowOf } from './request.ts';

const API = 'a0000000-0000-4000-8000-000000000001';
const QUIET = 'a0000000-0000-4000-8000-000000000002';
const GONE = 'a0000000-0000-4000-8000-000000000003';
const CANARY = 'ca000000-0000-4000-8000-000000000001';
const CHECK = 'c0000000-0000-4000-8000-000000000001';
const url = `${ORIGIN}/api/logs`;
const SELECTORS = JSON.stringify([
  { name: 'Loki', type: 'loki', labels: { app: 'orders-api' } },
  { name: 'Kubernetes', type: 'kubernetes', labels: { namespace: 'orders' } },
]);

interface Line {
  timestamp: string;
  message: string;
  labels: Record<string, string>;
}
interface Answer {
  total: number;
  results: Line[];
  message?: string;
}

describe(`POST /api/logs (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let viewer: Browser;

  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDemoAccounts(t.db);
    await t.db.query(
      `INSERT INTO components (id, external_id, name, namespace, status, log_selectors, deleted_at) VALUES
       ($1, 'orders-api', 'orders-api', 'orders', 'healthy', $4::jsonb, NULL),
       ($2, 'quiet', 'quiet', 'default', 'healthy', NULL, NULL),
       ($3, 'gone', 'gone', 'default', 'healthy', $4::jsonb, now())`,
      [API, QUIET, GONE, SELECTORS],
    );
    await t.db.query(
      `INSERT INTO canaries (id, name, namespace, spec) VALUES ($1, 'orders-probes', 'default', '{}')`,
      [CANARY],
    );
    await t.db.query(
      `INSERT INTO checks (id, canary_id, type, name, namespace, status) VALUES ($1, $2, 'http', 'orders-api /healthz', 'default', 'healthy')`,
      [CHECK, CANARY],
    );
    await t.db.query(
      'INSERT INTO check_component_relationships (component_id, check_id, canary_id) VALUES ($1, $2, $3)',
      [API, CHECK, CANARY],
    );
    await t.db.query(
      `INSERT INTO check_statuses (check_id, time, duration, status, message, error) VALUES
       ($1, now() - interval '20 minutes', 41, true, 'HTTP 200', NULL),
       ($1, now() - interval '10 minutes', 5003, false, NULL, 'timeout after 5s')`,
      [CHECK],
    );
    const postgrest = await createPostgrest(t.db, { authorize: authorizeByRole });
    app = createApp({ db: t.db, postgrest, staticDir: null, version: '9.9.9' });
    viewer = await signedIn(app, 'viewer');
  });
  afterAll(() => t.dispose());

  const post = (json: unknown) => viewer.json<Answer>(url, { method: 'POST', json });

  it('refuses a caller without a session', async () => {
    const res = await app.request(url, { method: 'POST', body: JSON.stringify({ id: API }) });
    expect(res.status).toBe(401);
  });

  it('answers the first selector when no name is given, newest first, in the window', async () => {
    const { status, body } = await post({ id: API, start: '1h' });
    expect(status).toBe(200);
    expect(body.total).toBe(body.results.length);
    expect(body.results.length).toBeGreaterThan(20);
    const times = body.results.map((l) => Date.parse(l.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.now() - 3_600_000 - 5_000);
    const first = body.results[0];
    expect(first?.labels).toMatchObject({ app: 'orders-api', container: 'orders-api' });
    expect(first?.labels['pod']).toMatch(/^orders-api-[a-z0-9]+-[a-z0-9]{5}$/);
    expect(first?.message).toMatch(/^level=(debug|info|warn|error) ts=\S+ caller=handler\.go:\d+ msg=/);
  });

  it('reads the named selector: the Kubernetes one is JSON lines with its namespace', async () => {
    const { status, body } = await post({ id: API, name: 'Kubernetes', start: '30m' });
    expect(status).toBe(200);
    const line = body.results[0];
    expect(line?.labels['namespace']).toBe('orders');
    expect(JSON.parse(line?.message ?? '{}')).toMatchObject({ level: line?.labels['level'] });
  });

  it('filters by the query text (any case) and by labels', async () => {
    const all = (await post({ id: API, start: '6h' })).body.results;
    const errors = all.filter((l) => l.message.toLowerCase().includes('upstream request failed'));
    expect(errors.length).toBeGreaterThan(0);
    const { body } = await post({ id: API, start: '6h', query: 'UPSTREAM Request FAILED' });
    expect(body.results.map((l) => l.message)).toEqual(errors.map((l) => l.message));
    const byLabel = (await post({ id: API, start: '6h', labels: { level: 'error' } })).body;
    expect(byLabel.results.every((l) => l.labels['level'] === 'error')).toBe(true);
    expect(byLabel.total).toBe(all.filter((l) => l.labels['level'] === 'error').length);
    const none = (await post({ id: API, query: 'no line says this' })).body;
    expect(none).toEqual({ total: 0, results: [] });
  });

  it('is the same on every request, and the limit caps the lines but not the total', async () => {
    const end = new Date(Date.now() - 60_000).toISOString();
    const a = (await post({ id: API, start: '2h', end })).body;
    const b = (await post({ id: API, start: '2h', end })).body;
    expect(b).toEqual(a);
    const capped = (await post({ id: API, start: '2h', end, limit: 5 })).body;
    expect(capped.results).toEqual(a.results.slice(0, 5));
    expect(capped.total).toBe(a.total);
  });

  it("carries the runs of the component's checks, and a new run (as live mode adds) is a new line", async () => {
    const probes = async () =>
      (await post({ id: API, start: '1h', query: 'health check' })).body.results.map((l) => l.message);
    const before = await probes();
    expect(before).toHaveLength(2);
    expect(before[0]).toMatch(
      /^level=error .* msg="health check failed" check="orders-api \/healthz" check_type=http duration_ms=5003 error="timeout after 5s"$/,
    );
    expect(before[1]).toMatch(/msg="health check passed" .* result="HTTP 200"$/);
    await t.db.query(
      `INSERT INTO check_statuses (check_id, time, duration, status, message) VALUES ($1, now() - interval '1 second', 38, true, 'HTTP 200')`,
      [CHECK],
    );
    const after = await probes();
    expect(after).toHaveLength(3);
    expect(after.slice(1)).toEqual(before);
  });

  it('says what is wrong with a bad body, never a 5xx', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /component ID is required/],
      [{ id: 'not-a-uuid' }, /id must be a component id/],
      [{ id: API, start: 'yesterday-ish' }, /invalid start "yesterday-ish"/],
      [{ id: API, start: '5m', end: '1h' }, /start must be before end/],
      [{ id: API, limit: 0 }, /limit must be a number/],
      [[1, 2], /expected a JSON object/],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await post(json);
      expect(status, JSON.stringify(json)).toBe(400);
      expect(body.message).toMatch(message);
    }
    const res = await viewer.fetch(url, {
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown or deleted component and for a selector it does not have', async () => {
    expect((await post({ id: 'a0000000-0000-4000-8000-0000000000ff' })).status).toBe(404);
    expect((await post({ id: GONE })).status).toBe(404);
    const missing = await post({ id: API, name: 'Elastic' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(
      "log selector with the name 'Elastic' was not found. Available names: [Loki, Kubernetes]",
    );
    const quiet = await post({ id: QUIET });
    expect(quiet.status).toBe(404);
    expect(quiet.body.message).toBe('component quiet has no log selectors');
  });
});

describe('the demo log stream', () => {
  const source = (over: Partial<StreamSource> = {}): StreamSource => ({
    seed: 1,
    componentId: API,
    componentName: 'orders-api',
    namespace: 'orders',
    status: 'healthy',
    statusSinceMs: 0,
    selector: { name: 'Loki', type: 'loki', labels: {} },
    ...over,
  });
  const now = Date.parse('2026-11-27T12:00:00Z');
  const errorShare = (s: StreamSource) => {
    const lines = linesBetween(s, now - 3_600_000, now);
    return lines.filter((l) => l.labels['level'] === 'error').length / lines.length;
  };

  it('depends on the seed and keeps growing with the clock', () => {
    const a = linesBetween(source(), now - 600_000, now);
    expect(linesBetween(source({ seed: 2 }), now - 600_000, now)).not.toEqual(a);
    const later = linesBetween(source(), now - 600_000, now + 600_000);
    expect(later.length).toBeGreaterThan(a.length);
    expect(later.slice(later.length - a.length)).toEqual(a);
  });

  it('logs more errors after an unhealthy component changed status', () => {
    expect(errorShare(source({ status: 'unhealthy', statusSinceMs: now - 7_200_000 }))).toBeGreaterThan(
      errorShare(source()) + 0.1,
    );
  });

  it('reads durations, date math and instants for the window, clamped to the retention', () => {
    expect(parseInstant('5m', now)).toBe(now - 300_000);
    expect(parseInstant('now-2h', now)).toBe(now - 7_200_000);
    expect(parseInstant('2026-11-27T11:00:00Z', now)).toBe(now - 3_600_000);
    expect(parseInstant('soon', now)).toBeNull();
    expect(windowOf({ start: '30d' }, now, 3_600_000)).toEqual({
      ok: true,
      fromMs: now - 3_600_000,
      toMs: now,
    });
  });
});
