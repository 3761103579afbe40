import type { Database, Queryable } from '../db/database.ts';
import type { Row } from './context.ts';
import type { Estate, EstateTable } from './generate.ts';
import { ESTATE_TABLES } from './generate.ts';
import { DEMO_ACCOUNTS } from './well-known-ids.ts';

/** Tables the migrations may already hold rows for: the estate's row wins (upsert on this key). */
const UPSERT_KEYS: Partial<Record<EstateTable, string>> = { agents: 'id', properties: 'name' };

/** Tables big enough that dropping their secondary indexes and rebuilding them after the load pays. */
const REBUILD_INDEXES_FROM_ROWS = 20_000;

/** Tables worth an ANALYZE after a bulk load (the planner otherwise assumes they are tiny). */
const ANALYZE: EstateTable[] = [
  'config_items',
  'config_relationships',
  'config_changes',
  'config_analysis',
  'check_statuses',
  'check_statuses_1h',
  'config_items_last_scraped_time',
  'job_history',
  'components',
];

export interface SeedOptions {
  /** Rough upper bound of one batch's JSON text (characters); a batch also stops at `maxRows`. */
  maxBatchChars?: number;
  maxRows?: number;
  /** Throw instead of skipping when a table or column of the estate is missing in the database. */
  strict?: boolean;
  log?: (message: string) => void;
}

export interface SeedReport {
  rows: Partial<Record<EstateTable, number>>;
  /** Estate tables the database does not have (skipped). */
  missingTables: EstateTable[];
  /** Estate columns the database does not have (ignored), per table. */
  missingColumns: Partial<Record<EstateTable, string[]>>;
  ms: number;
}

const quote = (ident: string): string => `"${ident.replace(/"/g, '""')}"`;

/**
 * Inserts the estate into an empty, migrated database, table by table in foreign-key order, each
 * table in its own transaction, in batches of `INSERT ... SELECT FROM jsonb_populate_recordset`
 * (one JSON parameter per batch). Only columns present in both the rows and the table are named,
 * so omitted columns take their defaults. Call it once per database (see `isSeeded`).
 */
export async function seedDatabase(
  db: Database,
  estate: Estate,
  options: SeedOptions = {},
): Promise<SeedReport> {
  const t0 = performance.now();
  const maxChars = options.maxBatchChars ?? 3_000_000;
  const maxRows = options.maxRows ?? 2_000;
  const columns = await tableColumns(db);
  const bypass = await canBypassTriggers(db);
  const report: SeedReport = { rows: {}, missingTables: [], missingColumns: {}, ms: 0 };
  for (const table of ESTATE_TABLES) {
    const rows = estate.tables[table];
    if (rows.length === 0) continue;
    const have = columns.get(table);
    if (have === undefined) {
      if (options.strict === true) throw new Error(`seedDatabase: table ${table} does not exist`);
      report.missingTables.push(table);
      options.log?.(`seed: skipping ${table} (no such table)`);
      continue;
    }
    const keys = rowKeys(rows);
    const missing = keys.filter((k) => !have.has(k));
    if (missing.length > 0) {
      if (options.strict === true)
        throw new Error(`seedDatabase: ${table} lacks column(s) ${missing.join(', ')}`);
      report.missingColumns[table] = missing;
      options.log?.(`seed: ${table} has no column(s) ${missing.join(', ')}; ignored`);
    }
    const cols = keys.filter((k) => have.has(k));
    const sql = insertSql(table, cols);
    const tTable = performance.now();
    const cpuTable = process.cpuUsage();
    await db.transaction(async (tx) => {
      // The generator already fills what the insert triggers compute and keeps every reference
      // valid (tested), so a bulk load may skip triggers and foreign-key checks where allowed.
      if (bypass) await tx.query('SET LOCAL session_replication_role = replica');
      const rebuild = rows.length >= REBUILD_INDEXES_FROM_ROWS ? await dropSecondaryIndexes(tx, table) : [];
      for (const batch of batches(rows, maxChars, maxRows)) await tx.query(sql, [batch]);
      for (const ddl of rebuild) await tx.query(ddl);
    });
    report.rows[table] = rows.length;
    const cpu = process.cpuUsage(cpuTable);
    options.log?.(
      `seed: ${table} ${rows.length} rows in ${Math.round(performance.now() - tTable)} ms (cpu ${Math.round((cpu.user + cpu.system) / 1000)} ms)`,
    );
  }
  await afterSeed(db, estate, columns);
  report.ms = Math.round(performance.now() - t0);
  return report;
}

