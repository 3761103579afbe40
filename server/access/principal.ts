import type { Queryable } from '../db/database.ts';
import { sessionFromRequest } from '../identity/session.ts';
import { personOfAccessToken } from './access-tokens.ts';
import type { Role } from './roles.ts';
import { rolesOf } from './roles.ts';

/** Who is calling: a person (the identity id is the `people.id`) and their effective roles. */
export interface Principal {
  personId: string;
  roles: Role[];
  via: 'session' | 'access_token';
}

/** A token from `Authorization: Bearer <t>` or `Basic base64(token:<t>)` (kubeconfig style). */
function presentedToken(req: Request): string | null {
  const auth = req.headers.get('authorization');
  if (auth === null) return null;
  const [scheme = '', value = ''] = auth.trim().split(/\s+/, 2);
  if (scheme.toLowerCase() === 'bearer') return value || null;
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 ? decoded.slice(colon + 1) || null : null;
  }
  return null;
}

/**
 * The principal of a request: the Kratos session (cookie, `X-Session-Token` or Bearer), else an
 * access token; null when neither is valid.
 */
export async function authenticate(db: Queryable, req: Request, now: Date = new Date()): Promise<Principal | null> {
  const session = await sessionFromRequest(db, req, now);
  if (session !== null) return { personId: session.identityId, roles: await rolesOf(db, session.identityId), via: 'session' };
  const token = presentedToken(req);
  if (token === null) return null;
  const personId = await personOfAccessToken(db, token, now);
  if (personId === null) return null;
  return { personId, roles: await rolesOf(db, personId), via: 'access_token' };
}

// Keyed by the raw Request so the PostgREST engine's authorize hook (which only sees the
// Request) finds what the HTTP middleware established.
const principals = new WeakMap<Request, Principal>();

export function attachPrincipal(req: Request, p: Principal): void {
  principals.set(req, p);
}

export function principalOf(req: Request): Principal | undefined {
  return principals.get(req);
}
