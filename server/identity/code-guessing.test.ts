import { describe, expect, it } from 'vitest';
import { backendName } from '../tests/support/test-db.ts';
import type { FlowBody } from './test-kit.ts';
import { Browser, csrfOf, nodeNamed, identityFixture } from './test-kit.ts';

const fx = identityFixture();
const { clock } = fx;

const TOO_OFTEN = 'The request was submitted too often. Please request another code.';

async function newestCode(b: Browser, to: string): Promise<string> {
  const { body } = await b.json<{ subject: string }[]>(`/mailbox?to=${encodeURIComponent(to)}`);
  return /\b(\d{6})\b/.exec(body[0]?.subject ?? '')?.[1] ?? '';
}

async function mailCount(b: Browser, to: string): Promise<number> {
  return (await b.json<unknown[]>(`/mailbox?to=${encodeURIComponent(to)}`)).body.length;
}

/** A recovery flow that has mailed a code to `email`; `guess` submits a code to it. */
async function recoveryFor(b: Browser, email: string) {
  const flow = (await b.json<FlowBody>('/self-service/recovery/browser')).body;
  const sent = await b.json<FlowBody>(`/self-service/recovery?flow=${flow.id}`, {
    method: 'POST',
    json: { method: 'code', email, csrf_token: csrfOf(flow) },
  });
  const guess = (code: string): Promise<Response> =>
    b.fetch(`/self-service/recovery?flow=${flow.id}`, {
      method: 'POST',
      json: { method: 'code', code, csrf_token: csrfOf(flow) },
    });
  return { sent, guess };
}

const wrongFor = (code: string, i: number): string =>
  String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

/** The flow a "submitted too often" answer sends JSON clients to (303 to the new flow's JSON). */
async function followedFlow(b: Browser, res: Response): Promise<FlowBody> {
  expect(res.status).toBe(303);
  const next = await b.json<FlowBody>(res.headers.get('location') ?? '');
  expect(next.status).toBe(200);
  return next.body;
}

describe(`recovery and verification codes cannot be guessed (${backendName()})`, () => {
  it('answers the sixth try at one code as Kratos does: a new flow, "submitted too often"', async () => {
    const b = new Browser(fx.app);
    const { guess } = await recoveryFor(b, 'admin@example.com');
    const code = await newestCode(b, 'admin@example.com');
    for (let i = 0; i < 5; i++) {
      const wrong = await guess(wrongFor(code, i));
      expect(wrong.status).toBe(200);
      expect(((await wrong.json()) as FlowBody).ui.messages?.map((m) => m.id)).toEqual([4060006]);
    }
    const fresh = await followedFlow(b, await guess(code));
    expect(fresh.state).toBe('choose_method');
    expect(fresh.ui.messages).toEqual([{ id: 4000001, text: TOO_OFTEN, type: 'error' }]);
    expect(nodeNamed(fresh, 'email')).toBeDefined();
    expect(b.cookies.has('ory_kratos_session')).toBe(false);
  });

  it('keeps counting guesses at an address across new codes and flows, then locks it', async () => {
    const b = new Browser(fx.app);
    // admin@example.com has six guesses on record from the test above; a new code does not reset them.
    const { guess } = await recoveryFor(b, 'admin@example.com');
    const code = await newestCode(b, 'admin@example.com');
    for (let i = 0; i < 4; i++) expect((await guess(wrongFor(code, i))).status).toBe(200);
    // Ten guesses: the right code of a newly mailed one is refused for the next hour.
    const again = await recoveryFor(b, 'admin@example.com');
    const fresh = await followedFlow(b, await again.guess(await newestCode(b, 'admin@example.com')));
    expect(fresh.ui.messages?.[0]?.text).toBe(TOO_OFTEN);
    expect(b.cookies.has('ory_kratos_session')).toBe(false);
    clock.advance(61 * 60_000);
    const later = await recoveryFor(b, 'admin@example.com');
    expect((await later.guess(await newestCode(b, 'admin@example.com'))).status).toBe(422);
    expect(b.cookies.has('ory_kratos_session')).toBe(true);
  });

  it('counts parallel guesses one by one', async () => {
    const b = new Browser(fx.app);
    const { guess } = await recoveryFor(b, 'viewer@example.com');
    const code = await newestCode(b, 'viewer@example.com');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(wrongFor(code, i))));
    // Ten guesses are counted for the address and checked (the flow's own five-try count may see
    // a stale copy of the flow); the other twenty are refused unchecked.
    const checked = answers.filter((r) => r.status === 200).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.status === 303)).toHaveLength(30 - checked);
    const second = await recoveryFor(b, 'viewer@example.com');
    expect((await second.guess(await newestCode(b, 'viewer@example.com'))).status).toBe(303);
    expect(b.cookies.has('ory_kratos_session')).toBe(false);
  });

  it('mails an address at most five codes in 15 minutes, whether or not it has an account', async () => {
    clock.advance(16 * 60_000);
    const b = new Browser(fx.app);
    for (const email of ['editor@example.com', 'nobody@example.com']) {
      for (let i = 0; i < 5; i++) expect((await recoveryFor(b, email)).sent.status).toBe(200);
      const sixth = await recoveryFor(b, email);
      expect(sixth.sent.status).toBe(400);
      expect(sixth.sent.body.ui.messages?.[0]).toMatchObject({
        id: 4000001,
        text: 'Too many codes were sent to this address. Please try again in 15 minutes.',
        context: { retry_after_seconds: 900 },
      });
    }
    expect(await mailCount(b, 'nobody@example.com')).toBe(0);
    clock.advance(15 * 60_000);
    expect((await recoveryFor(b, 'nobody@example.com')).sent.status).toBe(200);
  });

  it('bounds verification codes by the same count', async () => {
    clock.advance(24 * 60 * 60_000);
    const b = new Browser(fx.app);
    const flow = (await b.json<FlowBody>('/self-service/verification/browser')).body;
    const submit = (json: Record<string, string>): Promise<Response> =>
      b.fetch(`/self-service/verification?flow=${flow.id}`, {
        method: 'POST',
        json: { method: 'code', csrf_token: csrfOf(flow), ...json },
      });
    expect((await submit({ email: 'viewer@example.com' })).status).toBe(200);
    const code = await newestCode(b, 'viewer@example.com');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit({ code: wrongFor(code, i) })),
    );
    const checked = answers.filter((r) => r.status === 200).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(10);
    const fresh = await followedFlow(b, await submit({ code }));
    expect(fresh.ui.messages?.[0]?.text).toBe(TOO_OFTEN);
  });
});
