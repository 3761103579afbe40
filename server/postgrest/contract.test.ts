import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import { createPostgrest } from './handler.ts';
import { callerFor } from './testing/fixture.ts';

/** The exact query strings of api-contract §3, against the real migrated schema. */
let tdb: TestDatabase;
let call: ReturnType<typeof callerFor>;

const P1 = '10000000-0000-0000-0000-000000000001';
const P2 = '10000000-0000-0000-0000-000000000002';
const TEAM = '20000000-0000-0000-0000-000000000001';
const AGENT = '30000000-0000-0000-0000-000000000001';
const INC = '40000000-0000-0000-0000-000000000001';
const HYP = '50000000-0000-0000-0000-000000000001';
const RESP = '60000000-0000-0000-0000-000000000001';
const CANARY = '70000000-0000-0000-0000-000000000001';
const CHECK = '80000000-0000-0000-0000-000000000001';
const cfg = (n: number) => `90000000-0000-0000-0000-${String(n).padStart(12, '0')}`;
const MC = { Accept: 'application/json', Prefer: 'return=representation' };
const COUNTED = { ...MC, Prefer: 'return=representation, count=exact' };

beforeAll(async () => {
  tdb = await openTestDatabase();
  const { db } = tdb;
  await db.query(
    `INSERT INTO people (id, name, avatar, email) VALUES ($1, 'Ann', 'a.png', 'ann@x.io'), ($2, 'Bob', NULL, 'bob@x.io')`,
    [P1, P2],
  );
  await db.query(`INSERT INTO teams (id, name, icon, created_by) VALUES ($1, 'SRE', 'sre', $2)`, [TEAM, P1]);
  await db.query(`INSERT INTO agents (id, name) VALUES ($1, 'edge')`, [AGENT]);
  for (let i = 1; i <= 12; i++) {
    await db.query(
      `INSERT INTO config_items (id, config_class, type, name, agent_id, labels, tags, status, health, updated_at, description)
       VALUES ($1, 'Node', $2, $3, $4, $5::jsonb, $6::jsonb, 'Running', $7, '2024-05-01T00:00:00Z'::timestamptz + ($8 || ' minutes')::interval, $9)`,
      [
        cfg(i),
        i % 2 ? 'Kubernetes::Node' : 'AWS::EC2::Instance',
        `node-${String(i).padStart(2, '0')}`,
        i % 3 ? '00000000-0000-0000-0000-000000000000' : AGENT,
        JSON.stringify({ app: i % 2 ? 'web' : 'db', 'app.kubernetes.io/name': `n${i}` }),
        JSON.stringify({ namespace: 'default' }),
        i % 4 ? 'healthy' : 'unhealthy',
        String(i <= 6 ? 0 : i),
        i === 5 ? 'the special one' : null,
      ],
    );
  }
  await db.query(
    `INSERT INTO incidents (id, title, created_by, severity, type, status, commander_id, communicator_id)
    VALUES ($1, 'Outage', $2, 'high', 'availability', 'open', $2, $3)`,
    [INC, P1, P2],
  );
  await db.query(
    `INSERT INTO hypotheses (id, created_by, incident_id, type, title, status) VALUES ($1, $2, $3, 'root', 'Disk', 'possible')`,
    [HYP, P1, INC],
  );
  await db.query(
    `INSERT INTO evidences (hypothesis_id, created_by, type, description, config_id) VALUES ($1, $2, 'config', 'look', $3)`,
    [HYP, P2, cfg(1)],
  );
  await db.query(
    `INSERT INTO responders (id, incident_id, type, created_by, team_id) VALUES ($1, $2, 'system', $3, $4)`,
    [RESP, INC, P1, TEAM],
  );
  await db.query(
    `INSERT INTO comments (created_by, comment, incident_id, hypothesis_id, responder_id) VALUES ($1, 'hi', $2, $3, $4)`,
    [P2, INC, HYP, RESP],
  );
  await db.query(`INSERT INTO canaries (id, name, spec) VALUES ($1, 'c1', '{}')`, [CANARY]);
  await db.query(`INSERT INTO checks (id, canary_id, type, name) VALUES ($1, $2, 'http', 'ping')`, [
    CHECK,
    CANARY,
  ]);
  for (let i = 0; i < 30; i++) {
    await db.query(
      `INSERT INTO check_statuses (check_id, time, status, duration) VALUES ($1, '2024-05-01T00:00:00Z'::timestamptz + ($2 || ' minutes')::interval, $3, $4)`,
      [CHECK, String(i), i % 5 !== 0, i * 10],
    );
  }
  call = callerFor(await createPostgrest(tdb.db));
});
afterAll(async () => tdb.dispose());

type Row = Record<string, unknown>;

