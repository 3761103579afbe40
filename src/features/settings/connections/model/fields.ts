// The building blocks of the connection type table (spec 02-areas §3 "Connection",
// "Type-specific properties"): a field says how it is edited, whether it is required, its
// default, and where its value is kept: a column of `connections` or a key of `properties`.

/** The columns of `connections` a form may write besides name, namespace and type. */
export type ConnectionColumn = 'url' | 'username' | 'password' | 'certificate' | 'insecure_tls';

export type FieldKind =
  /** A plain text input. */
  | 'text'
  /** A number input (ports, database numbers); kept as text, as Mission Control keeps properties. */
  | 'number'
  /** A yes/no toggle. */
  | 'checkbox'
  /** One of `options`. */
  | 'select'
  /** Secret-capable: a value typed here, or a key of a Kubernetes Secret or ConfigMap. */
  | 'secret';

export interface FieldDef {
  /** The form's key, also the property's name unless `property` says otherwise. */
  readonly key: string;
  readonly label: string;
  readonly kind: FieldKind;
  /** A column, or `property` for a key of `properties`. */
  readonly store: ConnectionColumn | 'property';
  /** The property's name when it differs from the key (AWS keeps Insecure TLS as `insecureTLS`). */
  readonly property?: string;
  readonly required?: boolean;
  readonly default?: string | boolean;
  readonly options?: readonly string[];
  readonly hint?: string;
  /** A multi-line value (a certificate, a kubeconfig, an SSH key). */
  readonly large?: boolean;
  /** Shown (and kept) only while the form's `field` choice is `is` (git's authentication). */
  readonly when?: { readonly field: string; readonly is: string };
}

/** A choice between sets of fields (git: basic authentication or an SSH key); never stored. */
export interface ChoiceDef {
  readonly key: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly default: string;
  /** The choice an existing connection was saved with, read from its stored values. */
  infer(stored: { readonly certificate: string }): string;
}

type Extra = Omit<FieldDef, 'key' | 'label' | 'kind' | 'store'>;

export const column =
  (kind: FieldKind) =>
  (store: ConnectionColumn, label: string, extra: Extra = {}): FieldDef => ({
    key: store,
    label,
    kind,
    store,
    ...extra,
  });

export const property =
  (kind: FieldKind) =>
  (key: string, label: string, extra: Extra = {}): FieldDef => ({
    key,
    label,
    kind,
    store: 'property',
    ...extra,
  });

export const textColumn = column('text');
export const secretColumn = column('secret');
export const textProperty = property('text');
export const numberProperty = property('number');
export const secretProperty = property('secret');
export const selectProperty = property('select');

export const url = (label = 'URL', extra: Extra = {}) =>
  textColumn('url', label, { required: true, ...extra });
export const username = (label = 'Username', extra: Extra = {}) =>
  secretColumn('username', label, { required: true, ...extra });
export const password = (label = 'Password', extra: Extra = {}) =>
  secretColumn('password', label, { required: true, ...extra });
export const certificate = (label: string, extra: Extra = {}) =>
  secretColumn('certificate', label, { large: true, ...extra });
/** Insecure TLS: the `insecure_tls` column, or a property (`store: 'property'`) for AWS. */
export const insecureTls = (extra: Extra & { store?: FieldDef['store'] } = {}): FieldDef => ({
  key: 'insecure_tls',
  label: 'Insecure TLS',
  kind: 'checkbox',
  store: 'insecure_tls',
  default: false,
  ...extra,
});
/** A plain-text username (an organisation, a client id, a channel): not secret-capable. */
export const plainUsername = (label: string, extra: Extra = {}) =>
  textColumn('username', label, { required: true, ...extra });
