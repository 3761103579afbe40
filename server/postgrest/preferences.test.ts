import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import { evaluateDatemath, rewriteMissionControlFilters } from './mc-filters.ts';
import { parsePrefer } from './parse/prefer.ts';
import { callerFor, fixtureHandler } from './testing/fixture.ts';

let tdb: TestDatabase;
let call: ReturnType<typeof callerFor>;

beforeAll(async () => {
  tdb = await openTestDatabase({ migrate: false });
  call = callerFor(await fixtureHandler(tdb.db));
});
afterAll(async () => tdb.dispose());

describe('Prefer parsing', () => {
  it('first occurrence wins; unknown items ignored', () => {
    expect(
      parsePrefer(
        'return=representation, count=exact, return=minimal, foo=bar, max-affected=5, handling=strict',
      ),
    ).toEqual({
      return: 'representation',
      count: 'exact',
      handling: 'strict',
      maxAffected: 5,
    });
  });
});

describe('Mission Control .filter rewrite', () => {
  const now = new Date('2024-05-10T12:34:56.789Z');
  it('datemath', () => {
    expect(evaluateDatemath('now-1h', now)?.toISOString()).toBe('2024-05-10T11:34:56.789Z');
    expect(evaluateDatemath('now-7d/d', now)?.toISOString()).toBe('2024-05-03T00:00:00.000Z');
    expect(evaluateDatemath('2024-01-01T00:00:00Z||+1M', now)?.toISOString()).toBe(
      '2024-02-01T00:00:00.000Z',
    );
    expect(evaluateDatemath('yesterday', now)).toBeNull();
  });
  it('lists, negation, globs, dates', () => {
    expect(
      rewriteMissionControlFilters(
        [
          ['status.filter', 'healthy,!unknown,web*'],
          ['created_at.filter', '>now-1h'],
          ['limit', '5'],
        ],
        now,
      ),
    ).toEqual([
      ['limit', '5'],
      ['created_at', 'gt.2024-05-10T11:34:56Z'],
      ['and', '(or(status.ilike.healthy,status.ilike.web*),status.not.ilike.unknown)'],
    ]);
    expect(rewriteMissionControlFilters([['name.filter', '*a,b*']], now)).toEqual([
      ['and', '(or(name.ilike.*a,name.ilike.b*))'],
    ]);
  });
});

describe(`preferences and headers (${backendName()})`, () => {
  it('missing=default fills absent keys with defaults', async () => {
    const r = await call('POST', '/things?columns=code,val,n&select=code,val,n', {
      body: [
        { code: 'm1', n: 1 },
        { code: 'm2', val: 'given' },
      ],
      headers: { Prefer: 'missing=default, return=representation' },
    });
    expect([r.status, r.json]).toEqual([
      201,
      [
        { code: 'm1', val: 'v', n: 1 },
        { code: 'm2', val: 'given', n: null },
      ],
    ]);
    expect(r.headers.get('preference-applied')).toBe('missing=default, return=representation');
    const id = await call('POST', '/things?columns=id,code&select=code', {
      body: [{ code: 'm3' }],
      headers: { Prefer: 'missing=default, return=representation' },
    });
    expect([id.status, id.json]).toEqual([201, [{ code: 'm3' }]]);
  });

  it('handling=strict with max-affected rolls back', async () => {
    const r = await call('PATCH', '/tasks?id=lt.5', {
      body: { name: 'x' },
      headers: { Prefer: 'handling=strict, max-affected=2' },
    });
    expect(r.json).toMatchObject({ code: 'PGRST124', details: 'The query affects 4 rows' });
    expect((await call('GET', '/tasks?name=eq.x')).json).toEqual([]);
    const ok = await call('PATCH', '/tasks?id=lt.3', {
      body: { name: 'y' },
      headers: { Prefer: 'handling=strict, max-affected=2' },
    });
    expect([ok.status, ok.headers.get('preference-applied')]).toEqual([
      204,
      'handling=strict, max-affected=2',
    ]);
    const lenient = await call('PATCH', '/tasks?id=lt.5', {
      body: { done: false },
      headers: { Prefer: 'max-affected=1' },
    });
    expect(lenient.status).toBe(204);
  });

  it('profiles: public is accepted and echoed, others are 406', async () => {
    const ok = await call('GET', '/clients?limit=1', { headers: { 'Accept-Profile': 'public' } });
    expect([ok.status, ok.headers.get('content-profile')]).toEqual([200, 'public']);
    const bad = await call('GET', '/clients', { headers: { 'Accept-Profile': 'private' } });
    expect([bad.status, (bad.json as { code: string }).code]).toEqual([406, 'PGRST106']);
  });

  it('.filter params reach the engine rewritten', async () => {
    const r = await call('GET', '/projects?select=id&order=id&name.filter=windows*,!*10');
    expect(r.json).toEqual([{ id: 1 }]);
  });

  it('OPTIONS lists methods', async () => {
    const r = await call('OPTIONS', '/clients');
    expect([r.status, r.headers.get('allow')]).toEqual([200, 'OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE']);
  });

  it('PUT upserts one row by primary key', async () => {
    const rep = { Prefer: 'return=representation' };
    const ins = await call('PUT', '/clients?id=eq.40&select=id,name', {
      body: { id: 40, name: 'Forty' },
      headers: rep,
    });
    expect([ins.status, ins.json]).toEqual([201, [{ id: 40, name: 'Forty' }]]);
    const upd = await call('PUT', '/clients?id=eq.40&select=id,name', {
      body: [{ id: 40, name: 'Forty!' }],
      headers: rep,
    });
    expect([upd.status, upd.json]).toEqual([200, [{ id: 40, name: 'Forty!' }]]);
    expect((await call('PUT', '/clients?id=eq.40', { body: { id: 40, name: 'x' } })).status).toBe(204);
    expect((await call('PUT', '/clients?name=eq.x', { body: { id: 40, name: 'x' } })).json).toMatchObject({
      code: 'PGRST105',
    });
    expect((await call('PUT', '/clients?id=eq.41', { body: { id: 40, name: 'x' } })).json).toMatchObject({
      code: 'PGRST115',
    });
    expect(
      (await call('PUT', '/clients?id=eq.40&limit=1', { body: { id: 40, name: 'x' } })).json,
    ).toMatchObject({ code: 'PGRST114' });
  });

  it('authorize hook short-circuits, also for embedded relations', async () => {
    const { createPostgrest } = await import('./handler.ts');
    const seen: string[] = [];
    const guarded = callerFor(
      await createPostgrest(tdb.db, {
        authorize: ({ relation, action }) => {
          seen.push(`${action}:${relation}`);
          return Promise.resolve(
            relation === 'clients' ? new Response('{"code":"FORBIDDEN"}', { status: 403 }) : null,
          );
        },
      }),
    );
    expect((await guarded('GET', '/projects?select=id')).status).toBe(200);
    expect((await guarded('GET', '/projects?select=id,clients(name)')).status).toBe(403);
    expect((await guarded('POST', '/clients', { body: { id: 90, name: 'n' } })).status).toBe(403);
    expect((await guarded('GET', '/rpc/add_them?a=1&b=1')).status).toBe(200);
    expect(seen).toContain('execute:add_them');
    expect((await call('GET', '/clients?id=eq.90')).json).toEqual([]);
  });
});
