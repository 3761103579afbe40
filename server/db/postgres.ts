import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.ts';
import { toDbError } from './database.ts';

type Client = Pick<pg.PoolClient, 'query'>;

function wrap(c: Client): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      try {
        const res = await c.query(sql, [...params]);
        return {
          rows: res.rows as R[],
          rowCount: res.rowCount ?? res.rows.length,
          fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        };
      } catch (e) {
        throw toDbError(e);
      }
    },
  };
}

/** A Postgres server given by URL (`DATABASE_URL`), through a small connection pool. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 8, options: '-c TimeZone=UTC' });
  // An idle pooled connection that the server closes (restart, admin termination) emits 'error' on
  // the pool; without a listener that crashes the process. The pool drops it and reconnects.
  pool.on('error', (e) => console.error(`postgres: idle connection lost: ${e.message}`));
  // Fail fast with the driver's own message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const q = wrap(pool);
  return {
    kind: 'postgres',
    query: q.query,
    async exec(sql) {
      try {
        await pool.query(sql);
      } catch (e) {
        throw toDbError(e);
      }
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e instanceof Error && 'code' in e ? toDbError(e) : e;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
