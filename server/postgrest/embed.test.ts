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

describe(`PostgREST embedding (${backendName()})`, () => {
  it('many-to-one → object or null; one-to-many → array or []', async () => {
    const p = await call('GET', '/projects?select=id,clients(id,name)&id=in.(1,5)&order=id');
    expect(p.json).toEqual([
      { id: 1, clients: { id: 1, name: 'Microsoft' } },
      { id: 5, clients: null },
    ]);
    const c = await call('GET', '/clients?select=id,projects(id)&order=id&projects.order=id');
    expect(c.json).toEqual([
      { id: 1, projects: [{ id: 1 }, { id: 2 }] },
      { id: 2, projects: [{ id: 3 }, { id: 4 }] },
      { id: 3, projects: [] },
    ]);
  });

  it('nested two levels, aliases, FK column name, constraint hints', async () => {
    const r = await call(
      'GET',
      '/clients?select=id,projects(id,tasks(id))&id=eq.1&projects.order=id&projects.tasks.order=id.desc',
    );
    expect(r.json).toEqual([
      {
        id: 1,
        projects: [
          { id: 1, tasks: [{ id: 2 }, { id: 1 }] },
          { id: 2, tasks: [{ id: 4 }, { id: 3 }] },
        ],
      },
    ]);
    const col = await call('GET', '/projects?select=id,client_id(id,name)&id=eq.3');
    expect(col.json).toEqual([{ id: 3, client_id: { id: 2, name: 'Apple' } }]);
    const star = await call('GET', '/items?select=*,created_by(id,name,avatar,email)&id=eq.2');
    expect((star.json as Record<string, unknown>[])[0]?.['created_by']).toEqual({
      id: '11111111-1111-1111-1111-111111111111',
      name: 'Ann',
      avatar: 'a.png',
      email: 'ann@x.io',
    });
    const alias = await call(
      'GET',
      '/projects?select=id,owner:client_id(name),boss:clients!projects_client_id_fkey(id)&id=eq.1',
    );
    expect(alias.json).toEqual([{ id: 1, owner: { name: 'Microsoft' }, boss: { id: 1 } }]);
    const billing = await call(
      'GET',
      '/orders?select=id,billing(address),shipping:addresses!shipping_address_id(address)',
    );
    expect(billing.json).toEqual([
      { id: 1, billing: { address: 'Main St' }, shipping: { address: 'Side St' } },
    ]);
  });

  it('ambiguous embed → 300 PGRST201; missing relationship → 400 PGRST200', async () => {
    const a = await call('GET', '/orders?select=id,addresses(*)');
    expect(a.status).toBe(300);
    expect(a.json).toMatchObject({
      code: 'PGRST201',
      hint: expect.stringContaining("'addresses!billing'") as unknown,
    });
    expect(Array.isArray((a.json as { details: unknown }).details)).toBe(true);
    const b = await call('GET', '/clients?select=id,people(*)');
    expect([b.status, (b.json as { code: string }).code]).toEqual([400, 'PGRST200']);
  });

  it('embed filters shape the embed; !inner and not.is.null filter parents', async () => {
    const scoped = await call('GET', '/clients?select=id,projects(id)&order=id&projects.id=eq.3');
    expect(scoped.json).toEqual([
      { id: 1, projects: [] },
      { id: 2, projects: [{ id: 3 }] },
      { id: 3, projects: [] },
    ]);
    const inner = await call('GET', '/clients?select=id,projects!inner(id)&projects.id=eq.3');
    expect(inner.json).toEqual([{ id: 2, projects: [{ id: 3 }] }]);
    const notNull = await call(
      'GET',
      '/clients?select=id,projects(id)&projects=not.is.null&projects.name=eq.OSX',
    );
    expect(notNull.json).toEqual([{ id: 2, projects: [{ id: 4 }] }]);
    const anti = await call('GET', '/clients?select=id,projects()&projects=is.null');
    expect(anti.json).toEqual([{ id: 3 }]);
    const orTree = await call('GET', '/clients?select=id,projects()&or=(projects.is.null,id.eq.1)&order=id');
    expect(orTree.json).toEqual([{ id: 1 }, { id: 3 }]);
    const deep = await call(
      'GET',
      '/clients?select=id,projects!inner(id,tasks!inner(id))&projects.tasks.name=eq.Code IOS',
    );
    expect(deep.json).toEqual([{ id: 2, projects: [{ id: 3, tasks: [{ id: 6 }] }] }]);
    const toOne = await call(
      'GET',
      '/projects?select=id,clients(name)&clients.name=eq.Apple&order=id&id=lt.4',
    );
    expect(toOne.json).toEqual([
      { id: 1, clients: null },
      { id: 2, clients: null },
      { id: 3, clients: { name: 'Apple' } },
    ]);
  });

  it('embed order/limit/offset per parent; alias as prefix; or on embed', async () => {
    const r = await call(
      'GET',
      '/clients?select=id,p:projects(id)&id=lt.3&order=id&p.order=id.desc&p.limit=1&p.offset=0',
    );
    expect(r.json).toEqual([
      { id: 1, p: [{ id: 2 }] },
      { id: 2, p: [{ id: 4 }] },
    ]);
    const o = await call(
      'GET',
      '/clients?select=id,projects(id)&id=eq.1&projects.or=(id.eq.2,name.eq.nothing)',
    );
    expect(o.json).toEqual([{ id: 1, projects: [{ id: 2 }] }]);
    const bad = await call('GET', '/clients?select=id&projects.id=eq.1');
    expect(bad.json).toMatchObject({
      code: 'PGRST108',
      message: "'projects' is not an embedded resource in this request",
    });
    const badOp = await call('GET', '/clients?select=id,projects(id)&projects=eq.1');
    expect(badOp.json).toMatchObject({ code: 'PGRST120' });
  });

  it('order by a to-one embed column; to-many → PGRST118', async () => {
    const r = await call('GET', '/projects?select=id,clients(name)&id=lt.5&order=clients(name).desc,id');
    expect((r.json as { id: number }[]).map((x) => x.id)).toEqual([1, 2, 3, 4]);
    const bad = await call('GET', '/clients?select=id,projects(id)&order=projects(id)');
    expect(bad.json).toMatchObject({ code: 'PGRST118' });
  });

  it('views embed through their base tables', async () => {
    const v = await call('GET', '/project_view?select=id,client_name,clients(id)&id=eq.3');
    expect(v.json).toEqual([{ id: 3, client_name: 'Apple', clients: { id: 2 } }]);
    const toView = await call('GET', '/projects?select=id,client:client_view(name)&id=eq.1');
    expect(toView.json).toEqual([{ id: 1, client: { name: 'Microsoft' } }]);
    const rev = await call('GET', '/client_view?select=id,project_view(id)&id=eq.2&project_view.order=id');
    expect(rev.json).toEqual([{ id: 2, project_view: [{ id: 3 }, { id: 4 }] }]);
  });

  it('spread embeds lift columns', async () => {
    const r = await call('GET', '/projects?select=id,...clients(client_name:name)&id=eq.1');
    expect(r.json).toEqual([{ id: 1, client_name: 'Microsoft' }]);
  });

  it('explicit relationships from code', async () => {
    const { createPostgrest } = await import('./handler.ts');
    await tdb.db.exec('CREATE VIEW client_names AS SELECT id + 0 AS cid, upper(name) AS uname FROM clients');
    const h = callerFor(
      await createPostgrest(tdb.db, {
        relationships: [
          {
            source: 'projects',
            target: 'client_names',
            constraint: 'manual',
            columns: [['client_id', 'cid']],
            cardinality: 'many-to-one',
            fkOnSource: true,
          },
        ],
      }),
    );
    const r = await h('GET', '/projects?select=id,client_names(uname)&id=eq.3');
    expect(r.json).toEqual([{ id: 3, client_names: { uname: 'APPLE' } }]);
  });
});
