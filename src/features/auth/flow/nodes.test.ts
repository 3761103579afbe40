import { describe, expect, it } from 'vitest';
import { flowSchema, uiNodeSchema } from '../../../lib/identity/flow-schema.ts';
import {
  buildBody,
  fieldError,
  fieldInfo,
  flowLevelError,
  initialValues,
  labelOf,
  lookupSecrets,
  nodesOfGroup,
  visibleSections,
} from './nodes.ts';

const wrongPassword = {
  id: 4000006,
  text: 'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
  type: 'error' as const,
};

const input = (
  group: string,
  name: string,
  type: string,
  extra: Record<string, unknown> = {},
  messages: unknown[] = [],
  label?: string,
) => ({
  type: 'input',
  group,
  attributes: { node_type: 'input', name, type, disabled: false, ...extra },
  messages,
  meta: label === undefined ? {} : { label: { id: 1, text: label, type: 'info' } },
});
const csrf = input('default', 'csrf_token', 'hidden', { value: 'tok', required: true });

const flow = flowSchema.parse({
  id: 'f1',
  ui: {
    action: 'http://x/api/.ory/self-service/settings?flow=f1',
    method: 'POST',
    messages: [{ id: 1050001, text: 'Your changes have been saved!', type: 'success' }],
    nodes: [
      csrf,
      input(
        'profile',
        'traits.email',
        'email',
        { value: 'a@x.io' },
        [{ id: 4000040, text: 'Enter a valid email address', type: 'error' }],
        'E-Mail',
      ),
      input('profile', 'traits.age', 'number', { value: 41 }),
      input('profile', 'traits.newsletter', 'checkbox', { value: true }),
      input('profile', 'method', 'submit', { value: 'profile' }, [], 'Save'),
      input('password', 'password', 'password', {}, [{ id: 1, text: 'hint', type: 'info' }], 'Password'),
      input('password', 'method', 'submit', { value: 'password' }),
      {
        type: 'text',
        group: 'totp',
        attributes: {
          node_type: 'text',
          id: 'totp_secret_key',
          text: { id: 1050006, text: 'ABC', type: 'info' },
        },
        messages: [],
        meta: {},
      },
    ],
  },
});

describe('flow node logic', () => {
  it('shows a settings section only for groups the flow has, in screen order', () => {
    expect(visibleSections(flow).map((s) => s.title)).toEqual([
      'Profile Settings',
      'Change Password',
      'Manage 2FA TOTP Authenticator App',
    ]);
  });

  it('gives each section its group plus the default nodes (csrf_token)', () => {
    const names = nodesOfGroup(flow, 'password').map((n) =>
      n.attributes.node_type === 'input' ? n.attributes.name : n.attributes.id,
    );
    expect(names).toEqual(['csrf_token', 'password', 'method']);
  });

  it('maps node messages: errors under the field, the rest as its description', () => {
    const email = flow.ui.nodes[1];
    const password = flow.ui.nodes[5];
    if (!email || !password) throw new Error('fixture');
    expect(fieldError(email)).toBe('Enter a valid email address');
    expect(fieldInfo(email)).toBeUndefined();
    expect(fieldInfo(password)).toBe('hint');
    // The field's error stays at its field: the flow has no flow-level error to toast.
    expect(flowLevelError(flow)).toBeUndefined();
    expect(flowLevelError({ ...flow, ui: { ...flow.ui, messages: [wrongPassword] } })?.text).toBe(
      wrongPassword.text,
    );
  });

  it("speaks people's words: 'Email', and a missing field named by its label", () => {
    const missing = uiNodeSchema.parse(
      input(
        'password',
        'identifier',
        'text',
        {},
        [{ id: 4000002, text: 'Property identifier is missing.', type: 'error' }],
        'E-Mail',
      ),
    );
    expect(labelOf(missing)).toBe('Email');
    expect(fieldError(missing)).toBe('Email is required.');
  });

  it('labels from meta.label, else a submit default', () => {
    expect(flow.ui.nodes.slice(4, 7).map(labelOf)).toEqual(['Save', 'Password', 'Submit']);
  });

  it('builds a nested body with the pressed button and typed values, csrf included', () => {
    const nodes = nodesOfGroup(flow, 'profile');
    const values = { ...initialValues(nodes), 'traits.email': 'b@x.io' };
    expect(initialValues(nodes)).toEqual({
      csrf_token: 'tok',
      'traits.email': 'a@x.io',
      'traits.age': '41',
      'traits.newsletter': true,
    });
    expect(buildBody(nodes, values, { name: 'method', value: 'profile' })).toEqual({
      csrf_token: 'tok',
      traits: { email: 'b@x.io', age: 41, newsletter: true },
      method: 'profile',
    });
  });

  it('leaves empty numbers out of the body', () => {
    const nodes = nodesOfGroup(flow, 'profile');
    expect(buildBody(nodes, { ...initialValues(nodes), 'traits.age': '' })).not.toHaveProperty('traits.age');
  });

  it('reads lookup secret lists, used codes as Used', () => {
    const text = {
      id: 1050015,
      text: 'a, used',
      type: 'info' as const,
      context: {
        secrets: [
          { id: 1050009, text: 'abcd1234', type: 'info' },
          { id: 1050014, text: 'Secret was used at …', type: 'info' },
        ],
      },
    };
    expect(lookupSecrets(text)?.map((s) => [s.text, s.used])).toEqual([
      ['abcd1234', false],
      ['Used', true],
    ]);
    expect(lookupSecrets({ id: 1050006, text: 'ABC', type: 'info' })).toBeNull();
  });
});
