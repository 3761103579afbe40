import { unzipSync, strFromU8 } from 'fflate';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts, signedIn } from '../access/testing.ts';
import { authorizeByRole } from '../access/postgrest-authorizer.ts';
import { seedTopologyFixture, T } from '../canary/topology-fixture.ts';
import { createApp } from '../http/app.ts';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';

const url = (id: string, q = ''): string => `${ORIGIN}/api/snapshot/topology/${id}${q}`;

/** The zip's entries by their name inside the snapshot folder, parsed as JSON. */
function entriesOf(bytes: ArrayBuffer): Record<string, unknown> {
  const files = unzipSync(new Uint8Array(bytes));
  const names = Object.keys(files);
  const folder = names[0]?.split('/')[0] ?? '';
  expect(folder).toMatch(/^snapshot-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  const out: Record<string, unknown> = {};
  for (const [name, data] of Object.entries(files)) {
    expect(name.startsWith(`${folder}/`)).toBe(true);
    out[name.slice(folder.length + 1)] = JSON.parse(strFromU8(data));
  }
  return out;
}

describe(`GET /api/snapshot/topology/{id} (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let viewer: Browser;

  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDemoAccounts(t.db);
    await seedTopologyFixture(t.db);
    const postgrest = await createPostgrest(t.db, { authorize: authorizeByRole });
    app = createApp({ db: t.db, postgrest, staticDir: null, version: '9.9.9' });
    viewer = await signedIn(app, 'viewer');
  });
  afterAll(() => t.dispose());

  it('refuses a caller without a session', async () => {
    expect((await app.request(url(T.podApi))).status).toBe(401);
  });

  it("zips the component's tree, checks, incidents, insights and changes in the window", async () => {
    const res = await viewer.fetch(url(T.podApi, '?start=1h&related=false'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="payments-api-snapshot.zip"');
    const files = entriesOf(await res.arrayBuffer());
    expect(Object.keys(files).sort()).toEqual([
      'checks.json',
      'component_rows.json',
      'components.json',
      'config_analysis.json',
      'config_changes.json',
      'evidences.json',
      'hypotheses.json',
      'incidents.json',
    ]);
    expect(files['components.json']).toMatchObject([{ id: T.podApi, summary: { unhealthy: 1 } }]);
    const checks = files['checks.json'] as { id: string; checkStatuses: unknown[] }[];
    expect(checks.map((c) => c.id)).toEqual([T.checkBad]);
    expect(checks[0]?.checkStatuses).toHaveLength(10);
    expect(files['incidents.json']).toMatchObject([{ id: T.incident, title: 'Payments down' }]);
    expect(files['evidences.json']).toMatchObject([{ component_id: T.podApi }]);
    expect(files['config_analysis.json']).toMatchObject([{ id: T.analysis }]);
    expect(files['config_changes.json']).toMatchObject([{ id: T.change }]);
  });

  it('keeps only the statuses and changes inside a shorter window', async () => {
    const files = entriesOf(await (await viewer.fetch(url(T.podApi, '?start=5m'))).arrayBuffer());
    const checks = files['checks.json'] as { checkStatuses: unknown[] }[];
    expect(checks[0]?.checkStatuses.length).toBeLessThan(10);
    expect(files['config_changes.json']).toEqual([]);
  });

  it('adds related components and config items with related=true', async () => {
    const res = await viewer.fetch(url(T.nsPayments, '?start=7d&related=true'));
    expect(res.status).toBe(200);
    const files = entriesOf(await res.arrayBuffer());
    const rows = files['component_rows.json'] as { id: string }[];
    expect(rows.map((r) => r.id).sort()).toEqual([T.nsPayments, T.podApi, T.podDb].sort());
    expect(files['config_items.json']).toMatchObject([{ id: T.config }]);
    expect((files['checks.json'] as unknown[]).length).toBe(2);
    const plain = entriesOf(await (await viewer.fetch(url(T.nsPayments, '?start=7d'))).arrayBuffer());
    expect(plain['config_items.json']).toBeUndefined();
    expect(plain['checks.json']).toEqual([]);
  });

  it("adds the component's logs in the window, as log lines or JSON", async () => {
    const raw = unzipSync(
      new Uint8Array(await (await viewer.fetch(url(T.podWeb, '?start=1h'))).arrayBuffer()),
    );
    const logName = Object.keys(raw).find((n) => n.endsWith('/logs-Pod-web-frontend-c1000000.log'));
    expect(logName).toBeDefined();
    const lines = strFromU8(raw[logName ?? ''] ?? new Uint8Array()).split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]).toMatch(/^\[\d{4}-\d\d-\d\dT[^\]]+\] .+ \{.*\}$/);
    const json = entriesOf(
      await (await viewer.fetch(url(T.podWeb, '?start=1h&logFormat=json'))).arrayBuffer(),
    );
    const answer = json['logs-Pod-web-frontend-c1000000.json'] as { total: number; results: unknown[] };
    expect(answer.results.length).toBe(Math.min(answer.total, 5000));
    expect(answer.results.length).toBeGreaterThan(0);
    const bad = await viewer.json<{ message: string }>(url(T.podWeb, '?logFormat=xml'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('logFormat must be');
  });

  it('answers 404 for an unknown component and 400 for a bad id, start or related', async () => {
    const missing = await viewer.json<{ message: string }>(url('c1000000-0000-4000-8000-0000000000ff'));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('not found');
    for (const [id, q, text] of [
      ['nope', '', 'id must be'],
      [T.podApi, '?start=yesterday', 'start must be'],
      [T.podApi, '?start=99999999999y', 'start must be'],
      [T.podApi, '?related=maybe', 'related must be'],
    ] as const) {
      const bad = await viewer.json<{ message: string }>(url(id, q));
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(text);
    }
  });
});
