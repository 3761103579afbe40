import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { openPglite } from '../../db/pglite.ts';
import { openPostgres } from '../../db/postgres.ts';
import { pgliteTemplate } from './pglite-template.ts';

/**
 * A fresh, migrated database for one test file. With `TEST_DATABASE_URL` set (npm test sets it
 * when it can start Debian's Postgres) the suite runs against a throwaway database on that
 * server; otherwise against an in-memory PGlite. `backendName()` tells which, for test titles.
 */
export interface TestDatabase {
  db: Database;
  /** Drops the throwaway database (Postgres) or closes PGlite. */
  dispose(): Promise<void>;
}

export function backendName(): 'postgres' | 'pglite' {
  return process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite';
}

export async function openTestDatabase(opts: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env['TEST_DATABASE_URL'];
  let db: Database;
  let drop: () => Promise<void> = () => Promise.resolve();
  if (url) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    db = await openPostgres(target.toString());
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
    if (opts.migrate !== false) await migrate(db);
  } else {
    // From a tar of a fresh (or freshly migrated) data directory, made once: ~0.35 s a file
    // instead of ~2.4 s of initdb and migrations, 70 files over.
    const loadFrom = await pgliteTemplate(opts.migrate === false ? 'empty' : 'migrated');
    db = await openPglite(null, {}, { loadFrom });
  }
  return {
    db,
    async dispose() {
      await db.close();
      await drop();
    },
  };
}
