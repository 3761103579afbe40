import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Content-hashed build output never changes under its name; everything else must revalidate. */
function cacheControlFor(path: string): string {
  if (/\/assets\/.+-[\w-]{8,}\.\w+$/.test(path)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Serves the built console: immutable caching for hashed assets, `no-cache` for index.html and
 * the service worker, the build's precompressed copies when the browser takes them, and the SPA
 * fallback (any non-file GET outside /api returns index.html).
 */
export function serveConsole(app: Hono, staticDir: string): void {
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method === 'GET' && c.res.status === 200 && !c.req.path.startsWith('/api/')) {
      c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
    }
  });
  // The build writes `.br` and `.gz` beside each file (scripts/vite/precompress.ts): sent as they
  // are, not compressed again on every request.
  app.get('*', serveStatic({ root: staticDir, precompressed: true }));
  app.get('*', (c) => {
    const index = join(staticDir, 'index.html');
    if (!existsSync(index)) return c.text('The console is not built: run `npm run build`.', 503);
    // A missing asset is a 404, not the SPA shell: a stale page must not parse HTML as JS.
    if (/\.\w{1,8}$/.test(c.req.path)) return c.text('Not found', 404);
    return c.html(readFileSync(index, 'utf8'), 200, { 'Cache-Control': 'no-cache' });
  });
}
