import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import { ensureDemoIdentities } from './demo.ts';
import { sessionFromRequest } from './session.ts';
import type { FlowBody } from './test-kit.ts';
import {
  BASE,
  Browser,
  Clock,
  ORIGIN,
  csrfOf,
  mountedApp,
  nodeNamed,
  passwordLogin,
  seedDemoPeople,
} from './test-kit.ts';

let t: TestDatabase;
const clock = new Clock();
let app: ReturnType<typeof mountedApp>;

beforeAll(async () => {
  t = await openTestDatabase();
  await seedDemoPeople(t.db);
  expect(await ensureDemoIdentities(t.db, clock.now())).toHaveLength(2);
  expect(await ensureDemoIdentities(t.db, clock.now())).toHaveLength(0);
  app = mountedApp(t.db, clock);
});
afterAll(async () => t.dispose());

describe(`identity login (${backendName()})`, () => {
  it('creates a login flow with the password nodes and an HttpOnly CSRF cookie', async () => {
    const b = new Browser(app);
    const { status, body, res } = await b.json<FlowBody>('/self-service/login/browser?return_to=/health');
    expect(status).toBe(200);
    expect(body.ui.action).toBe(`${BASE}/self-service/login?flow=${body.id}`);
    expect(body.ui.method).toBe('POST');
    expect(body.ui.messages).toBeUndefined();
    expect(body.ui.nodes.map((n) => n.attributes['name'])).toEqual([
      'identifier',
      'csrf_token',
      'password',
      'method',
    ]);
    expect(nodeNamed(body, 'password')?.attributes).toMatchObject({
      type: 'password',
      required: true,
      autocomplete: 'current-password',
      disabled: false,
      node_type: 'input',
    });
    expect(body).toMatchObject({
      type: 'browser',
      state: 'choose_method',
      requested_aal: 'aal1',
      refresh: false,
      return_to: `${ORIGIN}/health`,
    });
    expect(body['request_url']).toBe(`${BASE}/self-service/login/browser?return_to=/health`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('csrf_token_'));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\//);
    // The masked token differs per read but the get succeeds with the cookie.
    const again = await b.json<FlowBody>(`/self-service/login/flows?id=${body.id}`);
    expect(again.status).toBe(200);
    expect(csrfOf(again.body)).not.toBe(csrfOf(body));
  });

  it('redirects a plain browser navigation to the login UI', async () => {
    const b = new Browser(app);
    const res = await b.fetch('/self-service/login/browser', { headers: { accept: '*/*' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${ORIGIN}/login\\?flow=[0-9a-f-]{36}$`));
  });

  it('signs in with the right password and answers whoami', async () => {
    const b = new Browser(app);
    const { status, body } = await passwordLogin(
      b,
      'Admin@Example.com',
      'demo-password',
      '?return_to=/health',
    );
    expect(status).toBe(200);
    expect(body['continue_with']).toEqual([
      { action: 'redirect_browser_to', redirect_browser_to: `${ORIGIN}/health` },
    ]);
    const session = body['session'] as Record<string, unknown>;
    expect(session).toMatchObject({
      active: true,
      authenticator_assurance_level: 'aal1',
      identity: { traits: { email: 'admin@example.com' } },
    });
    const sc = b.cookies.get('ory_kratos_session');
    expect(sc?.attributes).toMatch(/HttpOnly/);
    expect(sc?.attributes).toMatch(/SameSite=Lax/);
    const who = await b.json('/sessions/whoami');
    expect(who.status).toBe(200);
    expect(who.res.headers.get('x-kratos-authenticated-identity-id')).toBe(
      'a11ce000-0000-4000-8000-000000000001',
    );
    expect(who.body['id']).toBe(session['id']);
    // The session token lives only in the HttpOnly cookie: no JSON body carries it.
    const tokenValue = sc?.value ?? '';
    expect(tokenValue.length).toBeGreaterThan(30);
    expect(JSON.stringify(body)).not.toContain(tokenValue);
    expect(JSON.stringify(who.body)).not.toContain(tokenValue);
    const lastLogin = await t.db.query<{ last_login: Date }>('SELECT last_login FROM people WHERE id = $1', [
      'a11ce000-0000-4000-8000-000000000001',
    ]);
    expect(lastLogin.rows[0]?.last_login.toISOString()).toBe(clock.now().toISOString());
    const req = new Request(`${ORIGIN}/api/db/people`, { headers: { cookie: b.cookieHeader() } });
    const s = await sessionFromRequest(t.db, req, clock.now());
    expect(s).toMatchObject({ identityId: 'a11ce000-0000-4000-8000-000000000001', aal: 'aal1' });
    // Already signed in: a new login flow is refused.
    const again = await b.json('/self-service/login/browser');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { id: 'session_already_available', code: 400 } });
  });

  it('whoami without a session is 401 with no error id', async () => {
    const { status, body } = await new Browser(app).json('/sessions/whoami');
    expect(status).toBe(401);
    expect(body).toEqual({
      error: {
        code: 401,
        status: 'Unauthorized',
        reason: 'No valid session credentials found in the request.',
        message: 'The request could not be authorized',
      },
    });
    expect(await sessionFromRequest(t.db, new Request(`${ORIGIN}/api/x`))).toBeNull();
  });

  it('rejects a wrong password with 4000006 and keeps the identifier', async () => {
    const b = new Browser(app);
    const { status, body } = await passwordLogin(b, 'viewer@example.com', 'nope-nope');
    expect(status).toBe(400);
    const flow = body as unknown as FlowBody;
    expect(flow.ui.messages?.map((m) => m.id)).toEqual([4000006]);
    expect(nodeNamed(flow, 'identifier')?.attributes['value']).toBe('viewer@example.com');
    expect(nodeNamed(flow, 'password')?.attributes['value']).toBeUndefined();
    expect(b.cookies.has('ory_kratos_session')).toBe(false);
    const missing = await passwordLogin(b, '', '');
    expect(
      (missing.body as unknown as FlowBody).ui.nodes.find((n) => n.attributes['name'] === 'identifier')
        ?.messages[0]?.id,
    ).toBe(4000002);
  });

  it('throttles after five failures per identifier and IP, with a growing delay', async () => {
    const b = new Browser(app);
    for (let i = 0; i < 5; i++)
      expect((await passwordLogin(b, 'viewer@example.com', `wrong-${i}`)).status).toBe(400);
    const locked = await passwordLogin(b, 'viewer@example.com', 'demo-password');
    expect(locked.status).toBe(400);
    const m = (locked.body as unknown as FlowBody).ui.messages?.[0];
    expect(m?.id).toBe(4000001);
    expect(m?.text).toMatch(/Too many failed sign-in attempts/);
    expect(b.cookies.has('ory_kratos_session')).toBe(false);
    clock.advance(31_000);
    expect((await passwordLogin(b, 'viewer@example.com', 'wrong-again')).status).toBe(400);
    clock.advance(31_000);
    // The sixth failure doubled the lock to 60 s.
    expect(
      ((await passwordLogin(b, 'viewer@example.com', 'demo-password')).body as unknown as FlowBody).ui
        .messages?.[0]?.id,
    ).toBe(4000001);
    clock.advance(30_000);
    expect((await passwordLogin(b, 'viewer@example.com', 'demo-password')).status).toBe(200);
  });

  it('answers a CSRF mismatch with 403 security_csrf_violation', async () => {
    const b = new Browser(app);
    const flow = (await b.json<FlowBody>('/self-service/login/browser')).body;
    const noToken = await b.json(`/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      json: { method: 'password', identifier: 'admin@example.com', password: 'demo-password' },
    });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toMatchObject({
      error: { id: 'security_csrf_violation', code: 403, status: 'Forbidden' },
    });
    expect(Object.keys((noToken.body['error'] as { details: object }).details)).toEqual([
      'docs',
      'hint',
      'reject_reason',
    ]);
    // Another browser (other cookie) replaying this flow's token.
    const other = new Browser(app);
    await other.json('/self-service/login/browser');
    const replay = await other.json(`/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      json: {
        method: 'password',
        identifier: 'admin@example.com',
        password: 'demo-password',
        csrf_token: csrfOf(flow),
      },
    });
    expect(replay.status).toBe(403);
    expect((await other.json(`/self-service/login/flows?id=${flow.id}`)).status).toBe(403);
    expect(other.cookies.has('ory_kratos_session')).toBe(false);
  });

  it('expires login flows after 10 minutes', async () => {
    const b = new Browser(app);
    const flow = (await b.json<FlowBody>('/self-service/login/browser?return_to=/health')).body;
    clock.advance(10 * 60_000 + 1000);
    const got = await b.json(`/self-service/login/flows?id=${flow.id}`);
    expect(got.status).toBe(410);
    expect(got.body).toMatchObject({ error: { id: 'self_service_flow_expired', code: 410 } });
    const sub = await b.json(`/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      json: {
        method: 'password',
        identifier: 'admin@example.com',
        password: 'demo-password',
        csrf_token: csrfOf(flow),
      },
    });
    expect(sub.status).toBe(410);
    expect(sub.body).toMatchObject({
      error: { id: 'self_service_flow_expired' },
      expired_at: flow['expires_at'],
    });
    expect(typeof sub.body['use_flow_id']).toBe('string');
    const fresh = await b.json<FlowBody>(`/self-service/login/flows?id=${String(sub.body['use_flow_id'])}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.ui.messages?.[0]?.id).toBe(4010001);
    expect(fresh.body['return_to']).toBe(`${ORIGIN}/health`);
    expect((await b.json('/self-service/login/flows?id=00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });

  it('refuses a return_to on another origin, as JSON and through the error UI', async () => {
    const b = new Browser(app);
    const { status, body } = await b.json('/self-service/login/browser?return_to=https://evil.example.com/x');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        id: 'self_service_flow_return_to_forbidden',
        reason: 'Requested return_to URL "https://evil.example.com/x" is not allowed.',
      },
    });
    const nav = await b.fetch('/self-service/login/browser?return_to=https://evil.example.com/x', {
      headers: { accept: 'text/html' },
    });
    expect(nav.status).toBe(303);
    const loc = new URL(nav.headers.get('location') ?? '');
    expect(`${loc.origin}${loc.pathname}`).toBe(`${ORIGIN}/error`);
    const err = await b.json(`/self-service/errors?id=${loc.searchParams.get('id')}`);
    expect(err.status).toBe(200);
    expect(err.body).toMatchObject({ error: { id: 'self_service_flow_return_to_forbidden', code: 400 } });
    expect((await b.json('/self-service/errors?id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('logs out with the logout token and revokes the session', async () => {
    const b = new Browser(app);
    expect((await passwordLogin(b, 'admin@example.com', 'demo-password')).status).toBe(200);
    const lf = await b.json('/self-service/logout/browser?return_to=/login');
    expect(lf.status).toBe(200);
    const token = String(lf.body['logout_token']);
    expect(lf.body['logout_url']).toBe(
      `${BASE}/self-service/logout?token=${token}&return_to=${encodeURIComponent(`${ORIGIN}/login`)}`,
    );
    expect((await b.json('/self-service/logout?token=not-it')).status).toBe(403);
    const cookieBefore = b.cookieHeader();
    const out = await b.fetch(`/self-service/logout?token=${token}`);
    expect(out.status).toBe(204);
    expect(b.cookies.has('ory_kratos_session')).toBe(false);
    expect((await b.json('/sessions/whoami')).status).toBe(401);
    // The old cookie is dead server-side too.
    expect(
      await sessionFromRequest(
        t.db,
        new Request(`${ORIGIN}/api/x`, { headers: { cookie: cookieBefore } }),
        clock.now(),
      ),
    ).toBeNull();
    const again = await b.json('/self-service/logout/browser');
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ error: { id: 'session_inactive' } });
  });

  it('redirects a plain browser logout to return_to', async () => {
    const b = new Browser(app);
    await passwordLogin(b, 'admin@example.com', 'demo-password');
    const { body } = await b.json('/self-service/logout/browser');
    const res = await b.fetch(`/self-service/logout?token=${String(body['logout_token'])}`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/login`);
  });

  it('serves plain HTML form posts with 303 redirects', async () => {
    const b = new Browser(app);
    const flow = (await b.json<FlowBody>('/self-service/login/browser?return_to=/health')).body;
    const post = (password: string): Promise<Response> =>
      b.fetch(`/self-service/login?flow=${flow.id}`, {
        method: 'POST',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          method: 'password',
          identifier: 'admin@example.com',
          password,
          csrf_token: csrfOf(flow),
        }).toString(),
      });
    const bad = await post('not-the-password');
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe(`${ORIGIN}/login?flow=${flow.id}`);
    const good = await post('demo-password');
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe(`${ORIGIN}/health`);
    expect(b.cookies.has('ory_kratos_session')).toBe(true);
  });
});
