import { describe, expect, it } from 'vitest';
import { backendName } from '../tests/support/test-db.ts';
import type { FlowBody } from './test-kit.ts';
import { Browser, ORIGIN, csrfOf, nodeNamed, identityFixture } from './test-kit.ts';

const fx = identityFixture();
const { clock } = fx;

async function mailedCode(b: Browser, to: string): Promise<string | undefined> {
  const { body } = await b.json<{ subject: string }[]>(`/mailbox?to=${encodeURIComponent(to)}`);
  return /\b(\d{6})\b/.exec(body[0]?.subject ?? '')?.[1];
}

describe(`identity recovery (${backendName()})`, () => {
  it('recovers an account by mailed code and lands on a settings flow', async () => {
    const b = new Browser(fx.app);
    const flow = (await b.json<FlowBody>('/self-service/recovery/browser')).body;
    expect(flow.ui.nodes.map((n) => n.attributes['name'])).toEqual(['csrf_token', 'email', 'method']);
    const sent = await b.json<FlowBody>(`/self-service/recovery?flow=${flow.id}`, {
      method: 'POST',
      json: { method: 'code', email: 'viewer@example.com', csrf_token: csrfOf(flow) },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ state: 'sent_email', active: 'code' });
    expect(sent.body.ui.messages?.map((m) => m.id)).toEqual([1060003]);
    expect(nodeNamed(sent.body, 'code')?.attributes).toMatchObject({
      pattern: '[0-9]+',
      maxlength: 6,
      autocomplete: 'one-time-code',
      required: true,
    });
    const code = await mailedCode(b, 'viewer@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await b.json<FlowBody>(`/self-service/recovery?flow=${flow.id}`, {
      method: 'POST',
      json: { method: 'code', code: code === '123456' ? '654321' : '123456', csrf_token: csrfOf(sent.body) },
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body.ui.messages?.map((m) => m.id)).toEqual([4060006]);
    const ok = await b.json(`/self-service/recovery?flow=${flow.id}`, {
      method: 'POST',
      json: { method: 'code', code, csrf_token: csrfOf(sent.body) },
    });
    expect(ok.status).toBe(422);
    expect(ok.body).toMatchObject({ error: { id: 'browser_location_change_required', code: 422 } });
    const to = String(ok.body['redirect_browser_to']);
    expect(to).toMatch(new RegExp(`^${ORIGIN}/profile-settings\\?flow=[0-9a-f-]{36}$`));
    expect(b.cookies.has('ory_kratos_session')).toBe(true);
    const who = await b.json<{ authentication_methods: { method: string }[] }>('/sessions/whoami');
    expect(who.status).toBe(200);
    expect(who.body.authentication_methods.map((m) => m.method)).toEqual(['code_recovery']);
    const settings = await b.json<FlowBody>(
      `/self-service/settings/flows?id=${new URL(to).searchParams.get('flow')}`,
    );
    expect(settings.status).toBe(200);
    expect(settings.body.ui.messages?.[0]).toMatchObject({ id: 1060001, type: 'success' });
    // Signing in rotated the CSRF token, so the old form is dead; and the flow is completed anyway.
    expect(
      (
        await b.json(`/self-service/recovery?flow=${flow.id}`, {
          method: 'POST',
          json: { method: 'code', code, csrf_token: csrfOf(sent.body) },
        })
      ).status,
    ).toBe(403);
    const fresh = await b.json<FlowBody>(`/self-service/recovery/flows?id=${flow.id}`);
    expect(fresh.status).toBe(403);
  });

  it('answers the same for unknown addresses and mails nothing', async () => {
    const b = new Browser(fx.app);
    const flow = (await b.json<FlowBody>('/self-service/recovery/browser')).body;
    const sent = await b.json<FlowBody>(`/self-service/recovery?flow=${flow.id}`, {
      method: 'POST',
      json: { method: 'code', email: 'nobody@example.com', csrf_token: csrfOf(flow) },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.state).toBe('sent_email');
    expect(await mailedCode(b, 'nobody@example.com')).toBeUndefined();
  });

  it('refuses recovery while signed in and restarts expired flows', async () => {
    const b = new Browser(fx.app);
    const flow = (await b.json<FlowBody>('/self-service/recovery/browser')).body;
    clock.advance(61 * 60_000);
    expect((await b.json(`/self-service/recovery/flows?id=${flow.id}`)).status).toBe(410);
    const sub = await b.fetch(`/self-service/recovery?flow=${flow.id}`, {
      method: 'POST',
      json: { method: 'code', email: 'viewer@example.com', csrf_token: csrfOf(flow) },
    });
    expect(sub.status).toBe(303);
    const next = await b.json<FlowBody>(sub.headers.get('location') ?? '');
    expect(next.status).toBe(200);
    expect(next.body.ui.messages?.[0]?.id).toBe(4060005);
  });
});

describe(`identity invitations (${backendName()})`, () => {
  it('invites a person who signs in with the code from another browser and sets a password', async () => {
    const { inviteIdentity } = await import('./invite.ts');
    const res = await inviteIdentity(
      fx.db,
      { publicBaseUrl: `${ORIGIN}/api/.ory`, now: clock.now() },
      { email: 'New.Hire@example.com', firstName: 'New', lastName: 'Hire', role: 'editor' },
    );
    if (!res.ok) throw new Error(res.reason);
    expect(res.link).toMatch(new RegExp(`^${ORIGIN}/recovery\\?flow=[0-9a-f-]{36}$`));
    const again = await inviteIdentity(
      fx.db,
      { publicBaseUrl: `${ORIGIN}/api/.ory` },
      { email: 'new.hire@example.com', firstName: '', lastName: '', role: null },
    );
    expect(again).toEqual({ ok: false, reason: 'exists' });
    const roles = await fx.db.query<{ v1: string }>('SELECT v1 FROM casbin_rule WHERE v0 = $1', [
      res.identityId,
    ]);
    expect(roles.rows.map((r) => r.v1)).toEqual(['editor']);

    const b = new Browser(fx.app);
    const flowId = new URL(res.link).searchParams.get('flow') ?? '';
    const flow = await b.json<FlowBody>(`/self-service/recovery/flows?id=${flowId}`);
    expect(flow.status).toBe(200);
    expect(flow.body.state).toBe('sent_email');
    const ok = await b.json(`/self-service/recovery?flow=${flowId}`, {
      method: 'POST',
      json: { method: 'code', code: res.code, csrf_token: csrfOf(flow.body) },
    });
    expect(ok.status).toBe(422);
    const settingsId = new URL(String(ok.body['redirect_browser_to'])).searchParams.get('flow') ?? '';
    const settings = await b.json<FlowBody>(`/self-service/settings/flows?id=${settingsId}`);
    const set = await b.json(`/self-service/settings?flow=${settingsId}`, {
      method: 'POST',
      json: { method: 'password', password: 'my-own-new-password', csrf_token: csrfOf(settings.body) },
    });
    expect(set.status).toBe(200);
    const n = new Browser(fx.app);
    const created = (await n.json<FlowBody>('/self-service/login/browser')).body;
    const login = await n.json(`/self-service/login?flow=${created.id}`, {
      method: 'POST',
      json: {
        method: 'password',
        identifier: 'new.hire@example.com',
        password: 'my-own-new-password',
        csrf_token: csrfOf(created),
      },
    });
    expect(login.status).toBe(200);
  });
});
