// The table-driven form model behind the health check and catalogue scraper forms (spec 02-areas
// §2.13, §4 "Form field switching", §5). A form is a list of field definitions over one spec item
// (one check, one scraper); its values are the text the user typed, keyed by field. The item is
// rebuilt from the values on top of the item it came from, so keys no field knows survive an edit
// through the form (the Code tab shows them).

/** How a field is drawn and how its text becomes a spec value. */
export type FieldKind =
  | 'text' // a string
  | 'textarea' // a long string
  | 'number' // a number ("This field must be a number")
  | 'select' // one of `options`
  | 'list' // one string per line → string[]
  | 'map' // "key: value" lines → Record<string, string>
  | 'headers' // "Name: value" lines → [{ name, value }]
  | 'codes' // response codes, picked from `options` → number[]
  | 'boolean' // 'true' or ''
  | 'script' // a script kind and its text → { [kind]: text }
  | 'auth' // None, Basic, NTLM, NTLMv2: username and a password from a secret
  | 'connection'; // a folder's connection kind and the connection's name

export interface FieldDef {
  /** The item key it edits; dots reach into nested objects (`filter.regex`). */
  readonly key: string;
  readonly label: string;
  readonly kind: FieldKind;
  readonly required?: boolean;
  /** The text of a new form. */
  readonly default?: string;
  readonly options?: readonly string[];
  /** The smallest number allowed (spec §5: thresholds, counts and SSL expiry have minimum 0). */
  readonly min?: number;
  /** A rule beyond required, as a pattern and its message (Redis address host:port). */
  readonly pattern?: { readonly regex: RegExp; readonly message: string };
  readonly placeholder?: string;
}

export type FormValues = Readonly<Record<string, string>>;
export type Item = Record<string, unknown>;

export const REQUIRED = 'This field is required';
export const NOT_A_NUMBER = 'This field must be a number';

/** Script kinds (spec §4): None, Go Template, Javascript, Expr, JSONPath, by their spec keys. */
export const SCRIPT_KINDS = [
  { id: '', label: 'None' },
  { id: 'template', label: 'Go Template' },
  { id: 'javascript', label: 'Javascript' },
  { id: 'expr', label: 'Expr' },
  { id: 'jsonPath', label: 'JSONPath' },
] as const;

/** HTTP authentication (spec §3 "authentication (basic, ntlm, ntlmv2)"). */
export const AUTH_KINDS = [
  { id: '', label: 'None' },
  { id: 'basic', label: 'Basic' },
  { id: 'ntlm', label: 'NTLM' },
  { id: 'ntlmv2', label: 'NTLMv2' },
] as const;

/** A folder's remote connection (spec §3 "connection (AWS, GCP, SFTP, SMB)"). */
export const CONNECTION_KINDS = [
  { id: '', label: 'None' },
  { id: 'aws', label: 'AWS' },
  { id: 'gcp', label: 'GCP' },
  { id: 'sftp', label: 'SFTP' },
  { id: 'smb', label: 'SMB' },
] as const;

/** The value keys a composite field keeps beside its own (`key`). */
export const sub = {
  scriptText: (key: string) => `${key}#text`,
  username: 'username',
  secretName: 'password#name',
  secretKey: 'password#key',
  connectionName: (key: string) => `${key}#name`,
} as const;

function getPath(item: Item, path: string): unknown {
  let at: unknown = item;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object' || Array.isArray(at)) return undefined;
    at = (at as Item)[part];
  }
  return at;
}

function setPath(item: Item, path: string, value: unknown): void {
  const parts = path.split('.');
  let at = item;
  for (const part of parts.slice(0, -1)) {
    const next = at[part];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) at[part] = {};
    at = at[part] as Item;
  }
  at[parts[parts.length - 1] ?? path] = value;
}

