import type { ClerkSession } from '../hosted/clerk-schemas.ts';
import type { SelfServiceFlow, UiNode } from './flow-schema.ts';

// The hosted provider's screens, drawn by the console's own flow renderer: sign-in, sign-up
// (the provider's sign-up component) and the profile (the provider's profile component: name
// and password). Each is a "flow" in the shape the renderer reads; its submit is a Frontend API
// call (hosted-provider.ts). Message ids are Kratos's for the same situations.

export const HOSTED_FLOW_ID = {
  login: 'hosted-sign-in',
  registration: 'hosted-sign-up',
  settings: 'hosted-profile',
};

const text = (id: number, value: string) => ({ id, text: value, type: 'info' as const });

function input(
  group: string,
  name: string,
  type: string,
  label: string,
  extra: { autocomplete?: string; required?: boolean; value?: string; disabled?: boolean } = {},
): UiNode {
  return {
    type: 'input',
    group,
    attributes: { node_type: 'input', name, type, ...extra },
    messages: [],
    meta: { label: text(1070002, label) },
  };
}

function submit(group: string, value: string, label: string): UiNode {
  return {
    type: 'input',
    group,
    attributes: { node_type: 'input', name: 'method', type: 'submit', value },
    messages: [],
    meta: { label: text(1010001, label) },
  };
}

type Message = { id: number; text: string; type: 'info' | 'error' | 'success' };

function flow(id: string, nodes: UiNode[], message?: Message): SelfServiceFlow {
  return {
    id,
    type: 'browser',
    ui: { action: 'hosted', method: 'POST', messages: message === undefined ? [] : [message], nodes },
  };
}

/** An error the provider answered, shown above the form. */
export const errorMessage = (value: string): Message => ({ id: 4000006, text: value, type: 'error' });

export function loginFlow(message?: Message): SelfServiceFlow {
  return flow(
    HOSTED_FLOW_ID.login,
    [
      input('default', 'identifier', 'email', 'Email', { required: true, autocomplete: 'username' }),
      input('password', 'password', 'password', 'Password', {
        required: true,
        autocomplete: 'current-password',
      }),
      submit('password', 'password', 'Sign in'),
    ],
    message,
  );
}

export function registrationFlow(message?: Message, email = ''): SelfServiceFlow {
  return flow(
    HOSTED_FLOW_ID.registration,
    [
      input('default', 'traits.email', 'email', 'E-Mail', {
        required: true,
        autocomplete: 'email',
        value: email,
      }),
      input('default', 'traits.name.first', 'text', 'First Name', { autocomplete: 'given-name' }),
      input('default', 'traits.name.last', 'text', 'Last Name', { autocomplete: 'family-name' }),
      input('password', 'password', 'password', 'Password', { required: true, autocomplete: 'new-password' }),
      submit('password', 'password', 'Sign up'),
    ],
    message,
  );
}

/** The profile: the name (the email is the account's, shown), and a new password. */
export function settingsFlow(session: ClerkSession, message?: Message): SelfServiceFlow {
  const user = session.user;
  const email = user.email_addresses.find((e) => e.id === user.primary_email_address_id)?.email_address ?? '';
  return flow(
    HOSTED_FLOW_ID.settings,
    [
      input('profile', 'traits.email', 'email', 'E-Mail', { value: email, disabled: true }),
      input('profile', 'traits.name.first', 'text', 'First Name', {
        value: user.first_name ?? '',
        autocomplete: 'given-name',
      }),
      input('profile', 'traits.name.last', 'text', 'Last Name', {
        value: user.last_name ?? '',
        autocomplete: 'family-name',
      }),
      submit('profile', 'profile', 'Save'),
      input('password', 'current_password', 'password', 'Current Password', {
        required: true,
        autocomplete: 'current-password',
      }),
      input('password', 'password', 'password', 'New Password', {
        required: true,
        autocomplete: 'new-password',
      }),
      submit('password', 'password', 'Save'),
    ],
    message,
  );
}

/** Kratos's words for a saved settings flow. */
export const SAVED: Message = { id: 1050001, text: 'Your changes have been saved!', type: 'success' };

/** A string at `path` of a nested submit body (`traits.name.first`), or ''. */
export function field(body: Record<string, unknown>, path: string): string {
  let at: unknown = body;
  for (const part of path.split('.')) {
    if (typeof at !== 'object' || at === null) return '';
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'string' ? at : '';
}
