import type { Database } from './db/database.ts';
import { generateEstate } from './seed/generate.ts';
import { seedDatabase } from './seed/insert.ts';

/**
 * Which demo estate a database holds, kept outside the exposed `public` schema so PostgREST
 * never serves it: the CLI re-seeds only when `--reset` or another `--scale`/`--seed` asks for it.
 */
const STATE_DDL = `CREATE SCHEMA IF NOT EXISTS reference_server;
CREATE TABLE IF NOT EXISTS reference_server.estate (id int PRIMARY KEY DEFAULT 1 CHECK (id = 1), seed int NOT NULL, scale int, seeded_at timestamptz NOT NULL DEFAULT now())`;

export interface EstateWanted {
  seed: number;
  scale?: number | undefined;
  reset: boolean;
}

interface EstateRow {
  seed: number;
  scale: number | null;
}

export async function currentEstate(db: Database): Promise<EstateRow | null> {
  const exists = await db.query<{ ok: boolean }>(
    "SELECT to_regclass('reference_server.estate') IS NOT NULL AS ok",
  );
  if (exists.rows[0]?.ok !== true) return null;
  return (await db.query<EstateRow>('SELECT seed, scale FROM reference_server.estate')).rows[0] ?? null;
}

/** True when the database must be emptied before migrating: a reset, or a different estate asked for. */
export async function needsWipe(db: Database, wanted: EstateWanted): Promise<boolean> {
  if (wanted.reset) return true;
  const current = await currentEstate(db);
  if (current === null) return false;
  const scaleDiffers = wanted.scale !== undefined && wanted.scale !== current.scale;
  return scaleDiffers || wanted.seed !== current.seed;
}

/** Drops every object of the served schema (works the same on PGlite and on a Postgres server). */
export async function wipeDatabase(db: Database): Promise<void> {
  await db.exec(
    'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS reference_server CASCADE;',
  );
}

/** Seeds the demo estate into a migrated database unless it already holds one. */
export async function ensureEstate(
  db: Database,
  wanted: EstateWanted,
  log: (m: string) => void,
): Promise<void> {
  await db.exec(STATE_DDL);
  if ((await currentEstate(db)) !== null) return;
  // Seeding takes several seconds (longer at scale): say so before, not only after.
  log(`Seeding the demo estate (seed ${wanted.seed})…`);
  const t0 = performance.now();
  const estate = generateEstate({
    seed: wanted.seed,
    ...(wanted.scale !== undefined ? { scale: wanted.scale } : {}),
    now: new Date(),
  });
  const t1 = performance.now();
  await seedDatabase(db, estate);
  await db.query('INSERT INTO reference_server.estate (seed, scale) VALUES ($1, $2)', [
    wanted.seed,
    wanted.scale ?? null,
  ]);
  const t2 = performance.now();
  log(
    `Seeded the demo estate (seed ${wanted.seed}${wanted.scale !== undefined ? `, ${wanted.scale} config items` : ''}): generated in ${((t1 - t0) / 1000).toFixed(1)} s, inserted in ${((t2 - t1) / 1000).toFixed(1)} s.`,
  );
}
