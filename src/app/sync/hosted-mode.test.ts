import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeNameFor } from '../../db/namespace.ts';
import { syncInitFor } from './sync-session.ts';
import { createBearerFetch } from '../../sync/runtime/bearer-fetch.ts';
import {
  adoptActiveOrg,
  forgetPageOrgForTests,
  frameOwnerId,
  type ActiveOrg,
} from '../../lib/hosted/active-org.ts';
import { setFapiFetchForTests } from '../../lib/hosted/fapi.ts';
import { resetHostedConfigForTests } from '../../lib/hosted/hosted-config.ts';
import { toActiveOrganization } from '../../lib/hosted/hosted-request.ts';

const CONSOLE = 'http://console.test';
const acme: ActiveOrg = { id: 'org_acme', name: 'Acme', slug: 'acme', backendUrl: 'http://acme.test' };
const globex: ActiveOrg = {
  id: 'org_globex',
  name: 'Globex',
  slug: 'globex',
  backendUrl: 'http://globex.test',
};

/** A JWT-shaped token naming its organisation, living 60 s (the provider reads only `exp`). */
const jwtFor = (org: string) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 60, o: { id: org } }))}.s`;

let fapiCalls: string[] = [];
let signedIn = true;

function hostedPage(marker: string | null): void {
  const items = new Map<string, string>();
  vi.stubGlobal('window', { location: { origin: CONSOLE } });
  vi.stubGlobal('document', {
    querySelector: () => (marker === null ? null : { getAttribute: () => marker }),
  });
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  });
  resetHostedConfigForTests();
  forgetPageOrgForTests();
  fapiCalls = [];
  setFapiFetchForTests((url, init) => {
    fapiCalls.push(url);
    if (url.endsWith('/v1/client')) {
      const sessions = signedIn
        ? [{ id: 'sess_1', status: 'active', last_active_organization_id: null, user: { id: 'user_1' } }]
        : [];
      const response = { id: 'client_1', sessions, last_active_session_id: signedIn ? 'sess_1' : null };
      return Promise.resolve(Response.json({ response }));
    }
    const org =
      new URLSearchParams(typeof init.body === 'string' ? init.body : '').get('organization_id') ?? '';
    return Promise.resolve(Response.json({ object: 'token', jwt: jwtFor(org) }));
  });
}

async function sent(path: string): Promise<Request | Response | undefined> {
  return toActiveOrganization(new Request(`${CONSOLE}${path}`, { headers: { Accept: 'application/json' } }));
}

beforeEach(() => {
  signedIn = true;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('hosted mode requests', () => {
  it('leaves every request as it is without the hosted marker (self-hosted mode)', async () => {
    hostedPage(null);
    expect(await sent('/api/auth/whoami')).toBeUndefined();
    expect(syncInitFor('u1', CONSOLE)).toEqual({
      apiBase: `${CONSOLE}/api`,
      namespace: { backendUrl: CONSOLE, organization: 'default', userId: 'u1' },
    });
  });

  it('sends /api requests to the active organisation’s backend_url with its session token', async () => {
    hostedPage('/clerk');
    adoptActiveOrg(acme);
    const first = await sent('/api/db/incidents?select=id');
    const second = await sent('/api/auth/whoami');
    if (!(first instanceof Request) || !(second instanceof Request)) throw new Error('not sent');
    expect(first.url).toBe('http://acme.test/api/db/incidents?select=id');
    expect(first.headers.get('Authorization')).toBe(`Bearer ${jwtFor('org_acme')}`);
    expect(first.headers.get('Accept')).toBe('application/json');
    expect(second.url).toBe('http://acme.test/api/auth/whoami');
    // One session look-up and one token for both: the token is kept in memory while it lives.
    expect(fapiCalls.filter((u) => u.endsWith('/tokens'))).toHaveLength(1);
    expect(fapiCalls[0]).toBe(`${CONSOLE}/clerk/v1/client`);
  });

  it('follows a change of organisation: the other backend_url and a token minted for it', async () => {
    hostedPage('/clerk');
    adoptActiveOrg(acme);
    await sent('/api/properties');
    adoptActiveOrg(globex);
    const request = await sent('/api/properties');
    if (!(request instanceof Request)) throw new Error('not sent');
    expect(request.url).toBe('http://globex.test/api/properties');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${jwtFor('org_globex')}`);
  });

  it('answers 401 itself when nobody is signed in at the directory', async () => {
    signedIn = false;
    hostedPage('/clerk');
    adoptActiveOrg(acme);
    const answer = await sent('/api/auth/whoami');
    expect(answer instanceof Response && answer.status).toBe(401);
  });
});

describe('hosted mode stores', () => {
  it('gives each organisation its own store, worker target and kept screen', async () => {
    hostedPage('/clerk');
    adoptActiveOrg(acme);
    const a = syncInitFor('u1', CONSOLE);
    const acmeFrame = frameOwnerId('u1');
    adoptActiveOrg(globex);
    const b = syncInitFor('u1', CONSOLE);
    expect(a).toEqual({
      apiBase: 'http://acme.test/api',
      namespace: { backendUrl: 'http://acme.test', organization: 'org_acme', userId: 'u1' },
    });
    expect(b.apiBase).toBe('http://globex.test/api');
    expect(await storeNameFor(a.namespace)).not.toBe(await storeNameFor(b.namespace));
    expect(acmeFrame).not.toBe(frameOwnerId('u1'));
  });
});

describe('the sync worker’s bearer', () => {
  it('sends the token it was last given, and none before', async () => {
    const seen: (string | null)[] = [];
    const bearer = createBearerFetch((_url, init) => {
      seen.push(new Headers(init.headers).get('Authorization'));
      return Promise.resolve(new Response(null));
    });
    await bearer.fetch('http://acme.test/api/db/x', { headers: { Accept: 'application/json' } });
    bearer.set('t1');
    await bearer.fetch('http://acme.test/api/db/x', {});
    bearer.set('t2');
    await bearer.fetch('http://acme.test/api/db/x', {});
    expect(seen).toEqual([null, 'Bearer t1', 'Bearer t2']);
  });
});
