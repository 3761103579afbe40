import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts, signedIn } from '../access/testing.ts';
import { authorizeByRole } from '../access/postgrest-authorizer.ts';
import { createApp } from '../http/app.ts';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { seedTopologyFixture, T } from './topology-fixture.ts';

interface Component {
  id: string;
  name: string;
  status: string;
  summary: Record<string, unknown>;
  teams: { team_id: string; component_id: string; team: { name: string; icon: string } }[];
  properties?: unknown[];
  logs?: unknown[];
  components?: Component[];
}
interface Topology {
  components: Component[];
  healthStatuses: string[];
  tags: Record<string, string[]>;
  teams: string[];
  types: string[];
}

const url = (q: string, base = '/api/canary/api/topology'): string => `${ORIGIN}${base}${q}`;
const names = (list: Component[] | undefined): string[] => (list ?? []).map((c) => c.name);

describe(`GET /api/canary/api/topology (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let viewer: Browser;
  const get = async (q: string, base?: string): Promise<Topology> => {
    const { status, body } = await viewer.json<Topology>(url(q, base));
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
  });
  afterAll(() => t.dispose());

  it('refuses a caller without a session', async () => {
    expect((await app.request(url(''))).status).toBe(401);
  });

  it('answers the roots with their trees, summaries, teams and the facets', async () => {
    const body = await get('');
    expect(names(body.components)).toEqual(['aws-account', 'cluster-a']);
    const cluster = body.components[1];
    expect(names(cluster?.components)).toEqual(['payments', 'web']);
    expect(names(cluster?.components?.[0]?.components)).toEqual(['payments-api', 'payments-db']);
    expect(cluster?.summary).toEqual({
      healthy: 1,
      unhealthy: 1,
      warning: 0,
      unknown: 0,
      checks: { unhealthy: 1, healthy: 1 },
      incidents: { availability: { High: 1 } },
      insights: { security: { critical: 1 } },
    });
    expect(cluster?.teams).toEqual([
      {
        team_id: T.teamPlatform,
        component_id: T.cluster,
        team: { id: T.teamPlatform, name: 'platform', icon: 'kubernetes' },
      },
    ]);
    const web = cluster?.components?.[1];
    expect(web?.properties).toEqual([{ name: 'Pods', value: 3 }]);
    expect(web?.components?.[0]?.logs).toEqual([{ name: 'app', type: 'loki' }]);
    expect(body.types).toEqual(['AWSAccount', 'KubernetesCluster', 'Namespace', 'Pod']);
    expect(body.healthStatuses).toEqual(['healthy', 'unhealthy', 'warning']);
    expect(body.tags).toEqual({ env: ['prod', 'staging'] });
    expect(body.teams).toEqual(['data', 'platform']);
  });

  it("answers the existing console's requests, sorted by the card weights", async () => {
    const desc = await get('?sortBy=status&sortOrder=desc');
    expect(names(desc.components)).toEqual(['aws-account', 'cluster-a']);
    const asc = await get('?sortBy=status&sortOrder=asc');
    expect(names(asc.components)).toEqual(['cluster-a', 'aws-account']);
    const one = await get(`?id=${T.cluster}&sortBy=status&sortOrder=asc`);
    expect(one.components).toHaveLength(1);
    expect(one.components[0]?.id).toBe(T.cluster);
    expect(names(one.components[0]?.components)).toEqual(['payments', 'web']);
    const leaf = await get(`?id=${T.podApi}`);
    expect(leaf.components[0]).toMatchObject({
      name: 'payments-api',
      summary: { unhealthy: 1, checks: { unhealthy: 1 }, incidents: { availability: { High: 1 } } },
    });
    expect(leaf.components[0]?.components).toBeUndefined();
  });

  it('serves the same answer at /api/topology', async () => {
    expect(await get('?sortBy=status&sortOrder=desc', '/api/topology')).toEqual(
      await get('?sortBy=status&sortOrder=desc'),
    );
  });

  it('leaves hidden components out unless hidden=true, and deleted ones always', async () => {
    const one = await get(`?id=${T.cluster}&hidden=true`);
    expect(names(one.components[0]?.components)).toEqual(['kube-system', 'payments', 'web']);
    expect(names((await get('?hidden=true')).components)).not.toContain('old-cluster');
  });

  it('cuts the tree at depth', async () => {
    const d1 = await get(`?id=${T.cluster}&depth=1`);
    expect(d1.components[0]?.components).toBeUndefined();
    const d2 = await get(`?id=${T.cluster}&depth=2`);
    expect(names(d2.components[0]?.components)).toEqual(['payments', 'web']);
    expect(d2.components[0]?.components?.[0]?.components).toBeUndefined();
  });

  it('filters by type (flattened), status, labels, team, owner and agent', async () => {
    expect(names((await get('?type=Pod&flatten=true&sortBy=name&sortOrder=desc')).components)).toEqual([
      'web-frontend',
      'payments-db',
      'payments-api',
    ]);
    expect(names((await get('?status=healthy')).components)).toEqual(['aws-account']);
    const byStatus = await get(`?id=${T.cluster}&status=healthy`);
    expect(names(byStatus.components[0]?.components)).toEqual(['web']);
    expect(names((await get('?labels=env=staging')).components)).toEqual(['aws-account']);
    expect(names((await get('?team=data')).components)).toEqual(['aws-account']);
    expect(names((await get('?owner=sre')).components)).toEqual(['cluster-a']);
    expect(names((await get('?agent_id=All')).components)).toEqual(['aws-account', 'cluster-a']);
    expect((await get('?agent_id=00000000-0000-0000-0000-000000000001')).components).toEqual([]);
  });

  it('sorts children by a property with field:<name>', async () => {
    const one = await get(`?id=${T.cluster}&sortBy=field:Pods`);
    expect(names(one.components[0]?.components)).toEqual(['web', 'payments']);
    const desc = await get(`?id=${T.cluster}&sortBy=field:Pods&sortOrder=desc`);
    expect(names(desc.components[0]?.components)).toEqual(['payments', 'web']);
  });

  it('answers an unknown id with no components', async () => {
    expect((await get('?id=c1000000-0000-4000-8000-0000000000ff')).components).toEqual([]);
  });

  it.each([
    ['?id=nope', 'id must be a uuid'],
    ['?depth=0', 'depth must be'],
    ['?depth=abc', 'depth must be'],
    ['?sortBy=colour', 'sortBy must be'],
    ['?sortOrder=up', 'sortOrder must be'],
    ['?flatten=yes', 'flatten must be'],
    ['?labels=env', 'labels must be'],
    ['?agent_id=x', 'agent_id must be'],
    ['?colour=red', 'unknown parameter "colour"'],
    ['?labels==x', 'labels must be'],
    ['?sortBy=field:', 'sortBy must be'],
    ['?depth=99999999999999999999', 'depth must be'],
    ['?hidden=%00', 'hidden must be'],
  ])('refuses %s with 400 and a message', async (q, message) => {
    const { status, body } = await viewer.json<{ message: string }>(url(q));
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});
