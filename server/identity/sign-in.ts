import type { Ctx, CurrentSession, IdentityEnv } from './context.ts';
import { clientDevice, ensureCsrfCookie, rotateCsrfCookie, setSessionCookie } from './context.ts';
import type { LookupConfig } from './credential-store.ts';
import { getCredential, replaceCredentialIf } from './credential-store.ts';
import { loadIdentity } from './identity-store.ts';
import type { AuthMethod, SessionRow } from './session-store.ts';
import { createSession, sessionJson } from './session-store.ts';
import { verifyTotp } from './totp.ts';

/**
 * Issues a new session for `identityId` and sets the session cookie. The CSRF token is rotated
 * when the browser signs in as a different (or no previous) identity, as Kratos does.
 */
export async function issueSession(
  c: Ctx,
  env: IdentityEnv,
  identityId: string,
  method: AuthMethod,
  previous: CurrentSession | null,
): Promise<{ session: SessionRow; token: string; csrf: string }> {
  const now = env.now();
  const { token, session } = await createSession(
    env.db,
    env.cfg,
    identityId,
    method,
    now,
    clientDevice(c, env),
  );
  setSessionCookie(c, env, token, session.expires_at);
  // people.last_login feeds the users screen (people?select=id,last_login).
  await env.db.query('UPDATE people SET last_login = $2 WHERE id = $1', [identityId, now]);
  const csrf = previous?.identity.id !== identityId ? rotateCsrfCookie(c, env) : ensureCsrfCookie(c, env);
  return { session, token, csrf };
}

export async function sessionBody(env: IdentityEnv, session: SessionRow): Promise<Record<string, unknown>> {
  const identity = await loadIdentity(env.db, session.identity_id);
  if (!identity) throw new Error(`identity ${session.identity_id} vanished`);
  return sessionJson(env.cfg, session, identity);
}

export async function checkTotpCode(
  env: IdentityEnv,
  identityId: string,
  code: string,
): Promise<'ok' | 'invalid' | 'none'> {
  const cred = await getCredential(env.db, identityId, 'totp');
  if (!cred) return 'none';
  return verifyTotp(cred.secret, code.trim(), env.now()) ? 'ok' : 'invalid';
}

/** Checks a backup code (exact, case-sensitive) and marks it used. */
export async function useLookupCode(
  env: IdentityEnv,
  identityId: string,
  code: string,
): Promise<'ok' | 'used' | 'invalid' | 'none'> {
  const cred = await getCredential(env.db, identityId, 'lookup_secret');
  if (!cred) return 'none';
  const entry = cred.recovery_codes.find((r) => r.code === code.trim());
  if (!entry) return 'invalid';
  if (entry.used_at !== null) return 'used';
  const now = env.now();
  const updated: LookupConfig = {
    recovery_codes: cred.recovery_codes.map((r) =>
      r === entry ? { code: r.code, used_at: now.toISOString() } : r,
    ),
  };
  // Compare-and-set, so two concurrent submits of one code cannot both succeed.
  return (await replaceCredentialIf(env.db, identityId, 'lookup_secret', cred, updated, now)) ? 'ok' : 'used';
}
