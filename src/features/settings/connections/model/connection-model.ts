// The connection form's model, driven by the type table (data-types.ts, notification-types.ts):
// initial values (a type's defaults, or a stored connection's values), the fields shown, the
// spec's validation (§5: name and namespace required, namespace 'default' by default, the type's
// required fields), the row written (notification channels compose their URL), and whether that
// row carries a secret, in which case it is written straight to the server and never queued.
import { DATA_TYPES, type ConnectionTypeDef } from './data-types.ts';
import type { FieldDef } from './fields.ts';
import { NOTIFICATION_TYPES } from './notification-types.ts';
import { decodeSecret, emptySecret, encodeSecret, holdsSecret, type SecretInput } from './secret-value.ts';

export type { ConnectionTypeDef } from './data-types.ts';

export const ALL_TYPES: readonly ConnectionTypeDef[] = [...DATA_TYPES, ...NOTIFICATION_TYPES];
/** The connection types the picker offers (23; JMeter is hidden). */
export const OFFERED_TYPES = DATA_TYPES.filter((t) => t.hidden !== true);
export { NOTIFICATION_TYPES };

export const typeOf = (value: string): ConnectionTypeDef | undefined =>
  ALL_TYPES.find((t) => t.value === value);
/** A type's label, or the stored value for a type this console does not know. */
export const typeLabel = (value: string): string => typeOf(value)?.label ?? value;

export const REQUIRED = 'This field is required';
export const NOT_A_NUMBER = 'This field must be a number';
export const DEFAULT_NAMESPACE = 'default';

export type FieldValue = string | boolean | SecretInput;

export interface ConnectionForm {
  readonly name: string;
  readonly namespace: string;
  /** The type's choice (git's authentication), when it has one. */
  readonly choice: string | undefined;
  readonly values: Readonly<Record<string, FieldValue>>;
}

/** A connection as the server keeps it (the form asks for it when it opens). */
export interface StoredConnection {
  readonly name: string;
  readonly namespace: string;
  readonly type: string;
  readonly url: string | null;
  readonly username: string | null;
  readonly password: string | null;
  readonly certificate: string | null;
  readonly insecure_tls: boolean | null;
  readonly properties: Readonly<Record<string, unknown>> | null;
}

/** What is written to `connections` (name and namespace only on create). */
export interface ConnectionPayload {
  name: string;
  namespace: string;
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  certificate: string | null;
  insecure_tls: boolean;
  properties: Record<string, string>;
}

const propertyName = (f: FieldDef): string => f.property ?? f.key;

function storedValue(f: FieldDef, stored: StoredConnection): unknown {
  return f.store === 'property' ? stored.properties?.[propertyName(f)] : stored[f.store];
}

function initialValue(f: FieldDef, stored: StoredConnection | undefined): FieldValue {
  const raw = stored === undefined ? f.default : storedValue(f, stored);
  if (f.kind === 'secret') return stored === undefined ? emptySecret() : decodeSecret(stringOf(raw));
  if (f.kind === 'checkbox') return raw === true || raw === 'true';
  return stringOf(raw);
}

const stringOf = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

/** A new connection of `type` with its defaults, or `stored` as the form edits it. */
export function initialForm(type: ConnectionTypeDef, stored?: StoredConnection): ConnectionForm {
  const values: Record<string, FieldValue> = {};
  for (const f of type.fields) values[f.key] = initialValue(f, stored);
  const choice =
    type.choice === undefined
      ? undefined
      : stored === undefined
        ? type.choice.default
        : type.choice.infer({ certificate: stored.certificate ?? '' });
  return {
    name: stored?.name ?? '',
    namespace: stored?.namespace ?? DEFAULT_NAMESPACE,
    choice,
    values,
  };
}

/** The fields the form shows for its current choice. */
export function visibleFields(type: ConnectionTypeDef, form: ConnectionForm): readonly FieldDef[] {
  return type.fields.filter((f) => f.when === undefined || form.choice === f.when.is);
}

/** The form after its choice changed: the fields of the previous choice are cleared (§4). */
export function withChoice(type: ConnectionTypeDef, form: ConnectionForm, choice: string): ConnectionForm {
  const values = { ...form.values };
  for (const f of type.fields) if (f.when !== undefined) values[f.key] = initialValue(f, undefined);
  return { ...form, choice, values };
}

/** A field's value as the row keeps it ('' when unset). */
function written(f: FieldDef, value: FieldValue | undefined): string | boolean {
  if (f.kind === 'checkbox') return value === true;
  if (typeof value === 'object') return encodeSecret(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** The spec's messages by field key ('name', 'namespace' or a field's key); empty when valid. */
export function validate(type: ConnectionTypeDef, form: ConnectionForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (form.name.trim() === '') errors['name'] = REQUIRED;
  if (form.namespace.trim() === '') errors['namespace'] = REQUIRED;
  for (const f of visibleFields(type, form)) {
    const value = written(f, form.values[f.key]);
    if (typeof value !== 'string') continue;
    if (value === '') {
      if (f.required === true) errors[f.key] = REQUIRED;
    } else if (f.kind === 'number' && !/^\d+$/.test(value)) errors[f.key] = NOT_A_NUMBER;
  }
  return errors;
}

/** The row to write: columns and properties from the shown fields, a channel's composed URL. */
export function toPayload(type: ConnectionTypeDef, form: ConnectionForm): ConnectionPayload {
  const payload: ConnectionPayload = {
    name: form.name.trim(),
    namespace: form.namespace.trim(),
    type: type.value,
    url: null,
    username: null,
    password: null,
    certificate: null,
    insecure_tls: false,
    properties: {},
  };
  for (const f of visibleFields(type, form)) {
    const value = written(f, form.values[f.key]);
    if (f.store === 'insecure_tls') payload.insecure_tls = value === true;
    else if (f.store === 'property') {
      if (value !== '') payload.properties[propertyName(f)] = String(value);
    } else payload[f.store] = value === '' ? null : String(value);
  }
  if (type.composeUrl !== undefined)
    payload.url = type.composeUrl({
      ...payload.properties,
      username: payload.username ?? '',
      password: payload.password ?? '',
      insecure_tls: String(payload.insecure_tls),
    });
  return payload;
}

/** `scheme://user:password@host`: a URL that embeds a password (a placeholder does not count). */
const EMBEDDED_PASSWORD = /^[a-z][a-z0-9+.-]*:\/\/[^/@\s:]*:(?!\$\(password\)@)[^/@\s]+@/i;

/**
 * Whether writing the form would carry a secret: a secret-capable field with a value typed in
 * (a Secret or ConfigMap reference is not a secret), or a URL with a password in it. Such a
 * write goes straight to the server; it is never queued, since the queue is kept on the device.
 */
export function carriesSecrets(type: ConnectionTypeDef, form: ConnectionForm): boolean {
  for (const f of visibleFields(type, form)) {
    const value = form.values[f.key];
    if (f.kind === 'secret' && typeof value === 'object' && holdsSecret(value)) return true;
    if (f.store === 'url' && typeof value === 'string' && EMBEDDED_PASSWORD.test(value.trim())) return true;
  }
  return false;
}
