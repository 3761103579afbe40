import { msg } from './messages.ts';
import type { UiNode } from './nodes.ts';
import { csrfNode, input, submit } from './nodes.ts';

/** Nodes of the login screens (kratos-flows.md §2.4). */
export function passwordLoginNodes(identifier = ''): UiNode[] {
  return [
    input('default', 'identifier', 'text', {
      value: identifier,
      required: true,
      label: msg.title('E-Mail', 'identifier'),
    }),
    csrfNode(),
    input('password', 'password', 'password', {
      required: true,
      autocomplete: 'current-password',
      label: msg.password(),
    }),
    submit('password', 'method', 'password', msg.signInWithPassword()),
  ];
}

export function refreshLoginNodes(identifier: string): UiNode[] {
  return [
    csrfNode(),
    input('default', 'identifier', 'hidden', { value: identifier, required: true }),
    input('password', 'password', 'password', {
      required: true,
      autocomplete: 'current-password',
      label: msg.password(),
    }),
    submit('password', 'method', 'password', msg.signIn()),
  ];
}

export function secondFactorNodes(has: { totp: boolean; lookup: boolean }): UiNode[] {
  const nodes: UiNode[] = [csrfNode()];
  if (has.totp) {
    nodes.push(
      input('totp', 'totp_code', 'text', {
        value: '',
        required: true,
        autocomplete: 'one-time-code',
        label: msg.authCode(),
      }),
      submit('totp', 'method', 'totp', msg.useAuthenticator()),
    );
  }
  if (has.lookup) {
    nodes.push(
      input('lookup_secret', 'lookup_secret', 'text', { value: '', required: true, label: msg.backupCode() }),
      submit('lookup_secret', 'method', 'lookup_secret', msg.useBackupCode()),
    );
  }
  return nodes;
}
