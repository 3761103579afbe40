import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { buildConfig } from './config.ts';
import type { IdentityBindings, IdentityEnv } from './context.ts';
import { KratosError, errors } from './errors.ts';
import { errorRoutes, persistFlowError } from './flow-errors.ts';
import { loginRoutes } from './login.ts';
import { mailboxRoutes } from './mailbox.ts';
import { purgeIdentityData } from './maintenance.ts';
import { isJsonRequest } from './negotiation.ts';
import { recoveryRoutes } from './recovery.ts';
import { registrationDisabledRoutes, registrationRoutes } from './registration.ts';
import { sessionRoutes } from './session-routes.ts';
import { settingsRoutes } from './settings.ts';
import { verificationRoutes } from './verification.ts';

export interface IdentityAppDeps {
  db: Database;
  /** Public base of this API as browsers reach it, e.g. `https://host/api/.ory`. */
  publicBaseUrl: string;
  /** Clock, injectable so tests can expire flows and sessions. */
  now?: () => Date;
  /**
   * Serve GET /mailbox (default false). It shows every mailed code to anyone who can reach the
   * server: only the local demo turns it on (see mailbox-guard.ts).
   */
  mailbox?: boolean;
  /** Let people create their own accounts (default true; `--no-registration` turns it off). */
  registration?: boolean;
  /** Behind a trusted proxy: the client address comes from `X-Forwarded-For` (default false). */
  trustProxy?: boolean;
}

/**
 * The identity service: Ory Kratos's public self-service browser API as `@ory/client`'s
 * FrontendApi calls it (see design/kratos-flows.md). Mount with
 * `app.route('/api/.ory', createIdentityApp(deps))`; routes are relative to that base.
 */
export function createIdentityApp(deps: IdentityAppDeps): Hono {
  const env: IdentityEnv = {
    cfg: buildConfig(deps.publicBaseUrl),
    db: deps.db,
    now: deps.now ?? (() => new Date()),
    trustProxy: deps.trustProxy ?? false,
  };
  const app = new Hono<IdentityBindings>();

  let lastPurge = 0;
  app.use('*', async (c, next) => {
    c.set('json', isJsonRequest(c.req.raw));
    const now = env.now().getTime();
    if (now - lastPurge > 60 * 60_000) {
      lastPurge = now;
      void purgeIdentityData(env.db, env.now()).catch((e: unknown) =>
        console.error('identity purge failed', e),
      );
    }
    c.header('Cache-Control', 'private, no-cache, no-store, must-revalidate');
    await next();
  });

  app.onError(async (err, c) => {
    const kerr = err instanceof KratosError ? err : errors.internal();
    if (!(err instanceof KratosError)) console.error('identity service error', err);
    if (c.get('json')) return c.json(kerr.envelope(), kerr.code as 400);
    const id = await persistFlowError(env, kerr);
    return c.redirect(`${env.cfg.ui.error}?id=${id}`, 303);
  });

  loginRoutes(app, env);
  sessionRoutes(app, env);
  if (deps.registration === false) registrationDisabledRoutes(app);
  else registrationRoutes(app, env);
  verificationRoutes(app, env);
  recoveryRoutes(app, env);
  settingsRoutes(app, env);
  errorRoutes(app, env);
  if (deps.mailbox === true) mailboxRoutes(app, env);

  app.notFound((c) => c.json(errors.notFound().envelope(), 404));
  return app as unknown as Hono;
}
