import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPageOrgForTests } from '../hosted/active-org.ts';
import { setFapiFetchForTests } from '../hosted/fapi.ts';
import { resetHostedConfigForTests } from '../hosted/hosted-config.ts';
import { createHostedIdentityProvider } from './hosted-provider.ts';
import { afterSessionCheck } from './redirects.ts';

const CONSOLE = 'http://console.test';
const user = {
  id: 'user_1',
  first_name: 'Ada',
  last_name: 'L',
  primary_email_address_id: 'idn_1',
  email_addresses: [{ id: 'idn_1', email_address: 'ada@example.com' }],
};
const acme = {
  id: 'orgmem_1',
  role: 'org:member',
  organization: {
    id: 'org_acme',
    name: 'Acme',
    slug: 'acme',
    public_metadata: { backend_url: 'http://acme.test' },
  },
};

let calls: { url: string; method: string; form: Record<string, string> }[] = [];
let memberships: unknown[] = [];
let refuse: { code: string; message: string } | null = null;

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('window', { location: { origin: CONSOLE } });
  vi.stubGlobal('document', { querySelector: () => ({ getAttribute: () => '/clerk' }) });
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  });
  resetHostedConfigForTests();
  forgetPageOrgForTests();
  calls = [];
  memberships = [];
  refuse = null;
  setFapiFetchForTests((url, init) => {
    const form = Object.fromEntries(new URLSearchParams(typeof init.body === 'string' ? init.body : ''));
    calls.push({ url: url.replace(`${CONSOLE}/clerk`, ''), method: init.method ?? 'GET', form });
    if (refuse !== null && init.method !== 'GET')
      return Promise.resolve(
        Response.json({ errors: [{ ...refuse, long_message: refuse.message }] }, { status: 422 }),
      );
    if (url.endsWith('/v1/client')) {
      const sessions = [{ id: 'sess_1', status: 'active', last_active_organization_id: null, user }];
      return Promise.resolve(
        Response.json({ response: { id: 'c', sessions, last_active_session_id: 'sess_1' } }),
      );
    }
    if (url.includes('/v1/me/organization_memberships'))
      return Promise.resolve(
        Response.json({ response: { data: memberships, total_count: memberships.length } }),
      );
    if (url.endsWith('/v1/client/sign_ups'))
      return Promise.resolve(
        Response.json({ response: { status: 'complete', created_session_id: 'sess_2' } }),
      );
    return Promise.resolve(Response.json({ response: user }));
  });
});

const provider = () => createHostedIdentityProvider();

describe('the hosted identity provider: sign-up, the organisation picker, the profile', () => {
  it('signs up through the provider with what the Create account form holds', async () => {
    const flow = await provider().createFlow('registration', {});
    const names = flow.ui.nodes.map((n) => ('name' in n.attributes ? n.attributes.name : ''));
    expect(names).toEqual(['traits.email', 'traits.name.first', 'traits.name.last', 'password', 'method']);
    const body = {
      traits: { email: 'new@example.com', name: { first: 'New', last: 'Comer' } },
      password: 'pw-long-enough',
      method: 'password',
    };
    expect(await provider().submitFlow('registration', flow.id, body)).toEqual({
      kind: 'done',
      completion: { continueWith: [] },
    });
    expect(calls.at(-1)).toEqual({
      url: '/v1/client/sign_ups',
      method: 'POST',
      form: {
        email_address: 'new@example.com',
        password: 'pw-long-enough',
        first_name: 'New',
        last_name: 'Comer',
      },
    });
    refuse = { code: 'form_identifier_exists', message: 'That email address is taken. Please try another.' };
    const again = await provider().submitFlow('registration', flow.id, body);
    expect(again.kind === 'flow' && again.flow.ui.messages?.map((m) => m.text)).toEqual([
      'That email address is taken. Please try another.',
    ]);
  });

  it('sends a signed-in member of no organisation to the organisation picker', async () => {
    const check = await provider().getSession();
    expect(check).toEqual({ kind: 'no-organization' });
    expect(afterSessionCheck(check, '/incidents')).toBe('/organizations?return_to=%2Fincidents');
    memberships = [acme];
    expect((await provider().getSession()).kind).toBe('active');
  });

  it('shows the profile’s name and saves it, and says why a password change was refused', async () => {
    const flow = await provider().createFlow('settings', {});
    const values = new Map<string, unknown>();
    for (const n of flow.ui.nodes)
      if (n.attributes.node_type === 'input' && n.group === 'profile')
        values.set(n.attributes.name, n.attributes.value);
    expect(Object.fromEntries(values)).toMatchObject({
      'traits.email': 'ada@example.com',
      'traits.name.first': 'Ada',
      'traits.name.last': 'L',
    });
    const saved = await provider().submitFlow('settings', flow.id, {
      traits: { name: { first: 'Augusta', last: 'King' } },
      method: 'profile',
    });
    expect(calls.at(-2)).toMatchObject({
      url: '/v1/me',
      method: 'PATCH',
      form: { first_name: 'Augusta', last_name: 'King' },
    });
    expect(saved.kind === 'flow' && saved.flow.ui.messages?.[0]?.text).toBe('Your changes have been saved!');
    refuse = { code: 'form_password_incorrect', message: 'Password is incorrect. Try again.' };
    const refused = await provider().submitFlow('settings', flow.id, {
      current_password: 'wrong',
      password: 'another-one',
      method: 'password',
    });
    expect(calls.find((c) => c.url === '/v1/me/change_password')?.form).toEqual({
      current_password: 'wrong',
      new_password: 'another-one',
    });
    expect(refused.kind === 'flow' && refused.flow.ui.messages?.[0]).toMatchObject({
      type: 'error',
      text: 'Password is incorrect. Try again.',
    });
  });
});
