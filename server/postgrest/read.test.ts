import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import { callerFor, fixtureHandler } from './testing/fixture.ts';

let tdb: TestDatabase;
let call: ReturnType<typeof callerFor>;
const COUNT = { Prefer: 'count=exact' };
const ids = (j: unknown) => (j as { id: number }[]).map((r) => r.id);

beforeAll(async () => {
  tdb = await openTestDatabase({ migrate: false });
  call = callerFor(await fixtureHandler(tdb.db));
});
afterAll(async () => tdb.dispose());

describe(`PostgREST reads (${backendName()})`, () => {
  it('GET a table: headers, Content-Range, Content-Location', async () => {
    const r = await call('GET', '/items?select=id&order=id');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('content-range')).toBe('0-14/*');
    expect(r.headers.get('content-location')).toBe('/items?order=id&select=id');
    expect(ids(r.json)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('empty results and counts', async () => {
    expect((await call('GET', '/items?id=eq.0')).headers.get('content-range')).toBe('*/*');
    const r = await call('GET', '/items?id=eq.0', { headers: COUNT });
    expect(r.json).toEqual([]);
    expect(r.headers.get('content-range')).toBe('*/0');
    expect(r.headers.get('preference-applied')).toBe('count=exact');
  });

  it('limit/offset, 206 and 416', async () => {
    const a = await call('GET', '/items?select=id&order=id&limit=3&offset=2');
    expect(ids(a.json)).toEqual([3, 4, 5]);
    expect(a.headers.get('content-range')).toBe('2-4/*');
    const b = await call('GET', '/items?select=id&order=id&limit=2&offset=3', { headers: COUNT });
    expect(b.status).toBe(206);
    expect(b.headers.get('content-range')).toBe('3-4/15');
    const c = await call('GET', '/items?select=id', { headers: COUNT });
    expect(c.status).toBe(200);
    expect(c.headers.get('content-range')).toBe('0-14/15');
    const d = await call('GET', '/items?offset=100', { headers: COUNT });
    expect(d.status).toBe(416);
    expect(d.headers.get('content-range')).toBe('*/15');
    expect(d.json).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 100 was requested, but there are only 15 rows.',
    });
    const e = await call('GET', '/items?limit=0', { headers: COUNT });
    expect([e.status, e.json, e.headers.get('content-range')]).toEqual([206, [], '*/15']);
    expect((await call('GET', '/items?limit=-1')).status).toBe(416);
    expect((await call('GET', '/items?offset=100')).headers.get('content-range')).toBe('*/*');
  });

  it('Range header on GET', async () => {
    const r = await call('GET', '/items?select=id&order=id', { headers: { Range: '0-1' } });
    expect(ids(r.json)).toEqual([1, 2]);
    expect(r.headers.get('content-range')).toBe('0-1/*');
    expect((await call('GET', '/items', { headers: { Range: '1-0' } })).status).toBe(416);
  });

  it('HEAD mirrors GET without a body', async () => {
    const r = await call('HEAD', '/items?limit=2', { headers: COUNT });
    expect([r.status, r.text, r.headers.get('content-range')]).toEqual([206, '', '0-1/15']);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('select: alias, cast, JSON paths', async () => {
    const r = await call(
      'GET',
      '/items?id=eq.2&select=fullName:full_name,salary::text,data->a->>b,data->arr->0,first:data->arr->>0,n:data->n',
    );
    expect(r.json).toEqual([{ fullName: 'Person 2', salary: '2000', b: 'v2', arr: 2, first: '2', n: 2 }]);
    const t = await call('GET', '/items?id=eq.2&select=created_at');
    expect(t.json).toEqual([{ created_at: '2024-01-02T03:04:05.678+00:00' }]);
  });

  it('unknown column → 400 42703, bad cast → 400', async () => {
    const r = await call('GET', '/items?select=banana');
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      code: '42703',
      message: 'column items.banana does not exist',
      details: null,
      hint: null,
    });
    expect(r.headers.get('proxy-status')).toBe('PostgREST; error=42703');
    expect((await call('GET', '/items?select=id::evil')).status).toBe(400);
  });

  it('filters: missing operator is PGRST100', async () => {
    const r = await call('GET', '/items?id=0');
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse filter (0)" (line 1, column 1)',
    });
  });

  it.each([
    ['id=gte.14', [14, 15]],
    ['id=lt.3', [1, 2]],
    ['id=neq.1&id=lte.3', [2, 3]],
    ['id=in.(1,3,5)', [1, 3, 5]],
    ['id=in.()', []],
    ['id=not.in.(1,2,3,4,5,6,7,8,9,10,11,12,13)', [14, 15]],
    ['full_name=like.*son 1*', [1, 10, 11, 12, 13, 14, 15]],
    ['full_name=ilike.PERSON%201', [1]],
    ['full_name=match.^Person 1[45]$', [14, 15]],
    ['full_name=imatch.^person 1[45]$', [14, 15]],
    ['note=is.null', [1, 2, 3]],
    ['note=not.is.null&id=lt.6', [4, 5]],
    ['note=is.not_null&id=lt.6', [4, 5]],
    ['note=isdistinct.n4&id=lt.6', [1, 2, 3, 5]],
    ['tags=cs.{t0}', [3, 6, 9, 12, 15]],
    ['tags=cd.{t1,all,x}', [1, 4, 7, 10, 13]],
    ['tags=ov.{t2,zz}', [2, 5, 8, 11, 14]],
    ['data=cs.{"n":4}', [4]],
    ['data->a->>b=eq.v7', [7]],
    ['data->n=gt.13', [14, 15]],
    ['doc=fts.cat', [3]],
    ['doc=wfts(english).fat cats', [3]],
    ['note=fts.n4', [4]],
    ['id=eq(any).{1,2}', [1, 2]],
    ['full_name=like(any).{*14,*15}', [14, 15]],
    ['id=not.eq.2&id=lt.4', [1, 3]],
    ['or=(id.eq.1,id.eq.2)', [1, 2]],
    ['or=(id.eq.1,and(id.gt.10,id.lt.13))', [1, 11, 12]],
    ['not.or=(id.gt.2,id.lt.2)', [2]],
    ['and=(id.gte.3,id.lte.4)', [3, 4]],
    ['or=(id.in.(1,2),tags.cs.{t0,all})&id=lt.4', [1, 2, 3]],
    ['or=(full_name.eq."Person 1",data->a->>b.eq.v2)', [1, 2]],
    ['or=(not.and(id.gt.1,id.lt.15))', [1, 15]],
    ['or=(note.is.null,id.eq.15)', [1, 2, 3, 15]],
    ['full_name=eq.Person+3', [3]],
    ['created_by=eq.11111111-1111-1111-1111-111111111111&id=lt.5', [2, 4]],
  ])('filter %s', async (qs, expected) => {
    const r = await call('GET', `/items?select=id&order=id&${qs}`);
    expect(r.status, r.text).toBe(200);
    expect(ids(r.json)).toEqual(expected);
  });

  it.each([
    ['r=sl.[10,20)', [1, 2]],
    ['r=sr.[1,5)', [2, 3]],
    ['r=nxr.[1,10)', [1, 2]],
    ['r=nxl.[5,100)', [2, 3]],
    ['r=adj.[5,10)', [1, 3]],
    ['r=ov.[4,6)', [1, 2, 4]],
    ['r=not.adj.[5,10)', [2, 4]],
  ])('range filter %s', async (qs, expected) => {
    const r = await call('GET', `/spans?select=id&order=id&${qs}`);
    expect(r.status, r.text).toBe(200);
    expect(ids(r.json)).toEqual(expected);
  });

  it('in list with quoted commas and escaped quotes', async () => {
    const r = await call(
      'GET',
      `/items?select=id&full_name=in.(${encodeURIComponent('"Person 1","a\\"b","x,y"')})`,
    );
    expect(ids(r.json)).toEqual([1]);
  });

  it('filter errors: bad input → 400 22P02, like on uuid → 404 42883, bad is → 400', async () => {
    const a = await call('GET', '/items?id=eq.abc');
    expect([a.status, (a.json as { code: string }).code]).toEqual([400, '22P02']);
    const b = await call('GET', '/people?id=like.x*');
    expect([b.status, (b.json as { code: string }).code]).toEqual([404, '42883']);
    expect((await call('GET', '/items?note=is.maybe')).status).toBe(400);
    expect((await call('GET', '/items?or=()')).status).toBe(400);
  });

  it('order: several columns, nulls, JSON path', async () => {
    const r = await call('GET', '/items?select=id&id=lt.6&order=note.desc.nullslast,id.desc');
    expect(ids(r.json)).toEqual([5, 4, 3, 2, 1]);
    const f = await call('GET', '/items?select=id&id=lt.6&order=note.asc.nullsfirst,id');
    expect(ids(f.json)).toEqual([1, 2, 3, 4, 5]);
    const j = await call('GET', '/items?select=id&id=lt.4&order=data->a->>b.desc');
    expect(ids(j.json)).toEqual([3, 2, 1]);
    const bad = await call('GET', '/items?order=id.asc.nullslasttt');
    expect(bad.json).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse order (id.asc.nullslasttt)" (line 1, column 17)',
    });
  });

  it('singular object Accept', async () => {
    const one = await call('GET', '/clients?id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(one.json).toEqual({ id: 1, name: 'Microsoft' });
    expect(one.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    const none = await call('GET', '/clients?id=eq.9', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect([none.status, none.json]).toEqual([
      406,
      {
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 0 rows',
        hint: null,
      },
    ]);
    expect((await call('GET', '/clients', { headers: { Accept: 'text/unknown' } })).status).toBe(406);
  });

  it('routing errors', async () => {
    const a = await call('GET', '/fake');
    expect([a.status, (a.json as { code: string }).code]).toEqual([404, 'PGRST205']);
    expect((await call('GET', '/items/')).status).toBe(404);
    expect((await call('GET', '/items/1')).json).toMatchObject({ code: 'PGRST125' });
    expect((await call('PURGE', '/items')).json).toMatchObject({
      code: 'PGRST117',
      message: 'Unsupported HTTP method: PURGE',
    });
    expect((await call('GET', '/Weird%20Name?select=%22a.b%22,%22x,y%22')).json).toEqual([
      { 'a.b': 1, 'x,y': 'p,q' },
    ]);
  });

  it('maxRows caps the page', async () => {
    const { createPostgrest } = await import('./handler.ts');
    const capped = callerFor(await createPostgrest(tdb.db, { maxRows: 4 }));
    const r = await capped('GET', '/items?select=id,tasks:data', { headers: COUNT });
    expect((r.json as unknown[]).length).toBe(4);
    expect(r.headers.get('content-range')).toBe('0-3/15');
  });
});
