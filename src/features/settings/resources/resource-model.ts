// The pure rules of the generic settings resource screens (spec 02-areas §2.13, §4, §5):
// - "Spec and labels must parse as YAML or JSON objects" (the code editor accepts either);
// - "Name and namespace cannot be edited once a settings resource exists";
// - "A resource with source not UI (or not empty) is read-only for name, labels, schedule and spec".
import { fromYaml, toYaml } from '../../../lib/yaml.ts';

/** What the list and the detail read of a team, an incident rule, a topology or a log backend. */
export interface ResourceRow {
  readonly id: string;
  readonly name: string;
  readonly icon?: string | null;
  readonly namespace?: string | null;
  readonly schedule?: string | null;
  readonly agent_id?: string | null;
  readonly spec: Readonly<Record<string, unknown>> | null;
  readonly source: string | null;
  readonly created_by: string | null;
  readonly created_at: string;
  readonly updated_at: string | null;
  readonly local_pending?: unknown;
}

/** The form of the Spec tab and the add dialog. */
export interface ResourceForm {
  name: string;
  namespace: string;
  icon: string;
  spec: string;
}

export const DEFAULT_NAMESPACE = 'default';

export const REQUIRED = 'This field is required';

/** A spec as the editor shows it: YAML, empty for none. */
export function specText(spec: ResourceRow['spec']): string {
  if (spec === null || Object.keys(spec).length === 0) return '';
  return toYaml(spec);
}

export type ParsedSpec =
  | { readonly ok: true; readonly spec: Record<string, unknown> | null }
  | { readonly ok: false; readonly message: string };

/** The editor's text as a spec object (YAML or JSON; empty is no spec), or why it is not one. */
export function parseSpec(text: string): ParsedSpec {
  if (text.trim() === '') return { ok: true, spec: null };
  let value: unknown;
  try {
    value = fromYaml(text);
  } catch (error) {
    const first = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    return { ok: false, message: `The spec is not valid YAML or JSON: ${first}` };
  }
  if (value === null || value === undefined) return { ok: true, spec: null };
  if (typeof value !== 'object' || Array.isArray(value))
    return { ok: false, message: 'The spec must be a YAML or JSON object (key: value pairs)' };
  return { ok: true, spec: value as Record<string, unknown> };
}

/** The form's problems by field (none: it may be saved); namespaced kinds need a namespace. */
export function formErrors(
  form: ResourceForm,
  namespaced = false,
): { name?: string; namespace?: string; spec?: string } {
  const errors: { name?: string; namespace?: string; spec?: string } = {};
  if (form.name.trim() === '') errors.name = REQUIRED;
  if (namespaced && form.namespace.trim() === '') errors.namespace = REQUIRED;
  const parsed = parseSpec(form.spec);
  if (!parsed.ok) errors.spec = parsed.message;
  return errors;
}

/** Only resources made in the console (source empty or UI) may be edited here. */
export function isReadOnlySource(source: string | null): boolean {
  return source !== null && source !== '' && source !== 'UI';
}

/** The form for an existing resource, or a blank one (namespace 'default', spec §3). */
export function formOf(row: ResourceRow | undefined): ResourceForm {
  return {
    name: row?.name ?? '',
    namespace: row?.namespace ?? DEFAULT_NAMESPACE,
    icon: row?.icon ?? '',
    spec: specText(row?.spec ?? null),
  };
}

/** The resource runs on an agent (spec §9: the all-zero id means none), so it is edited there. */
export function agentOf(row: ResourceRow): string | undefined {
  const id = row.agent_id;
  return id === null || id === undefined || id === '' || /^[0-]+$/.test(id) ? undefined : id;
}

/** The fields an edit changed, as a patch (name and namespace are fixed once a resource exists). */
export function changedFields(
  row: ResourceRow,
  form: ResourceForm,
  spec: Record<string, unknown> | null,
  withIcon: boolean,
): { icon?: string | null; spec?: Record<string, unknown> | null } {
  const patch: { icon?: string | null; spec?: Record<string, unknown> | null } = {};
  const icon = form.icon.trim() === '' ? null : form.icon.trim();
  if (withIcon && icon !== (row.icon ?? null)) patch.icon = icon;
  if (JSON.stringify(spec) !== JSON.stringify(row.spec)) patch.spec = spec;
  return patch;
}
