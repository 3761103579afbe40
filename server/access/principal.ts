import type { Queryable } from '../db/database.ts';
import { sessionTokenOf } from '../identity/context.ts';
import { hashOf } from './access-tokens.ts';
import type { Role } from './roles.ts';
import { effectiveRoles } from './roles.ts';

/** Who is calling: a person (the identity id is the `people.id`) and their effective roles. */
export interface Principal {
  personId: string;
  roles: Role[];
  via: 'session' | 'access_token';
}

const SESSION_COOKIE = 'ory_kratos_session';
const ROLES_OF = (person: string): string =>
  `coalesce((SELECT array_agg(DISTINCT r.v1) FROM casbin_rule r WHERE r.ptype = 'g' AND r.v0 = ${person}::text), '{}') AS roles`;

/**
 * The session behind a token and its person's roles, in one query (this runs on every API
 * request). The same rules as the identity module's `sessionFromRequest`: an active, unexpired
 * session of an active identity, and aal2 when the identity has a second factor set up.
 */
async function fromSession(db: Queryable, token: string, now: Date): Promise<Principal | null> {
  const { rows } = await db.query<{ identity_id: string; roles: string[] }>(
    `SELECT s.identity_id, ${ROLES_OF('s.identity_id')}
     FROM identity_sessions s JOIN identities i ON i.id = s.identity_id AND i.state = 'active'
     WHERE s.token_hash = $1 AND s.active AND s.expires_at > $2
       AND (s.aal = 'aal2' OR NOT EXISTS (
         SELECT 1 FROM identity_credentials c WHERE c.identity_id = s.identity_id AND c.type IN ('totp', 'lookup_secret')))`,
    [hashOf(token), now],
  );
  const row = rows[0];
  return row ? { personId: row.identity_id, roles: effectiveRoles(row.roles), via: 'session' } : null;
}

/** An unexpired access token (see access-tokens.ts) of a person not deleted. */
async function fromAccessToken(db: Queryable, token: string, now: Date): Promise<Principal | null> {
  if (!token.startsWith('mcat_')) return null;
  const { rows } = await db.query<{ person_id: string; roles: string[] }>(
    `SELECT t.person_id, ${ROLES_OF('t.person_id')}
     FROM access_tokens t JOIN people p ON p.id = t.person_id AND p.deleted_at IS NULL
     WHERE t.value = $1 AND (t.expires_at IS NULL OR t.expires_at > $2)`,
    [hashOf(token), now],
  );
  const row = rows[0];
  return row ? { personId: row.person_id, roles: effectiveRoles(row.roles), via: 'access_token' } : null;
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
 * access token (Bearer or Basic); null when neither is valid.
 */
export async function authenticate(
  db: Queryable,
  req: Request,
  now: Date = new Date(),
): Promise<Principal | null> {
  const sessionToken = sessionTokenOf(req, SESSION_COOKIE);
  const session = sessionToken === null ? null : await fromSession(db, sessionToken, now);
  if (session !== null) return session;
  const token = presentedToken(req);
  return token === null ? null : fromAccessToken(db, token, now);
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
