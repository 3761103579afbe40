// A secret-capable field's value (spec 02-areas §3, §4, §5): typed in, or read from a key of a
// Kubernetes Secret or ConfigMap. Mission Control's EnvVar is `{value}` or `{valueFrom:
// {secretKeyRef | configMapKeyRef: {name, key}}}`; a connection row keeps it as one string, the
// value itself or `secret://{name}/{key}` / `configmap://{name}/{key}` (duty's types/envvar.go).
// A reference is built only when both its name and key are set.

export type SecretSource = 'static' | 'secret' | 'configmap';

export interface SecretInput {
  readonly source: SecretSource;
  /** The typed value (static source). */
  readonly value: string;
  /** The Secret's or ConfigMap's name, and its key. */
  readonly name: string;
  readonly key: string;
}

interface KeyRef {
  name: string;
  key: string;
}
/** Mission Control's EnvVar as JSON. */
export type EnvVar =
  { value: string } | { valueFrom: { secretKeyRef: KeyRef } | { configMapKeyRef: KeyRef } };

export const SECRET_SOURCES: readonly { readonly value: SecretSource; readonly label: string }[] = [
  { value: 'static', label: 'Static' },
  { value: 'secret', label: 'Secret' },
  { value: 'configmap', label: 'ConfigMap' },
];

export const emptySecret = (source: SecretSource = 'static'): SecretInput => ({
  source,
  value: '',
  name: '',
  key: '',
});

const SCHEMES: Readonly<Record<Exclude<SecretSource, 'static'>, string>> = {
  secret: 'secret://',
  configmap: 'configmap://',
};

/** The value as Mission Control's EnvVar, or undefined when nothing complete is set. */
export function toEnvVar(input: SecretInput): EnvVar | undefined {
  if (input.source === 'static') return input.value === '' ? undefined : { value: input.value };
  const name = input.name.trim();
  const key = input.key.trim();
  if (name === '' || key === '') return undefined;
  return input.source === 'secret'
    ? { valueFrom: { secretKeyRef: { name, key } } }
    : { valueFrom: { configMapKeyRef: { name, key } } };
}

/** The string a connection row keeps ('' when nothing complete is set). */
export function encodeSecret(input: SecretInput): string {
  const env = toEnvVar(input);
  if (env === undefined) return '';
  if ('value' in env) return env.value;
  const ref = 'secretKeyRef' in env.valueFrom ? env.valueFrom.secretKeyRef : env.valueFrom.configMapKeyRef;
  const scheme = 'secretKeyRef' in env.valueFrom ? SCHEMES.secret : SCHEMES.configmap;
  return `${scheme}${ref.name}/${ref.key}`;
}

/** The field's value from what a connection row keeps. */
export function decodeSecret(stored: string | null | undefined): SecretInput {
  const text = stored ?? '';
  for (const source of ['secret', 'configmap'] as const) {
    const scheme = SCHEMES[source];
    if (!text.startsWith(scheme)) continue;
    const parts = text.slice(scheme.length).split('/');
    if (parts.length === 2) return { source, value: '', name: parts[0] ?? '', key: parts[1] ?? '' };
  }
  return { source: 'static', value: text, name: '', key: '' };
}

/** Whether the value is a secret itself (typed in), rather than a reference to one. */
export const holdsSecret = (input: SecretInput): boolean => input.source === 'static' && input.value !== '';

/** The field after its source changed: what was entered for the other source is cleared (§4). */
export const withSource = (input: SecretInput, source: SecretSource): SecretInput =>
  input.source === source ? input : emptySecret(source);
