import type { UiText } from './messages.ts';
import { msg } from './messages.ts';
import type { Traits } from './schema.ts';
import { normaliseTraits } from './schema.ts';

/** Kratos `ui.nodes[]` entries (design/kratos-flows.md §2.3). `node_type` always equals `type`. */
export type NodeGroup = 'default' | 'password' | 'profile' | 'code' | 'totp' | 'lookup_secret';

export interface InputAttributes {
  name: string;
  type: string;
  value?: unknown;
  required?: boolean;
  disabled: boolean;
  autocomplete?: string;
  pattern?: string;
  maxlength?: number;
  node_type: 'input';
}
export interface TextAttributes {
  text: UiText;
  id: string;
  node_type: 'text';
}
export interface AnchorAttributes {
  href: string;
  title: UiText;
  id: string;
  node_type: 'a';
}
export interface ImgAttributes {
  src: string;
  id: string;
  width: number;
  height: number;
  node_type: 'img';
}

export type UiNode =
  | {
      type: 'input';
      group: NodeGroup;
      attributes: InputAttributes;
      messages: UiText[];
      meta: { label?: UiText };
    }
  | {
      type: 'text';
      group: NodeGroup;
      attributes: TextAttributes;
      messages: UiText[];
      meta: { label?: UiText };
    }
  | {
      type: 'a';
      group: NodeGroup;
      attributes: AnchorAttributes;
      messages: UiText[];
      meta: { label?: UiText };
    }
  | {
      type: 'img';
      group: NodeGroup;
      attributes: ImgAttributes;
      messages: UiText[];
      meta: { label?: UiText };
    };

export interface UiContainer {
  action: string;
  method: 'POST' | 'GET';
  nodes: UiNode[];
  messages?: UiText[];
}

interface InputOpts {
  value?: unknown;
  required?: boolean;
  autocomplete?: string;
  pattern?: string;
  maxlength?: number;
  label?: UiText;
}

export function input(group: NodeGroup, name: string, type: string, opts: InputOpts = {}): UiNode {
  const attributes: InputAttributes = { name, type, disabled: false, node_type: 'input' };
  if (opts.value !== undefined) attributes.value = opts.value;
  if (opts.required === true) attributes.required = true;
  if (opts.autocomplete !== undefined) attributes.autocomplete = opts.autocomplete;
  if (opts.pattern !== undefined) attributes.pattern = opts.pattern;
  if (opts.maxlength !== undefined) attributes.maxlength = opts.maxlength;
  return { type: 'input', group, attributes, messages: [], meta: opts.label ? { label: opts.label } : {} };
}

export function submit(group: NodeGroup, name: string, value: string, label: UiText): UiNode {
  return input(group, name, 'submit', { value, label });
}

export function text(group: NodeGroup, id: string, body: UiText, label?: UiText): UiNode {
  return {
    type: 'text',
    group,
    attributes: { text: body, id, node_type: 'text' },
    messages: [],
    meta: label ? { label } : {},
  };
}

export function image(group: NodeGroup, id: string, src: string, size: number, label?: UiText): UiNode {
  return {
    type: 'img',
    group,
    attributes: { src, id, width: size, height: size, node_type: 'img' },
    messages: [],
    meta: label ? { label } : {},
  };
}

export function anchor(group: NodeGroup, id: string, href: string, title: UiText): UiNode {
  return { type: 'a', group, attributes: { href, title, id, node_type: 'a' }, messages: [], meta: {} };
}

/** The hidden CSRF node; its value is replaced by a fresh masked token on every read. */
export function csrfNode(): UiNode {
  return input('default', 'csrf_token', 'hidden', { value: '', required: true });
}

/** Trait inputs of the identity schema (`server/identity/schema.ts`), in schema order. */
export function traitNodes(
  group: NodeGroup,
  values: { email?: string; first?: string; last?: string },
): UiNode[] {
  return [
    input(group, 'traits.email', 'email', {
      required: true,
      autocomplete: 'email',
      label: msg.title('E-Mail', 'traits.email'),
      ...(values.email !== undefined ? { value: values.email } : {}),
    }),
    input(group, 'traits.name.first', 'text', {
      label: msg.title('First Name', 'traits.name.first'),
      ...(values.first !== undefined ? { value: values.first } : {}),
    }),
    input(group, 'traits.name.last', 'text', {
      label: msg.title('Last Name', 'traits.name.last'),
      ...(values.last !== undefined ? { value: values.last } : {}),
    }),
  ];
}

/** Finds an input node by name. */
export function findInput(ui: UiContainer, name: string): UiNode | undefined {
  return ui.nodes.find((n) => n.type === 'input' && n.attributes.name === name);
}

/** Clears node and flow messages, as Kratos does before re-validating a submit. */
export function clearMessages(ui: UiContainer): void {
  delete ui.messages;
  for (const n of ui.nodes) n.messages = [];
}

export function addFlowMessage(ui: UiContainer, m: UiText): void {
  ui.messages = [...(ui.messages ?? []), m];
}

export function addNodeMessage(ui: UiContainer, name: string, m: UiText): void {
  const n = findInput(ui, name);
  if (n) n.messages.push(m);
  else addFlowMessage(ui, m);
}

/** Sets an input's value (keeps entered values on a 400, like Kratos). */
export function setValue(ui: UiContainer, name: string, value: unknown): void {
  const n = findInput(ui, name);
  if (n && n.type === 'input') n.attributes.value = value;
}

/** The trait fields of a submitted profile or registration form. */
export interface TraitFields {
  'traits.email'?: string | undefined;
  'traits.name.first'?: string | undefined;
  'traits.name.last'?: string | undefined;
}

/** Reads the submitted traits (trimmed) and writes them back into the form, as Kratos echoes them. */
export function traitsFromForm(ui: UiContainer, body: TraitFields): Traits {
  const traits = normaliseTraits({
    email: body['traits.email'] ?? '',
    first: body['traits.name.first'] ?? '',
    last: body['traits.name.last'] ?? '',
  });
  setValue(ui, 'traits.email', traits.email);
  setValue(ui, 'traits.name.first', traits.name.first);
  setValue(ui, 'traits.name.last', traits.name.last);
  return traits;
}
