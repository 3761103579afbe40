import type { Queryable } from '../db/database.ts';
import { sessionTokenOf } from './context.ts';
import { secondFactors } from './credential-store.ts';
import { loadIdentity } from './identity-store.ts';
import type { Traits } from './schema.ts';
import type { Aal } from './session-store.ts';
import { findSession } from './session-store.ts';

/** An authenticated caller of the server's `/api/*` endpoints. */
export interface Session {
  id: string;
  /** The identity id, which is also the `people.id` of the caller. */
  identityId: string;
  aal: Aal;
  authenticatedAt: Date;
  expiresAt: Date;
  traits: Traits;
}

const SESSION_COOKIE = 'ory_kratos_session';

/**
 * The session of a request (from the HttpOnly `ory_kratos_session` cookie, `X-Session-Token` or
 * a Bearer token), or null when there is none, it expired or was revoked, the identity is not
 * active, or the identity has a second factor set up and the session has not completed it
 * (Kratos's `required_aal: highest_available`, where whoami answers 403).
 */
export async function sessionFromRequest(
  db: Queryable,
  req: Request,
  now: Date = new Date(),
): Promise<Session | null> {
  const token = sessionTokenOf(req, SESSION_COOKIE);
  if (token === null) return null;
  const session = await findSession(db, token, now);
  if (!session) return null;
  const identity = await loadIdentity(db, session.identity_id);
  if (!identity || identity.state !== 'active') return null;
  if (session.aal !== 'aal2') {
    const has = await secondFactors(db, identity.id);
    if (has.totp || has.lookup) return null;
  }
  return {
    id: session.id,
    identityId: identity.id,
    aal: session.aal,
    authenticatedAt: session.authenticated_at,
    expiresAt: session.expires_at,
    traits: identity.traits,
  };
}
