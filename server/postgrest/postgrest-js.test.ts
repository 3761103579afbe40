import { PostgrestClient } from '@supabase/postgrest-js';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import { fixtureHandler } from './testing/fixture.ts';

let tdb: TestDatabase;
let client: PostgrestClient;
let close: () => Promise<void>;

beforeAll(async () => {
  tdb = await openTestDatabase({ migrate: false });
  const handler = await fixtureHandler(tdb.db);
  // A real HTTP server, mounted like server/http/app.ts does.
  const app = new Hono();
  app.all('/api/db/*', (c) => handler.handle(c.req.raw, c.req.path.slice('/api/db'.length)));
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  client = new PostgrestClient(`http://127.0.0.1:${port}/api/db`);
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await tdb.dispose();
});

describe(`postgrest-js against the engine (${backendName()})`, () => {
  it('select with embeds, filters, order, range, count', async () => {
    const { data, count, error, status } = await client
      .from('projects')
      .select('id, name, clients(id, name), tasks(id)', { count: 'exact' })
      .in('id', [1, 2, 3])
      .order('id', { ascending: false })
      .order('id', { referencedTable: 'tasks' })
      .range(0, 1);
    expect(error).toBeNull();
    expect([status, count]).toEqual([206, 3]);
    expect(data).toEqual([
      { id: 3, name: 'IOS', clients: { id: 2, name: 'Apple' }, tasks: [{ id: 5 }, { id: 6 }] },
      { id: 2, name: 'Windows 10', clients: { id: 1, name: 'Microsoft' }, tasks: [{ id: 3 }, { id: 4 }] },
    ]);
  });

  it('filter builders: ilike, is, contains, or, not, textSearch, match', async () => {
    const q = async (b: PromiseLike<{ data: unknown }>) =>
      ((await b).data as { id: number }[] | null)?.map((x) => x.id);
    expect(await q(client.from('items').select('id').ilike('full_name', '%N 1_').order('id'))).toEqual([
      10, 11, 12, 13, 14, 15,
    ]);
    expect(await q(client.from('items').select('id').is('note', null).order('id'))).toEqual([1, 2, 3]);
    expect(
      await q(client.from('items').select('id').contains('tags', ['t0']).lt('id', 7).order('id')),
    ).toEqual([3, 6]);
    expect(await q(client.from('items').select('id').contains('data', { n: 5 }).order('id'))).toEqual([5]);
    expect(
      await q(client.from('items').select('id').or('id.eq.1,and(id.gt.13,note.neq.n15)').order('id')),
    ).toEqual([1, 14]);
    expect(
      await q(
        client.from('items').select('id').not('id', 'in', '(1,2,3,4,5,6,7,8,9,10,11,12,13)').order('id'),
      ),
    ).toEqual([14, 15]);
    expect(
      await q(
        client.from('items').select('id').textSearch('doc', 'fat & cats', { config: 'english' }).order('id'),
      ),
    ).toEqual([3]);
    expect(
      await q(client.from('items').select('id').match({ salary: 2000, full_name: 'Person 2' }).order('id')),
    ).toEqual([2]);
    expect(
      await q(client.from('items').select('id').in('full_name', ['Person 1', 'a,b', 'c(d)']).order('id')),
    ).toEqual([1]);
  });

  it('single / maybeSingle', async () => {
    const one = await client.from('clients').select('id,name').eq('id', 2).single();
    expect(one.data).toEqual({ id: 2, name: 'Apple' });
    const none = await client.from('clients').select('id').eq('id', 99).maybeSingle();
    expect([none.data, none.error]).toEqual([null, null]);
    const err = await client.from('clients').select('id').single();
    expect(err.error?.code).toBe('PGRST116');
  });

  it('insert / upsert / update / delete with representation', async () => {
    const ins = await client.from('clients').insert({ id: 30, name: 'Thirty' }).select();
    expect([ins.status, ins.data]).toEqual([201, [{ id: 30, name: 'Thirty' }]]);
    const ups = await client
      .from('clients')
      .upsert([
        { id: 30, name: 'Thirty!' },
        { id: 31, name: 'Thirty-one' },
      ])
      .select('id,name');
    expect(ups.data).toEqual([
      { id: 30, name: 'Thirty!' },
      { id: 31, name: 'Thirty-one' },
    ]);
    const ign = await client
      .from('things')
      .upsert({ code: 'a', val: 'ignored' }, { onConflict: 'code', ignoreDuplicates: true })
      .select();
    expect(ign.data).toEqual([]);
    const upd = await client.from('clients').update({ name: 'Renamed' }).eq('id', 31).select('name');
    expect(upd.data).toEqual([{ name: 'Renamed' }]);
    const del = await client.from('clients').delete({ count: 'exact' }).in('id', [30, 31]);
    expect([del.status, del.count]).toEqual([204, 2]);
    const dup = await client.from('clients').insert({ id: 1, name: 'dup' });
    expect([dup.status, dup.error?.code]).toEqual([409, '23505']);
  });

  it('rpc by POST and GET, with filters on SETOF results', async () => {
    expect((await client.rpc('add_them', { a: 2, b: 3 })).data).toBe(5);
    expect((await client.rpc('add_them', { a: 2, b: 3 }, { get: true })).data).toBe(5);
    expect((await client.rpc('sum_array', { xs: [1, 2, 3] }, { get: true })).data).toBe(6);
    const rows = await client.rpc('get_projects_below', { id: 5 }).select('id').gte('id', 3).order('id');
    expect(rows.data).toEqual([{ id: 3 }, { id: 4 }]);
    const head = await client.rpc('get_projects_below', { id: 5 }, { head: true, count: 'exact' });
    expect(head.count).toBe(4);
  });

  it('errors come back PostgREST-shaped', async () => {
    const a = await client.from('nope').select();
    expect([a.status, a.error?.code]).toEqual([404, 'PGRST205']);
    const b = await client.from('clients').select('id,bogus');
    expect([b.status, b.error?.code]).toEqual([400, '42703']);
  });
});
