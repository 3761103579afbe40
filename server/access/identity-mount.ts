import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { createIdentityApp } from '../identity/app.ts';
import { publicOrigin } from './public-origin.ts';

const MOUNT = '/api/.ory';
const MAX_ORIGINS = 8;

/**
 * The identity service behind `/api/.ory/*`. Its flows carry absolute action URLs, so it is built
 * for one public base: `publicUrl` when configured, else each request's own origin (one app per
 * origin, the few most recent kept), so sign-in works both directly and through a dev proxy.
 */
export function identityHandler(
  db: Database,
  publicUrl?: string,
  opts: { mailbox?: boolean; trustProxy?: boolean; registration?: boolean } = {},
): (c: Context) => Promise<Response> {
  const apps = new Map<string, Hono>();
  const appFor = (origin: string): Hono => {
    let app = apps.get(origin);
    if (app === undefined) {
      app = new Hono().route(
        MOUNT,
        createIdentityApp({
          db,
          publicBaseUrl: `${origin}${MOUNT}`,
          mailbox: opts.mailbox ?? false,
          trustProxy: opts.trustProxy ?? false,
          registration: opts.registration ?? true,
        }),
      );
      if (apps.size >= MAX_ORIGINS) {
        const oldest = apps.keys().next().value;
        if (oldest !== undefined) apps.delete(oldest);
      }
    } else {
      apps.delete(origin);
    }
    apps.set(origin, app);
    return app;
  };
  const fixed = publicUrl !== undefined ? new URL(publicUrl).origin : undefined;
  return async (c) => appFor(fixed ?? publicOrigin(c.req.raw, opts.trustProxy)).fetch(c.req.raw, c.env);
}
