import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgrestHandler } from '../postgrest/handler.ts';
import { openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { createApp } from './app.ts';

const postgrest: PostgrestHandler = {
  handle: () => Promise.resolve(Response.json([{ id: 1 }])),
  reloadSchema: () => Promise.resolve(),
};

/** The CSP's directives by name. */
function directives(csp: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

describe('security headers of the reference server', () => {
  let t: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let guarded: ReturnType<typeof createApp>;

  beforeAll(async () => {
    t = await openTestDatabase();
    const dist = mkdtempSync(join(tmpdir(), 'mc-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Mission Control</title>');
    writeFileSync(join(dist, 'assets', 'sync.worker-CCpFGPaJ.js'), 'self.onmessage = () => {}');
    app = createApp({ db: t.db, postgrest, staticDir: dist, version: 'test', auth: false });
    guarded = createApp({ db: t.db, postgrest, staticDir: null, version: 'test' });
  });
  afterAll(() => t.dispose());

  const everyKind = [
    '/',
    '/incidents/42',
    '/assets/sync.worker-CCpFGPaJ.js',
    '/api/health',
    '/api/db/configs',
    '/api/nope',
  ];

  it.each(everyKind)('%s carries the CSP, nosniff, no framing and a Referrer-Policy', async (path) => {
    const res = await app.request(path);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows scripts, workers and connections to our origin only, with no inline script or eval', async () => {
    const csp = directives((await app.request('/')).headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // Images: ours and data: URLs only, so no avatar service learns people's names.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('tells caches not to store /api answers, and keeps a handler’s own Cache-Control', async () => {
    for (const path of ['/api/health', '/api/db/configs', '/api/nope']) {
      expect((await app.request(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    const flow = await app.request('/api/.ory/sessions/whoami');
    expect(flow.headers.get('cache-control')).toContain('no-store');
    // The console's own files keep their caching (static.ts).
    expect((await app.request('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('puts the headers on refusals too', async () => {
    const res = await guarded.request('/api/db/configs');
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
