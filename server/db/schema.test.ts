import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { migrate, migrationFiles } from './migrate.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import {
  CONTRACT_FUNCTIONS,
  CONTRACT_TABLES,
  CONTRACT_VIEWS,
  OTHER_TABLES,
} from './testing/schema-contract.ts';

const TYPE_NAMES: Record<string, string> = {
  tstz: 'timestamp with time zone',
  bool: 'boolean',
  int: 'integer',
  'source-enum': 'source',
  'varchar(10)': 'character varying(10)',
};

interface ContractColumn {
  name: string;
  type: string;
  notNull: boolean;
}

/** Parses "id uuid!, status text=open, incident_id varchar(10)! (note)" into columns. */
function parseColumns(spec: string): ContractColumn[] {
  return spec
    .replace(/ \([^)]*\)/g, '')
    .split(',')
    .map((part) => {
      const clean = part.trim();
      const m = /^(\w+) ([^!=]+?)(!)?(=.*)?$/.exec(clean);
      if (m === null) throw new Error(`cannot parse column spec "${part}"`);
      const [, name = '', type = ''] = m;
      return { name, type: TYPE_NAMES[type] ?? type, notNull: m[3] === '!' };
    });
}

interface ActualColumn {
  relname: string;
  attname: string;
  type: string;
  notnull: boolean;
}

async function columnsOf(db: Database, relkinds: string[]): Promise<Map<string, Map<string, ActualColumn>>> {
  const res = await db.query<ActualColumn>(
    `SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS notnull
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = ANY ($1::text[]) AND a.attnum > 0 AND NOT a.attisdropped`,
    [relkinds],
  );
  const out = new Map<string, Map<string, ActualColumn>>();
  for (const row of res.rows) {
    const cols = out.get(row.relname) ?? new Map<string, ActualColumn>();
    cols.set(row.attname, row);
    out.set(row.relname, cols);
  }
  return out;
}

describe(`schema migrations (${backendName()})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('recorded every migration file and a second migrate() is a no-op', async () => {
    const recorded = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.rows.map((r) => r.name)).toEqual(migrationFiles());
    expect(await migrate(t.db)).toEqual([]);
  });

  it('has every §4.1 table with the listed column types and NOT NULLs', async () => {
    const tables = await columnsOf(t.db, ['r']);
    const problems: string[] = [];
    for (const [table, spec] of Object.entries(CONTRACT_TABLES)) {
      const actual = tables.get(table);
      if (actual === undefined) {
        problems.push(`missing table ${table}`);
        continue;
      }
      for (const col of parseColumns(spec)) {
        const a = actual.get(col.name);
        if (a === undefined) problems.push(`${table}.${col.name} missing`);
        else {
          if (a.type !== col.type)
            problems.push(`${table}.${col.name} is ${a.type}, contract says ${col.type}`);
          // severities.id is listed nullable but is our primary key (hence NOT NULL).
          if (a.notnull !== col.notNull && `${table}.${col.name}` !== 'severities.id')
            problems.push(`${table}.${col.name} NOT NULL is ${a.notnull}`);
        }
      }
    }
    for (const table of OTHER_TABLES) if (!tables.has(table)) problems.push(`missing table ${table}`);
    expect(problems).toEqual([]);
  });

  it('has every §4.2 view with the columns the console reads', async () => {
    const views = await columnsOf(t.db, ['v', 'm']);
    const problems: string[] = [];
    for (const [view, spec] of Object.entries(CONTRACT_VIEWS)) {
      const actual = views.get(view);
      if (actual === undefined) problems.push(`missing view ${view}`);
      else for (const col of spec.split(' ')) if (!actual.has(col)) problems.push(`${view}.${col} missing`);
    }
    expect(problems).toEqual([]);
  });

  it('has every RPC function with its argument names, and its result columns', async () => {
    const res = await t.db.query<{ proname: string; args: string[] | null }>(
      `SELECT p.proname, p.proargnames AS args FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public'`,
    );
    const found = new Map(res.rows.map((r) => [r.proname, r.args ?? []]));
    for (const [fn, args] of Object.entries(CONTRACT_FUNCTIONS)) {
      expect(found.get(fn)?.slice(0, args.split(' ').length), fn).toEqual(args.split(' '));
    }
    const rc = await t.db.query('SELECT * FROM related_configs_recursive(gen_random_uuid()) LIMIT 0');
    expect(rc.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(
        'id name type related_ids tags changes analysis cost_per_minute cost_total_1h cost_total_1d cost_total_30d created_at updated_at deleted_at agent_id health ready status path'.split(
          ' ',
        ),
      ),
    );
    const actions = await t.db.query('SELECT * FROM get_playbook_run_actions(gen_random_uuid()) LIMIT 0');
    expect(actions.fields.map((f) => f.name)).toEqual(
      'id name playbook_run_id status scheduled_time start_time end_time result agent_id retry_count agent artifacts'.split(
        ' ',
      ),
    );
  });

  it('names the foreign keys that PostgREST embeds refer to', async () => {
    const res = await t.db.query<{ conname: string }>(
      `SELECT conname FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    );
    const names = new Set(res.rows.map((r) => r.conname));
    for (const fk of [
      'checks_canary_id_fkey',
      'checks_agent_id_fkey',
      'config_component_relationships_component_id_fkey',
      'check_statuses_check_id_fkey',
      'evidences_hypothesis_id_fkey',
      'hypotheses_incident_id_fkey',
      'hypotheses_parent_id_fkey',
      'comments_responder_id_fkey',
      'responders_team_id_fkey',
      'responders_person_id_fkey',
      'playbook_runs_playbook_id_fkey',
      'playbook_runs_parent_id_fkey',
      'playbook_run_actions_playbook_run_id_fkey',
      'playbook_approvals_run_id_fkey',
      'incidents_created_by_fkey',
      'incidents_commander_id_fkey',
      'teams_created_by_fkey',
      'team_members_person_id_fkey',
      'config_items_parent_id_fkey',
      'config_items_scraper_id_fkey',
      'components_parent_id_fkey',
      'components_topology_id_fkey',
      'config_changes_config_id_fkey',
      'artifacts_config_change_id_fkey',
    ]) {
      expect(names.has(fk), fk).toBe(true);
    }
  });

  it('seeds the local agent and the severities', async () => {
    const agents = await t.db.query<{ id: string; name: string }>('SELECT id, name FROM agents');
    expect(agents.rows).toEqual([{ id: '00000000-0000-0000-0000-000000000000', name: 'local' }]);
    const sev = await t.db.query<{ id: number; name: string }>('SELECT id, name FROM severities ORDER BY id');
    expect(sev.rows.map((r) => r.name)).toEqual(['Critical', 'Blocker', 'High', 'Medium', 'Low']);
  });

  it('indexes keyset sync columns and config names for ilike search', async () => {
    const res = await t.db.query<{ tablename: string; indexdef: string }>(
      `SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public'`,
    );
    const defs = res.rows.map((r) => r.indexdef);
    for (const table of ['config_items', 'checks', 'components', 'incidents', 'people', 'teams', 'agents']) {
      expect(
        defs.some((d) => d.includes(`ON public.${table} USING btree (updated_at, id)`)),
        table,
      ).toBe(true);
    }
    expect(defs.some((d) => /ON public\.config_items USING gin \(name gin_trgm_ops\)/.test(d))).toBe(true);
    const plan = await t.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM config_items WHERE name ILIKE '%needle%'`,
    );
    expect(plan.rows.length).toBeGreaterThan(0);
  });
});
