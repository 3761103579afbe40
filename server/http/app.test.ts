import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgrestHandler } from '../postgrest/handler.ts';
import { openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { createApp } from './app.ts';

/** Records what reached the PostgREST mount, to check the path handed over. */
function recordingPostgrest(seen: string[]): PostgrestHandler {
  return {
    handle: (_req, path) => {
      seen.push(path);
      return Promise.resolve(Response.json([]));
    },
    reloadSchema: () => Promise.resolve(),
  };
}

const precompressedSource = 'export const page = "catalogue";\n'.repeat(100);

describe('HTTP surface of the reference server', () => {
  let t: TestDatabase;
  const seen: string[] = [];
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    t = await openTestDatabase({ migrate: false });
    const dist = mkdtempSync(join(tmpdir(), 'mc-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Mission Control</title>');
    writeFileSync(join(dist, 'assets', 'index-CCpFGPaJ.js'), 'console.log("app")'.repeat(200));
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    // What the build writes beside a file (scripts/vite/precompress.ts).
    writeFileSync(join(dist, 'assets', 'pages-DkLq93xA.js'), precompressedSource);
    writeFileSync(join(dist, 'assets', 'pages-DkLq93xA.js.br'), brotliCompressSync(precompressedSource));
    // The access layer has its own tests (server/access); this file checks routing and static files.
    app = createApp({
      db: t.db,
      postgrest: recordingPostgrest(seen),
      staticDir: dist,
      version: 'test',
      auth: false,
    });
  });
  afterAll(() => t.dispose());

  it('reports health with the database kind', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: t.db.kind });
  });

  it('hands /api/db/* to the PostgREST engine with the path after /api/db', async () => {
    await app.request('/api/db/configs?select=id');
    await app.request('/api/db/rpc/related_configs_recursive');
    expect(seen).toEqual(['/configs', '/rpc/related_configs_recursive']);
  });

  it('answers an unknown API path with a JSON 404, never the SPA', async () => {
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('caches hashed assets for good and revalidates the shell and the service worker', async () => {
    const asset = await app.request('/assets/index-CCpFGPaJ.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/sw.js']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves index.html for deep links and a 404 for a missing asset', async () => {
    const deep = await app.request('/incidents/42?tab=comments');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>Mission Control</title>');
    expect((await app.request('/assets/gone-12345678.js')).status).toBe(404);
  });

  it('compresses large responses when the client accepts it', async () => {
    const res = await app.request('/assets/index-CCpFGPaJ.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it("sends the build's precompressed copy as it is when the browser takes its encoding", async () => {
    const res = await app.request('/assets/pages-DkLq93xA.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(precompressedSource);
    // A browser without brotli gets the file compressed on the way out instead.
    const gzipOnly = await app.request('/assets/pages-DkLq93xA.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
  });
});
