import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import { createPostgrest } from './handler.ts';
import { callerFor, fixtureHandler } from './testing/fixture.ts';

/** A chain of five tables, each row with two children: to-many embeds four levels deep. */
const CHAIN_SQL = `
CREATE TABLE l1 (id int PRIMARY KEY);
CREATE TABLE l2 (id int PRIMARY KEY, l1_id int REFERENCES l1(id));
CREATE TABLE l3 (id int PRIMARY KEY, l2_id int REFERENCES l2(id));
CREATE TABLE l4 (id int PRIMARY KEY, l3_id int REFERENCES l3(id));
CREATE TABLE l5 (id int PRIMARY KEY, l4_id int REFERENCES l4(id));
INSERT INTO l1 VALUES (1);
INSERT INTO l2 SELECT i, 1 FROM generate_series(1, 2) i;
INSERT INTO l3 SELECT i, (i + 1) / 2 FROM generate_series(1, 4) i;
INSERT INTO l4 SELECT i, (i + 1) / 2 FROM generate_series(1, 8) i;
INSERT INTO l5 SELECT i, (i + 1) / 2 FROM generate_series(1, 16) i;`;

let tdb: TestDatabase;
let call: ReturnType<typeof callerFor>;
let small: ReturnType<typeof callerFor>;

beforeAll(async () => {
  tdb = await openTestDatabase({ migrate: false });
  await fixtureHandler(tdb.db);
  await tdb.db.exec(CHAIN_SQL);
  call = callerFor(await createPostgrest(tdb.db));
  small = callerFor(await createPostgrest(tdb.db, { maxResponseBytes: 1000 }));
});
afterAll(async () => tdb.dispose());

const shape = (r: { json: unknown }): string[] => Object.keys(r.json as object).sort();

describe(`PostgREST limits (${backendName()})`, () => {
  it('refuses an unfiltered PATCH or DELETE of a whole table, as pg-safeupdate does', async () => {
    const del = await call('DELETE', '/tasks');
    expect([del.status, del.json]).toEqual([
      400,
      { code: '21000', message: 'DELETE requires a WHERE clause', details: null, hint: null },
    ]);
    const patch = await call('PATCH', '/tasks', { body: { done: true } });
    expect([patch.status, (patch.json as { message: string }).message]).toEqual([
      400,
      'UPDATE requires a WHERE clause',
    ]);
    const left = await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tasks WHERE NOT done');
    expect(left.rows[0]?.n).toBeGreaterThan(0);
    expect((await call('PATCH', '/tasks?id=eq.2', { body: { done: true } })).status).toBe(204);
  });

  it('answers a NUL byte in a parameter or a JSON body with 400, never a 5xx', async () => {
    const nul = { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' };
    for (const path of [
      '/items?full_name=eq.a%00b',
      '/items?select=id,data->>x%00y',
      '/items?no%00te=eq.1',
    ]) {
      const r = await call('GET', path);
      expect([r.status, r.json], path).toMatchObject([400, nul]);
    }
    const post = await call('POST', '/things', { body: '{"code":"a\\u0000b"}' });
    expect([post.status, post.json]).toMatchObject([400, nul]);
    const key = await call('PATCH', '/items?id=eq.1', { body: '{"data":{"k\\u0000":1}}' });
    expect(key.status).toBe(400);
  });

  it('limits to-many embeds to three levels; to-one embeds do not count', async () => {
    const three = await call('GET', '/l1?select=id,l2(id,l3(id,l4(id)))');
    expect(three.status).toBe(200);
    const four = await call('GET', '/l1?select=id,l2(id,l3(id,l4(id,l5(id))))');
    expect(four.status).toBe(400);
    expect(four.json).toMatchObject({
      code: 'PGRST100',
      message: 'Embedding to-many relationships is limited to 3 levels',
    });
    expect(shape(four)).toEqual(['code', 'details', 'hint', 'message']);
    const upward = await call('GET', '/l5?select=id,l4(id,l3(id,l2(id,l1(id))))&limit=1');
    expect(upward.status).toBe(200);
  });

  it('refuses a response over the size limit with a PostgREST error', async () => {
    expect((await small('GET', '/l5?select=id&limit=2')).status).toBe(200);
    const big = await small('GET', '/l1?select=*,l2(*,l3(*,l4(*)))&limit=1');
    expect(big.status).toBe(200);
    const r = await small('GET', '/l5?select=*,l4(*,l3(*,l2(*,l1(*))))');
    expect([r.status, (r.json as { code: string }).code]).toEqual([400, '54000']);
    expect(shape(r)).toEqual(['code', 'details', 'hint', 'message']);
  });
});
