import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { Configuration, FrontendApi } from '@ory/client';
import type { LoginFlow, UiNodeInputAttributes } from '@ory/client';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import { createIdentityApp } from './app.ts';
import { ensureDemoIdentities } from './demo.ts';
import { seedDemoPeople } from './test-kit.ts';

/**
 * The console's own client, @ory/client's FrontendApi (axios), against the service over real
 * HTTP on 127.0.0.1 (http base: Kratos "dev mode", so cookies are not Secure).
 */
let t: TestDatabase;
let server: ServerType;
let base = '';

beforeAll(async () => {
  t = await openTestDatabase();
  await seedDemoPeople(t.db);
  await ensureDemoIdentities(t.db);
  const root = new Hono();
  let identity: Hono | null = null;
  root.all('/api/.ory/*', (c) => {
    if (!identity) throw new Error('not ready');
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice('/api/.ory'.length);
    return identity.fetch(new Request(url, c.req.raw));
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: root.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}/api/.ory`;
      resolve();
    });
  });
  identity = createIdentityApp({ db: t.db, publicBaseUrl: base });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.dispose();
});

/** A cookie jar fed from axios responses, sent back through the SDK's `cookie` parameter. */
class Jar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(headers: unknown): void {
    const raw = (headers as Record<string, unknown> | undefined)?.['set-cookie'];
    for (const sc of Array.isArray(raw) ? (raw as string[]) : []) {
      const [pair = ''] = sc.split(';');
      const eq = pair.indexOf('=');
      if (/max-age=0\b/i.test(sc)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }
  raw(headers: unknown): string[] {
    const v = (headers as Record<string, unknown> | undefined)?.['set-cookie'];
    return Array.isArray(v) ? (v as string[]) : [];
  }
}

function csrf(flow: LoginFlow): string {
  const node = flow.ui.nodes.find(
    (n) => n.attributes.node_type === 'input' && n.attributes.name === 'csrf_token',
  );
  return String((node?.attributes as UiNodeInputAttributes).value);
}

interface AxiosLikeError {
  response?: { status: number; data: unknown; headers: unknown };
}
async function failure(p: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    await p;
  } catch (e) {
    const r = (e as AxiosLikeError).response;
    if (r) return { status: r.status, data: r.data };
  }
  throw new Error('expected the call to fail');
}

describe(`identity service through @ory/client (${backendName()})`, () => {
  it('signs in, reads the session, and signs out', async () => {
    const api = new FrontendApi(
      new Configuration({ basePath: base, baseOptions: { withCredentials: true } }),
    );
    const jar = new Jar();
    const created = await api.createBrowserLoginFlow({ returnTo: base.replace('/api/.ory', '/health') });
    jar.take(created.headers);
    expect(created.status).toBe(200);
    const csrfCookie = jar.raw(created.headers).find((c) => c.startsWith('csrf_token_')) ?? '';
    expect(csrfCookie).toMatch(/HttpOnly/);
    expect(csrfCookie).not.toMatch(/Secure/);
    const again = await api.getLoginFlow({ id: created.data.id, cookie: jar.header() });
    expect(again.data.id).toBe(created.data.id);

    const wrong = await failure(
      api.updateLoginFlow({
        flow: created.data.id,
        cookie: jar.header(),
        updateLoginFlowBody: {
          method: 'password',
          identifier: 'admin@example.com',
          password: 'wrong-password',
          csrf_token: csrf(created.data),
        },
      }),
    );
    expect(wrong.status).toBe(400);
    expect((wrong.data as LoginFlow).ui.messages?.[0]?.id).toBe(4000006);

    const ok = await api.updateLoginFlow({
      flow: created.data.id,
      cookie: jar.header(),
      updateLoginFlowBody: {
        method: 'password',
        identifier: 'admin@example.com',
        password: 'demo-password',
        csrf_token: csrf(created.data),
      },
    });
    jar.take(ok.headers);
    expect(ok.data.session.identity?.traits).toMatchObject({ email: 'admin@example.com' });
    expect(jar.raw(ok.headers).find((c) => c.startsWith('ory_kratos_session='))).toMatch(
      /HttpOnly; SameSite=Lax/,
    );

    const who = await api.toSession({ cookie: jar.header() });
    expect(who.data.authenticator_assurance_level).toBe('aal1');

    const logout = await api.createBrowserLogoutFlow({ cookie: jar.header() });
    const out = await api.updateLogoutFlow({ token: logout.data.logout_token, cookie: jar.header() });
    expect(out.status).toBe(204);
    jar.take(out.headers);
    const after = await failure(api.toSession({ cookie: jar.header() }));
    expect(after.status).toBe(401);
  });

  it('reports a CSRF violation and a refused return_to the way the console expects', async () => {
    const api = new FrontendApi(new Configuration({ basePath: base }));
    const created = await api.createBrowserLoginFlow();
    const noCookie = await failure(
      api.updateLoginFlow({
        flow: created.data.id,
        updateLoginFlowBody: {
          method: 'password',
          identifier: 'x@example.com',
          password: 'whatever-pass',
          csrf_token: csrf(created.data),
        },
      }),
    );
    expect(noCookie.status).toBe(403);
    expect(noCookie.data).toMatchObject({ error: { id: 'security_csrf_violation' } });
    const evil = await failure(api.createBrowserLoginFlow({ returnTo: 'https://evil.example.com/' }));
    expect(evil.status).toBe(400);
    expect(evil.data).toMatchObject({ error: { id: 'self_service_flow_return_to_forbidden' } });
  });
});