/** True when the demo estate (its admin account) is already in the database. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const exists = await db.query<{ ok: boolean }>("SELECT to_regclass('public.people') IS NOT NULL AS ok");
  if (exists.rows[0]?.ok !== true) return false;
  const r = await db.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM people WHERE id = $1) AS ok', [
    DEMO_ACCOUNTS.admin.id,
  ]);
  return r.rows[0]?.ok === true;
}

/** Whether this role may set `session_replication_role` (superuser; PGlite always is). */
async function canBypassTriggers(db: Database): Promise<boolean> {
  try {
    await db.transaction((tx) => tx.query('SET LOCAL session_replication_role = replica'));
    return true;
  } catch {
    return false;
  }
}

/** Drops the table's non-unique, non-constraint indexes; returns the DDL that recreates them. */
async function dropSecondaryIndexes(tx: Queryable, table: string): Promise<string[]> {
  const { rows } = await tx.query<{ name: string; ddl: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS ddl
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = 'public' AND t.relname = $1 AND NOT i.indisunique AND NOT i.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
    [table],
  );
  for (const r of rows) await tx.query(`DROP INDEX public.${quote(r.name)}`);
  return rows.map((r) => r.ddl);
}

async function tableColumns(db: Queryable): Promise<Map<string, Set<string>>> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`,
  );
  const out = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = out.get(r.table_name) ?? new Set<string>();
    set.add(r.column_name);
    out.set(r.table_name, set);
  }
  return out;
}

function rowKeys(rows: Row[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const k in row) keys.add(k);
  return [...keys];
}

function insertSql(table: EstateTable, cols: string[]): string {
  const list = cols.map(quote).join(', ');
  const t = quote(table);
  let sql = `INSERT INTO ${t} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${t}, $1::jsonb)`;
  const key = UPSERT_KEYS[table];
  if (key !== undefined) {
    const rest = cols.filter((c) => c !== key);
    sql +=
      rest.length > 0
        ? ` ON CONFLICT (${quote(key)}) DO UPDATE SET ${rest.map((c) => `${quote(c)} = EXCLUDED.${quote(c)}`).join(', ')}`
        : ' ON CONFLICT DO NOTHING';
  }
  return sql;
}

/**
 * JSON texts of consecutive rows: `maxRows` per batch, fewer when the first rows of a batch say
 * the text would pass `maxChars` (one stringify per batch keeps garbage, and GC time, down).
 */
function* batches(rows: Row[], maxChars: number, maxRows: number): Generator<string> {
  const probe = rows.slice(0, 50);
  const perRow = probe.length === 0 ? 1 : JSON.stringify(probe).length / probe.length;
  const size = Math.max(1, Math.min(maxRows, Math.floor(maxChars / perRow)));
  for (let i = 0; i < rows.length; i += size) yield JSON.stringify(rows.slice(i, i + size));
}

/** Keeps sequences ahead of explicit ids and refreshes planner statistics of the big tables. */
async function afterSeed(db: Database, estate: Estate, columns: Map<string, Set<string>>): Promise<void> {
  const numbers = estate.tables.incidents
    .map((r) => /^INC(\d+)$/.exec(String(r['incident_id']))?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  if (numbers.length > 0 && columns.has('incidents')) {
    await db.query(
      `SELECT setval(s, $1) FROM (SELECT pg_get_serial_sequence('public.incidents', 'incident_id') AS s) q WHERE s IS NOT NULL`,
      [Math.max(...numbers)],
    );
  }
  const analyze = ANALYZE.filter((t) => columns.has(t) && estate.tables[t].length > 0);
  if (analyze.length > 0) await db.exec(`ANALYZE ${analyze.map(quote).join(', ')}`);
}
