import { describe, expect, it } from 'vitest';
import { backendName } from '../tests/support/test-db.ts';
import { sessionFromRequest } from './session.ts';
import type { FlowBody } from './test-kit.ts';
import { BASE, Browser, ORIGIN, csrfOf, nodeNamed, passwordLogin, identityFixture } from './test-kit.ts';
import { totpAt } from './totp.ts';
import { otpauthUrl } from './totp.ts';

const fx = identityFixture();
const { clock } = fx;

async function signedIn(email: string, password = 'demo-password'): Promise<Browser> {
  const b = new Browser(fx.app);
  const res = await passwordLogin(b, email, password);
  // 422: signed in at aal1, a second factor is due.
  if (res.status !== 200 && res.status !== 422) throw new Error(`login ${res.status}`);
  return b;
}

async function settingsFlow(b: Browser): Promise<FlowBody> {
  const { status, body } = await b.json<FlowBody>('/self-service/settings/browser');
  if (status !== 200) throw new Error(`settings init ${status} ${JSON.stringify(body)}`);
  return body;
}

function submitSettings(
  b: Browser,
  flow: FlowBody,
  body: Record<string, unknown>,
): Promise<{ status: number; body: FlowBody & Record<string, unknown> }> {
  return b.json(`/self-service/settings?flow=${flow.id}`, {
    method: 'POST',
    json: { ...body, csrf_token: csrfOf(flow) },
  });
}

function secretOf(flow: FlowBody): string {
  const node = flow.ui.nodes.find((n) => n.attributes['id'] === 'totp_secret_key');
  const text = node?.attributes['text'] as { text: string } | undefined;
  if (!text) throw new Error('no totp secret');
  return text.text;
}

