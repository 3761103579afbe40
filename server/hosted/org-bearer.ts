import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { Database, Queryable } from '../db/database.ts';
import { createIdentity, identityIdByAddress } from '../identity/identity-store.ts';
import { attachPrincipal, type Principal } from '../access/principal.ts';
import { isPublicApiPath } from '../access/require-session.ts';
import { dbUnauthorized, serviceUnauthorized } from '../access/responses.ts';
import { effectiveRoles } from '../access/roles.ts';
import { verifySessionToken, type SessionClaims } from './session-token.ts';

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

/**
 * A member the directory vouches for (a token for this organisation) who has no identity in this
 * estate yet: one who joined the organisation in the directory. They get an identity with their
 * email and the role their membership names (org:admin → admin, any other → viewer), as a hosted
 * deployment provisions users on first sign-in. An email whose identity exists but is not active
 * (disabled here) is not given a new one.
 */
async function provisionMember(db: Database, claims: SessionClaims): Promise<Principal | null> {
  if ((await identityIdByAddress(db, claims.email)) !== null) return null;
  const [local = ''] = claims.email.split('@');
  const role = claims.o.rol === 'admin' ? 'admin' : 'viewer';
  try {
    await db.transaction((tx) =>
      createIdentity(tx, { email: claims.email, name: { first: local, last: '' } }, new Date(), { role }),
    );
  } catch {
    // Another request provisioned them first: theirs stands.
  }
  return personByEmail(db, claims.email);
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
    exposeHeaders: [
      'Content-Range',
      'Content-Location',
      'Location',
      'Preference-Applied',
      'Content-Disposition',
    ],
    maxAge: 600,
  });
}

/**
 * Hosted mode's `/api/*` guard, in place of the Kratos session check: a session token the
 * directory signed for this organisation, naming a person of this estate (provisioned on their
 * first request if they joined in the directory); anything else is 401.
 */
export function requireOrgBearer(db: Database, org: HostedOrganization): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || isPublicApiPath(c.req.path)) return next();
    const token = bearerOf(c.req.raw);
    const claims = token === null ? null : verifySessionToken(token, org.publicKeyPem, org.id);
    const principal =
      claims === null
        ? null
        : ((await personByEmail(db, claims.email)) ?? (await provisionMember(db, claims)));
    if (principal === null)
      return /^\/api\/db(\/|$)/.test(c.req.path) ? dbUnauthorized() : serviceUnauthorized();
    attachPrincipal(c.req.raw, principal);
    return next();
  };
}