describe(`api-contract query strings on the migrated schema (${backendName()})`, () => {
  it('configs list with count, ilike search, label filters, agent embed', async () => {
    const sel =
      'id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,cost_per_minute,cost_total_1d,cost_total_30d,changes,analysis';
    const r = await call(
      'GET',
      `/configs?select=${sel}&select=agent:agents(id,name)&deleted_at=is.null&order=name.asc&limit=5&offset=0`,
      { headers: COUNTED },
    );
    expect(r.status, r.text).toBe(206);
    expect(r.headers.get('content-range')).toBe('0-4/12');
    const rows = r.json as Row[];
    expect(rows.map((x) => x['name'])).toEqual(['node-01', 'node-02', 'node-03', 'node-04', 'node-05']);
    expect(rows[2]?.['agent']).toEqual({ id: AGENT, name: 'edge' });
    expect((rows[0]?.['agent'] as Row | null)?.['id'] ?? null).not.toBe(AGENT);
    const simple = await call(
      'GET',
      '/configs?select=id,name,type,status,health,tags&order=name.asc&limit=50',
      { headers: COUNTED },
    );
    expect([simple.status, simple.headers.get('content-range')]).toEqual([200, '0-11/12']);
    const q = encodeURIComponent('*special*');
    const s = await call(
      'GET',
      `/configs?select=id,name&or=(name.ilike.${q},type.ilike.${q},description.ilike.${q},namespace.ilike.${q})`,
      { headers: COUNTED },
    );
    expect((s.json as Row[]).map((x) => x['name'])).toEqual(['node-05']);
    const l = await call(
      'GET',
      `/configs?select=name&order=name&or=${encodeURIComponent('(and(labels->>app.eq.db,labels->>"app.kubernetes.io/name".neq.n2))')}`,
    );
    expect((l.json as Row[]).map((x) => x['name'])).toEqual([
      'node-04',
      'node-06',
      'node-08',
      'node-10',
      'node-12',
    ]);
    const t = await call(
      'GET',
      '/configs?select=name&type=eq.Kubernetes::Node&health=in.(unhealthy)&order=name.desc',
    );
    expect(t.json).toEqual([]);
    const u = await call(
      'GET',
      '/configs?select=name&type=eq.AWS::EC2::Instance&health=in.("unhealthy")&order=name.desc',
    );
    expect(u.json).toEqual([{ name: 'node-12' }, { name: 'node-08' }, { name: 'node-04' }]);
  });

  it('keyset paging over updated_at, id', async () => {
    const first = await call('GET', '/config_items?select=id,updated_at&order=updated_at.asc,id.asc&limit=4');
    const page1 = first.json as { id: string; updated_at: string }[];
    expect(page1).toHaveLength(4);
    const last = page1[3];
    if (!last) throw new Error('no rows');
    const ts = encodeURIComponent(last.updated_at);
    const next = await call(
      'GET',
      `/config_items?select=id,updated_at&order=updated_at.asc,id.asc&limit=4&or=(updated_at.gt.${ts},and(updated_at.eq.${ts},id.gt.${last.id}))`,
    );
    const page2 = next.json as { id: string }[];
    expect(page2.map((x) => x.id)).toEqual([cfg(5), cfg(6), cfg(7), cfg(8)]);
    expect(page1.map((x) => x.id)).toEqual([cfg(1), cfg(2), cfg(3), cfg(4)]);
  });

  it('incident detail select with nested embeds', async () => {
    const AV = 'id,name,avatar,email';
    const sel = `*,hypotheses(*,created_by(${AV}),evidences(*,created_by(${AV})),comments(created_at,comment,external_created_by,responder_id(team_id(*)),created_by(id,${AV}),id)),commander:commander_id(${AV}),communicator_id(${AV}),responders(created_by(${AV}))`;
    const r = await call('GET', `/incidents?id=eq.${INC}&select=${encodeURIComponent(sel)}`, { headers: MC });
    expect(r.status, r.text).toBe(200);
    const inc = (r.json as Row[])[0] as Row;
    expect(inc['title']).toBe('Outage');
    expect(inc['commander']).toEqual({ id: P1, name: 'Ann', avatar: 'a.png', email: 'ann@x.io' });
    expect((inc['communicator_id'] as Row)['name']).toBe('Bob');
    const hyps = inc['hypotheses'] as Row[];
    expect(hyps).toHaveLength(1);
    expect((hyps[0]?.['created_by'] as Row)['name']).toBe('Ann');
    expect(((hyps[0]?.['evidences'] as Row[])[0]?.['created_by'] as Row)['name']).toBe('Bob');
    const comment = (hyps[0]?.['comments'] as Row[])[0] as Row;
    expect(comment['comment']).toBe('hi');
    expect(((comment['responder_id'] as Row)['team_id'] as Row)['name']).toBe('SRE');
    expect(inc['responders']).toEqual([
      { created_by: { id: P1, name: 'Ann', avatar: 'a.png', email: 'ann@x.io' } },
    ]);
  });

  it('incident_summary list, responders with aliases, people filters', async () => {
    const list = await call(
      'GET',
      `/incident_summary?&order=created_at.desc&title=ilike.*out*&severity=eq.high`,
      { headers: MC },
    );
    expect((list.json as Row[]).map((x) => x['title'])).toEqual(['Outage']);
    const resp = await call(
      'GET',
      `/responders?incident_id=eq.${INC}&select=*,team:team_id(id,name,icon,spec),person:person_id(id,name,avatar)&deleted_at=is.null`,
      { headers: MC },
    );
    const row = (resp.json as Row[])[0] as Row;
    expect([(row['team'] as Row)['name'], row['person']]).toEqual(['SRE', null]);
    const people = await call('GET', '/people?select=*&deleted_at=is.null&email=not.is.null&order=name.asc', {
      headers: MC,
    });
    expect((people.json as Row[]).map((x) => x['name'])).toEqual(['Ann', 'Bob']);
  });

  it('check_statuses paging with count; check detail embeds', async () => {
    const r = await call(
      'GET',
      `/check_statuses?check_id=eq.${CHECK}&time=gt.2024-05-01T00:09:00Z&order=time.desc&status=eq.false&limit=2&offset=0`,
      { headers: COUNTED },
    );
    expect([r.status, r.headers.get('content-range')]).toEqual([206, '0-1/4']);
    expect((r.json as Row[])[0]).toMatchObject({
      check_id: CHECK,
      status: false,
      duration: 250,
      time: '2024-05-01T00:25:00+00:00',
    });
    const d = await call(
      'GET',
      `/checks?id=eq.${CHECK}&select=*,canaries!checks_canary_id_fkey(id,name,source),agents!checks_agent_id_fkey(id,name),components:check_component_relationships(components(id,name,icon)),configs:check_config_relationships(configs(id,name,type))`,
      { headers: MC },
    );
    expect(d.status, d.text).toBe(200);
    expect((d.json as Row[])[0]).toMatchObject({
      canaries: { id: CANARY, name: 'c1', source: null },
      agents: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
      components: [],
      configs: [],
    });
  });

  it('writes the console makes: create incident, soft delete with now()', async () => {
    const c = await call('POST', '/incidents?select=*', {
      headers: MC,
      body: {
        title: 'New',
        description: 'd',
        severity: 'low',
        type: 'cost',
        status: 'open',
        created_by: P1,
        commander_id: P1,
      },
    });
    expect(c.status, c.text).toBe(201);
    const id = ((c.json as Row[])[0] as Row)['id'] as string;
    const del = await call('PATCH', `/responders?id=eq.${RESP}`, {
      headers: MC,
      body: { deleted_at: 'now()' },
    });
    expect([del.status, ((del.json as Row[])[0] as Row)['deleted_at']]).toEqual([200, expect.any(String)]);
    const gone = await call('DELETE', `/incidents?id=eq.${id}`, { headers: MC });
    expect((gone.json as Row[]).length).toBe(1);
  });

  it('rpc endpoints of the contract', async () => {
    const r = await call(
      'GET',
      `/rpc/related_configs_recursive?config_id=${cfg(1)}&include_deleted_configs=false&max_depth=10&type_filter=all`,
      { headers: MC },
    );
    expect(r.status, r.text).toBe(200);
    expect(Array.isArray(r.json)).toBe(true);
    const f = await call('GET', '/rpc/config_analysis_filter_options', { headers: MC });
    expect(f.status, f.text).toBe(200);
    const a = await call('GET', `/rpc/get_playbook_run_actions?run_id=${cfg(99)}`, { headers: MC });
    expect([a.status, a.json]).toEqual([200, []]);
  });

  it('views embed through base tables (scrapers with status, agents summary)', async () => {
    const r = await call(
      'GET',
      '/config_scrapers_with_status?select=*,created_by(id,name,avatar,email)&order=created_at.desc&deleted_at=is.null&limit=100',
      { headers: MC },
    );
    expect(r.status, r.text).toBe(200);
    const a = await call(
      'GET',
      '/agents_summary?select=*,created_by(id,name,avatar,email)&order=name&limit=10',
      { headers: COUNTED },
    );
    expect(a.status, a.text).toBe(200);
    const n = await call(
      'GET',
      '/notifications_summary?select=*,person:person_id(id,name,avatar,email),team:team_id(id,name,icon),created_by(id,name,avatar,email)&order=created_at.desc&limit=10',
      { headers: COUNTED },
    );
    expect(n.status, n.text).toBe(200);
    const ch = await call(
      'GET',
      '/config_changes?select=id,config_id,change_type,created_at,config:configs(id,name,type,config_class),artifacts:artifacts(*)&limit=1',
      { headers: MC },
    );
    expect(ch.status, ch.text).toBe(200);
  });
});
