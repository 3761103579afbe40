import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { authorizeByRole } from '../access/postgrest-authorizer.ts';
import { seedDemoAccounts } from '../access/testing.ts';
import { DEMO_PASSWORD } from '../identity/demo.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { directoryApp } from './directory.ts';
import { userIdFor } from './directory-model.ts';
import { generateSigningKeys, signSessionToken, verifySessionToken } from './session-token.ts';

const keys = generateSigningKeys();
const CONSOLE = 'http://console.test';
const orgs = [
  { id: 'org_acme', name: 'Acme', slug: 'acme', backendUrl: 'http://acme.test' },
  { id: 'org_globex', name: 'Globex', slug: 'globex', backendUrl: 'http://globex.test' },
];
const email = 'admin@example.com';
const directory = directoryApp({
  organizations: orgs,
  users: [{ id: userIdFor(email), email, firstName: 'admin', lastName: 'Demo', password: DEMO_PASSWORD }],
  signingKey: keys.privateKey,
  issuer: `${CONSOLE}/clerk`,
});

/** Signs in at the directory; returns the `__client` cookie and the new session's id. */
async function signIn(password = DEMO_PASSWORD): Promise<{ cookie: string; sid: string; status: number }> {
  const res = await directory.request(`${CONSOLE}/v1/client/sign_ins`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ strategy: 'password', identifier: email, password }).toString(),
  });
  const body = (await res.json()) as { response?: { created_session_id: string } };
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, sid: body.response?.created_session_id ?? '', status: res.status };
}

async function tokenFor(cookie: string, sid: string, organization: string): Promise<Response> {
  return directory.request(`${CONSOLE}/v1/client/sessions/${sid}/tokens`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ organization_id: organization }).toString(),
  });
}

describe('the organisation directory (Clerk Frontend API shapes)', () => {
  it('refuses a wrong password with a Clerk form error', async () => {
    const res = await signIn('nope');
    expect(res.status).toBe(422);
  });

  it('lists the signed-in user’s organisations with their backend_url', async () => {
    const { cookie } = await signIn();
    const res = await directory.request(`${CONSOLE}/v1/me/organization_memberships`, {
      headers: { Cookie: cookie },
    });
    const body = (await res.json()) as {
      response: { data: { organization: { id: string; public_metadata: { backend_url: string } } }[] };
    };
    expect(
      body.response.data.map((m) => [m.organization.id, m.organization.public_metadata.backend_url]),
    ).toEqual([
      ['org_acme', 'http://acme.test'],
      ['org_globex', 'http://globex.test'],
    ]);
    const anonymous = await directory.request(`${CONSOLE}/v1/me/organization_memberships`);
    expect(anonymous.status).toBe(401);
  });

  it('mints a token for the organisation asked, and none once the session has ended', async () => {
    const { cookie, sid } = await signIn();
    const res = await tokenFor(cookie, sid, 'org_globex');
    const { jwt } = (await res.json()) as { jwt: string };
    expect(verifySessionToken(jwt, keys.publicKeyPem, 'org_globex')?.email).toBe(email);
    expect(verifySessionToken(jwt, keys.publicKeyPem, 'org_acme')).toBeNull();
    await directory.request(`${CONSOLE}/v1/client/sessions/${sid}/end`, {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect((await tokenFor(cookie, sid, 'org_globex')).status).toBe(401);
  });
});

describe(`an organisation's server in hosted mode (${backendName()})`, () => {
  let t: TestDatabase;
  let acme: Hono;
  const api = (path: string) => `http://acme.test/api${path}`;
  const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}`, Origin: CONSOLE } });
  const claims = (org: string, who = email, rol = 'admin') => ({
    iss: 'x',
    sub: userIdFor(who),
    sid: 'sess_1',
    email: who,
    o: { id: org, rol, slg: org },
  });

  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDemoAccounts(t.db);
    const postgrest = await createPostgrest(t.db, { authorize: authorizeByRole });
    const hosted = { id: 'org_acme', publicKeyPem: keys.publicKeyPem, consoleOrigin: CONSOLE };
    acme = createApp({ db: t.db, postgrest, staticDir: null, version: 't', hosted });
  });
  afterAll(() => t.dispose());

  it('takes a token the directory minted for this organisation, as the person with that email', async () => {
    const res = await acme.request(
      api('/auth/whoami'),
      bearer(signSessionToken(claims('org_acme'), keys.privateKey)),
    );
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain(email);
    expect(res.headers.get('access-control-allow-origin')).toBe(CONSOLE);
  });

  it('refuses a token for another organisation, an expired one, a forged one, and none', async () => {
    const other = signSessionToken(claims('org_globex'), keys.privateKey);
    const expired = signSessionToken(
      claims('org_acme'),
      keys.privateKey,
      Math.floor(Date.now() / 1000) - 120,
    );
    const forged = signSessionToken(claims('org_acme'), generateSigningKeys().privateKey);
    for (const token of [other, expired, forged]) {
      expect((await acme.request(api('/db/incidents?select=id'), bearer(token))).status).toBe(401);
    }
    expect((await acme.request(api('/auth/whoami'))).status).toBe(401);
  });

  it('provisions a member who joined in the directory as a viewer here, once; not a disabled person', async () => {
    const joined = signSessionToken(claims('org_acme', 'joined@example.com', 'member'), keys.privateKey);
    const whoami = await acme.request(api('/auth/whoami'), bearer(joined));
    expect(whoami.status).toBe(200);
    const body = JSON.stringify(await whoami.json());
    expect(body).toContain('joined@example.com');
    expect(body).toContain('viewer');
    expect(body).not.toContain('"admin"');
    const write = await acme.request(api('/db/incidents'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${joined}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    });
    expect(write.status).toBe(403);
    await acme.request(api('/auth/whoami'), bearer(joined));
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM identities WHERE traits->>'email' = 'joined@example.com'",
    );
    expect(rows[0]?.n).toBe(1);

    await t.db.query(
      "UPDATE identities SET state = 'inactive' WHERE traits->>'email' = 'viewer@example.com'",
    );
    const disabled = signSessionToken(claims('org_acme', 'viewer@example.com', 'member'), keys.privateKey);
    expect((await acme.request(api('/auth/whoami'), bearer(disabled))).status).toBe(401);
  });

  it('answers the console’s CORS preflight', async () => {
    const res = await acme.request(api('/db/incidents'), {
      method: 'OPTIONS',
      headers: {
        Origin: CONSOLE,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,prefer',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });
});
