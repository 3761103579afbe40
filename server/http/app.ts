import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Database } from '../db/database.ts';
import type { PostgrestHandler } from '../postgrest/handler.ts';
import { serveConsole } from './static.ts';

export interface AppDeps {
  db: Database;
  postgrest: PostgrestHandler;
  /** Folder of the built console (dist/); null when the server runs API-only (tests). */
  staticDir: string | null;
  version: string;
}

/**
 * The reference server's HTTP surface. Paths are as the browser sees them on a Mission Control
 * deployment: `/api/db/*` is PostgREST, other `/api/*` are service endpoints, the rest is the SPA.
 */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.use('*', compress());

  app.get('/api/health', async (c) => {
    const started = performance.now();
    await deps.db.query('SELECT 1');
    return c.json({ status: 'ok', database: deps.db.kind, db_ms: Math.round(performance.now() - started) });
  });

  app.all('/api/db/*', (c) => {
    const path = c.req.path.slice('/api/db'.length) || '/';
    return deps.postgrest.handle(c.req.raw, path);
  });

  app.all('/api/*', (c) =>
    c.json({ code: 'NOT_FOUND', message: `No endpoint ${c.req.method} ${c.req.path}`, details: null, hint: null }, 404),
  );

  if (deps.staticDir !== null) serveConsole(app, deps.staticDir);
  return app;
}
