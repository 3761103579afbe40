import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../tests/support/test-db.ts';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { generateEstate } from './generate.ts';
import type { Estate } from './generate.ts';
import { isSeeded, seedDatabase } from './insert.ts';
import type { SeedReport } from './insert.ts';
import { DEMO_ACCOUNTS } from './well-known-ids.ts';

let test: TestDatabase;
let db: Database;
let estate: Estate;
let report: SeedReport;

beforeAll(async () => {
  test = await openTestDatabase();
  db = test.db;
  estate = generateEstate({ seed: 7, scale: 1500, checkHistoryDays: 1, now: '2026-11-22T12:00:00Z' });
  expect(await isSeeded(db)).toBe(false);
  report = await seedDatabase(db, estate, { strict: true });
}, 600_000);

afterAll(async () => {
  await test.dispose();
});

const count = async (table: string): Promise<number> =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? -1;

describe('seedDatabase', () => {
  it('inserts every row of every table', async () => {
    expect(report.missingTables).toEqual([]);
    expect(report.missingColumns).toEqual({});
    for (const [table, rows] of Object.entries(estate.tables)) {
      expect(await count(table), table).toBe(rows.length);
    }
    expect(await isSeeded(db)).toBe(true);
  });

  it('leaves no dangling foreign key (the bulk load skips FK checks)', async () => {
    const fks = await db.query<{ child: string; col: string; parent: string; pcol: string }>(
      `SELECT c.relname AS child, a.attname AS col, p.relname AS parent, pa.attname AS pcol
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = k.confrelid AND pa.attnum = k.confkey[1]
       WHERE k.contype = 'f' AND n.nspname = 'public' AND array_length(k.conkey, 1) = 1`,
    );
    expect(fks.rows.length).toBeGreaterThan(50);
    const dangling: string[] = [];
    for (const fk of fks.rows) {
      const r = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${fk.child}" x WHERE x."${fk.col}" IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM "${fk.parent}" y WHERE y."${fk.pcol}" = x."${fk.col}")`,
      );
      if ((r.rows[0]?.n ?? 0) > 0) dangling.push(`${fk.child}.${fk.col} → ${fk.parent} (${r.rows[0]?.n})`);
    }
    expect(dangling).toEqual([]);
  });

  it('stores what the insert triggers would have computed', async () => {
    const r = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM config_items WHERE
         properties_values IS DISTINCT FROM internal.properties_values(properties)
         OR tags_values IS DISTINCT FROM (SELECT coalesce(jsonb_agg(v ORDER BY k), '[]'::jsonb) FROM jsonb_each(tags) AS t (k, v))
         OR config_class IS DISTINCT FROM split_part(type, '::', 1)`,
    );
    expect(r.rows[0]?.n).toBe(0);
    const c = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM components WHERE properties_values IS DISTINCT FROM internal.properties_values(properties)',
    );
    expect(c.rows[0]?.n).toBe(0);
  });

  it('keeps indexes, sequences and role bindings usable', async () => {
    const idx = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'config_items' AND indexname = 'config_items_name_trgm'",
    );
    expect(idx.rows[0]?.n).toBe(1);
    const inc = await db.query<{ incident_id: string }>(
      "INSERT INTO incidents (title, created_by, severity, type) VALUES ('new one', $1, 'low', 'availability') RETURNING incident_id",
      [DEMO_ACCOUNTS.admin.id],
    );
    expect(inc.rows[0]?.incident_id).toBe(
      `INC${String(estate.tables.incidents.length + 1).padStart(7, '0')}`,
    );
    const roles = await db.query<{ v1: string }>("SELECT v1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1", [
      DEMO_ACCOUNTS.viewer.id,
    ]);
    expect(roles.rows.map((r) => r.v1)).toEqual(['viewer']);
  });

  it('serves the console views over the seeded rows', async () => {
    for (const view of [
      'configs',
      'check_summary',
      'incident_summary',
      'agents_summary',
      'job_history_summary',
    ]) {
      const exists = await db.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [
        `public.${view}`,
      ]);
      if (exists.rows[0]?.ok !== true) continue;
      expect(await count(view), view).toBeGreaterThan(0);
    }
  });
});
