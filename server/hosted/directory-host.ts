import { Hono } from 'hono';
import type { KeyObject } from 'node:crypto';
import { securityHeaders } from '../http/security-headers.ts';
import { serveConsole } from '../http/static.ts';
import { serveHostedIndex } from './console-page.ts';
import { directoryApp } from './directory.ts';
import type { DirectoryOrganization } from './directory-model.ts';
import type { DirectoryAccount } from './directory-state.ts';

/** Where the console finds the organisation directory (Clerk's Frontend API, emulated). */
export const FAPI_BASE = '/clerk';

export interface DirectoryHostOptions {
  organizations: readonly DirectoryOrganization[];
  users: readonly DirectoryAccount[];
  signingKey: KeyObject;
  /** The console's origin (the issuer of tokens is its Frontend API). */
  consoleOrigin: string;
  /** The built console, or null to serve only the directory. */
  staticDir: string | null;
}

/**
 * The hosted mode's front server: the console and the organisation directory on one origin,
 * with the console's security headers on every answer. Its CSP lets the console call each
 * organisation's `backend_url` (connect-src) and nothing else off its origin; the directory's
 * answers (they carry the client and its sessions) are never stored by a cache.
 */
export function directoryHostApp(opts: DirectoryHostOptions): Hono {
  const app = new Hono();
  const backends = opts.organizations.flatMap((o) =>
    o.backendUrl === '' ? [] : [new URL(o.backendUrl).origin],
  );
  app.use('*', securityHeaders({ connectTo: [...new Set(backends)] }));
  app.use(`${FAPI_BASE}/*`, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.get('/api/health', (c) => c.json({ status: 'ok', mode: 'hosted-directory' }));
  app.route(
    FAPI_BASE,
    directoryApp({
      organizations: opts.organizations,
      users: opts.users,
      signingKey: opts.signingKey,
      issuer: `${opts.consoleOrigin}${FAPI_BASE}`,
    }),
  );
  if (opts.staticDir !== null) {
    serveHostedIndex(app, opts.staticDir, FAPI_BASE);
    serveConsole(app, opts.staticDir);
  }
  return app;
}
