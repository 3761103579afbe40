import { describe, expect, it } from 'vitest';
import { backendName } from '../tests/support/test-db.ts';
import { DEMO_PASSWORD } from './demo.ts';
import type { FlowBody } from './test-kit.ts';
import { Browser, csrfOf, passwordLogin, identityFixture } from './test-kit.ts';

// Behind a trusted proxy, so each request can come from the client address the test names.
const fx = identityFixture({ trustProxy: true });
const { clock } = fx;

/** A submit's answer: the flow again (400) or, signed in, the session (200). */
type Submit = (
  identifier: string,
  password: string,
  from: string,
) => Promise<{ status: number; flow: FlowBody }>;

/** One login flow, submitted as often as asked, from the client address `from`. */
async function loginForm(b: Browser): Promise<Submit> {
  const flow = (await b.json<FlowBody>('/self-service/login/browser')).body;
  return async (identifier, password, from) => {
    const { status, body } = await b.json<FlowBody>(`/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      // The proxy appends the address it saw; whatever the client wrote before it is not believed.
      headers: { 'X-Forwarded-For': `203.0.113.77, ${from}` },
      json: { method: 'password', identifier, password, csrf_token: csrfOf(flow) },
    });
    return { status, flow: body };
  };
}

const firstMessage = (a: { flow: FlowBody }): number | undefined => a.flow.ui.messages?.[0]?.id;

function tally(answers: { flow: FlowBody }[]): { checked: number; refused: number } {
  const ids = answers.map(firstMessage);
  return {
    checked: ids.filter((id) => id === 4000006).length,
    refused: ids.filter((id) => id === 4000001).length,
  };
}

describe(`password sign-in throttle (${backendName()})`, () => {
  it('counts 40 parallel wrong passwords before checking them, and refuses the right one after', async () => {
    const b = new Browser(fx.app);
    const submit = await loginForm(b);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => submit('viewer@example.com', `wrong-${i}`, `198.51.100.${i}`)),
    );
    expect(tally(answers)).toEqual({ checked: 5, refused: 35 });
    // The lock is the identifier's: the right password from yet another address is refused too.
    const right = await submit('viewer@example.com', DEMO_PASSWORD, '192.0.2.1');
    expect(right.status).toBe(400);
    expect(right.flow.ui.messages?.[0]).toMatchObject({
      id: 4000001,
      type: 'error',
      context: { retry_after_seconds: 30 },
    });
    expect(right.flow.ui.messages?.[0]?.text).toBe(
      'Too many failed sign-in attempts. Please try again in 30 seconds.',
    );
    expect(b.cookies.has('ory_kratos_session')).toBe(false);
    clock.advance(31_000);
    expect((await submit('viewer@example.com', DEMO_PASSWORD, '192.0.2.1')).status).toBe(200);
    expect(b.cookies.has('ory_kratos_session')).toBe(true);
  });

  it('checks only five passwords of a burst of 150', async () => {
    const submit = await loginForm(new Browser(fx.app));
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        submit('admin@example.com', `guess-${i}`, `198.51.${100 + (i % 50)}.${i}`),
      ),
    );
    expect(tally(answers)).toEqual({ checked: 5, refused: 145 });
    clock.advance(16 * 60_000);
  });

  it('limits one client address across identifiers (password spraying)', async () => {
    const submit = await loginForm(new Browser(fx.app));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => submit(`person-${i}@example.com`, 'Spring2026!', '198.18.0.9')),
    );
    expect(tally(answers)).toEqual({ checked: 20, refused: 10 });
    // Even a right password from that address waits; from another address it signs in.
    expect(firstMessage(await submit('admin@example.com', DEMO_PASSWORD, '198.18.0.9'))).toBe(4000001);
    const elsewhere = new Browser(fx.app);
    const other = await loginForm(elsewhere);
    expect((await other('admin@example.com', DEMO_PASSWORD, '198.18.0.10')).status).toBe(200);
    expect(elsewhere.cookies.has('ory_kratos_session')).toBe(true);
  });
});

describe(`changing the password (${backendName()})`, () => {
  it('ends every other session of the person, and keeps the one that changed it', async () => {
    clock.advance(16 * 60_000);
    const laptop = new Browser(fx.app);
    const phone = new Browser(fx.app);
    for (const b of [laptop, phone])
      expect((await passwordLogin(b, 'viewer@example.com', DEMO_PASSWORD)).status).toBe(200);
    expect((await phone.json('/sessions/whoami')).status).toBe(200);
    const flow = (await laptop.json<FlowBody>('/self-service/settings/browser')).body;
    const changed = await laptop.json(`/self-service/settings?flow=${flow.id}`, {
      method: 'POST',
      json: { method: 'password', password: 'a-brand-new-passphrase-9', csrf_token: csrfOf(flow) },
    });
    expect(changed.status).toBe(200);
    expect((await phone.json('/sessions/whoami')).status).toBe(401);
    expect((await laptop.json('/sessions/whoami')).status).toBe(200);
  });
});
