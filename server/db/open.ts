import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** `DATABASE_URL` selects a Postgres server; otherwise the embedded PGlite in `dataDir` (null: in memory). */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
}): Promise<Database> {
  if (opts.databaseUrl !== undefined && opts.databaseUrl !== '') return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir);
}
