// POST /api/connection/test/{id}: a real test where this server can make one (an HTTP target on
// loopback, Postgres when the suite runs on one), "not supported" otherwise, 4xx on bad input,
// and only for those who may write connections. Also the soft delete the console makes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccessFixture } from '../access/testing.ts';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import type { Role } from '../seed/well-known-ids.ts';
import { backendName, type TestDatabase } from '../tests/support/test-db.ts';

const TEST = (id: string) => `${ORIGIN}/api/connection/test/${id}`;
const db = (path: string): string => `${ORIGIN}/api/db/${path}`;

describe(`connections: test and soft delete (${backendName()})`, () => {
  let t: TestDatabase;
  let as: Record<Role, Browser>;
  let target: Server;
  let base = '';
  /** What the loopback target saw in the last request's Authorization header. */
  let lastAuthorization: string | undefined;

  beforeAll(async () => {
    ({ t, as } = await openAccessFixture());
    target = createServer((req, res) => {
      lastAuthorization = req.headers.authorization;
      if (req.url === '/healthy' || req.url === '/prom/api/v1/status/config') res.writeHead(200).end('{}');
      else res.writeHead(503, { 'Content-Type': 'text/plain' }).end('target is down for maintenance');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => target.close(resolve));
    await t.dispose();
  });

  const add = async (row: Record<string, unknown>): Promise<string> => {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO connections (name, type, url, username, password, properties)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        row['name'],
        row['type'],
        row['url'] ?? null,
        row['username'] ?? null,
        row['password'] ?? null,
        JSON.stringify(row['properties'] ?? {}),
      ],
    );
    return rows[0]?.id ?? '';
  };
  const test = (role: Role, id: string) =>
    as[role].json<{ message?: string; error?: string }>(TEST(id), { method: 'POST' });

  it('reaches an HTTP target with the stored credentials and answers ok', async () => {
    const id = await add({ name: 'web', type: 'http', url: `${base}/healthy`, username: 'u', password: 'p' });
    const res = await test('admin', id);
    expect(res).toMatchObject({ status: 200, body: { message: 'ok' } });
    expect(lastAuthorization).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
    // The secret is never part of the answer.
    expect(JSON.stringify(res.body)).not.toContain('"p"');
  });

  it('asks a Prometheus its config path under the URL', async () => {
    const id = await add({ name: 'prom', type: 'prometheus', url: `${base}/prom` });
    expect(await test('admin', id)).toMatchObject({ status: 200, body: { message: 'ok' } });
  });

  it("answers 400 with the target's words when it answers badly or cannot be reached", async () => {
    const down = await add({ name: 'down', type: 'http', url: `${base}/down` });
    expect(await test('admin', down)).toMatchObject({
      status: 400,
      body: { error: 'target is down for maintenance' },
    });
    const closed = await add({ name: 'closed', type: 'http', url: 'http://127.0.0.1:1/' });
    const res = await test('admin', closed);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/ECONNREFUSED/);
    const noUrl = await add({ name: 'no-url', type: 'http' });
    expect(await test('admin', noUrl)).toMatchObject({
      status: 400,
      body: { error: 'the connection has no URL' },
    });
  });

  it('says a type it cannot test is not supported, never a success', async () => {
    const id = await add({ name: 'gh', type: 'github', password: 'ghp_x' });
    expect(await test('admin', id)).toMatchObject({
      status: 501,
      body: {
        error: 'not implemented',
        message: 'Testing a github connection is not supported by this server',
      },
    });
  });

  it('tests a Postgres connection for real', async () => {
    const url = process.env['TEST_DATABASE_URL'];
    const refused = await add({ name: 'pg-closed', type: 'postgres', url: 'postgres://x@127.0.0.1:1/db' });
    const res = await test('admin', refused);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^error pinging database: .*ECONNREFUSED/);
    if (url === undefined) return; // PGlite has no port to reach
    const reachable = await add({ name: 'pg', type: 'postgres', url });
    expect(await test('admin', reachable)).toMatchObject({ status: 200, body: { message: 'ok' } });
  });

  it('refuses bad ids, unknown and deleted connections with 4xx', async () => {
    expect((await test('admin', 'not-a-uuid')).status).toBe(400);
    expect((await test('admin', '00000000-0000-4000-8000-000000000009')).status).toBe(404);
    const id = await add({ name: 'gone', type: 'http', url: `${base}/healthy` });
    // The console's soft delete: a PATCH of deleted_at, after which the connection is gone.
    const del = await as.admin.fetch(db(`connections?id=eq.${id}`), {
      method: 'PATCH',
      json: { deleted_at: new Date().toISOString() },
    });
    expect(del.status).toBeLessThan(300);
    expect((await test('admin', id)).status).toBe(404);
    // Its name is free again: the unique index covers live connections only.
    expect(await add({ name: 'gone', type: 'http' })).not.toBe('');
  });

  it('lists connections masked in connection_details, and a masked value sent back keeps the stored one', async () => {
    const id = await add({
      name: 'masked',
      type: 'http',
      url: `${base}/healthy`,
      username: 'secret://web/user',
      password: 'hunter2',
    });
    const read = await as.admin.json<Record<string, unknown>[]>(db(`connection_details?id=eq.${id}`));
    expect(read.status).toBe(200);
    // Its properties may hold keys (restic's), so it is guarded as the table: admins only.
    expect((await as.editor.fetch(db(`connection_details?id=eq.${id}`))).status).toBe(403);
    expect(read.body[0]).toMatchObject({
      name: 'masked',
      username: 'secret://web/user',
      password: '***',
      category: '',
    });
    const patched = await as.admin.fetch(db(`connections?id=eq.${id}`), {
      method: 'PATCH',
      json: { password: '***', url: `${base}/other` },
    });
    expect(patched.status).toBeLessThan(300);
    const { rows } = await t.db.query<{ password: string; url: string }>(
      'SELECT password, url FROM connections WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ password: 'hunter2', url: `${base}/other` });
  });

  it('is for those who may write connections only', async () => {
    const id = await add({ name: 'secret-web', type: 'http', url: `${base}/healthy` });
    for (const role of ['editor', 'commander', 'responder', 'viewer'] as const) {
      const res = await test(role, id);
      expect(res.status, role).toBe(403);
    }
  });
});
