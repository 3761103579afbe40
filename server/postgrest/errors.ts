import { DbError } from '../db/database.ts';

/** A PostgREST-shaped error: the body has exactly `code`, `message`, `details`, `hint`. */
export class PgrstError extends Error {
  /** Extra response headers (e.g. `Content-Range` on a 416). */
  headers: Record<string, string> = {};
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | unknown[] | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'PgrstError';
  }
}

/** PGRST100: a parse error of select/filter/order/logic tree, in PostgREST's wording. */
export function parseError(what: string, input: string, column: number, details: string): PgrstError {
  return new PgrstError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  );
}

export function unknownColumn(relation: string, column: string): PgrstError {
  return new PgrstError(400, '42703', `column ${relation}.${column} does not exist`);
}

/** HTTP status for a Postgres SQLSTATE, as PostgREST's `Error.hs pgErrorStatus` maps it. */
export function statusForSqlState(code: string, message: string): number {
  if (code === '23505' || code === '23503') return 409;
  if (code === '25006') return 405;
  if (code === '42501') return 403;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code.startsWith('P0')) return 500;
  if (code === '53400') return 500;
  if (/^(08|53)/.test(code) || code === '57P01') return 503;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  const cls = code.slice(0, 2);
  if (['57', '09', '25', '2D', '38', '39', '3B', '40', '54', '55', '58', 'F0', 'HV', 'XX'].includes(cls))
    return 500;
  if (['0L', '0P', '28'].includes(cls)) return 403;
  return 400;
}

/** Normalises anything thrown while serving a request; unknown errors become a generic 500 without a stack. */
export function toPgrstError(e: unknown): PgrstError {
  if (e instanceof PgrstError) return e;
  if (e instanceof DbError)
    return new PgrstError(statusForSqlState(e.code, e.message), e.code, e.message, e.detail, e.hint);
  console.error('postgrest: unexpected error', e);
  return new PgrstError(500, 'PGRST000', 'Internal server error');
}

export function errorResponse(err: PgrstError, headers: Record<string, string> = {}): Response {
  const body = JSON.stringify({ code: err.code, message: err.message, details: err.details, hint: err.hint });
  return new Response(body, {
    status: err.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Proxy-Status': `PostgREST; error=${err.code}`,
      ...err.headers,
      ...headers,
    },
  });
}
