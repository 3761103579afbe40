import { ClerkError, currentSession, endSession, ensureActiveOrg, signIn } from '../hosted/fapi.ts';
import type { ClerkSession } from '../hosted/clerk-schemas.ts';
import type { SelfServiceFlow, Session } from './flow-schema.ts';
import { IdentityError } from './provider.ts';
import type { IdentityProvider, SessionCheck } from './provider.ts';
import { wipeLocalData } from './wipe-local-data.ts';

// The hosted identity provider (spec 01-core §1): Clerk's Frontend API through ../hosted/fapi.ts,
// behind the same interface as the self-hosted one. Sign-in is Clerk's password strategy, shown
// by the console's own flow renderer: the login "flow" is built here, in the shape the renderer
// reads, and its submit is a Clerk sign-in. Recovery, registration, verification and settings
// are the provider's own screens in hosted mode, which the reference directory does not serve.

const LOGIN_FLOW_ID = 'hosted-sign-in';

const text = (id: number, value: string) => ({ id, text: value, type: 'info' as const });

function loginFlow(message?: string): SelfServiceFlow {
  const input = (name: string, type: string, label: string, autocomplete: string) => ({
    type: 'input',
    group: name === 'identifier' ? 'default' : 'password',
    attributes: { node_type: 'input' as const, name, type, required: true, autocomplete },
    messages: [],
    meta: { label: text(1070004, label) },
  });
  return {
    id: LOGIN_FLOW_ID,
    type: 'browser',
    ui: {
      action: 'hosted',
      method: 'POST',
      messages: message === undefined ? [] : [{ id: 4000006, text: message, type: 'error' }],
      nodes: [
        input('identifier', 'email', 'Email', 'username'),
        input('password', 'password', 'Password', 'current-password'),
        {
          type: 'input',
          group: 'password',
          attributes: { node_type: 'input', name: 'method', type: 'submit', value: 'password' },
          messages: [],
          meta: { label: text(1010001, 'Sign in') },
        },
      ],
    },
  };
}

function sessionOf(s: ClerkSession): Session {
  const email = s.user.email_addresses.find((e) => e.id === s.user.primary_email_address_id)?.email_address;
  return {
    id: s.id,
    active: true,
    authenticator_assurance_level: 'aal1',
    identity: {
      id: s.user.id,
      traits: {
        ...(email !== undefined ? { email } : {}),
        name: { first: s.user.first_name ?? '', last: s.user.last_name ?? '' },
      },
    },
  };
}

const unsupported = () =>
  new IdentityError(404, { error: { code: 404, message: 'Not offered in hosted mode' } }, null);

export function createHostedIdentityProvider(): IdentityProvider {
  return {
    async getSession(): Promise<SessionCheck> {
      const session = await currentSession();
      if (session === null) return { kind: 'signed-out' };
      await ensureActiveOrg(session);
      return { kind: 'active', session: sessionOf(session) };
    },
    async signOut() {
      try {
        await endSession();
      } catch (e) {
        console.warn('sign-out request failed', e);
      } finally {
        await wipeLocalData();
      }
    },
    async createFlow(kind) {
      if (kind !== 'login') throw unsupported();
      return Promise.resolve(loginFlow());
    },
    async getFlow(kind) {
      if (kind !== 'login') throw unsupported();
      return Promise.resolve(loginFlow());
    },
    async submitFlow(kind, _flowId, body) {
      if (kind !== 'login') throw unsupported();
      const identifier = typeof body['identifier'] === 'string' ? body['identifier'] : '';
      const password = typeof body['password'] === 'string' ? body['password'] : '';
      try {
        await signIn(identifier, password);
      } catch (e) {
        if (e instanceof ClerkError && e.status === 422) return { kind: 'flow', flow: loginFlow(e.message) };
        throw e;
      }
      const session = await currentSession();
      if (session !== null) await ensureActiveOrg(session);
      return { kind: 'done', completion: { continueWith: [] } };
    },
    async getFlowError() {
      return Promise.reject(unsupported());
    },
  };
}
