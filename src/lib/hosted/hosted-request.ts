import { apiBaseOf, readActiveOrg } from './active-org.ts';
import { getToken } from './fapi.ts';
import { isHostedMode } from './hosted-config.ts';

// Hosted mode on the console's HTTP client: a request for `<page origin>/api/...` goes to the
// active organisation's backend_url instead, with its session token as a bearer. Without hosted
// mode every request is left exactly as it is.

/** What answers a request when nobody is signed in at the directory: the API's own 401. */
function unauthorized(): Response {
  return new Response(JSON.stringify({ error: 'unauthorized', message: 'Authorization Error' }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Rewrites `request` for the active organisation; a Response when it cannot be sent (signed out). */
export async function toActiveOrganization(request: Request): Promise<Request | Response | undefined> {
  if (!isHostedMode()) return undefined;
  const url = new URL(request.url);
  if (url.origin !== window.location.origin || !url.pathname.startsWith('/api/')) return undefined;
  const org = readActiveOrg();
  if (org === null) return unauthorized();
  let token: string;
  try {
    token = await getToken(org.id);
  } catch {
    return unauthorized();
  }
  const target = `${apiBaseOf(org)}${url.pathname.slice('/api'.length)}${url.search}`;
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method: request.method, headers, signal: request.signal, credentials: 'omit' };
  if (request.method !== 'GET' && request.method !== 'HEAD') init.body = await request.arrayBuffer();
  return new Request(target, init);
}
