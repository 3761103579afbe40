import { mkdirSync } from 'node:fs';
import type { Database, Queryable, QueryOptions, QueryResult } from './database.ts';
import { DbError, toDbError } from './database.ts';
import { startPgliteThread, type PgliteThread, type PgliteThreadOptions } from './pglite-thread.ts';
import { StatementQueue, type QueueOptions } from './statement-queue.ts';

/** Runs a statement on the thread, as a DbError when Postgres refused it. */
async function onThread<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw toDbError(e);
  }
}

/** The statements of one transaction: straight to the thread, which the transaction holds. */
function transactionQueryable(thread: PgliteThread, isOpen: () => boolean): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      if (!isOpen()) throw new Error('Transaction is closed');
      return (await onThread(() => thread.query<R>(sql, params))).value;
    },
  };
}

/** The embedded database, which can also write its data directory out as a template. */
export interface PgliteDatabase extends Database {
  /** Writes the whole data directory to a tar at `path`, for openPglite's `loadFrom`. */
  dumpTo(path: string): Promise<void>;
}

/**
 * Embedded Postgres (PGlite, PostgreSQL in WASM) keeping its files in `dataDir` (null: in memory).
 *
 * PGlite runs in a worker thread (server/db/pglite-worker.mjs), so a statement no longer holds the
 * server's event loop. It still runs one statement at a time: a StatementQueue picks the next one
 * (short ones first, waiting ones whose client left dropped), and a transaction holds the engine
 * from BEGIN to COMMIT, as PGlite's own transaction() did. PGlite writes through to the host file
 * system on commit, so a killed server keeps what it acknowledged (server/tests/durability.test.ts).
 */
export async function openPglite(
  dataDir: string | null,
  queue: Partial<QueueOptions> = {},
  start: PgliteThreadOptions = {},
): Promise<PgliteDatabase> {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const thread = await startPgliteThread(dataDir, start);
  const turns = new StatementQueue(queue);
  return {
    kind: 'pglite',
    query<R>(
      sql: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ): Promise<QueryResult<R>> {
      return turns.run(sql, () => onThread(() => thread.query<R>(sql, params)), options.signal);
    },
    async exec(sql) {
      await turns.run(sql, () => onThread(() => thread.exec(sql)));
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return turns.run('transaction', async () => {
        const started = performance.now();
        await onThread(() => thread.exec('BEGIN'));
        let open = true;
        try {
          const value = await fn(transactionQueryable(thread, () => open));
          await onThread(() => thread.exec('COMMIT'));
          return { value, ms: performance.now() - started };
        } catch (e) {
          await thread.exec('ROLLBACK').catch(() => undefined);
          throw e instanceof DbError ? e : toDbError(e);
        } finally {
          open = false;
        }
      });
    },
    async dumpTo(path) {
      await turns.run('dump', () => onThread(() => thread.dumpTo(path)));
    },
    async close() {
      turns.close();
      await thread.close();
    },
  };
}
