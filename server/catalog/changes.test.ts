import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { parseList, parseTagSelector } from './changes-request.ts';
import { mountCatalogChanges } from './changes-routes.ts';
import { parseTimeBound } from './changes-time.ts';

describe('changes request parsing', () => {
  it('splits include/exclude lists and ignores all', () => {
    expect(parseList('A,!B, C,all,')).toEqual({ include: ['A', 'C'], exclude: ['B'] });
  });
  it('parses tag selectors', () => {
    expect(parseTagSelector('a=1,b!=2,c in (x,y)')).toEqual([
      { key: 'a', op: 'eq', values: ['1'] },
      { key: 'b', op: 'neq', values: ['2'] },
      { key: 'c', op: 'in', values: ['x', 'y'] },
    ]);
    expect(() => parseTagSelector('nonsense')).toThrow();
  });
  it('parses date math and timestamps', () => {
    const now = new Date('2026-03-15T10:20:30Z');
    expect(parseTimeBound('now-2d', now).toISOString()).toBe('2026-03-13T10:20:30.000Z');
    expect(parseTimeBound('now-1M/M', now).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(parseTimeBound('now/d', now).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(parseTimeBound('2026-01-02T03:04:05Z', now).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(() => parseTimeBound('now-2x', now)).toThrow();
  });
});

// Parent P → R → A → B (hard), R ─soft→ S; D is deleted (child of R).
describe(`POST /api/catalog/changes (${backendName()})`, () => {
  let t: TestDatabase;
  const app = new Hono();
  const ids: Record<string, string> = {};

  async function call(body: Record<string, unknown>): Promise<{
    status: number;
    json: {
      total: number;
      summary: Record<string, number>;
      changes: { id: string; name: string; change_type: string; severity: string }[];
      error?: string;
    };
  }> {
    const res = await app.request('/api/catalog/changes', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    return { status: res.status, json: (await res.json()) as never };
  }

  beforeAll(async () => {
    t = await openTestDatabase();
    mountCatalogChanges(app, t.db);
    const add = async (name: string, parent: string | null, type = 'Kubernetes::Pod', deleted = false) => {
      const r = await t.db.query<{ id: string }>(
        `INSERT INTO config_items (type, name, parent_id, tags, deleted_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [
          type,
          name,
          parent === null ? null : ids[parent],
          JSON.stringify({ cluster: name === 'B' ? 'blue' : 'green' }),
          deleted ? new Date() : null,
        ],
      );
      ids[name] = r.rows[0]?.id ?? '';
    };
    await add('P', null, 'Kubernetes::Namespace');
    await add('R', 'P', 'Kubernetes::Deployment');
    await add('A', 'R');
    await add('B', 'A');
    await add('S', null, 'AWS::S3::Bucket');
    await add('D', 'R', 'Kubernetes::Pod', true);
    await t.db.query(
      `INSERT INTO config_relationships (config_id, related_id, relation) VALUES ($1, $2, 'uses')`,
      [ids['R'], ids['S']],
    );
    const change = (name: string, type: string, severity: string, hoursAgo: number) =>
      t.db.query(
        `INSERT INTO config_changes (config_id, change_type, severity, summary, created_at) VALUES ($1, $2, $3, $4, now() - make_interval(hours => $5))`,
        [ids[name], type, severity, `${type} on ${name}`, hoursAgo],
      );
    await change('P', 'diff', 'info', 1);
    await change('R', 'ScalingReplicaSet', 'info', 2);
    await change('R', 'diff', 'low', 3);
    await change('A', 'BackOff', 'medium', 4);
    await change('B', 'OOMKilled', 'critical', 5);
    await change('S', 'PutBucketPolicy', 'high', 6);
    await change('D', 'Killing', 'low', 7);
    await change('A', 'Pulled', 'info', 24 * 10); // outside the default 2 days
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('lists the last 2 days by default, newest first, with total and per-type summary; deleted configs hidden', async () => {
    const { status, json } = await call({});
    expect(status).toBe(200);
    expect(json.total).toBe(6);
    expect(json.changes.map((c) => c.name)).toEqual(['P', 'R', 'R', 'A', 'B', 'S']);
    expect(json.summary).toMatchObject({ diff: 2, BackOff: 1, OOMKilled: 1 });
  });

  it('includes deleted configs on request and honours from/to', async () => {
    expect((await call({ include_deleted_configs: true })).json.total).toBe(7);
    expect((await call({ from: 'now-30d' })).json.total).toBe(7);
    expect((await call({ from: 'now-30d', to: 'now-5d' })).json.changes.map((c) => c.change_type)).toEqual([
      'Pulled',
    ]);
  });

  it('filters by include/exclude lists, severity and tags', async () => {
    expect((await call({ config_type: 'Kubernetes::Pod' })).json.total).toBe(2);
    expect((await call({ type: '!diff,!ScalingReplicaSet' })).json.total).toBe(3);
    expect((await call({ severity: 'critical' })).json.changes.map((c) => c.name)).toEqual(['B']);
    expect((await call({ tags: 'cluster=blue' })).json.changes.map((c) => c.name)).toEqual(['B']);
    expect((await call({ tags: 'cluster!=blue' })).json.total).toBe(5);
  });

  it('pages and sorts', async () => {
    const p1 = await call({ page: 1, page_size: 4, sort_by: 'created_at' });
    const p2 = await call({ page: 2, page_size: 4, sort_by: 'created_at' });
    expect(p1.json.changes.map((c) => c.name)).toEqual(['S', 'B', 'A', 'R']);
    expect(p2.json.changes.map((c) => c.name)).toEqual(['R', 'P']);
    expect(p2.json.total).toBe(6);
    expect((await call({ sort_by: '-nope' })).status).toBe(400);
  });

  it('walks a config downstream, upstream and with soft links', async () => {
    const names = async (body: Record<string, unknown>) =>
      (await call({ id: ids['R'], ...body })).json.changes.map((c) => c.name).sort();
    expect(await names({})).toEqual(['R', 'R']);
    expect(await names({ recursive: 'downstream' })).toEqual(['A', 'B', 'R', 'R']);
    expect(await names({ recursive: 'downstream', depth: 1 })).toEqual(['A', 'R', 'R']);
    expect(await names({ recursive: 'downstream', soft: true })).toEqual(['A', 'B', 'R', 'R', 'S']);
    expect(await names({ recursive: 'upstream' })).toEqual(['P', 'R', 'R']);
    expect(await names({ recursive: 'all' })).toEqual(['A', 'B', 'P', 'R', 'R']);
  });

  it('answers GET with query parameters, and 400 for bad input', async () => {
    const res = await app.request(`/api/catalog/changes?severity=critical&page_size=5`);
    expect(((await res.json()) as { total: number }).total).toBe(1);
    expect((await call({ from: 'yesterday-ish' })).status).toBe(400);
    expect((await call({ id: 'not-a-uuid' })).status).toBe(400);
    expect((await call({ from: 'now', to: 'now-1d' })).json.error).toBe('from must be before to');
  });
});
