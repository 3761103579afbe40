import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../identity/demo.ts';
import { contentSecurityPolicy } from '../http/security-headers.ts';
import { directoryHostApp } from './directory-host.ts';
import { userIdFor } from './directory-model.ts';
import { generateSigningKeys, verifySessionToken } from './session-token.ts';

const keys = generateSigningKeys();
const CONSOLE = 'http://console.test';
const host = directoryHostApp({
  organizations: [
    { id: 'org_acme', name: 'Acme', slug: 'acme', backendUrl: 'http://acme.test:8081' },
    { id: 'org_globex', name: 'Globex', slug: 'globex', backendUrl: 'http://globex.test:8082' },
  ],
  users: [
    {
      id: userIdFor('admin@example.com'),
      email: 'admin@example.com',
      firstName: 'admin',
      lastName: 'Demo',
      password: DEMO_PASSWORD,
    },
  ],
  signingKey: keys.privateKey,
  consoleOrigin: CONSOLE,
  staticDir: null,
});

/** The parts of the directory's answers these tests read. */
interface Answer {
  response: Record<string, unknown>;
  jwt: string;
}

/** A browser: keeps the directory's `__client` cookie between calls. */
function browser() {
  let cookie = '';
  const call = async (method: string, path: string, form?: Record<string, string>) => {
    const headers: Record<string, string> = { Cookie: cookie };
    if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const init: RequestInit = { method, headers };
    if (form) init.body = new URLSearchParams(form).toString();
    const res = await host.request(`${CONSOLE}/clerk${path}`, init);
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return { status: res.status, headers: res.headers, body: (await res.json()) as Answer };
  };
  return call;
}

const orgIds = (body: Answer) =>
  (body.response as { data: { organization: { id: string } }[] }).data.map((m) => m.organization.id);

describe('the directory’s accounts: sign-up, invitations, organisations, profile', () => {
  it('signs a new account up into no organisation, invited to each; joining one lets it have tokens there only', async () => {
    const call = browser();
    const signedUp = await call('POST', '/v1/client/sign_ups', {
      email_address: 'newcomer@example.com',
      password: 'long-enough',
      first_name: 'New',
      last_name: 'Comer',
    });
    expect(signedUp.status).toBe(200);
    const sid = String(signedUp.body.response['created_session_id']);
    expect(orgIds((await call('GET', '/v1/me/organization_memberships')).body)).toEqual([]);
    const invited = (await call('GET', '/v1/me/organization_invitations')).body.response as unknown as {
      data: { id: string; public_organization_data: { id: string; name: string } }[];
    };
    expect(invited.data.map((i) => i.public_organization_data.name)).toEqual(['Acme', 'Globex']);
    expect(
      (await call('POST', `/v1/client/sessions/${sid}/tokens`, { organization_id: 'org_acme' })).status,
    ).toBe(404);

    const acme = invited.data[0]!;
    expect((await call('POST', `/v1/me/organization_invitations/${acme.id}/accept`)).status).toBe(200);
    expect((await call('POST', `/v1/me/organization_invitations/${acme.id}/accept`)).status).toBe(404);
    expect(orgIds((await call('GET', '/v1/me/organization_memberships')).body)).toEqual(['org_acme']);
    const minted = await call('POST', `/v1/client/sessions/${sid}/tokens`, { organization_id: 'org_acme' });
    const claims = verifySessionToken(minted.body.jwt, keys.publicKeyPem, 'org_acme');
    expect(claims).toMatchObject({ email: 'newcomer@example.com', o: { id: 'org_acme', rol: 'member' } });
    expect(
      (await call('POST', `/v1/client/sessions/${sid}/tokens`, { organization_id: 'org_globex' })).status,
    ).toBe(404);
  });

  it('refuses a taken email, a short password and a malformed address, in Clerk’s words', async () => {
    const call = browser();
    const taken = await call('POST', '/v1/client/sign_ups', {
      email_address: 'ADMIN@example.com',
      password: 'long-enough',
    });
    expect(taken.status).toBe(422);
    expect(JSON.stringify(taken.body)).toContain('That email address is taken');
    const short = await call('POST', '/v1/client/sign_ups', {
      email_address: 'short@example.com',
      password: 'abc',
    });
    expect(JSON.stringify(short.body)).toContain('Passwords must be 8 characters or more.');
    expect(
      (await call('POST', '/v1/client/sign_ups', { email_address: 'nope', password: 'long-enough' })).status,
    ).toBe(422);
  });

  it('creates an organisation with its creator as admin and no backend yet', async () => {
    const call = browser();
    await call('POST', '/v1/client/sign_ins', {
      strategy: 'password',
      identifier: 'admin@example.com',
      password: DEMO_PASSWORD,
    });
    const created = await call('POST', '/v1/organizations', { name: 'Initech Labs' });
    expect(created.body.response).toMatchObject({
      name: 'Initech Labs',
      slug: 'initech-labs',
      public_metadata: {},
    });
    const mine = (await call('GET', '/v1/me/organization_memberships')).body.response as unknown as {
      data: { role: string; organization: { name: string } }[];
    };
    expect(mine.data.map((m) => `${m.organization.name}:${m.role}`)).toEqual([
      'Acme:org:admin',
      'Globex:org:admin',
      'Initech Labs:org:admin',
    ]);
    expect((await call('POST', '/v1/organizations', { name: ' ' })).status).toBe(422);
  });

  it('changes the profile’s name and the password (the old one no longer signs in)', async () => {
    const call = browser();
    await call('POST', '/v1/client/sign_ups', {
      email_address: 'profile@example.com',
      password: 'first-password',
    });
    const named = await call('PATCH', '/v1/me', { first_name: 'Pro', last_name: 'File' });
    expect(named.body.response).toMatchObject({ first_name: 'Pro', last_name: 'File' });
    const wrong = await call('POST', '/v1/me/change_password', {
      current_password: 'nope',
      new_password: 'second-password',
    });
    expect(wrong.status).toBe(422);
    const changed = await call('POST', '/v1/me/change_password', {
      current_password: 'first-password',
      new_password: 'second-password',
    });
    expect(changed.status).toBe(200);
    const again = browser();
    const old = await again('POST', '/v1/client/sign_ins', {
      identifier: 'profile@example.com',
      password: 'first-password',
    });
    expect(old.status).toBe(422);
    const next = await again('POST', '/v1/client/sign_ins', {
      identifier: 'profile@example.com',
      password: 'second-password',
    });
    expect(next.status).toBe(200);
    expect((await browser()('PATCH', '/v1/me', { first_name: 'x' })).status).toBe(401);
  });

  it('sends the console’s CSP, allowing calls to the organisations’ backends, and never caches the directory', async () => {
    const res = await host.request(`${CONSOLE}/clerk/v1/client`);
    expect(res.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy(['http://acme.test:8081', 'http://globex.test:8082']),
    );
    expect(res.headers.get('content-security-policy')).toContain(
      "connect-src 'self' http://acme.test:8081 http://globex.test:8082;",
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const health = await host.request(`${CONSOLE}/api/health`);
    expect(health.headers.get('content-security-policy')).toContain("script-src 'self';");
  });
});
