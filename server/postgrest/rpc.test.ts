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

describe(`PostgREST rpc (${backendName()})`, () => {
  it('scalar by GET and POST; defaults; count', async () => {
    expect((await call('GET', '/rpc/add_them?a=1&b=2')).json).toBe(3);
    expect((await call('POST', '/rpc/add_them', { body: { a: 4, b: 5 } })).json).toBe(9);
    expect((await call('GET', '/rpc/hello')).json).toBe('hello world');
    expect((await call('POST', '/rpc/hello', { body: { name: 'you' } })).json).toBe('hello you');
    const c = await call('GET', '/rpc/add_them?a=1&b=2', { headers: { Prefer: 'count=exact' } });
    expect(c.headers.get('content-range')).toBe('0-0/1');
  });

  it('arrays, jsonb, whole-body json, void, SETOF scalar', async () => {
    expect((await call('GET', '/rpc/sum_array?xs={1,2,3}')).json).toBe(6);
    expect((await call('POST', '/rpc/sum_array', { body: { xs: [4, 5] } })).json).toBe(9);
    expect((await call('POST', '/rpc/echo_json', { body: { a: [1, { b: null }] } })).json).toEqual({
      a: [1, { b: null }],
    });
    const v = await call('POST', '/rpc/do_nothing');
    expect([v.status, v.text]).toEqual([204, '']);
    expect((await call('GET', '/rpc/ids_below?n=4')).json).toEqual([1, 2, 3]);
    expect((await call('GET', '/rpc/one_col?n=2&v=gt.1')).json).toEqual([{ v: 2 }]);
  });

  it('SETOF table: select, filters, order, paging, embeds, counts', async () => {
    const r = await call('POST', '/rpc/get_projects_below?id=gt.1&select=id&order=id&limit=2&offset=1', {
      body: { id: 10 },
      headers: { Prefer: 'count=exact' },
    });
    expect([r.status, r.json, r.headers.get('content-range')]).toEqual([
      206,
      [{ id: 3 }, { id: 4 }],
      '1-2/4',
    ]);
    const g = await call('GET', '/rpc/get_projects_below?id=3&select=id,clients(name)&order=id');
    expect(g.json).toEqual([
      { id: 1, clients: { name: 'Microsoft' } },
      { id: 2, clients: { name: 'Microsoft' } },
    ]);
    const t = await call('GET', '/rpc/project_names?max_id=2&pname=like.*10');
    expect(t.json).toEqual([{ pid: 2, pname: 'Windows 10' }]);
    const one = await call('GET', '/rpc/first_client');
    expect(one.json).toEqual({ id: 1, name: 'Microsoft' });
  });

  it('errors: unknown function/args 404, DELETE 405, volatile GET 405, RAISE 400', async () => {
    const a = await call('GET', '/rpc/nope');
    expect(a.json).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.nope() in the schema cache',
    });
    expect(a.status).toBe(404);
    const b = await call('POST', '/rpc/add_them', { body: { a: 1, b: 2, smthelse: 3 } });
    expect(b.json).toMatchObject({
      code: 'PGRST202',
      hint: 'Perhaps you meant to call the function public.add_them(a, b)',
    });
    expect((await call('DELETE', '/rpc/add_them')).json).toMatchObject({ code: 'PGRST101' });
    const w = await call('GET', '/rpc/add_thing?c=zz');
    expect([w.status, (w.json as { code: string }).code]).toEqual([405, '25006']);
    expect((await call('POST', '/rpc/add_thing', { body: { c: 'zz' } })).status).toBe(200);
    const f = await call('POST', '/rpc/fail_me');
    expect([f.status, f.json]).toEqual([400, { code: 'P0001', message: 'nope', details: 'd', hint: 'h' }]);
    const bad = await call('GET', '/rpc/add_them?a=x&b=1');
    expect([bad.status, (bad.json as { code: string }).code]).toEqual([400, '22P02']);
  });
});
