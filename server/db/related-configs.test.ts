import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';

// related_configs_recursive walks parent/child ("hard") and config_relationships ("soft") edges.
// Graph:  P ─hard→ R ─hard→ A ─hard→ B ─hard→ C,  A ─hard→ D (deleted),
//         R ─soft→ S,  S ─soft→ R (a cycle),  X ─soft→ R.
describe(`related_configs_recursive (${backendName()})`, () => {
  let t: TestDatabase;
  const ids: Record<string, string> = {};
  const names = new Map<string, string>();

  async function add(name: string, parent: string | null, deleted = false): Promise<void> {
    const res = await t.db.query<{ id: string }>(
      `INSERT INTO config_items (type, name, parent_id, deleted_at) VALUES ('Test::Node', $1, $2, $3) RETURNING id`,
      [name, parent === null ? null : ids[parent], deleted ? new Date() : null],
    );
    const id = res.rows[0]?.id ?? '';
    ids[name] = id;
    names.set(id, name);
  }

  /** Calls the function with named arguments, as PostgREST does; returns name -> related names. */
  async function walk(args: Record<string, unknown>): Promise<Record<string, string[]>> {
    const keys = Object.keys(args);
    const sql = `SELECT id, related_ids, depth FROM related_configs_recursive(config_id => $1${keys
      .map((k, i) => `, ${k} => $${i + 2}`)
      .join('')})`;
    const res = await t.db.query<{ id: string; related_ids: string[] }>(sql, [
      ids['R'],
      ...Object.values(args),
    ]);
    const out: Record<string, string[]> = {};
    for (const row of res.rows) {
      out[names.get(row.id) ?? row.id] = row.related_ids.map((r) => names.get(r) ?? r).sort();
    }
    return out;
  }

  beforeAll(async () => {
    t = await openTestDatabase();
    await add('P', null);
    await add('R', 'P');
    await add('A', 'R');
    await add('B', 'A');
    await add('C', 'B');
    await add('D', 'A', true);
    await add('S', null);
    await add('X', null);
    await t.db.query(
      `INSERT INTO config_relationships (config_id, related_id, relation) VALUES ($1, $2, 'uses'), ($2, $1, 'usedBy'), ($3, $1, 'routes')`,
      [ids['R'], ids['S'], ids['X']],
    );
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('walks outgoing edges by default, up to max_depth, never returning the start or deleted configs', async () => {
    expect(await walk({})).toEqual({ A: ['R'], S: ['R'], B: ['A'], C: ['B'] });
    expect(await walk({ max_depth: 2 })).toEqual({ A: ['R'], S: ['R'], B: ['A'] });
    expect(await walk({ max_depth: 1 })).toEqual({ A: ['R'], S: ['R'] });
  });

  it('walks incoming edges backwards', async () => {
    expect(await walk({ type_filter: 'incoming' })).toEqual({ P: ['R'], S: ['R'], X: ['R'] });
  });

  it('walks both directions with type_filter=all', async () => {
    expect(Object.keys(await walk({ type_filter: 'all' })).sort()).toEqual(['A', 'B', 'C', 'P', 'S', 'X']);
  });

  it('restricts to parent/child edges with *_relation=hard', async () => {
    expect(await walk({ outgoing_relation: 'hard' })).toEqual({ A: ['R'], B: ['A'], C: ['B'] });
    expect(await walk({ type_filter: 'incoming', incoming_relation: 'hard' })).toEqual({ P: ['R'] });
  });

  it('includes deleted configs on request', async () => {
    expect(await walk({ include_deleted_configs: true })).toMatchObject({ D: ['A'] });
  });

  it('related_changes_recursive returns changes of the config and of configs in the chosen direction', async () => {
    await t.db.query(
      `INSERT INTO config_changes (config_id, change_type) VALUES ($1, 'r'), ($2, 'b'), ($3, 's'), ($4, 'p')`,
      [ids['R'], ids['B'], ids['S'], ids['P']],
    );
    const types = async (args: string) =>
      (
        await t.db.query<{ change_type: string }>(
          `SELECT change_type FROM related_changes_recursive($1${args})`,
          [ids['R']],
        )
      ).rows
        .map((r) => r.change_type)
        .sort();
    expect(await types(`, type_filter => 'none'`)).toEqual(['r']);
    expect(await types('')).toEqual(['b', 'r']);
    expect(await types(`, soft => true`)).toEqual(['b', 'r', 's']);
    expect(await types(`, type_filter => 'upstream'`)).toEqual(['p', 'r']);
    expect(await types(`, type_filter => 'all', soft => true`)).toEqual(['b', 'p', 'r', 's']);
  });

  it('returns the config columns of the `configs` view', async () => {
    await t.db.query(
      `INSERT INTO config_changes (config_id, change_type) VALUES ($1, 'diff'), ($1, 'diff')`,
      [ids['A']],
    );
    const res = await t.db.query<{ name: string; type: string; changes: number; agent_id: string }>(
      `SELECT name, type, changes, agent_id FROM related_configs_recursive($1) WHERE id = $2`,
      [ids['R'], ids['A']],
    );
    expect(res.rows).toEqual([
      { name: 'A', type: 'Test::Node', changes: 2, agent_id: '00000000-0000-0000-0000-000000000000' },
    ]);
  });
});

describe(`other catalogue and playbook functions (${backendName()})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('config_analysis_filter_options lists types, analyzers, sources, config types and catalogs', async () => {
    const ci = await t.db.query<{ id: string }>(
      `INSERT INTO config_items (type, name) VALUES ('AWS::S3', 'bucket') RETURNING id`,
    );
    const id = ci.rows[0]?.id;
    await t.db.query(
      `INSERT INTO config_analysis (config_id, analyzer, analysis_type, source) VALUES ($1, 'public-bucket', 'security', 'Trivy')`,
      [id],
    );
    const all = await t.db.query<{ o: Record<string, unknown> }>(
      `SELECT config_analysis_filter_options() AS o`,
    );
    expect(all.rows[0]?.o).toEqual({
      types: ['security'],
      analyzers: ['public-bucket'],
      sources: ['Trivy'],
      config_types: ['AWS::S3'],
      catalogs: [{ id, name: 'bucket', type: 'AWS::S3', config_class: 'AWS' }],
    });
    const none = await t.db.query<{ o: Record<string, unknown> }>(
      `SELECT config_analysis_filter_options(p_config_id => gen_random_uuid()) AS o`,
    );
    expect(none.rows[0]?.o).toMatchObject({ types: [], catalogs: [] });
  });

  it('get_parents_by_location finds configs whose external_id holds one of its locations', async () => {
    const acct = await t.db.query<{ id: string }>(
      `INSERT INTO config_items (type, name, external_id) VALUES ('AWS::Account', 'prod', '{aws://123}') RETURNING id`,
    );
    const vm = await t.db.query<{ id: string }>(
      `INSERT INTO config_items (type, name) VALUES ('AWS::EC2', 'vm') RETURNING id`,
    );
    await t.db.query(`INSERT INTO config_locations (id, location) VALUES ($1, 'aws://123')`, [
      vm.rows[0]?.id,
    ]);
    const parents = await t.db.query(`SELECT * FROM get_parents_by_location(config_id => $1)`, [
      vm.rows[0]?.id,
    ]);
    expect(parents.rows).toEqual([{ id: acct.rows[0]?.id, type: 'AWS::Account', name: 'prod' }]);
    const children = await t.db.query(`SELECT name FROM get_children_by_location($1)`, [acct.rows[0]?.id]);
    expect(children.rows).toEqual([{ name: 'vm' }]);
  });

  it('get_playbook_run_actions returns the actions of a run and its child runs', async () => {
    const pb = await t.db.query<{ id: string }>(
      `INSERT INTO playbooks (name, title, spec) VALUES ('restart', 'Restart', '{}') RETURNING id`,
    );
    const run = await t.db.query<{ id: string }>(
      `INSERT INTO playbook_runs (playbook_id) VALUES ($1) RETURNING id`,
      [pb.rows[0]?.id],
    );
    const child = await t.db.query<{ id: string }>(
      `INSERT INTO playbook_runs (playbook_id, parent_id) VALUES ($1, $2) RETURNING id`,
      [pb.rows[0]?.id, run.rows[0]?.id],
    );
    await t.db.query(
      `INSERT INTO playbook_run_actions (name, playbook_run_id, start_time) VALUES ('a1', $1, now() - interval '1 minute'), ('a2', $2, now())`,
      [run.rows[0]?.id, child.rows[0]?.id],
    );
    const other = await t.db.query<{ id: string }>(
      `INSERT INTO playbook_runs (playbook_id) VALUES ($1) RETURNING id`,
      [pb.rows[0]?.id],
    );
    await t.db.query(`INSERT INTO playbook_run_actions (name, playbook_run_id) VALUES ('elsewhere', $1)`, [
      other.rows[0]?.id,
    ]);
    const res = await t.db.query<{ name: string; agent: unknown; artifacts: unknown }>(
      `SELECT name, agent, artifacts FROM get_playbook_run_actions(run_id => $1)`,
      [run.rows[0]?.id],
    );
    expect(res.rows).toEqual([
      { name: 'a1', agent: null, artifacts: [] },
      { name: 'a2', agent: null, artifacts: [] },
    ]);
  });
});
