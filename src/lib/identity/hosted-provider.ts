import { changePassword, signUp, updateName } from '../hosted/fapi-account.ts';
import { ClerkError, currentSession, endSession, ensureActiveOrg, signIn } from '../hosted/fapi.ts';
import type { ClerkSession } from '../hosted/clerk-schemas.ts';
import type { Session } from './flow-schema.ts';
import { errorMessage, field, loginFlow, registrationFlow, SAVED, settingsFlow } from './hosted-flows.ts';
import { IdentityError } from './provider.ts';
import type { FlowKind, IdentityProvider, SessionCheck, SubmitOutcome } from './provider.ts';
import { wipeLocalData } from './wipe-local-data.ts';

// The hosted identity provider (spec 01-core §1): Clerk's Frontend API through ../hosted/fapi.ts,
// behind the same interface as the self-hosted one. Sign-in, sign-up and the profile are drawn
// by the console's own flow renderer (hosted-flows.ts) and submitted as Frontend API calls.
// Recovery and verification are the provider's own business (its hosted pages), not offered here.

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
const signedOut = () => new IdentityError(401, { error: { code: 401, message: 'Signed out' } }, null);

/** A provider's refusal of what was typed (422) as the same form with its message; else thrown. */
async function formStep(
  run: () => Promise<void>,
  again: (message: string) => SubmitOutcome,
): Promise<SubmitOutcome | null> {
  try {
    await run();
    return null;
  } catch (e) {
    if (e instanceof ClerkError && e.status === 422) return again(e.message);
    throw e;
  }
}

async function flowOf(kind: FlowKind) {
  if (kind === 'login') return loginFlow();
  if (kind === 'registration') return registrationFlow();
  if (kind !== 'settings') throw unsupported();
  const session = await currentSession();
  if (session === null) throw signedOut();
  return settingsFlow(session);
}

const done: SubmitOutcome = { kind: 'done', completion: { continueWith: [] } };

/** The profile's submit: the name or the password, answered with the profile and what happened. */
async function submitSettings(body: Record<string, unknown>): Promise<SubmitOutcome> {
  let message = SAVED;
  try {
    if (body['method'] === 'password')
      await changePassword(field(body, 'current_password'), field(body, 'password'));
    else await updateName(field(body, 'traits.name.first'), field(body, 'traits.name.last'));
  } catch (e) {
    if (!(e instanceof ClerkError && e.status === 422)) throw e;
    message = errorMessage(e.message);
  }
  const session = await currentSession();
  if (session === null) throw signedOut();
  return { kind: 'flow', flow: settingsFlow(session, message) };
}

export function createHostedIdentityProvider(): IdentityProvider {
  return {
    async getSession(): Promise<SessionCheck> {
      const session = await currentSession();
      if (session === null) return { kind: 'signed-out' };
      // Signed in, but a member of no organisation with a backend: the organisation picker.
      if ((await ensureActiveOrg(session)) === null) return { kind: 'no-organization' };
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
    createFlow: (kind) => flowOf(kind),
    getFlow: (kind) => flowOf(kind),
    async submitFlow(kind, _flowId, body) {
      if (kind === 'settings') return submitSettings(body);
      if (kind === 'registration') {
        const email = field(body, 'traits.email');
        const refused = await formStep(
          () =>
            signUp({
              email,
              password: field(body, 'password'),
              firstName: field(body, 'traits.name.first'),
              lastName: field(body, 'traits.name.last'),
            }),
          (message) => ({ kind: 'flow', flow: registrationFlow(errorMessage(message), email) }),
        );
        return refused ?? done;
      }
      if (kind !== 'login') throw unsupported();
      const refused = await formStep(
        () => signIn(field(body, 'identifier'), field(body, 'password')),
        (message) => ({ kind: 'flow', flow: loginFlow(errorMessage(message)) }),
      );
      if (refused !== null) return refused;
      const session = await currentSession();
      if (session !== null) await ensureActiveOrg(session);
      return done;
    },
    async getFlowError() {
      return Promise.reject(unsupported());
    },
  };
}
