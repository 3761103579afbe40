import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { Queryable } from '../db/database.ts';
import { attachPrincipal, type Principal } from '../access/principal.ts';
import { isPublicApiPath } from '../access/require-session.ts';
import { dbUnauthorized, serviceUnauthorized } from '../access/responses.ts';
import { effectiveRoles } from '../access/roles.ts';
import { verifySessionToken } from './session-token.ts';

/** What makes a server one organisation's estate in hosted mode (see docs/decisions/0015). */
export interface HostedOrganization {
  /** The directory's organisation id (`org_…`): tokens for any other organisation are refused. */
  id: string;
  /** The directory's public key (PEM) that signs session tokens. */
  publicKeyPem: string;
  /** The console's origin, allowed to call this server across origins (CORS). */
  consoleOrigin: string;
}

/** The estate's own person for a directory user: the active identity with that email, and its roles. */
async function personByEmail(db: Queryable, email: string): Promise<Principal | null> {
  const { rows } = await db.query<{ id: string; roles: string[] }>(
    `SELECT i.id, coalesce((SELECT array_agg(DISTINCT r.v1) FROM casbin_rule r
                            WHERE r.ptype = 'g' AND r.v0 = i.id::text), '{}') AS roles
     FROM identities i
     WHERE i.state = 'active' AND lower(i.traits->>'email') = lower($1)
     LIMIT 1`,
    [email],
  );
  const row = rows[0];
  return row ? { personId: row.id, roles: effectiveRoles(row.roles), via: 'session' } : null;
}

function bearerOf(req: Request): string | null {
  const auth = req.headers.get('authorization');
  const match = auth === null ? null : /^Bearer\s+(\S+)$/i.exec(auth.trim());
  return match?.[1] ?? null;
}

/**
 * CORS for the console's origin: the console is served by the directory, and calls each
 * organisation's `backend_url` with a bearer token (no cookies cross origins).
 */
export function hostedCors(org: HostedOrganization): MiddlewareHandler {
  return cors({
    origin: org.consoleOrigin,
    allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Prefer', 'Accept', 'X-Mutation-Id', 'Range'],
    exposeHeaders: ['Content-Range', 'Content-Location', 'Location', 'Preference-Applied'],
    maxAge: 600,
  });
}

/**
 * Hosted mode's `/api/*` guard, in place of the Kratos session check: a session token the
 * directory signed for this organisation, naming a person of this estate; anything else is 401.
 */
export function requireOrgBearer(db: Queryable, org: HostedOrganization): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || isPublicApiPath(c.req.path)) return next();
    const token = bearerOf(c.req.raw);
    const claims = token === null ? null : verifySessionToken(token, org.publicKeyPem, org.id);
    const principal = claims === null ? null : await personByEmail(db, claims.email);
    if (principal === null)
      return /^\/api\/db(\/|$)/.test(c.req.path) ? dbUnauthorized() : serviceUnauthorized();
    attachPrincipal(c.req.raw, principal);
    return next();
  };
}
