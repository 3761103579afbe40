/**
 * Refusals of the access layer, shaped as each part of the API answers them: PostgREST's error
 * body under `/api/db`, Mission Control's `{error, message}` on the service endpoints.
 */
const pgrstBody = (code: string, message: string): string =>
  JSON.stringify({ code, message, details: null, hint: null });

const JSON_TYPE = 'application/json; charset=utf-8';

/** What PostgREST answers an anonymous request when there is no anonymous role. */
export function dbUnauthorized(): Response {
  return new Response(pgrstBody('PGRST302', 'Anonymous access is disabled'), {
    status: 401,
    headers: { 'Content-Type': JSON_TYPE, 'WWW-Authenticate': 'Bearer' },
  });
}

/** What Postgres (through PostgREST) says when the role lacks a privilege. */
export function dbForbidden(relation: string, kind: 'table' | 'view' | 'function'): Response {
  return new Response(pgrstBody('42501', `permission denied for ${kind} ${relation}`), {
    status: 403,
    headers: { 'Content-Type': JSON_TYPE },
  });
}

export function serviceUnauthorized(): Response {
  return new Response(JSON.stringify({ error: 'unauthorized', message: 'Authorization Error' }), {
    status: 401,
    headers: { 'Content-Type': JSON_TYPE, 'WWW-Authenticate': 'Bearer' },
  });
}

export function serviceForbidden(message: string): Response {
  return new Response(JSON.stringify({ error: 'forbidden', message }), {
    status: 403,
    headers: { 'Content-Type': JSON_TYPE },
  });
}