function deletePath(item: Item, path: string): void {
  const parts = path.split('.');
  const parent = parts.length === 1 ? item : getPath(item, parts.slice(0, -1).join('.'));
  if (parent !== null && typeof parent === 'object') delete (parent as Item)[parts[parts.length - 1] ?? path];
  // A nested object emptied by the form goes too (filter: {} says nothing).
  if (parts.length > 1) {
    const parentPath = parts.slice(0, -1).join('.');
    const rest = getPath(item, parentPath);
    if (rest !== null && typeof rest === 'object' && Object.keys(rest).length === 0)
      deletePath(item, parentPath);
  }
}

const textOf = (v: unknown): string =>
  v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v);

/** The spec keys a field owns: the form rewrites these and leaves every other key alone. */
export function ownedKeys(field: FieldDef): readonly string[] {
  switch (field.kind) {
    case 'auth':
      return ['username', 'password', 'ntlm', 'ntlmv2'];
    case 'connection':
      return CONNECTION_KINDS.filter((c) => c.id !== '').map((c) => `${c.id}Connection`);
    default:
      return [field.key];
  }
}

/** A new form's values: each field's default. */
export function defaultValues(fields: readonly FieldDef[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of fields) if (f.default !== undefined) values[f.key] = f.default;
  return values;
}

/** The form's values read from a spec item. */
export function valuesOf(fields: readonly FieldDef[], item: Item): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of fields) {
    const v = getPath(item, f.key);
    switch (f.kind) {
      case 'list':
        values[f.key] = Array.isArray(v) ? v.map(textOf).join('\n') : textOf(v);
        break;
      case 'codes':
        values[f.key] = Array.isArray(v) ? v.map(textOf).join(',') : textOf(v);
        break;
      case 'map':
        values[f.key] =
          v !== null && typeof v === 'object' && !Array.isArray(v)
            ? Object.entries(v as Item)
                .map(([k, x]) => `${k}: ${textOf(x)}`)
                .join('\n')
            : '';
        break;
      case 'headers':
        values[f.key] = Array.isArray(v)
          ? v
              .map((h) => (h !== null && typeof h === 'object' ? (h as Item) : {}))
              .map((h) => `${textOf(h['name'])}: ${textOf(h['value'])}`)
              .join('\n')
          : '';
        break;
      case 'boolean':
        values[f.key] = v === true ? 'true' : '';
        break;
      case 'script': {
        const script = v !== null && typeof v === 'object' ? (v as Item) : {};
        const kind = SCRIPT_KINDS.find((k) => k.id !== '' && typeof script[k.id] === 'string');
        values[f.key] = kind?.id ?? '';
        values[sub.scriptText(f.key)] = kind === undefined ? '' : textOf(script[kind.id]);
        break;
      }
      case 'auth': {
        const password = getPath(item, 'password.valueFrom.secretKeyRef');
        const ref = password !== null && typeof password === 'object' ? (password as Item) : {};
        const user = item['username'];
        values[f.key] =
          item['ntlmv2'] === true
            ? 'ntlmv2'
            : item['ntlm'] === true
              ? 'ntlm'
              : user !== undefined || item['password'] !== undefined
                ? 'basic'
                : '';
        values[sub.username] = textOf(
          user !== null && typeof user === 'object' ? (user as Item)['value'] : user,
        );
        values[sub.secretName] = textOf(ref['name']);
        values[sub.secretKey] = textOf(ref['key']);
        break;
      }
      case 'connection': {
        const kind = CONNECTION_KINDS.find((c) => c.id !== '' && item[`${c.id}Connection`] !== undefined);
        const conn = kind === undefined ? undefined : getPath(item, `${kind.id}Connection.connection`);
        values[f.key] = kind?.id ?? '';
        values[sub.connectionName(f.key)] = textOf(conn);
        break;
      }
      default:
        values[f.key] = textOf(v);
    }
  }
  return values;
}

function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

function pairsOf(text: string): [string, string][] {
  return linesOf(text).map((l) => {
    const at = l.indexOf(':');
    return at < 0 ? [l, ''] : [l.slice(0, at).trim(), l.slice(at + 1).trim()];
  });
}

