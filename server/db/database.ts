/**
 * The one interface the reference server uses to talk to Postgres, whichever Postgres it is:
 * the embedded PGlite (default, data on disk) or a server reached through `DATABASE_URL`.
 * Both run the same migrations; every feature of the server is written against this interface.
 */
export interface QueryResult<R> {
  rows: R[];
  /** Rows affected by INSERT/UPDATE/DELETE, or rows returned by SELECT. */
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface QueryOptions {
  /**
   * The request the statement answers. The embedded PGlite runs one statement at a time: a
   * statement whose client has gone by its turn is skipped (rejects with SQLSTATE 57014), so
   * abandoned requests (a tab closed mid-sync) do not hold up everyone else.
   */
  readonly signal?: AbortSignal | undefined;
}

export interface Queryable {
  /** One statement, `$1..$n` parameters. Never interpolate values into `sql`. */
  query: <R = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ) => Promise<QueryResult<R>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Several statements without parameters (migrations, seed scripts). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A Postgres error, normalised from node-postgres and PGlite (both carry SQLSTATE fields). */
export class DbError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly detail: string | null,
    readonly hint: string | null,
  ) {
    super(message);
    this.name = 'DbError';
  }
}

function field(e: object, key: string): string | null {
  const v = (e as Record<string, unknown>)[key];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/** Turns whatever a driver threw into a DbError when it is a Postgres error; rethrows otherwise. */
export function toDbError(e: unknown): DbError {
  if (e instanceof DbError) return e;
  if (e instanceof Error) {
    const code = field(e, 'code');
    if (code !== null && /^[0-9A-Z]{5}$/.test(code)) {
      return new DbError(e.message, code, field(e, 'detail'), field(e, 'hint'));
    }
  }
  throw e;
}
