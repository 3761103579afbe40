// The component-scoped views of api-contract §3.3/§4.2 as the console calls them through
// /api/db, and linking/unlinking a config item to a component by role.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts, signedIn } from '../access/testing.ts';
import { authorizeByRole } from '../access/postgrest-authorizer.ts';
import { createApp } from '../http/app.ts';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { seedTopologyFixture, T } from './topology-fixture.ts';

type Rows = Record<string, unknown>[];
const db = (path: string): string => `${ORIGIN}/api/db/${path}`;
const AVATAR = 'id,name,avatar';

describe(`topology views over /api/db (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let viewer: Browser;
  let editor: Browser;
  let admin: Browser;
  const rows = async (path: string): Promise<Rows> => {
    const { status, body } = await viewer.json<Rows>(db(path));
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };

  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDemoAccounts(t.db);
    await seedTopologyFixture(t.db);
    const postgrest = await createPostgrest(t.db, { authorize: authorizeByRole });
    app = createApp({ db: t.db, postgrest, staticDir: null, version: '9.9.9' });
    viewer = await signedIn(app, 'viewer');
    editor = await signedIn(app, 'editor');
    admin = await signedIn(app, 'admin');
  });
  afterAll(() => t.dispose());

  it('component_names: live, not hidden, ordered and filtered by type', async () => {
    const list = await rows('component_names?order=name.asc&type=in.(Namespace,AWSAccount)');
    expect(list.map((r) => r['name'])).toEqual(['aws-account', 'payments', 'web']);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['created_at', 'external_id', 'icon', 'id', 'name', 'parent_id', 'path', 'type', 'updated_at'].sort(),
    );
  });

  it('components_with_logs and component_labels', async () => {
    expect(await rows('components_with_logs?select=id,name,agent_id,icon,type')).toMatchObject([
      { id: T.podWeb, name: 'web-frontend', type: 'Pod' },
    ]);
    expect(await rows('component_labels?order=key.asc,value.asc')).toEqual([
      { key: 'env', value: 'prod' },
      { key: 'env', value: 'staging' },
    ]);
  });

  it('team_components embeds the team and its creator', async () => {
    const list = await rows(
      `team_components?component_id=eq.${T.cluster}&select=*,team:teams(*,created_by(${AVATAR}))`,
    );
    expect(list).toMatchObject([
      { team_id: T.teamPlatform, component_id: T.cluster, team: { name: 'platform', icon: 'kubernetes' } },
    ]);
    const creator = (list[0]?.['team'] as Record<string, unknown>)['created_by'] as Record<string, unknown>;
    expect(creator['id']).toBe(DEMO_ACCOUNTS.admin.id);
    expect(Object.keys(creator).sort()).toEqual(['avatar', 'id', 'name']);
  });

  it('checks_by_component', async () => {
    expect(await rows(`checks_by_component?component_id=eq.${T.podApi}`)).toMatchObject([
      { id: T.checkBad, name: 'payments-api', status: 'unhealthy', type: 'http', component_id: T.podApi },
    ]);
  });

  it("analysis_by_component: open insights with the config's name, class and type, embedding the config", async () => {
    const flat = await rows(`analysis_by_component?component_id=eq.${T.podApi}`);
    expect(flat).toMatchObject([
      {
        analysis_id: T.analysis,
        config_id: T.config,
        name: 'payments-api',
        config_class: 'Deployment',
        type: 'Kubernetes::Deployment',
        analysis_type: 'security',
        severity: 'critical',
      },
    ]);
    const embedded = await rows(
      `analysis_by_component?component_id=eq.${T.podApi}&select=analysis_id,config:configs(id,name,config_class,type,analysis:config_analysis(id,analysis_type,severity))`,
    );
    expect(embedded).toMatchObject([
      {
        analysis_id: T.analysis,
        config: { id: T.config, name: 'payments-api', analysis: [{ id: T.analysis }] },
      },
    ]);
    await t.db.query(`UPDATE config_analysis SET status = 'resolved' WHERE id = $1`, [T.analysis]);
    expect(await rows(`analysis_by_component?component_id=eq.${T.podApi}`)).toEqual([]);
    await t.db.query(`UPDATE config_analysis SET status = 'open' WHERE id = $1`, [T.analysis]);
  });

  it('changes_by_component carries change_id and config_deleted_at', async () => {
    expect(
      await rows(`changes_by_component?component_id=eq.${T.podApi}&order=created_at.desc`),
    ).toMatchObject([
      {
        id: T.change,
        change_id: T.change,
        config_id: T.config,
        name: 'payments-api',
        config_class: 'Deployment',
        change_type: 'diff',
        config_deleted_at: null,
      },
    ]);
  });

  it('incidents_by_component', async () => {
    expect(await rows(`incidents_by_component?component_id=eq.${T.podApi}`)).toMatchObject([
      { id: T.incident, title: 'Payments down', type: 'availability', severity: 'high', status: 'open' },
    ]);
  });

  describe('linking a config item to a component', () => {
    const link = { component_id: T.podDb, config_id: T.otherConfig, selector_id: 'manual' };
    const where = `config_component_relationships?component_id=eq.${T.podDb}&config_id=eq.${T.otherConfig}`;

    it('is refused to a viewer', async () => {
      const res = await viewer.json(db('config_component_relationships'), { method: 'POST', json: link });
      expect(res.status).toBe(403);
      expect((await viewer.fetch(db(where), { method: 'DELETE' })).status).toBe(403);
    });

    it('links for an editor, refuses a duplicate with 409, and unlinks for an admin', async () => {
      const made = await editor.json<Rows>(db('config_component_relationships'), {
        method: 'POST',
        json: link,
        headers: { Prefer: 'return=representation' },
      });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject([link]);
      expect(await rows(`${where}&select=component_id,config_id,selector_id`)).toEqual([link]);
      const again = await editor.json<{ code: string; message: string }>(
        db('config_component_relationships'),
        {
          method: 'POST',
          json: link,
        },
      );
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('23505');
      const gone = await admin.fetch(db(where), { method: 'DELETE' });
      expect(gone.status).toBe(204);
      expect(await rows(where)).toEqual([]);
    });

    it('answers an unknown component or a malformed id with 4xx, never 5xx', async () => {
      const unknown = await editor.json(db('config_component_relationships'), {
        method: 'POST',
        json: { ...link, component_id: 'c1000000-0000-4000-8000-0000000000ff' },
      });
      expect(unknown.status).toBe(409);
      const malformed = await editor.json(db('config_component_relationships'), {
        method: 'POST',
        json: { ...link, component_id: 'nope' },
      });
      expect(malformed.status).toBe(400);
    });
  });
});
