import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import { ORIGIN, type Browser } from '../identity/test-kit.ts';
import { authorizeByRole } from '../access/postgrest-authorizer.ts';
import { seedDemoAccounts, signedIn } from '../access/testing.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';

const LOKI = 'a2300000-0000-4000-8000-000000000001';
const GONE = 'a2300000-0000-4000-8000-000000000002';
const TOPOLOGY = 'a2300000-0000-4000-8000-000000000003';

// The settings resource lists read `{table}_with_status` (spec 02-areas §7.6); migration 230 adds
// the ones for log backends and notifications beside those of canaries, topologies and scrapers.
describe(`settings {table}_with_status views (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let viewer: Browser;

  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDemoAccounts(t.db);
    await t.db.query(
      `INSERT INTO logging_backends (id, name, spec, source) VALUES ($1, 'loki', '{"loki":{"url":"http://loki"}}', 'UI'), ($2, 'old', '{}', 'UI')`,
      [LOKI, GONE],
    );
    await t.db.query(`UPDATE logging_backends SET deleted_at = now() WHERE id = $1`, [GONE]);
    await t.db.query(
      `INSERT INTO topologies (id, name, namespace, spec) VALUES ($1, 'cluster', 'ops', '{}')`,
      [TOPOLOGY],
    );
    await t.db.query(
      `INSERT INTO job_history (name, resource_id, resource_type, status, time_start, created_at) VALUES
      ('TopologyRun', $1, 'topology', 'FAILED', now() - interval '1 hour', now() - interval '1 hour'),
      ('TopologyRun', $1, 'topology', 'SUCCESS', now(), now())`,
      [TOPOLOGY],
    );
    const postgrest = await createPostgrest(t.db, { authorize: authorizeByRole });
    app = createApp({ db: t.db, postgrest, staticDir: null, version: 't' });
    viewer = await signedIn(app, 'viewer');
  });
  afterAll(() => t.dispose());

  const list = async (table: string) => {
    const res = await viewer.fetch(
      `${ORIGIN}/api/db/${table}_with_status?select=*&deleted_at=is.null&order=created_at.desc&limit=100`,
    );
    expect(res.status, table).toBe(200);
    return (await res.json()) as Record<string, unknown>[];
  };

  it('answers the console’s list request for every table that has one', async () => {
    for (const table of [
      'canaries',
      'topologies',
      'config_scrapers',
      'logging_backends',
      'notifications',
      'teams',
    ])
      expect(Array.isArray(await list(table))).toBe(true);
  });

  it('lists live log backends with their agent and spec', async () => {
    const rows = await list('logging_backends');
    expect(rows.map((r) => r['name'])).toEqual(['loki']);
    expect(rows[0]).toMatchObject({
      id: LOKI,
      spec: { loki: { url: 'http://loki' } },
      source: 'UI',
      job_status: null,
      agent: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
    });
  });

  it('gives a topology its latest job and when it last failed', async () => {
    const [row] = await list('topologies');
    expect(row).toMatchObject({ id: TOPOLOGY, job_status: 'SUCCESS', job_name: 'TopologyRun' });
    expect(row?.['job_last_failed']).not.toBeNull();
  });
});