/** The spec value of one simple field's text, or undefined to leave the key out. */
function specValue(field: FieldDef, text: string): unknown {
  const t = text.trim();
  if (t === '') return undefined;
  switch (field.kind) {
    case 'number':
      return Number.isFinite(Number(t)) ? Number(t) : t;
    case 'list':
      return linesOf(text);
    case 'codes':
      return t
        .split(',')
        .map((c) => Number(c.trim()))
        .filter((c) => Number.isFinite(c));
    case 'map':
      return Object.fromEntries(pairsOf(text));
    case 'headers':
      return pairsOf(text).map(([name, value]) => ({ name, value }));
    case 'boolean':
      return t === 'true' ? true : undefined;
    case 'textarea':
      return text;
    default:
      return t;
  }
}

/** The item the form's values describe, laid over `base` (the item being edited, if any). */
export function itemOf(fields: readonly FieldDef[], values: FormValues, base: Item = {}): Item {
  const item = structuredClone(base);
  for (const f of fields) for (const key of ownedKeys(f)) deletePath(item, key);
  const v = (key: string) => values[key] ?? '';
  for (const f of fields) {
    if (f.kind === 'script') {
      const kind = v(f.key);
      const text = v(sub.scriptText(f.key));
      if (kind !== '' && text.trim() !== '') setPath(item, f.key, { [kind]: text });
    } else if (f.kind === 'auth') {
      const kind = v(f.key);
      if (kind === '') continue;
      if (v(sub.username).trim() !== '') item['username'] = { value: v(sub.username).trim() };
      if (v(sub.secretName).trim() !== '' && v(sub.secretKey).trim() !== '')
        item['password'] = {
          valueFrom: { secretKeyRef: { name: v(sub.secretName).trim(), key: v(sub.secretKey).trim() } },
        };
      if (kind === 'ntlm') item['ntlm'] = true;
      if (kind === 'ntlmv2') item['ntlmv2'] = true;
    } else if (f.kind === 'connection') {
      const kind = v(f.key);
      const name = v(sub.connectionName(f.key)).trim();
      if (kind !== '') item[`${kind}Connection`] = name === '' ? {} : { connection: name };
    } else {
      const value = specValue(f, v(f.key));
      if (value !== undefined) setPath(item, f.key, value);
    }
  }
  return item;
}

/** The form's problems by value key (none: it may be saved). */
export function fieldErrors(fields: readonly FieldDef[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const text = (values[f.key] ?? '').trim();
    if (f.kind === 'script') {
      if (f.required === true && (values[sub.scriptText(f.key)] ?? '').trim() === '')
        errors[sub.scriptText(f.key)] = REQUIRED;
      continue;
    }
    if (f.required === true && text === '') {
      errors[f.key] = REQUIRED;
      continue;
    }
    if (text === '') continue;
    if (f.kind === 'number') {
      const n = Number(text);
      if (!Number.isFinite(n)) errors[f.key] = NOT_A_NUMBER;
      else if (f.min !== undefined && n < f.min) errors[f.key] = `This field must be at least ${f.min}`;
    }
    if (f.pattern !== undefined && !f.pattern.regex.test(text)) errors[f.key] = f.pattern.message;
  }
  return errors;
}

/**
 * A field switched to another kind (script, authentication, connection) starts empty (spec §4
 * "changing the … authentication type or script type clears the previous one").
 */
export function switchKind(field: FieldDef, values: FormValues, kind: string): Record<string, string> {
  const next: Record<string, string> = { ...values, [field.key]: kind };
  if (field.kind === 'script') next[sub.scriptText(field.key)] = '';
  if (field.kind === 'auth') {
    next[sub.username] = '';
    next[sub.secretName] = '';
    next[sub.secretKey] = '';
  }
  if (field.kind === 'connection') next[sub.connectionName(field.key)] = '';
  return next;
}
