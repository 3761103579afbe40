import type { MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/database.ts';
import { attachPrincipal, authenticate } from './principal.ts';
import { dbUnauthorized, serviceUnauthorized } from './responses.ts';

/** `/api/*` paths served without a session: the identity flows, health and about. */
export function isPublicApiPath(path: string): boolean {
  return (
    path === '/api/health' || path === '/api/about' || path === '/api/.ory' || path.startsWith('/api/.ory/')
  );
}

/**
 * Middleware for `/api/*`: establishes the caller (see `authenticate`) for the handlers and the
 * PostgREST authoriser, or answers 401 in the shape of the part of the API that was called.
 */
export function requireSession(db: Queryable): MiddlewareHandler {
  return async (c, next) => {
    if (isPublicApiPath(c.req.path)) return next();
    const principal = await authenticate(db, c.req.raw);
    if (principal === null)
      return /^\/api\/db(\/|$)/.test(c.req.path) ? dbUnauthorized() : serviceUnauthorized();
    attachPrincipal(c.req.raw, principal);
    return next();
  };
}
