import type { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The marker the console reads at start (src/lib/hosted/hosted-config.ts): hosted mode, and where its directory is. */
export const HOSTED_META = (fapiBase: string) => `<meta name="mc-hosted-fapi" content="${fapiBase}">`;

/**
 * Serves the console's index.html with the hosted-mode marker, for every page address and for
 * `/index.html` itself (the service worker precaches that copy and answers navigations with it).
 * Mounted before serveConsole, which serves the rest of the build.
 */
export function serveHostedIndex(app: Hono, staticDir: string, fapiBase: string): void {
  app.get('*', async (c, next) => {
    const path = c.req.path;
    const isPage = path === '/index.html' || !/\.\w{1,8}$/.test(path);
    if (!isPage || path.startsWith('/api/') || path.startsWith('/clerk/')) return next();
    const index = join(staticDir, 'index.html');
    if (!existsSync(index)) return c.text('The console is not built: run `npm run build`.', 503);
    const html = readFileSync(index, 'utf8').replace('</head>', `${HOSTED_META(fapiBase)}</head>`);
    return c.html(html, 200, { 'Cache-Control': 'no-cache' });
  });
}
