import { availableParallelism } from 'node:os';
import pg from 'pg';
import type { Database, Queryable, QueryOptions, QueryResult } from './database.ts';
import { toDbError } from './database.ts';
import { StatementQueue } from './statement-queue.ts';

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

export interface PoolOptions {
  /** Connections at most (default 8). */
  max: number;
  /**
   * Long statements running at once, at most (default: half this machine's cores, at least 1).
   * More of them in flight does not end them sooner on a busy server; it only takes the CPU a
   * session lookup needs (decision 0016: on 2 cores, 7 gave whoami p99 135 ms and a sign-in
   * 865 ms under load, 2 gave 96 and 624, 1 gave 78 and 481, for 6% fewer heavy reads).
   */
  maxLong: number;
  /** Statements waiting for a connection at most; one more is refused with 53300 (a 503). */
  maxWaiting: number;
  /** A statement running longer is cancelled by the server (57014). */
  statementTimeoutMs: number;
}

export const DEFAULT_POOL_OPTIONS: PoolOptions = {
  max: 8,
  maxLong: Math.max(1, Math.floor(availableParallelism() / 2)),
  maxWaiting: 500,
  statementTimeoutMs: 30_000,
};

/**
 * A Postgres server given by URL (`DATABASE_URL`), through a bounded connection pool. Every
 * connection has a statement timeout. Statements wait for a connection in a StatementQueue: short
 * ones first and never all connections held by long ones (decision 0016); one whose client left
 * while it waited is not sent (57014); one already sent runs until it ends or times out.
 */
export async function openPostgres(url: string, options: Partial<PoolOptions> = {}): Promise<Database> {
  const o = { ...DEFAULT_POOL_OPTIONS, ...options };
  const pool = new pg.Pool({
    connectionString: url,
    max: o.max,
    options: `-c TimeZone=UTC -c statement_timeout=${Math.round(o.statementTimeoutMs)}`,
  });
  // An idle pooled connection that the server closes (restart, admin termination) emits 'error' on
  // the pool; without a listener that crashes the process. The pool drops it and reconnects.
  pool.on('error', (e) => console.error(`postgres: idle connection lost: ${e.message}`));
  // Fail fast with the driver's own message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const turns = new StatementQueue({
    slots: o.max,
    maxWaiting: o.maxWaiting,
    graceMs: 0,
    longSlots: o.maxLong,
  });

  /** Runs `fn` on a pooled connection at its turn, timed. */
  const withClient = <T>(
    key: string,
    fn: (c: pg.PoolClient) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> =>
    turns.run(
      key,
      async () => {
        const started = performance.now();
        const client = await pool.connect();
        try {
          return { value: await fn(client), ms: performance.now() - started };
        } finally {
          client.release();
        }
      },
      signal,
    );

  return {
    kind: 'postgres',
    query<R>(sql: string, params: readonly unknown[] = [], opts: QueryOptions = {}): Promise<QueryResult<R>> {
      return withClient(sql, (c) => wrap(c).query<R>(sql, params), opts.signal);
    },
    // Migrations and seed scripts: no statement timeout (an index on a large estate takes a while).
    exec(sql) {
      return withClient(sql, async (client) => {
        try {
          await client.query('SET statement_timeout = 0');
          await client.query(sql);
        } catch (e) {
          throw toDbError(e);
        } finally {
          await client.query('RESET statement_timeout').catch(() => undefined);
        }
      });
    },
    transaction(fn) {
      return withClient('transaction', async (client) => {
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (e) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw e instanceof Error && 'code' in e ? toDbError(e) : e;
        }
      });
    },
    async close() {
      turns.close();
      await pool.end();
    },
  };
}
