// A health check as its form holds it, and back (spec 02-areas §2.13, §3 "Health check: name,
// namespace, labels, spec (a schedule plus one check-type key)", §5, §9 "Canary schedule options").
// The form edits the first check of a spec with exactly one; any other spec is edited as code.
import { fromYaml } from '../../../lib/yaml.ts';
import {
  defaultValues,
  fieldErrors,
  itemOf,
  REQUIRED,
  valuesOf,
  type FormValues,
  type Item,
} from '../spec-forms/field-model.ts';
import { CANARY_TYPES, canaryTypeOf, CUSTOM_CANARY, type CanaryType } from './canary-types.ts';

export const CANARY_SCHEDULES = [
  '@every 30s',
  '@every 1m',
  '@every 5m',
  '@every 30m',
  '@hourly',
  '@every 6h',
  '@daily',
  '@weekly',
] as const;
export const DEFAULT_SCHEDULE = '@every 5m';

/** What the Settings › Health Check form edits. */
export interface CanaryForm {
  readonly type: string;
  readonly name: string;
  readonly namespace: string;
  /** "key: value" lines. */
  readonly labels: string;
  readonly schedule: string;
  readonly values: FormValues;
}

const isObject = (v: unknown): v is Item => v !== null && typeof v === 'object' && !Array.isArray(v);
const TYPE_KEYS = new Set(CANARY_TYPES.map((t) => t.key).filter((k) => k !== null));

/** The check lists of a spec: its keys that name a check type. */
function checkKeys(spec: Item): string[] {
  return Object.keys(spec).filter((k) => TYPE_KEYS.has(k));
}

/** An existing spec's type: its first check key (the type with a form for a shared key), else Custom. */
export function inferCanaryType(spec: unknown): CanaryType {
  const key = isObject(spec) ? checkKeys(spec)[0] : undefined;
  const types = CANARY_TYPES.filter((t) => t.key === key);
  return types.find((t) => t.fields !== undefined) ?? types[0] ?? CUSTOM_CANARY;
}

/** The one check the form edits, or undefined when the spec is not one check of a form type. */
export function formItemOf(spec: unknown): Item | undefined {
  if (!isObject(spec)) return undefined;
  const type = inferCanaryType(spec);
  const keys = checkKeys(spec);
  const list = type.key === null ? undefined : spec[type.key];
  if (type.fields === undefined || keys.length !== 1 || !Array.isArray(list) || list.length !== 1)
    return undefined;
  return isObject(list[0]) ? list[0] : undefined;
}

export const labelsText = (labels: Readonly<Record<string, string>> | null | undefined): string =>
  Object.entries(labels ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

/** Labels typed as "key: value" lines (YAML or JSON object), or why not. */
export function parseLabels(text: string): Record<string, string> | string {
  if (text.trim() === '') return {};
  try {
    const value: unknown = fromYaml(text);
    if (!isObject(value)) return 'Labels must be a YAML or JSON object (key: value pairs)';
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
  } catch {
    return 'Labels must be a YAML or JSON object (key: value pairs)';
  }
}

/** A new check of a type: its defaults, the default namespace and schedule. */
export function newCanaryForm(type: CanaryType): CanaryForm {
  return {
    type: type.id,
    name: '',
    namespace: 'default',
    labels: '',
    schedule: DEFAULT_SCHEDULE,
    values: defaultValues(type.fields ?? []),
  };
}

/** An existing canary's form (its values empty when the spec is edited as code). */
export function canaryFormOf(row: {
  name: string;
  namespace: string | null;
  labels: Readonly<Record<string, string>> | null;
  spec: unknown;
}): CanaryForm {
  const type = inferCanaryType(row.spec);
  const item = formItemOf(row.spec);
  const schedule = isObject(row.spec) ? row.spec['schedule'] : undefined;
  return {
    type: type.id,
    name: row.name,
    namespace: row.namespace ?? 'default',
    labels: labelsText(row.labels),
    schedule: typeof schedule === 'string' ? schedule : '',
    values: item === undefined ? {} : valuesOf(type.fields ?? [], item),
  };
}

/**
 * The spec the form describes, laid over `base` (the spec being edited): its schedule and its
 * one check, named after the health check; every other key of `base` is kept.
 */
export function canarySpecOf(form: CanaryForm, base: unknown): Item {
  const type = canaryTypeOf(form.type) ?? CUSTOM_CANARY;
  const spec: Item = isObject(base) ? structuredClone(base) : {};
  if (form.schedule !== '') spec['schedule'] = form.schedule;
  else delete spec['schedule'];
  if (type.key === null) return spec;
  const baseItem = formItemOf(base) ?? { ...(type.template ?? {}) };
  const item = type.fields === undefined ? baseItem : itemOf(type.fields, form.values, baseItem);
  spec[type.key] = [{ ...item, name: form.name.trim() }];
  return spec;
}

/** A new check's spec for the code editor: the type's starting item. */
export function starterSpec(form: CanaryForm): Item {
  return canarySpecOf(form, {});
}

/** The form's problems by field: name, namespace, labels, then the type's fields. */
export function canaryFormErrors(form: CanaryForm): Record<string, string> {
  const type = canaryTypeOf(form.type);
  const errors: Record<string, string> = fieldErrors(type?.fields ?? [], form.values);
  if (form.name.trim() === '') errors['$name'] = REQUIRED;
  if (form.namespace.trim() === '') errors['$namespace'] = REQUIRED;
  const labels = parseLabels(form.labels);
  if (typeof labels === 'string') errors['$labels'] = labels;
  return errors;
}

/** A spec's checks without a name are named after the health check (a code-only type's new check). */
export function withCheckNames(spec: Item, name: string): Item {
  const out: Item = { ...spec };
  for (const key of checkKeys(spec)) {
    const list = spec[key];
    if (Array.isArray(list))
      out[key] = list.map((item: unknown) =>
        isObject(item) && (typeof item['name'] !== 'string' || item['name'] === '')
          ? { ...item, name }
          : item,
      );
  }
  return out;
}