describe(`identity settings and second factors (${backendName()})`, () => {
  it('needs a session', async () => {
    const b = new Browser(fx.app);
    const res = await b.json('/self-service/settings/browser');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { id: 'session_inactive' } });
    const nav = await b.fetch('/self-service/settings/browser', { headers: { accept: 'text/html' } });
    expect(nav.status).toBe(303);
    expect(nav.headers.get('location')).toBe(
      `${BASE}/self-service/login/browser?return_to=${encodeURIComponent(`${BASE}/self-service/settings/browser`)}`,
    );
  });

  it('updates the profile and the password, with the password policy', async () => {
    const b = await signedIn('viewer@example.com');
    const flow = await settingsFlow(b);
    expect(flow.state).toBe('show_form');
    expect((flow['identity'] as { traits: { email: string } }).traits.email).toBe('viewer@example.com');
    expect(new Set(flow.ui.nodes.map((n) => n.group))).toEqual(
      new Set(['default', 'profile', 'password', 'totp', 'lookup_secret']),
    );
    expect(nodeNamed(flow, 'traits.name.first')?.attributes['value']).toBe('Vera');

    const prof = await submitSettings(b, flow, {
      method: 'profile',
      traits: { email: 'viewer@example.com', name: { first: 'Vera', last: 'Vance' } },
    });
    expect(prof.status).toBe(200);
    expect(prof.body.state).toBe('success');
    expect(prof.body.ui.messages).toEqual([
      { id: 1050001, text: 'Your changes have been saved!', type: 'success' },
    ]);
    const person = await fx.db.query<{ name: string }>(
      "SELECT name FROM people WHERE email = 'viewer@example.com'",
    );
    expect(person.rows[0]?.name).toBe('Vera Vance');

    const short = await submitSettings(b, flow, { method: 'password', password: 'short' });
    expect(short.status).toBe(400);
    expect(nodeNamed(short.body, 'password')?.messages[0]?.id).toBe(4000032);
    const same = await submitSettings(b, flow, { method: 'password', password: 'demo-password' });
    expect(nodeNamed(same.body, 'password')?.messages[0]?.id).toBe(4000039);
    const ok = await submitSettings(b, flow, { method: 'password', password: 'a-much-better-secret' });
    expect(ok.status).toBe(200);
    expect(
      (await passwordLogin(new Browser(fx.app), 'viewer@example.com', 'a-much-better-secret')).status,
    ).toBe(200);
    expect((await passwordLogin(new Browser(fx.app), 'viewer@example.com', 'demo-password')).status).toBe(
      400,
    );
  });

  it('asks for re-authentication after the privileged window and accepts a refresh login', async () => {
    const b = await signedIn('viewer@example.com', 'a-much-better-secret');
    const flow = await settingsFlow(b);
    clock.advance(16 * 60_000);
    const late = await submitSettings(b, flow, { method: 'password', password: 'yet-another-secret' });
    expect(late.status).toBe(403);
    const back = `${BASE}/self-service/settings?flow=${flow.id}`;
    expect(late.body).toMatchObject({
      error: { id: 'session_refresh_required' },
      redirect_browser_to: `${BASE}/self-service/login/browser?refresh=true&return_to=${encodeURIComponent(back)}`,
    });
    // Name changes need no re-authentication.
    expect(
      (
        await submitSettings(b, flow, {
          method: 'profile',
          traits: { email: 'viewer@example.com', name: { first: 'V', last: 'V' } },
        })
      ).status,
    ).toBe(200);

    const refresh = await b.json<FlowBody>(
      `/self-service/login/browser?refresh=true&return_to=${encodeURIComponent(back)}`,
    );
    expect(refresh.status).toBe(200);
    expect(refresh.body.ui.messages?.[0]?.id).toBe(1010003);
    expect(nodeNamed(refresh.body, 'identifier')?.attributes).toMatchObject({
      type: 'hidden',
      value: 'viewer@example.com',
    });
    const re = await b.json(`/self-service/login?flow=${refresh.body.id}`, {
      method: 'POST',
      json: {
        method: 'password',
        identifier: 'viewer@example.com',
        password: 'a-much-better-secret',
        csrf_token: csrfOf(refresh.body),
      },
    });
    expect(re.status).toBe(200);
    expect(re.body['continue_with']).toEqual([{ action: 'redirect_browser_to', redirect_browser_to: back }]);
    const resumed = await b.fetch(back, { headers: { accept: 'text/html' } });
    expect(resumed.headers.get('location')).toBe(`${ORIGIN}/profile-settings?flow=${flow.id}`);
    expect(
      (await submitSettings(b, flow, { method: 'password', password: 'yet-another-secret' })).status,
    ).toBe(200);
  });

  it('enrols TOTP and then requires it at login (aal2)', async () => {
    const b = await signedIn('admin@example.com');
    const flow = await settingsFlow(b);
    const secret = secretOf(flow);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const qr = flow.ui.nodes.find((n) => n.attributes['id'] === 'totp_qr');
    // Kratos shape: an img node holding a 256×256 PNG of the otpauth:// URL.
    expect(qr?.type).toBe('img');
    expect(qr?.attributes).toMatchObject({ width: 256, height: 256, node_type: 'img' });
    const png = Buffer.from(String(qr?.attributes['src']).replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(256); // IHDR width
    expect(otpauthUrl('mc.example.test', 'a11ce000-0000-4000-8000-000000000001', secret)).toBe(
      `otpauth://totp/mc.example.test:a11ce000-0000-4000-8000-000000000001?algorithm=SHA1&digits=6&issuer=mc.example.test&period=30&secret=${secret}`,
    );
    // Re-reading the flow shows the same secret.
    expect(secretOf((await b.json<FlowBody>(`/self-service/settings/flows?id=${flow.id}`)).body)).toBe(
      secret,
    );
    const wrong = await submitSettings(b, flow, {
      method: 'totp',
      totp_code: '000000' === totpAt(secret, clock.now()) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(nodeNamed(wrong.body, 'totp_code')?.messages[0]?.id).toBe(4000008);
    const linked = await submitSettings(b, flow, { method: 'totp', totp_code: totpAt(secret, clock.now()) });
    expect(linked.status).toBe(200);
    expect(nodeNamed(linked.body, 'totp_unlink')?.attributes).toMatchObject({
      type: 'submit',
      value: 'true',
    });
    expect((await b.json('/sessions/whoami')).body['authenticator_assurance_level']).toBe('aal2');

    // A new browser: password first, then the second factor.
    const n = new Browser(fx.app);
    const first = await passwordLogin(n, 'admin@example.com', 'demo-password', '?return_to=/health');
    expect(first.status).toBe(422);
    expect(first.body).toMatchObject({
      error: { id: 'browser_location_change_required' },
      redirect_browser_to: `${BASE}/self-service/login/browser?aal=aal2&return_to=${encodeURIComponent(`${ORIGIN}/health`)}`,
    });
    expect(n.cookies.has('ory_kratos_session')).toBe(true);
    const who = await n.json('/sessions/whoami');
    expect(who.status).toBe(403);
    expect(who.body).toMatchObject({
      error: { id: 'session_aal2_required' },
      redirect_browser_to: `${BASE}/self-service/login/browser?aal=aal2`,
    });
    expect(
      await sessionFromRequest(
        fx.db,
        new Request(`${ORIGIN}/api/x`, { headers: { cookie: n.cookieHeader() } }),
        clock.now(),
      ),
    ).toBeNull();

    const aal2 = await n.json<FlowBody>(
      `/self-service/login/browser?aal=aal2&return_to=${encodeURIComponent(`${ORIGIN}/health`)}`,
    );
    expect(aal2.status).toBe(200);
    expect(aal2.body.ui.messages?.[0]?.id).toBe(1010004);
    expect(aal2.body.ui.nodes.map((x) => x.attributes['name'])).toEqual([
      'csrf_token',
      'totp_code',
      'method',
    ]);
    const bad = await n.json<FlowBody>(`/self-service/login?flow=${aal2.body.id}`, {
      method: 'POST',
      json: { method: 'totp', totp_code: '12345', csrf_token: csrfOf(aal2.body) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.ui.messages?.[0]?.id).toBe(4000008);
    clock.advance(30_000); // one step later: the previous step's code is still accepted (±1 step).
    const good = await n.json<{
      session: { authenticator_assurance_level: string; authentication_methods: { method: string }[] };
    }>(`/self-service/login?flow=${aal2.body.id}`, {
      method: 'POST',
      json: {
        method: 'totp',
        totp_code: totpAt(secret, new Date(clock.now().getTime() - 30_000)),
        csrf_token: csrfOf(aal2.body),
      },
    });
    expect(good.status).toBe(200);
    expect(good.body.session.authenticator_assurance_level).toBe('aal2');
    expect(good.body.session.authentication_methods.map((m) => m.method)).toEqual(['password', 'totp']);
    expect((await n.json('/sessions/whoami')).status).toBe(200);
    expect(
      await sessionFromRequest(
        fx.db,
        new Request(`${ORIGIN}/api/x`, { headers: { cookie: n.cookieHeader() } }),
        clock.now(),
      ),
    ).toMatchObject({ aal: 'aal2' });
  });

  it('creates backup codes and accepts each one once at login', async () => {
    const b = await signedIn('admin@example.com');
    // admin has TOTP now: settings needs aal2 first.
    const blocked = await b.json('/self-service/settings/browser');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ error: { id: 'session_aal2_required' } });
    const aal2 = (await b.json<FlowBody>('/self-service/login/browser?aal=aal2')).body;
    const secret = await fx.db.query<{ config: { secret: string } }>(
      "SELECT config FROM identity_credentials WHERE type = 'totp'",
    );
    const totpSecret = secret.rows[0]?.config.secret ?? '';
    expect(
      (
        await b.json(`/self-service/login?flow=${aal2.id}`, {
          method: 'POST',
          json: { method: 'totp', totp_code: totpAt(totpSecret, clock.now()), csrf_token: csrfOf(aal2) },
        })
      ).status,
    ).toBe(200);

    const flow = await settingsFlow(b);
    const early = await submitSettings(b, flow, { method: 'lookup_secret', lookup_secret_confirm: true });
    expect(early.status).toBe(400);
    expect(early.body.ui.messages?.[0]?.text).toBe(
      'You must (re-)generate recovery backup codes before you can save them.',
    );
    const gen = await submitSettings(b, flow, { method: 'lookup_secret', lookup_secret_regenerate: 'true' });
    expect(gen.status).toBe(200);
    const list = gen.body.ui.nodes.find((x) => x.attributes['id'] === 'lookup_secret_codes')?.attributes[
      'text'
    ] as { id: number; context: { secrets: { text: string }[] } };
    expect(list.id).toBe(1050015);
    const codes = list.context.secrets.map((s) => s.text);
    expect(codes).toHaveLength(12);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{8}$/);
    expect(
      (await submitSettings(b, flow, { method: 'lookup_secret', lookup_secret_confirm: true })).body.state,
    ).toBe('success');

    const n = new Browser(fx.app);
    expect((await passwordLogin(n, 'admin@example.com', 'demo-password')).status).toBe(422);
    const step = (await n.json<FlowBody>('/self-service/login/browser?aal=aal2')).body;
    expect(step.ui.nodes.map((x) => x.attributes['name'])).toEqual([
      'csrf_token',
      'totp_code',
      'method',
      'lookup_secret',
      'method',
    ]);
    const use = (code: string): Promise<{ status: number; body: FlowBody }> =>
      n.json<FlowBody>(`/self-service/login?flow=${step.id}`, {
        method: 'POST',
        json: { method: 'lookup_secret', lookup_secret: code, csrf_token: csrfOf(step) },
      });
    expect((await use('zzzzzzzz')).body.ui.messages?.[0]?.id).toBe(4000016);
    expect((await use(codes[0] ?? '')).status).toBe(200);

    const m = new Browser(fx.app);
    await passwordLogin(m, 'admin@example.com', 'demo-password');
    const step2 = (await m.json<FlowBody>('/self-service/login/browser?aal=aal2')).body;
    const reuse = await m.json<FlowBody>(`/self-service/login?flow=${step2.id}`, {
      method: 'POST',
      json: { method: 'lookup_secret', lookup_secret: codes[0], csrf_token: csrfOf(step2) },
    });
    expect(reuse.body.ui.messages?.[0]?.id).toBe(4000012);

    const reveal = await submitSettings(b, flow, { method: 'lookup_secret', lookup_secret_reveal: true });
    const shown = reveal.body.ui.nodes.find((x) => x.attributes['id'] === 'lookup_secret_codes')?.attributes[
      'text'
    ] as { text: string; context: { secrets: { id: number }[] } };
    expect(shown.context.secrets[0]?.id).toBe(1050014);
    expect(shown.text.startsWith('used, ')).toBe(true);
  });

  it('keeps settings flows to their own identity', async () => {
    const a = await signedIn('viewer@example.com', 'yet-another-secret');
    const flow = await settingsFlow(a);
    const same = await signedIn('viewer@example.com', 'yet-another-secret');
    expect((await same.json(`/self-service/settings/flows?id=${flow.id}`)).status).toBe(200);
    const other = await signedIn('admin@example.com');
    const mismatch = await other.json(`/self-service/settings/flows?id=${flow.id}`);
    expect(mismatch.status).toBe(403);
    expect(mismatch.body).toMatchObject({ error: { id: 'security_identity_mismatch' } });
    const anon = await new Browser(fx.app).json(`/self-service/settings/flows?id=${flow.id}`);
    expect(anon.status).toBe(401);
  });
});
