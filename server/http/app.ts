import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Database } from '../db/database.ts';
import type { PostgrestHandler } from '../postgrest/handler.ts';
import { accountRoutes } from '../access/account-routes.ts';
import { identityHandler } from '../access/identity-mount.ts';
import { kubeconfigRoute } from '../access/kubeconfig.ts';
import { canaryRoutes } from '../canary/routes.ts';
import { topologyRoutes } from '../canary/topology-routes.ts';
import { snapshotRoutes } from '../snapshot/routes.ts';
import { catalogRoutes } from '../catalog/routes.ts';
import { logsRoutes } from '../logs/routes.ts';
import { userRoutes } from '../users/routes.ts';
import { agentRoutes } from '../agents/routes.ts';
import { connectionRoutes } from '../connections/routes.ts';
import { schemaRoutes } from '../schemas/routes.ts';
import { playbookRoutes } from '../playbooks/routes.ts';
import { requireSession } from '../access/require-session.ts';
import { mountCatalogChanges } from '../catalog/changes-routes.ts';
import { inputGuard } from './input-guard.ts';
import { securityHeaders } from './security-headers.ts';
import { serveConsole } from './static.ts';
import { hostedCors, requireOrgBearer, type HostedOrganization } from '../hosted/org-bearer.ts';

export interface AppDeps {
  db: Database;
  postgrest: PostgrestHandler;
  /** Folder of the built console (dist/); null when the server runs API-only (tests). */
  staticDir: string | null;
  version: string;
  /**
   * Require a session (or access token) on `/api/*` except the identity flows, health and about.
   * Default true; only tests and benchmarks that ask for it turn it off. Role checks on
   * `/api/db` are the PostgREST engine's `authorize` hook (see server/access).
   */
  auth?: boolean;
  /** Origin browsers use (e.g. `https://mc.example.com`); default: each request's own origin. */
  publicOrigin?: string | undefined;
  /**
   * Serve the demo mailbox (`GET /api/.ory/mailbox`, recovery and verification codes) without
   * sign-in. Anyone who reaches it can read any account's codes, so the CLI turns it on only for
   * the local demo (server/identity/mailbox-guard.ts). Default false.
   */
  demoMailbox?: boolean;
  /**
   * A proxy we trust sits in front and sets `X-Forwarded-Host`, `-Proto` and `-For`. Default
   * false: those headers are ignored, since any client can write them.
   */
  trustProxy?: boolean;
  /** Let people create their own accounts (default true; see server/access/README.md). */
  registration?: boolean;
  /** Largest request body `/api/*` takes, in bytes (default 1 MB); larger answer 413. */
  maxBodyBytes?: number;
  /** Tells the playbook executor a run was created, approved or cancelled (server/playbooks). */
  wakePlaybooks?: (() => void) | undefined;
  /** Hosted mode: this server is one organisation's estate; `/api/*` takes the directory's bearer tokens (server/hosted). */
  hosted?: HostedOrganization | undefined;
}

/**
 * The reference server's HTTP surface. Paths are as the browser sees them on a Mission Control
 * deployment: `/api/db/*` is PostgREST, other `/api/*` are service endpoints, the rest is the SPA.
 */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.use('*', compress());
  app.use('/api/*', inputGuard({ maxBodyBytes: deps.maxBodyBytes }));

  app.get('/api/health', async (c) => {
    const started = performance.now();
    await deps.db.query('SELECT 1');
    return c.json({ status: 'ok', database: deps.db.kind, db_ms: Math.round(performance.now() - started) });
  });

  app.all(
    '/api/.ory/*',
    identityHandler(deps.db, deps.publicOrigin, {
      mailbox: deps.demoMailbox ?? false,
      trustProxy: deps.trustProxy ?? false,
      registration: deps.registration ?? true,
    }),
  );
  if (deps.hosted !== undefined)
    app.use('/api/*', hostedCors(deps.hosted), requireOrgBearer(deps.db, deps.hosted));
  else if (deps.auth !== false) app.use('/api/*', requireSession(deps.db));
  accountRoutes(app, { db: deps.db, version: deps.version });
  kubeconfigRoute(app, deps.db, { trustProxy: deps.trustProxy ?? false });
  mountCatalogChanges(app, deps.db);
  canaryRoutes(app, deps.db);
  topologyRoutes(app, deps.db);
  snapshotRoutes(app, deps.db);
  catalogRoutes(app, deps.db, deps.auth !== false);
  logsRoutes(app, deps.db);
  userRoutes(app, { db: deps.db, publicOrigin: deps.publicOrigin, trustProxy: deps.trustProxy ?? false });
  agentRoutes(app, deps.db);
  connectionRoutes(app, deps.db);
  schemaRoutes(app);
  playbookRoutes(app, { db: deps.db, wake: deps.wakePlaybooks });

  app.all('/api/db/*', (c) => {
    const path = c.req.path.slice('/api/db'.length) || '/';
    return deps.postgrest.handle(c.req.raw, path);
  });

  app.all('/api/*', (c) =>
    c.json(
      { code: 'NOT_FOUND', message: `No endpoint ${c.req.method} ${c.req.path}`, details: null, hint: null },
      404,
    ),
  );

  if (deps.staticDir !== null) serveConsole(app, deps.staticDir);
  return app;
}
