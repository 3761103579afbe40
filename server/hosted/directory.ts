import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { KeyObject } from 'node:crypto';
import { accountRoutes } from './directory-account.ts';
import { bodyOf, clerkError } from './directory-http.ts';
import {
  newId,
  sessionJson,
  membershipJson,
  type DirectoryClient,
  type DirectoryOrganization,
  type DirectorySession,
} from './directory-model.ts';
import { DirectoryState, type DirectoryAccount } from './directory-state.ts';
import { signSessionToken } from './session-token.ts';

/**
 * The organisation directory: an emulation of the part of Clerk's Frontend API the console's
 * hosted identity provider calls (`src/lib/identity/hosted/`), mounted at `/clerk` on the
 * console's server. Bodies are form-encoded or JSON; answers are `{ response, client }` as
 * Clerk's are. The demo accounts are members of every organisation; an account made by sign-up
 * joins by invitation (directory-state.ts, directory-account.ts).
 */
export interface DirectoryOptions {
  organizations: readonly DirectoryOrganization[];
  users: readonly DirectoryAccount[];
  signingKey: KeyObject;
  /** The issuer claim of tokens (Clerk's is the Frontend API's URL). */
  issuer: string;
}

const CLIENT_COOKIE = '__client';

/** What the account routes (directory-account.ts) share with the session routes here. */
export interface DirectoryContext {
  state: DirectoryState;
  /** The browser's client (by its `__client` cookie), made if `create` and it has none. */
  clientOf: (c: Context, create?: boolean) => DirectoryClient | null;
  /** The client's last active session's account: who `/v1/me/*` is. */
  meOf: (c: Context) => DirectoryAccount | undefined;
  /** A new active session for `userId` on the browser's client (sign-in, sign-up). */
  startSession: (c: Context, userId: string) => DirectorySession;
  clientView: (client: DirectoryClient | null) => unknown;
}

export function directoryApp(opts: DirectoryOptions): Hono {
  const app = new Hono();
  const clients = new Map<string, DirectoryClient>();
  const state = new DirectoryState(opts.organizations, opts.users);
  const userById = (id: string) => state.user(id);
  const orgById = (id: string) => state.organization(id);

  const clientOf = (c: Context, create = false): DirectoryClient | null => {
    const token = getCookie(c, CLIENT_COOKIE);
    const known = token === undefined ? undefined : clients.get(token);
    if (known !== undefined || !create) return known ?? null;
    const fresh = newId('client_token');
    const client: DirectoryClient = { id: newId('client'), sessions: [] };
    clients.set(fresh, client);
    setCookie(c, CLIENT_COOKIE, fresh, { path: '/', httpOnly: true, sameSite: 'Lax' });
    return client;
  };
  const sessionView = (s: DirectorySession) => {
    const user = userById(s.userId);
    return user === undefined ? null : sessionJson(s, user, state.membershipsOf(user.id));
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
  const meOf = (c: Context) => {
    const session = clientOf(c)?.sessions.findLast((s) => s.status === 'active');
    return session === undefined ? undefined : userById(session.userId);
  };
  const startSession = (c: Context, userId: string): DirectorySession => {
    const client = clientOf(c, true)!;
    const now = Date.now();
    const session: DirectorySession = {
      id: newId('sess'),
      userId,
      status: 'active',
      lastActiveOrganizationId: state.membershipsOf(userId)[0]?.org.id ?? null,
      createdAt: now,
      updatedAt: now,
    };
    client.sessions.push(session);
    return session;
  };
  accountRoutes(app, { state, clientOf, meOf, startSession, clientView });

  app.get('/v1/client', (c) => c.json({ response: clientView(clientOf(c)), client: null }));

  app.post('/v1/client/sign_ins', async (c) => {
    const body = await bodyOf(c);
    const user = state.userByEmail(body['identifier'] ?? '');
    if (user === undefined)
      return clerkError(c, 422, 'form_identifier_not_found', "Couldn't find your account.");
    if (user.password !== body['password'])
      return clerkError(
        c,
        422,
        'form_password_incorrect',
        'Password is incorrect. Try again, or use another method.',
      );
    const session = startSession(c, user.id);
    return c.json({
      response: {
        object: 'sign_in_attempt',
        id: newId('sia'),
        status: 'complete',
        identifier: user.email,
        created_session_id: session.id,
      },
      client: clientView(clientOf(c)),
    });
  });

  app.get('/v1/me/organization_memberships', (c) => {
    const user = meOf(c);
    if (user === undefined) return clerkError(c, 401, 'authentication_invalid', 'Unauthorized request');
    const data = state.membershipsOf(user.id).map((m) => membershipJson(user, m.org, m.role));
    return c.json({ response: { data, total_count: data.length }, client: null });
  });

  app.post('/v1/client/sessions/:sid/touch', async (c) => {
    const session = activeSession(c, c.req.param('sid'));
    if (session === null) return clerkError(c, 404, 'resource_not_found', 'Session not found');
    const wanted = (await bodyOf(c))['active_organization_id'];
    if (wanted !== undefined && wanted !== '') {
      if (orgById(wanted) === undefined || state.roleIn(session.userId, wanted) === undefined)
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
    const role = org === undefined ? undefined : state.roleIn(user.id, org.id);
    // A token names only an organisation the user belongs to.
    if (org === undefined || role === undefined)
      return clerkError(c, 404, 'resource_not_found', 'Organization not found');
    const jwt = signSessionToken(
      {
        iss: opts.issuer,
        sub: user.id,
        sid: session.id,
        email: user.email,
        o: { id: org.id, rol: role.slice(4), slg: org.slug },
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
