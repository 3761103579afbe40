import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { KeyObject } from 'node:crypto';
import {
  newId,
  sessionJson,
  membershipJson,
  type DirectoryClient,
  type DirectoryOrganization,
  type DirectorySession,
  type DirectoryUser,
} from './directory-model.ts';
import { signSessionToken } from './session-token.ts';

/**
 * The organisation directory: an emulation of the part of Clerk's Frontend API the console's
 * hosted identity provider calls (`src/lib/identity/hosted/`), mounted at `/clerk` on the
 * console's server. Bodies are form-encoded or JSON; answers are `{ response, client }` as
 * Clerk's are. Every user is a member of every organisation (the demo).
 */
export interface DirectoryOptions {
  organizations: readonly DirectoryOrganization[];
  users: readonly (DirectoryUser & { password: string })[];
  signingKey: KeyObject;
  /** The issuer claim of tokens (Clerk's is the Frontend API's URL). */
  issuer: string;
}

const CLIENT_COOKIE = '__client';

function clerkError(c: Context, status: 401 | 403 | 404 | 422, code: string, message: string) {
  return c.json({ errors: [{ code, message, long_message: message, meta: {} }] }, status);
}

async function bodyOf(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const parsed: unknown = await c.req.json().catch(() => ({}));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  const form = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
}

export function directoryApp(opts: DirectoryOptions): Hono {
  const app = new Hono();
  const clients = new Map<string, DirectoryClient>();
  const userById = (id: string) => opts.users.find((u) => u.id === id);
  const roleOf = (user: DirectoryUser) => (user.email.startsWith('admin@') ? 'org:admin' : 'org:member');
  const orgById = (id: string) => opts.organizations.find((o) => o.id === id);

  const clientOf = (c: Context): DirectoryClient | null => {
    const token = getCookie(c, CLIENT_COOKIE);
    return token === undefined ? null : (clients.get(token) ?? null);
  };
  const sessionView = (s: DirectorySession) => {
    const user = userById(s.userId);
    return user === undefined ? null : sessionJson(s, user, opts.organizations, roleOf(user));
  };
  const clientView = (client: DirectoryClient | null) => {
    if (client === null) return null;
    const active = client.sessions.filter((s) => s.status === 'active');
    return {
      object: 'client',
      id: client.id,
      sessions: active.map(sessionView).filter((s) => s !== null),
      last_active_session_id: active.at(-1)?.id ?? null,
    };
  };
  const activeSession = (c: Context, sid: string): DirectorySession | null =>
    clientOf(c)?.sessions.find((s) => s.id === sid && s.status === 'active') ?? null;

  app.get('/v1/client', (c) => c.json({ response: clientView(clientOf(c)), client: null }));

  app.post('/v1/client/sign_ins', async (c) => {
    const body = await bodyOf(c);
    const user = opts.users.find((u) => u.email.toLowerCase() === (body['identifier'] ?? '').toLowerCase());
    if (user === undefined)
      return clerkError(c, 422, 'form_identifier_not_found', "Couldn't find your account.");
    if (user.password !== body['password'])
      return clerkError(
        c,
        422,
        'form_password_incorrect',
        'Password is incorrect. Try again, or use another method.',
      );
    let client = clientOf(c);
    if (client === null) {
      const token = newId('client_token');
      client = { id: newId('client'), sessions: [] };
      clients.set(token, client);
      setCookie(c, CLIENT_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax' });
    }
    const now = Date.now();
    const session: DirectorySession = {
      id: newId('sess'),
      userId: user.id,
      status: 'active',
      lastActiveOrganizationId: opts.organizations[0]?.id ?? null,
      createdAt: now,
      updatedAt: now,
    };
    client.sessions.push(session);
    return c.json({
      response: {
        object: 'sign_in_attempt',
        id: newId('sia'),
        status: 'complete',
        identifier: user.email,
        created_session_id: session.id,
      },
      client: clientView(client),
    });
  });

  app.get('/v1/me/organization_memberships', (c) => {
    const client = clientOf(c);
    const session = client?.sessions.findLast((s) => s.status === 'active');
    const user = session === undefined ? undefined : userById(session.userId);
    if (user === undefined) return clerkError(c, 401, 'authentication_invalid', 'Unauthorized request');
    const data = opts.organizations.map((o) => membershipJson(user, o, roleOf(user)));
    return c.json({ response: { data, total_count: data.length }, client: null });
  });

  app.post('/v1/client/sessions/:sid/touch', async (c) => {
    const session = activeSession(c, c.req.param('sid'));
    if (session === null) return clerkError(c, 404, 'resource_not_found', 'Session not found');
    const wanted = (await bodyOf(c))['active_organization_id'];
    if (wanted !== undefined && wanted !== '') {
      if (orgById(wanted) === undefined)
        return clerkError(c, 404, 'resource_not_found', 'Organization not found');
      session.lastActiveOrganizationId = wanted;
    }
    session.updatedAt = Date.now();
    return c.json({ response: sessionView(session), client: clientView(clientOf(c)) });
  });

  app.post('/v1/client/sessions/:sid/tokens', async (c) => {
    const session = activeSession(c, c.req.param('sid'));
    const user = session === null ? undefined : userById(session.userId);
    if (session === null || user === undefined)
      return clerkError(c, 401, 'authentication_invalid', 'Unauthorized request');
    const orgId = (await bodyOf(c))['organization_id'] || session.lastActiveOrganizationId;
    const org = orgId === null ? undefined : orgById(orgId);
    if (org === undefined) return clerkError(c, 404, 'resource_not_found', 'Organization not found');
    const jwt = signSessionToken(
      {
        iss: opts.issuer,
        sub: user.id,
        sid: session.id,
        email: user.email,
        o: { id: org.id, rol: roleOf(user).slice(4), slg: org.slug },
      },
      opts.signingKey,
    );
    return c.json({ object: 'token', jwt });
  });

  app.post('/v1/client/sessions/:sid/end', (c) => {
    const session = activeSession(c, c.req.param('sid'));
    if (session === null) return clerkError(c, 404, 'resource_not_found', 'Session not found');
    session.status = 'ended';
    session.updatedAt = Date.now();
    return c.json({ response: sessionView(session), client: clientView(clientOf(c)) });
  });

  return app;
}
