import { msg } from './messages.ts';
import type { UiNode } from './nodes.ts';
import { csrfNode, input, submit } from './nodes.ts';

/** Nodes of the recovery and verification screens (kratos-flows.md §7). */
export function chooseMethodNodes(): UiNode[] {
  return [
    csrfNode(),
    input('code', 'email', 'email', { required: true, autocomplete: 'email', label: msg.email() }),
    submit('code', 'method', 'code', msg.continue()),
  ];
}

export function sentEmailNodes(kind: 'recovery' | 'verification', email: string): UiNode[] {
  return [
    csrfNode(),
    input('code', 'code', 'text', {
      required: true,
      pattern: '[0-9]+',
      maxlength: 6,
      autocomplete: 'one-time-code',
      label: kind === 'recovery' ? msg.recoveryCode() : msg.verificationCode(),
    }),
    input('code', 'method', 'hidden', { value: 'code' }),
    submit('code', 'method', 'code', msg.continue()),
    submit('code', 'email', email, msg.resendCode()),
  ];
}
