import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import type { FlowBody } from './test-kit.ts';
import { BASE, Browser, Clock, ORIGIN, csrfOf, mountedApp, nodeNamed } from './test-kit.ts';

let t: TestDatabase;
const clock = new Clock();
let app: ReturnType<typeof mountedApp>;

beforeAll(async () => {
  t = await openTestDatabase();
  app = mountedApp(t.db, clock);
});
afterAll(async () => t.dispose());

interface Mail {
  recipient: string;
  subject: string;
  body: string;
}

async function lastCode(b: Browser, to: string): Promise<string> {
  const { body } = await b.json<Mail[]>(`/mailbox?to=${encodeURIComponent(to)}`);
  const code = /\b(\d{6})\b/.exec(body[0]?.subject ?? '')?.[1];
  if (code === undefined) throw new Error(`no code mailed to ${to}`);
  return code;
}

async function register(
  b: Browser,
  traits: Record<string, unknown>,
  password: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const flow = (await b.json<FlowBody>('/self-service/registration/browser?return_to=/health')).body;
  return b.json(`/self-service/registration?flow=${flow.id}`, {
    method: 'POST',
    json: { method: 'password', traits, password, csrf_token: csrfOf(flow) },
  });
}

describe(`identity registration and verification (${backendName()})`, () => {
  it('shows the trait and password nodes', async () => {
    const { status, body } = await new Browser(app).json<FlowBody>('/self-service/registration/browser');
    expect(status).toBe(200);
    expect(body.ui.nodes.map((n) => `${n.group}:${String(n.attributes['name'])}`)).toEqual([
      'default:csrf_token',
      'default:traits.email',
      'default:traits.name.first',
      'default:traits.name.last',
      'password:password',
      'password:method',
    ]);
    expect(nodeNamed(body, 'traits.email')?.meta).toEqual({
      label: {
        id: 1070002,
        text: 'E-Mail',
        type: 'info',
        context: { title: 'E-Mail', name: 'traits.email' },
      },
    });
  });

  it('validates traits and the password policy', async () => {
    const b = new Browser(app);
    const missing = await register(b, { name: { first: 'A', last: 'B' } }, 'short');
    expect(missing.status).toBe(400);
    const flow = missing.body as unknown as FlowBody;
    expect(nodeNamed(flow, 'traits.email')?.messages).toEqual([
      { id: 4000002, text: 'Property email is missing.', type: 'error', context: { property: 'email' } },
    ]);
    expect(nodeNamed(flow, 'password')?.messages[0]?.id).toBe(4000032);
    const similar = await register(b, { email: 'sam.smith@example.org' }, 'sam.smith@example.or');
    expect(nodeNamed(similar.body as unknown as FlowBody, 'password')?.messages[0]?.id).toBe(4000031);
    const bad = await register(b, { email: 'not-an-email' }, 'a-long-enough-pass');
    expect(nodeNamed(bad.body as unknown as FlowBody, 'traits.email')?.messages[0]?.id).toBe(4000040);
  });

  it('registers, signs in, creates the person with the default role, and verifies by mailed code', async () => {
    const b = new Browser(app);
    // Flattened keys are accepted too, as node names are posted verbatim by generic renderers.
    const flow = (await b.json<FlowBody>('/self-service/registration/browser?return_to=/health')).body;
    const res = await b.json(`/self-service/registration?flow=${flow.id}`, {
      method: 'POST',
      json: {
        method: 'password',
        'traits.email': 'Grace@Example.org',
        'traits.name.first': 'Grace',
        'traits.name.last': 'Hopper',
        password: 'compilers-are-fun',
        csrf_token: csrfOf(flow),
      },
    });
    expect(res.status).toBe(200);
    const identity = res.body['identity'] as {
      id: string;
      traits: unknown;
      verifiable_addresses: { status: string }[];
    };
    expect(identity.traits).toEqual({ email: 'Grace@Example.org', name: { first: 'Grace', last: 'Hopper' } });
    expect(res.body['session']).toMatchObject({
      identity: { id: identity.id },
      authenticator_assurance_level: 'aal1',
    });
    const cont = res.body['continue_with'] as { action: string; flow?: { id: string; url: string } }[];
    expect(cont[0]?.action).toBe('show_verification_ui');
    expect(cont[1]).toEqual({ action: 'redirect_browser_to', redirect_browser_to: `${ORIGIN}/health` });
    expect(b.cookies.has('ory_kratos_session')).toBe(true);

    const person = await t.db.query<{ name: string; email: string }>(
      'SELECT name, email FROM people WHERE id = $1',
      [identity.id],
    );
    expect(person.rows[0]).toEqual({ name: 'Grace Hopper', email: 'Grace@Example.org' });
    const roles = await t.db.query<{ v1: string }>(
      "SELECT v1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1",
      [identity.id],
    );
    expect(roles.rows.map((r) => r.v1)).toEqual(['viewer']);

    // The verification flow made by registration is waiting for the code.
    const vid = cont[0]?.flow?.id ?? '';
    const vflow = await b.json<FlowBody>(`/self-service/verification/flows?id=${vid}`);
    expect(vflow.status).toBe(200);
    expect(vflow.body.state).toBe('sent_email');
    expect(vflow.body.ui.messages?.[0]?.id).toBe(1080003);
    const mails = (await b.json<Mail[]>('/mailbox?to=grace@example.org')).body;
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`${BASE}/self-service/verification?flow=${vid}&code=`);
    const code = await lastCode(b, 'grace@example.org');

    const wrong = await b.json<FlowBody>(`/self-service/verification?flow=${vid}`, {
      method: 'POST',
      json: { method: 'code', code: code === '000000' ? '111111' : '000000', csrf_token: csrfOf(vflow.body) },
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body.ui.messages?.[0]?.id).toBe(4070006);
    const ok = await b.json<FlowBody>(`/self-service/verification?flow=${vid}`, {
      method: 'POST',
      json: { method: 'code', code, csrf_token: csrfOf(vflow.body) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.state).toBe('passed_challenge');
    expect(ok.body.ui).toMatchObject({
      method: 'GET',
      action: `${ORIGIN}/health`,
      messages: [{ id: 1080002 }],
    });
    expect(ok.body.ui.nodes[0]).toMatchObject({
      type: 'a',
      attributes: { id: 'continue', href: `${ORIGIN}/health`, node_type: 'a' },
    });
    const who = await b.json<{ identity: { verifiable_addresses: { verified: boolean; status: string }[] } }>(
      '/sessions/whoami',
    );
    expect(who.body.identity.verifiable_addresses[0]).toMatchObject({ verified: true, status: 'completed' });

    // The same address cannot register twice.
    const dup = await register(new Browser(app), { email: 'grace@example.org' }, 'another-long-password');
    expect(dup.status).toBe(400);
    expect((dup.body as unknown as FlowBody).ui.messages?.[0]?.id).toBe(4000007);
  });

  it('verifies an address from a fresh flow and through the mailed link', async () => {
    const b = new Browser(app);
    await register(
      b,
      { email: 'linus@example.org', name: { first: 'Linus', last: 'T' } },
      'penguins-everywhere',
    );
    const v = new Browser(app);
    const flow = (await v.json<FlowBody>('/self-service/verification/browser')).body;
    expect(flow.ui.nodes.map((n) => n.attributes['name'])).toEqual(['csrf_token', 'email', 'method']);
    const sent = await v.json<FlowBody>(`/self-service/verification?flow=${flow.id}`, {
      method: 'POST',
      json: { method: 'code', email: 'linus@example.org', csrf_token: csrfOf(flow) },
    });
    expect(sent.body.state).toBe('sent_email');
    const code = await lastCode(v, 'linus@example.org');
    const link = await v.fetch(`/self-service/verification?flow=${flow.id}&code=${code}`, {
      headers: { accept: 'text/html' },
    });
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe(`${ORIGIN}/verification?flow=${flow.id}`);
    const filled = await v.json<FlowBody>(`/self-service/verification/flows?id=${flow.id}`);
    expect(nodeNamed(filled.body, 'code')?.attributes['value']).toBe(code);
    const ok = await v.json<FlowBody>(`/self-service/verification?flow=${flow.id}`, {
      method: 'POST',
      json: { method: 'code', code, csrf_token: csrfOf(filled.body) },
    });
    expect(ok.body.state).toBe('passed_challenge');
  });

  it('refuses registration while signed in', async () => {
    const b = new Browser(app);
    await register(b, { email: 'ken@example.org' }, 'unix-forever-and-ever');
    const again = await b.json('/self-service/registration/browser');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { id: 'session_already_available' } });
  });
});
