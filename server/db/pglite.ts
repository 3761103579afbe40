import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import type { Database, Queryable, QueryOptions, QueryResult } from './database.ts';
import { DbError, toDbError } from './database.ts';

type PgliteLike = Pick<PGlite, 'query'>;

function wrap(q: PgliteLike): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      try {
        const res = await q.query<R>(sql, [...params]);
        return {
          rows: res.rows,
          rowCount: res.affectedRows ?? res.rows.length,
          fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        };
      } catch (e) {
        throw toDbError(e);
      }
    },
  };
}

/**
 * Embedded Postgres (PGlite, PostgreSQL in WASM) keeping its files in `dataDir`.
 * PGlite writes through to the host file system on commit, so a killed server keeps what it
 * acknowledged (covered by server/tests/durability.test.ts).
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(dataDir !== null ? { dataDir } : {}),
    extensions: { pg_trgm },
  });
  await db.exec("SET TIME ZONE 'UTC'");
  const q = wrap(db);
  // PGlite answers one statement at a time; this queue lets a statement see, at its turn,
  // whether its client is still there (QueryOptions.signal).
  let turn: Promise<unknown> = Promise.resolve();
  const query = <R>(
    sql: string,
    params: readonly unknown[] = [],
    options: QueryOptions = {},
  ): Promise<QueryResult<R>> => {
    const run = turn.then(() => {
      if (options.signal?.aborted === true)
        throw new DbError('The client went away before its statement ran', '57014', null, null);
      return q.query<R>(sql, params);
    });
    turn = run.catch(() => undefined);
    return run;
  };
  return {
    kind: 'pglite',
    query,
    async exec(sql) {
      try {
        await db.exec(sql);
      } catch (e) {
        throw toDbError(e);
      }
    },
    async transaction(fn) {
      try {
        return await db.transaction((tx) => fn(wrap(tx)));
      } catch (e) {
        throw toDbError(e);
      }
    },
    async close() {
      await db.close();
    },
  };
}
