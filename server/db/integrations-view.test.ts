import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import { ORIGIN, type Browser } from '../identity/test-kit.ts';
import { authorizeByRole } from '../access/postgrest-authorizer.ts';
import { seedDemoAccounts, signedIn } from '../access/testing.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';

const SCRAPER = 'a2600000-0000-4000-8000-000000000001';
const TOPOLOGY = 'a2600000-0000-4000-8000-000000000002';
const LOGS = 'a2600000-0000-4000-8000-000000000003';
const GONE = 'a2600000-0000-4000-8000-000000000004';

// Settings › Integrations reads integrations_with_status (migration 260, as duty defines it):
// scrapers, topologies and log backends in one list, each with the latest job of its own kind.
describe(`integrations_with_status (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let viewer: Browser;

  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDemoAccounts(t.db);
    const ann = await t.db.query<{ id: string }>(
      `INSERT INTO people (name, email, avatar) VALUES ('Ann', 'ann@integ.io', 'a.png') RETURNING id`,
    );
    const annId = ann.rows[0]?.id;
    await t.db.query(
      `INSERT INTO config_scrapers (id, name, namespace, spec, created_by) VALUES ($1, 'kube', 'prod', '{}', $2), ($3, 'old', 'prod', '{}', NULL)`,
      [SCRAPER, annId, GONE],
    );
    await t.db.query(`UPDATE config_scrapers SET deleted_at = now() WHERE id = $1`, [GONE]);
    await t.db.query(`INSERT INTO topologies (id, name, namespace) VALUES ($1, 'cluster', 'ops')`, [
      TOPOLOGY,
    ]);
    await t.db.query(`INSERT INTO logging_backends (id, name, spec) VALUES ($1, 'loki', '{}')`, [LOGS]);
    await t.db.query(
      `INSERT INTO job_history (name, resource_id, resource_type, status, time_start, created_at) VALUES
      ('Scrape', $1, 'config_scraper', 'FAILED', now() - interval '2 hours', now() - interval '2 hours'),
      ('Scrape', $1, 'config_scraper', 'SUCCESS', now() - interval '1 hour', now() - interval '1 hour'),
      ('Other', $1, 'canary', 'RUNNING', now(), now()),
      ('TopologyRun', $2, 'topology', 'WARNING', now(), now()),
      ('Stray', $3, 'topology', 'FAILED', now(), now())`,
      [SCRAPER, TOPOLOGY, LOGS],
    );
    const postgrest = await createPostgrest(t.db, { authorize: authorizeByRole });
    app = createApp({ db: t.db, postgrest, staticDir: null, version: 't' });
    viewer = await signedIn(app, 'viewer');
  });
  afterAll(() => t.dispose());

  it('lists each kind with the latest job of its own kind, its agent and its creator', async () => {
    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT id, name, namespace, integration_type, job_name, job_status, job_last_failed, agent, creator_name
       FROM integrations_with_status WHERE id = ANY($1::uuid[]) ORDER BY name`,
      [[SCRAPER, TOPOLOGY, LOGS]],
    );
    expect(rows.map((r) => [r['name'], r['namespace'], r['integration_type'], r['job_status']])).toEqual([
      ['cluster', 'ops', 'topologies', 'WARNING'],
      ['kube', 'prod', 'scrapers', 'SUCCESS'],
      ['loki', null, 'logging_backends', null],
    ]);
    const kube = rows.find((r) => r['id'] === SCRAPER);
    expect(kube?.['job_last_failed']).not.toBeNull();
    expect(kube?.['creator_name']).toBe('Ann');
    expect(kube?.['agent']).toEqual({ id: '00000000-0000-0000-0000-000000000000', name: 'local' });
  });

  it('answers the console’s paged request with a count, without deleted rows', async () => {
    const res = await viewer.fetch(
      `${ORIGIN}/api/db/integrations_with_status?select=*&deleted_at=is.null&order=created_at.desc&limit=2&offset=0`,
      { headers: { Prefer: 'count=exact' } },
    );
    expect(res.status).toBe(206); // PostgREST: part of a counted set
    const rows = (await res.json()) as { id: string }[];
    expect(rows).toHaveLength(2);
    expect(res.headers.get('content-range')).toMatch(/^0-1\/3$/);
    const rest = (await (
      await viewer.fetch(
        `${ORIGIN}/api/db/integrations_with_status?select=id&deleted_at=is.null&order=created_at.desc&limit=2&offset=2`,
      )
    ).json()) as { id: string }[];
    expect([...rows, ...rest].map((r) => r.id).sort()).toEqual([SCRAPER, TOPOLOGY, LOGS].sort());
  });
});
