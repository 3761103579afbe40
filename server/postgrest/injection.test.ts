import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import { callerFor, fixtureHandler } from './testing/fixture.ts';

let tdb: TestDatabase;
let call: ReturnType<typeof callerFor>;

beforeAll(async () => {
  tdb = await openTestDatabase({ migrate: false });
  call = callerFor(await fixtureHandler(tdb.db));
});
afterAll(async () => tdb.dispose());

const e = encodeURIComponent;

/** Request paths that must be rejected with a PostgREST-shaped 4xx. */
const REJECTED: string[] = [
  `/items?select=${e('id;drop table clients')}`,
  `/items?select=${e('id"--')}`,
  `/items?select=${e('"id""; drop table clients; --"')}`,
  `/items?select=${e('*,(select 1)')}`,
  `/items?select=${e('id::int4 union select 1')}`,
  `/items?select=${e('id::text);drop table clients;--')}`,
  `/items?select=${e("data->>'a'); drop table clients;--")}`,
  `/items?select=${e('pg_sleep(1)')}`,
  `/items?select=${e('clients!inner;drop(id)')}`,
  `/items?select=${e('x:pg_class(relname)')}`,
  `/items?${e('id;drop table clients')}=eq.1`,
  `/items?${e('id')}=${e('eq;.1')}`,
  `/items?id=${e('xx.1')}`,
  `/items?id=${e("eq'.1")}`,
  `/items?id=${e('in.(1);drop table clients')}`,
  `/items?id=${e('eq.1;drop table clients')}`,
  `/items?id=${e("eq.1' or '1'='1")}`,
  `/items?or=${e('(id.eq.1);drop table clients')}`,
  `/items?or=${e("(id.eq.1,id.ev'il.2)")}`,
  `/items?or=${e('(id.eq.1,(select 1).eq.1)')}`,
  `/items?and=${e('(id.eq.1')}`,
  `/items?order=${e('id;drop table clients')}`,
  `/items?order=${e('id desc')}`,
  `/items?order=${e('(select 1)')}`,
  `/items?order=${e('id.asc,1')}`,
  `/items?order=${e('id.asc;')}`,
  `/items?doc=${e("fts(english'x).cat")}`,
  `/items?doc=${e('fts(nonexistent_config).cat')}`,
  `/items?data->>a=${e('like(any).x')}`,
  `/${e('clients;drop table items')}`,
  `/${e('"clients"')}`,
  '/pg_class',
  `/${e('information_schema.tables')}`,
  `/${e('../clients')}`,
  `/rpc/${e('add_them;drop table clients')}`,
  '/rpc/pg_sleep?seconds=1',
  `/rpc/${e('"add_them"')}?a=1&b=2`,
  `/rpc/add_them?a=${e('1); drop table clients; --')}&b=1`,
  `/rpc/add_them?${e('a) ; drop')}=1&b=1`,
  `/rpc/get_projects_below?id=3&select=${e('id;drop')}`,
];

/** Odd but legal values: taken literally, so they must never fail with a 5xx either. */
const LITERAL: string[] = [
  `/items?full_name=eq.${e("'; drop table clients; --")}`,
  `/items?full_name=like.${e('%\\_*')}`,
  `/items?full_name=in.(${e('"a\\"); drop table clients; --",b')})`,
  `/items?or=(full_name.eq.${e('"x)); drop table clients; --"')})`,
  `/items?${e('data->>"a\'); drop table clients; --"')}=eq.1`,
  `/items?${e('data->"\'"->>b')}=eq.1`,
  `/items?select=${e('x:data->"\'; drop table clients; --"')}`,
  `/items?limit=${e('1;drop table clients')}`,
  '/items?full_name=eq.a%00b',
  `/items?offset=${'9'.repeat(40)}&limit=${'9'.repeat(40)}`,
  '/items?select=x:data->%00',
  '/items?data->>%ED%A0%80=eq.1',
  `/items?full_name=eq.${'x'.repeat(100_000)}`,
  `/items?offset=${e('1 or 1=1')}`,
  `/items?order=${e('data->>"x\'y".desc')}`,
  // JSON keys are bound parameters, so quotes in them are just characters.
  `/items?order=${e("data->>'x'.desc")}`,
  `/items?${e("data->>x' OR 1=1--")}=eq.1`,
];

describe(`injection attempts never reach SQL (${backendName()})`, () => {
  it.each(REJECTED)('rejects %s', async (path) => {
    const r = await call('GET', path);
    expect(r.status, r.text).toBeGreaterThanOrEqual(400);
    expect(r.status, r.text).toBeLessThan(500);
    expect(Object.keys(r.json as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it.each(LITERAL)('treats %s literally', async (path) => {
    const r = await call('GET', path);
    expect(r.status, r.text).toBeLessThan(500);
  });

  it('bodies: hostile keys and values', async () => {
    const a = await call('POST', '/clients', { body: { 'id"); drop table items; --': 1 } });
    expect([a.status, (a.json as { code: string }).code]).toEqual([400, 'PGRST204']);
    const b = await call('POST', `/clients?columns=${e('id);drop table items;--')}`, { body: { id: 1 } });
    expect(b.status).toBe(400);
    const c = await call('POST', `/clients?on_conflict=${e('id) do nothing; drop table items; --')}`, {
      body: { id: 1, name: 'x' },
      headers: { Prefer: 'resolution=merge-duplicates' },
    });
    expect(c.status).toBe(400);
    const d = await call('POST', '/clients?select=id,name', {
      body: { id: 77, name: "x'); drop table items; --" },
      headers: { Prefer: 'return=representation' },
    });
    expect(d.json).toEqual([{ id: 77, name: "x'); drop table items; --" }]);
    const f = await call('POST', '/rpc/add_them', { body: { a: '1); drop table items; --', b: 1 } });
    expect(f.status).toBe(400);
    const g = await call('PATCH', '/clients?id=eq.77', { body: [1, 2] });
    expect(g.status).toBe(400);
  });

  it('the fixture tables survived', async () => {
    expect((await call('GET', '/items?select=id&limit=1')).status).toBe(200);
    expect((await call('GET', '/clients?select=id&limit=1')).status).toBe(200);
  });
});
