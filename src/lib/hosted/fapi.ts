import type { z } from 'zod';
import { adoptActiveOrg, apiBaseOf, readActiveOrg, type ActiveOrg } from './active-org.ts';
import {
  clerkErrorsSchema,
  clientEnvelopeSchema,
  ignoredSchema,
  membershipsEnvelopeSchema,
  signInEnvelopeSchema,
  tokenSchema,
  type ClerkMembership,
  type ClerkSession,
} from './clerk-schemas.ts';
import { hostedFapiBase } from './hosted-config.ts';

// The calls clerk-js makes to Clerk's Frontend API, made with fetch (Clerk cannot be reached
// from our machines; the reference server's directory answers the same shapes). The session is
// the `__client` cookie of the Frontend API's origin; a session token (60 s) is minted per
// organisation and kept only in memory, never in storage.

/** A refused Frontend API call, with Clerk's first error message. */
export class ClerkError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ClerkError';
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
let doFetch: FetchLike = (input, init) => fetch(input, init);

/** Tests only: answer the Frontend API's calls. */
export function setFapiFetchForTests(f: FetchLike): void {
  doFetch = f;
  forgetSession();
}

/** One Frontend API call: GET, or POST (or `method`) with a form; the answer parsed by `schema`. */
export async function call<S extends z.ZodType>(
  path: string,
  schema: S,
  form?: Record<string, string>,
  method?: 'PATCH',
): Promise<z.infer<S>> {
  const base = hostedFapiBase();
  if (base === null) throw new Error('hosted mode is off');
  const init: RequestInit = { method: method ?? (form ? 'POST' : 'GET'), credentials: 'include' };
  if (form) {
    init.headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    init.body = new URLSearchParams(form).toString();
  }
  const response = await doFetch(`${base}${path}`, init);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const errors = clerkErrorsSchema.safeParse(body);
    const first = errors.success ? errors.data.errors[0] : undefined;
    throw new ClerkError(response.status, first?.code, first?.message ?? `answered ${response.status}`);
  }
  return schema.parse(body);
}

let sessionId: string | null = null;
let token: { orgId: string; jwt: string; expiresAt: number } | null = null;
let minting: { orgId: string; jwt: Promise<string> } | null = null;

/** Forgets the session and its token (sign-out, tests). */
export function forgetSession(): void {
  sessionId = null;
  token = null;
  minting = null;
}

/** The active session of this browser's client, or null (nobody signed in). */
export async function currentSession(): Promise<ClerkSession | null> {
  const { response } = await call('/v1/client', clientEnvelopeSchema);
  const session =
    response?.sessions.find((s) => s.id === response.last_active_session_id && s.status === 'active') ?? null;
  sessionId = session?.id ?? null;
  return session;
}

export async function signIn(identifier: string, password: string): Promise<void> {
  const { response } = await call('/v1/client/sign_ins', signInEnvelopeSchema, {
    strategy: 'password',
    identifier,
    password,
  });
  if (response.status !== 'complete' || response.created_session_id === null)
    throw new ClerkError(422, 'sign_in_incomplete', 'Sign-in needs another step');
  adoptSession(response.created_session_id);
}

/** A session just created here (sign-in, sign-up) is the one requests use. */
export function adoptSession(id: string): void {
  sessionId = id;
  token = null;
}

export async function listMemberships(): Promise<ClerkMembership[]> {
  const { response } = await call(
    '/v1/me/organization_memberships?paginated=true&limit=100',
    membershipsEnvelopeSchema,
  );
  return response.data;
}

async function requireSessionId(): Promise<string> {
  if (sessionId !== null) return sessionId;
  const session = await currentSession();
  if (session === null) throw new ClerkError(401, 'signed_out', 'Signed out');
  return session.id;
}

/** Clerk's `setActive({ organization })`: the session's active organisation (touch). */
export async function setActiveOrganization(orgId: string): Promise<void> {
  const sid = await requireSessionId();
  await call(`/v1/client/sessions/${sid}/touch`, ignoredSchema, { active_organization_id: orgId });
}

export async function endSession(): Promise<void> {
  const sid = sessionId ?? (await currentSession())?.id;
  forgetSession();
  if (sid !== undefined && sid !== null) await call(`/v1/client/sessions/${sid}/end`, ignoredSchema, {});
}

function expiryOf(jwt: string): number {
  try {
    const payload: unknown = JSON.parse(
      atob((jwt.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    );
    const exp = typeof payload === 'object' && payload !== null && 'exp' in payload ? payload.exp : null;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** How long before its expiry a token is replaced (clerk-js refreshes ahead as well). */
const REFRESH_AHEAD_MS = 15_000;

/**
 * Clerk's `session.getToken({ organizationId })`: a session token for the organisation, from
 * memory while it has more than 15 s to live, else minted (one call at a time).
 */
export async function getToken(orgId: string, now = Date.now()): Promise<string> {
  if (token !== null && token.orgId === orgId && token.expiresAt - REFRESH_AHEAD_MS > now) return token.jwt;
  if (minting !== null && minting.orgId === orgId) return minting.jwt;
  const jwt = (async () => {
    try {
      const sid = await requireSessionId();
      const answer = await call(`/v1/client/sessions/${sid}/tokens`, tokenSchema, { organization_id: orgId });
      token = { orgId, jwt: answer.jwt, expiresAt: expiryOf(answer.jwt) };
      return answer.jwt;
    } finally {
      if (minting?.orgId === orgId) minting = null;
    }
  })();
  minting = { orgId, jwt };
  return jwt;
}

export function activeOrgOf(m: ClerkMembership): ActiveOrg | null {
  const backendUrl = m.organization.public_metadata.backend_url;
  if (backendUrl === undefined) return null;
  return { id: m.organization.id, name: m.organization.name, slug: m.organization.slug ?? '', backendUrl };
}

/**
 * The organisation to work in: the one kept in this browser if the user is still a member,
 * else the session's last active one, else the first; written back. Null when the user belongs
 * to none with a backend.
 */
export async function ensureActiveOrg(session: ClerkSession): Promise<ActiveOrg | null> {
  const orgs = (await listMemberships()).map(activeOrgOf).filter((o) => o !== null);
  const kept = readActiveOrg();
  const chosen =
    orgs.find((o) => o.id === kept?.id) ??
    orgs.find((o) => o.id === session.last_active_organization_id) ??
    orgs[0] ??
    null;
  if (chosen !== null && chosen.id !== kept?.id) adoptActiveOrg(chosen);
  return chosen;
}

export { apiBaseOf };
