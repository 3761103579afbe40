import type { Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Database } from '../db/database.ts';
import type { IdentityConfig } from './config.ts';
import { newCsrfToken } from './csrf.ts';
import type { IdentityRecord } from './identity-store.ts';
import { loadIdentity } from './identity-store.ts';
import type { SessionRow } from './session-store.ts';
import { findSession } from './session-store.ts';

/** What every identity route handler gets: configuration, database and clock. */
export interface IdentityEnv {
  cfg: IdentityConfig;
  db: Database;
  now: () => Date;
  /** Take the client address from `X-Forwarded-For` (only behind a trusted proxy). */
  trustProxy: boolean;
}

/** Hono variables of the identity app: whether errors of this request are answered as JSON. */
export interface IdentityBindings {
  Variables: { json: boolean };
}
export type Ctx = Context<IdentityBindings>;

const YEAR_SECONDS = 31_536_000;

function cookieBase(env: IdentityEnv): { path: string; httpOnly: true; secure: boolean; sameSite: 'Lax' } {
  return { path: '/', httpOnly: true, secure: env.cfg.secureCookies, sameSite: 'Lax' };
}

/** The CSRF cookie's token, set on the response first when the browser has none. */
export function ensureCsrfCookie(c: Ctx, env: IdentityEnv): string {
  const existing = getCookie(c, env.cfg.csrfCookieName);
  if (existing !== undefined && Buffer.from(existing, 'base64').length === 32) return existing;
  return rotateCsrfCookie(c, env);
}

/** A new CSRF token (on sign-in as another identity, and on sign-out). */
export function rotateCsrfCookie(c: Ctx, env: IdentityEnv): string {
  const token = newCsrfToken();
  setCookie(c, env.cfg.csrfCookieName, token, { ...cookieBase(env), maxAge: YEAR_SECONDS });
  return token;
}

export function csrfCookie(c: Ctx, env: IdentityEnv): string | undefined {
  return getCookie(c, env.cfg.csrfCookieName);
}

export function setSessionCookie(c: Ctx, env: IdentityEnv, token: string, expiresAt: Date): void {
  const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - env.now().getTime()) / 1000));
  setCookie(c, env.cfg.sessionCookieName, token, { ...cookieBase(env), maxAge, expires: expiresAt });
}

export function clearSessionCookie(c: Ctx, env: IdentityEnv): void {
  deleteCookie(c, env.cfg.sessionCookieName, cookieBase(env));
}

/** A cookie value's percent-decoding; null when malformed (`%`, `%E0%A4%A`): no session, not a 500. */
function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The session token a request carries: `X-Session-Token`, the session cookie, or a Bearer token. */
export function sessionTokenOf(req: Request, cookieName: string): string | null {
  const header = req.headers.get('x-session-token');
  if (header) return header;
  const cookies = req.headers.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === cookieName) {
      const token = decodedOrNull(part.slice(eq + 1).trim());
      if (token !== null) return token;
    }
  }
  const auth = req.headers.get('authorization');
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim();
  return null;
}

export interface CurrentSession {
  token: string;
  session: SessionRow;
  identity: IdentityRecord;
}

export async function currentSession(c: Ctx, env: IdentityEnv): Promise<CurrentSession | null> {
  const token = sessionTokenOf(c.req.raw, env.cfg.sessionCookieName);
  if (token === null) return null;
  const session = await findSession(env.db, token, env.now());
  if (!session) return null;
  const identity = await loadIdentity(env.db, session.identity_id);
  if (!identity || identity.state !== 'active') return null;
  return { token, session, identity };
}

/**
 * The client's address and user agent. Behind a trusted proxy the address is the last hop of
 * `X-Forwarded-For` (the one that proxy saw); otherwise the socket's, and a forwarded header, which
 * any client can write, is ignored.
 */
export function clientDevice(c: Ctx, env: IdentityEnv): { ip: string; userAgent: string } {
  let ip = 'unknown';
  try {
    ip = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not running behind @hono/node-server (tests call app.request directly).
  }
  if (env.trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((h) => h.trim());
    const last = hops[hops.length - 1];
    if (last !== undefined && last !== '') ip = last;
  }
  return { ip, userAgent: c.req.header('user-agent') ?? '' };
}

/** The Kratos-style request URL: the public base plus this request's path and query. */
export function requestUrl(c: Ctx, env: IdentityEnv): string {
  const url = new URL(c.req.url);
  const at = url.pathname.indexOf('/self-service/');
  const path = at >= 0 ? url.pathname.slice(at) : url.pathname;
  return `${env.cfg.base}${path}${url.search}`;
}
