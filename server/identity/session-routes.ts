import type { Hono } from 'hono';
import type { Ctx, IdentityBindings, IdentityEnv } from './context.ts';
import { clearSessionCookie, currentSession, rotateCsrfCookie } from './context.ts';
import { secondFactors } from './credential-store.ts';
import { errors } from './errors.ts';
import { checkReturnTo } from './return-to.ts';
import { logoutTokenFor, revokeSession, sessionJson } from './session-store.ts';
import { tokensEqual } from './csrf.ts';

/** `toSession` (GET /sessions/whoami): 200 Session, 401 without one, 403 when aal2 is due. */
async function whoami(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', true);
  const current = await currentSession(c, env);
  if (!current) throw errors.noSession();
  const has = await secondFactors(env.db, current.identity.id);
  if ((has.totp || has.lookup) && current.session.aal !== 'aal2') {
    throw errors.aal2Required(`${env.cfg.base}/self-service/login/browser?aal=aal2`);
  }
  c.header('X-Kratos-Authenticated-Identity-Id', current.identity.id);
  return c.json(sessionJson(env.cfg, current.session, current.identity), 200);
}

/** `createBrowserLogoutFlow`: the logout token and URL for the current session. */
async function createLogout(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', true);
  const returnTo = checkReturnTo(env.cfg, c.req.query('return_to'));
  const current = await currentSession(c, env);
  if (!current) throw errors.sessionInactive();
  const token = logoutTokenFor(current.token);
  const q = new URLSearchParams({ token });
  if (returnTo !== null) q.set('return_to', returnTo);
  return c.json(
    { logout_token: token, logout_url: `${env.cfg.base}/self-service/logout?${q.toString()}` },
    200,
  );
}

/** `updateLogoutFlow`: revokes the session; 204 for JSON, 303 to return_to (or /login) otherwise. */
async function logout(c: Ctx, env: IdentityEnv): Promise<Response> {
  const token = c.req.query('token');
  const returnTo = checkReturnTo(env.cfg, c.req.query('return_to'));
  if (token === undefined || token === '')
    throw errors.badRequest('Please include a token in the URL query.');
  const current = await currentSession(c, env);
  if (!current) throw errors.sessionInactive();
  if (!tokensEqual(token, logoutTokenFor(current.token))) {
    throw errors.forbidden(
      'Unable to log out because the logout token in the URL query does not match the session cookie.',
    );
  }
  await revokeSession(env.db, current.session.id);
  clearSessionCookie(c, env);
  rotateCsrfCookie(c, env);
  if (c.get('json')) return c.body(null, 204);
  return c.redirect(returnTo ?? env.cfg.ui.login, 303);
}

export function sessionRoutes(app: Hono<IdentityBindings>, env: IdentityEnv): void {
  app.all('/sessions/whoami', (c) => whoami(c, env));
  app.get('/self-service/logout/browser', (c) => createLogout(c, env));
  app.get('/self-service/logout', (c) => logout(c, env));
}
