import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import { callerFor, fixtureHandler } from './testing/fixture.ts';

let tdb: TestDatabase;
let call: ReturnType<typeof callerFor>;
const REP = { Prefer: 'return=representation' };
const JSON_CT = { 'Content-Type': 'application/json' };

beforeAll(async () => {
  tdb = await openTestDatabase({ migrate: false });
  call = callerFor(await fixtureHandler(tdb.db));
});
afterAll(async () => tdb.dispose());

describe(`PostgREST writes (${backendName()})`, () => {
  it('POST minimal → 201, no body, no Content-Type', async () => {
    const r = await call('POST', '/clients', { body: { id: 10, name: 'Ten' }, headers: JSON_CT });
    expect([r.status, r.text, r.headers.get('content-type'), r.headers.get('content-range')]).toEqual([
      201,
      '',
      null,
      '*/*',
    ]);
  });

  it('POST representation shaped by select, with embeds', async () => {
    const r = await call('POST', '/projects?select=id,name,clients(id,name)', {
      body: { id: 6, name: 'P', client_id: 2 },
      headers: REP,
    });
    expect(r.status).toBe(201);
    expect(r.json).toEqual([{ id: 6, name: 'P', clients: { id: 2, name: 'Apple' } }]);
    expect(r.headers.get('preference-applied')).toBe('return=representation');
  });

  it('POST headers-only → Location of the new row', async () => {
    const r = await call('POST', '/clients', {
      body: { id: 12, name: 'Twelve' },
      headers: { Prefer: 'return=headers-only' },
    });
    expect([r.status, r.headers.get('location'), r.text]).toEqual([201, '/clients?id=eq.12', '']);
  });

  it('bulk POST; mismatched keys; columns=', async () => {
    const r = await call('POST', '/things?select=code,val,n', {
      body: [
        { code: 'c', val: 'x', n: 3 },
        { code: 'd', val: 'y', n: 4 },
      ],
      headers: { ...REP, Prefer: 'return=representation, count=exact' },
    });
    expect([r.status, r.json, r.headers.get('content-range')]).toEqual([
      201,
      [
        { code: 'c', val: 'x', n: 3 },
        { code: 'd', val: 'y', n: 4 },
      ],
      '*/2',
    ]);
    expect(r.headers.get('preference-applied')).toBe('return=representation, count=exact');
    const bad = await call('POST', '/things', { body: [{ code: 'e' }, { val: 'f' }] });
    expect(bad.json).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    const cols = await call('POST', '/things?columns=code,n&select=code,val,n', {
      body: [
        { code: 'g', extra: 1 },
        { code: 'h', n: 8 },
      ],
      headers: REP,
    });
    // Columns outside `columns=` get their default; listed but absent keys are NULL; extra keys are ignored.
    expect([cols.status, cols.json]).toEqual([
      201,
      [
        { code: 'g', val: 'v', n: null },
        { code: 'h', val: 'v', n: 8 },
      ],
    ]);
  });

  it('unknown body key → PGRST204; bad JSON → PGRST102', async () => {
    const a = await call('POST', '/clients', { body: { id: 11, helicopter: 1 } });
    expect(a.json).toEqual({
      code: 'PGRST204',
      message: "Could not find the 'helicopter' column of 'clients' in the schema cache",
      details: null,
      hint: null,
    });
    const b = await call('POST', '/clients', { body: '{bad' });
    expect([b.status, (b.json as { message: string }).message]).toEqual([400, 'Empty or invalid json']);
    const c = await call('POST', '/clients', { body: '' });
    expect(c.status).toBe(400);
    const d = await call('POST', '/clients', { body: '42' });
    expect((d.json as { code: string }).code).toBe('PGRST102');
    const e = await call('POST', '/clients?columns=nope', { body: { id: 1 } });
    expect((e.json as { code: string }).code).toBe('PGRST204');
  });

  it('constraint violations: 409 23505/23503, 400 23502', async () => {
    const dup = await call('POST', '/clients', { body: { id: 1, name: 'Dup' } });
    expect(dup.status).toBe(409);
    expect(dup.json).toMatchObject({ code: '23505', details: 'Key (id)=(1) already exists.' });
    const fk = await call('POST', '/projects', { body: { id: 99, name: 'x', client_id: 999 } });
    expect([fk.status, (fk.json as { code: string }).code]).toEqual([409, '23503']);
    const nn = await call('POST', '/clients', { body: { id: 50 } });
    expect([nn.status, (nn.json as { code: string }).code]).toEqual([400, '23502']);
  });

  it('upsert merge-duplicates / ignore-duplicates / on_conflict', async () => {
    const m = await call('POST', '/clients?select=id,name', {
      body: [
        { id: 1, name: 'MS' },
        { id: 20, name: 'Twenty' },
      ],
      headers: { Prefer: 'resolution=merge-duplicates,return=representation' },
    });
    expect([m.status, m.json]).toEqual([
      201,
      [
        { id: 1, name: 'MS' },
        { id: 20, name: 'Twenty' },
      ],
    ]);
    expect(m.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation');
    const upd = await call('POST', '/clients?select=id,name', {
      body: { id: 20, name: 'XX' },
      headers: { Prefer: 'resolution=merge-duplicates,return=representation' },
    });
    expect([upd.status, upd.json]).toEqual([200, [{ id: 20, name: 'XX' }]]);
    const ign = await call('POST', '/clients?select=id,name', {
      body: [
        { id: 20, name: 'no' },
        { id: 21, name: 'yes' },
      ],
      headers: { Prefer: 'resolution=ignore-duplicates,return=representation' },
    });
    expect([ign.status, ign.json]).toEqual([201, [{ id: 21, name: 'yes' }]]);
    const oc = await call('POST', '/things?on_conflict=code&select=code,val', {
      body: { code: 'a', val: 'ALPHA' },
      headers: { Prefer: 'resolution=merge-duplicates,return=representation' },
    });
    expect([oc.status, oc.json]).toEqual([200, [{ code: 'a', val: 'ALPHA' }]]);
    const plain = await call('POST', '/things?on_conflict=code', { body: { code: 'a', val: 'again' } });
    expect(plain.status).toBe(409);
  });

  it('PATCH and DELETE by filter', async () => {
    const p = await call('PATCH', '/tasks?project_id=eq.1', { body: { done: true } });
    expect([p.status, p.text, p.headers.get('content-range')]).toEqual([204, '', '0-1/*']);
    const rep = await call('PATCH', '/tasks?id=eq.3&select=id,done,projects(name)', {
      body: { done: true },
      headers: REP,
    });
    expect([rep.status, rep.json]).toEqual([200, [{ id: 3, done: true, projects: { name: 'Windows 10' } }]]);
    const none = await call('PATCH', '/tasks?id=eq.999', { body: { done: true }, headers: REP });
    expect([none.status, none.json]).toEqual([200, []]);
    const ts = await call('PATCH', '/items?id=eq.15&select=id,created_at', {
      body: { created_at: 'now()' },
      headers: REP,
    });
    expect(ts.status).toBe(200);
    const badKey = await call('PATCH', '/tasks?id=eq.1', { body: { nope: 1 } });
    expect((badKey.json as { code: string }).code).toBe('PGRST204');
    const del = await call('DELETE', '/tasks?id=eq.7', {
      headers: { Prefer: 'return=representation,count=exact' },
    });
    expect([del.status, del.json, del.headers.get('content-range')]).toEqual([
      200,
      [{ id: 7, name: 'Design OSX', project_id: 4, done: false }],
      '*/1',
    ]);
    const delMin = await call('DELETE', '/tasks?id=in.(5,6)');
    expect([delMin.status, delMin.headers.get('content-range')]).toEqual([204, '*/*']);
    expect((await call('GET', '/tasks?id=in.(5,6,7)')).json).toEqual([]);
  });

  it('singular writes roll back when not exactly one row', async () => {
    const obj = { Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=representation' };
    const one = await call('PATCH', '/clients?id=eq.3&select=id,name', {
      body: { name: 'Somebody' },
      headers: obj,
    });
    expect([one.status, one.json]).toEqual([200, { id: 3, name: 'Somebody' }]);
    const many = await call('PATCH', '/clients?id=in.(1,2)', { body: { name: 'Same' }, headers: obj });
    expect([many.status, (many.json as { code: string }).code]).toEqual([406, 'PGRST116']);
    const check = await call('GET', '/clients?id=in.(1,2)&select=name&order=id');
    expect(check.json).toEqual([{ name: 'MS' }, { name: 'Apple' }]);
  });
});
