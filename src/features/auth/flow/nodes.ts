import type { SelfServiceFlow, UiNode, UiNodeInput, UiText } from '../../../lib/identity/flow-schema.ts';

// Pure logic behind the generic flow renderer: which nodes form which section, what each
// node is labelled, how messages map to tones, and how form values become a submit body.

/** Form values keyed by node name; checkboxes hold booleans, everything else strings. */
export type FlowValues = Record<string, string | boolean>;

export function isInput(node: UiNode): node is UiNodeInput {
  return node.attributes.node_type === 'input';
}

/** Inputs that are pressed rather than filled (their name/value goes in only when clicked). */
export function isSubmitLike(node: UiNode): boolean {
  return isInput(node) && (node.attributes.type === 'submit' || node.attributes.type === 'button');
}

/** A stable React key for a node. */
export function nodeKey(node: UiNode, index: number): string {
  const a = node.attributes;
  const name = a.node_type === 'input' ? `${a.name}=${typeof a.value === 'string' ? a.value : ''}` : a.id;
  return `${node.group}:${a.node_type}:${name}:${index}`;
}

/** The label a node shows: meta.label, else the input's own label, else a submit default. */
export function labelOf(node: UiNode): string {
  return consoleWords(rawLabelOf(node));
}

function rawLabelOf(node: UiNode): string {
  const fromMeta = node.meta.label?.text;
  if (fromMeta !== undefined && fromMeta !== '') return fromMeta;
  const a = node.attributes;
  if (a.node_type === 'input' && a.label !== undefined) return a.label.text;
  if (a.node_type === 'a') return a.title.text;
  if (a.node_type === 'input') return a.type === 'submit' || a.type === 'button' ? 'Submit' : a.name;
  return '';
}

/** The identity schema's 'E-Mail' (Kratos' default title) is spelled as the rest of the console spells it. */
function consoleWords(text: string): string {
  return text.replace(/\bE-mail\b/gi, 'Email');
}

// Kratos' "Property identifier is missing." (4000002) names a schema property, not the field the
// person sees; said with the field's label instead.
const REQUIRED = 4000002;

/** A node message in people's words (the identity service's own text otherwise). */
export function messageText(message: UiText, node?: UiNode): string {
  if (message.id === REQUIRED && node !== undefined) return `${labelOf(node)} is required.`;
  return consoleWords(message.text);
}

/** Alert/field tone of a server message. */
export function toneOf(message: UiText): 'error' | 'success' | 'info' {
  return message.type;
}

/** The error messages of a node joined for the field's error slot; undefined when none. */
export function fieldError(node: UiNode): string | undefined {
  const errors = node.messages.filter((m) => m.type === 'error').map((m) => messageText(m, node));
  return errors.length > 0 ? errors.join(' ') : undefined;
}

/** The non-error messages of a node, shown as the field's description. */
export function fieldInfo(node: UiNode): string | undefined {
  const info = node.messages.filter((m) => m.type !== 'error').map((m) => messageText(m, node));
  return info.length > 0 ? info.join(' ') : undefined;
}

/**
 * The flow-level error a failed sign-in toasts (spec: shown as a toast). A field's own error is
 * not toasted: it is shown at its field, and one message is enough.
 */
export function flowLevelError(flow: SelfServiceFlow): UiText | undefined {
  return (flow.ui.messages ?? []).find((m) => m.type === 'error');
}

/** A node value as text: strings as they are, numbers and booleans printed, anything else ''. */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** Initial values of the fillable inputs (submit buttons excluded: only the clicked one is sent). */
export function initialValues(nodes: readonly UiNode[]): FlowValues {
  const values: FlowValues = {};
  for (const node of nodes) {
    if (!isInput(node) || isSubmitLike(node)) continue;
    const { name, type, value } = node.attributes;
    if (type === 'checkbox') values[name] = value === true || value === 'true';
    else values[name] = scalarText(value);
  }
  return values;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let cursor = target;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      cursor[part] = value;
      return;
    }
    const next = cursor[part];
    if (next === null || typeof next !== 'object') cursor[part] = {};
    cursor = cursor[part] as Record<string, unknown>;
  });
}

/**
 * The JSON body of a submit: every fillable value of `nodes` (dotted names nested, number
 * inputs as numbers, empty numbers and dates left out) plus the pressed button's name/value.
 */
export function buildBody(
  nodes: readonly UiNode[],
  values: FlowValues,
  pressed?: { name: string; value: string },
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const node of nodes) {
    if (!isInput(node) || isSubmitLike(node)) continue;
    const { name, type } = node.attributes;
    const value = values[name];
    if (value === undefined) continue;
    if ((type === 'number' || type === 'date' || type === 'datetime-local') && value === '') continue;
    setPath(body, name, type === 'number' && typeof value === 'string' ? Number(value) : value);
  }
  if (pressed) setPath(body, pressed.name, pressed.value);
  return body;
}

/** The settings sections in screen order, each shown only when the flow has nodes of its group. */
export const SETTINGS_SECTIONS = [
  { group: 'profile', title: 'Profile Settings' },
  { group: 'password', title: 'Change Password' },
  { group: 'oidc', title: 'Manage Social Sign In' },
  { group: 'lookup_secret', title: 'Manage 2FA Backup Recovery Codes' },
  { group: 'totp', title: 'Manage 2FA TOTP Authenticator App' },
  { group: 'webauthn', title: 'Manage Hardware Tokens and Biometrics' },
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function visibleSections(flow: SelfServiceFlow): SettingsSection[] {
  const groups = new Set(flow.ui.nodes.map((n) => n.group));
  return SETTINGS_SECTIONS.filter((s) => groups.has(s.group));
}

/** The nodes one section's form holds: its group's, plus the shared `default` ones (csrf_token). */
export function nodesOfGroup(flow: SelfServiceFlow, group: string): UiNode[] {
  return flow.ui.nodes.filter((n) => n.group === group || n.group === 'default');
}

/** One entry of a lookup-secret list: the code, or 'Used' for a used one (message 1050014). */
export interface SecretEntry {
  key: string;
  text: string;
  used: boolean;
}

/** Lookup secret codes from a text node (message 1050015, context.secrets), else null. */
export function lookupSecrets(text: UiText): SecretEntry[] | null {
  if (text.id !== 1050015) return null;
  const secrets = text.context?.['secrets'];
  if (!Array.isArray(secrets)) return [];
  return secrets.map((s: unknown, i) => {
    const m = (s ?? {}) as { id?: unknown; text?: unknown };
    const used = m.id === 1050014;
    return { key: `${i}`, text: used ? 'Used' : typeof m.text === 'string' ? m.text : '', used };
  });
}
