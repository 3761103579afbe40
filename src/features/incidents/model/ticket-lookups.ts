// Ticket-form lookups (spec 02-areas §7.3 "external config items by type (jira, ms_planner) and
// one config by id for ticket dropdowns"). The choices are config items of the ticket systems,
// read from the synced catalogue so the forms work offline and answer on every keystroke (the
// spec's 500 ms debounce was for a server request; issue #21 keeps none for local answers):
// - Jira instance (`configType`): `Jira::Instance` items; the value is the instance url (label `url`);
// - Jira project: `Jira::Project` items of the chosen instance (label `instance`); value label `key`;
// - issue type: the chosen project's `issue_types` label; priority: the instance's `priorities`;
// - Planner plan: `MSPlanner::Plan` (value label `plan_id`); bucket: `MSPlanner::Bucket` of the
//   chosen plan (value label `bucket_id`).
// Without a matching item (not synced yet, or an older estate) the team's value and the ticket
// system's usual values (ticketChoices) are still offered.
import type { QueryInput } from '../../../sync/query/query-schema.ts';

export const LOOKUP_LIMIT = 50;

export interface LookupSpec {
  /** The config type searched. */
  readonly configType: string;
  /** The label holding the form value. */
  readonly valueLabel: string;
  /** Restricts to items whose label matches another form field (a project's instance). */
  readonly parent?: { readonly label: string; readonly field: string };
  /** What the options are, for empty states. */
  readonly noun: string;
}

const LOOKUPS: Readonly<Record<string, Readonly<Record<string, LookupSpec>>>> = {
  jira: {
    configType: { configType: 'Jira::Instance', valueLabel: 'url', noun: 'Jira instances' },
    project: {
      configType: 'Jira::Project',
      valueLabel: 'key',
      parent: { label: 'instance', field: 'configType' },
      noun: 'Jira projects',
    },
  },
  ms_planner: {
    plan_id: { configType: 'MSPlanner::Plan', valueLabel: 'plan_id', noun: 'Planner plans' },
    bucket_id: {
      configType: 'MSPlanner::Bucket',
      valueLabel: 'bucket_id',
      parent: { label: 'plan_id', field: 'plan_id' },
      noun: 'Planner buckets',
    },
  },
};

/** The searchable lookup behind a form field, or null. */
export function lookupOf(type: string, field: string): LookupSpec | null {
  return LOOKUPS[type]?.[field] ?? null;
}

/** The config item a dependent dropdown reads its values from ("one config by id"). */
const SOURCES: Readonly<
  Record<string, Readonly<Record<string, { readonly from: string; readonly label: string }>>>
> = {
  jira: {
    issueType: { from: 'project', label: 'issue_types' },
    priority: { from: 'configType', label: 'priorities' },
  },
};

export function valueSourceOf(
  type: string,
  field: string,
): { lookup: LookupSpec; from: string; label: string } | null {
  const source = SOURCES[type]?.[field];
  if (source === undefined) return null;
  const lookup = lookupOf(type, source.from);
  return lookup === null ? null : { lookup, from: source.from, label: source.label };
}

function parentValue(spec: LookupSpec, values: Readonly<Record<string, string>>): string | null {
  if (spec.parent === undefined) return null;
  const v = values[spec.parent.field] ?? '';
  return v === '' ? null : v;
}

/** The local query for a lookup search (live items of the type, under the chosen parent). */
export function lookupQuery(
  spec: LookupSpec,
  values: Readonly<Record<string, string>>,
  text: string,
): QueryInput {
  const parent = parentValue(spec, values);
  return {
    where: [
      { field: 'type', in: [spec.configType] },
      { field: 'deleted_at', isNull: true },
    ],
    maps:
      parent === null || spec.parent === undefined
        ? {}
        : { labels: { [spec.parent.label]: { include: [parent] } } },
    text: text.trim(),
    sort: [{ field: 'name', dir: 'asc' }],
    limit: LOOKUP_LIMIT,
  };
}

/** The local query for the one item whose value is `value` (the chosen instance or project). */
export function lookupByValueQuery(
  spec: LookupSpec,
  values: Readonly<Record<string, string>>,
  value: string,
): QueryInput {
  const parent = parentValue(spec, values);
  const labels: Record<string, { include: string[] }> = { [spec.valueLabel]: { include: [value] } };
  if (parent !== null && spec.parent !== undefined) labels[spec.parent.label] = { include: [parent] };
  return {
    where: [
      { field: 'type', in: [spec.configType] },
      { field: 'deleted_at', isNull: true },
    ],
    maps: { labels },
    limit: 1,
  };
}

export interface TicketOption {
  /** The form value. */
  readonly id: string;
  readonly label: string;
  readonly detail: string | null;
}

interface LookupRow {
  readonly name: string | null;
  readonly description?: string | null | undefined;
  readonly labels: Readonly<Record<string, string>> | null;
}

export function optionOf(spec: LookupSpec, row: LookupRow): TicketOption | null {
  const value = row.labels?.[spec.valueLabel];
  if (value === undefined || value === '') return null;
  return { id: value, label: row.name ?? value, detail: row.description ?? null };
}

/**
 * The options shown: the found items, plus the current value and the extra values (the team's
 * value, the usual values) when no item carries them, so a configured value is always choosable.
 */
export function mergeOptions(
  found: readonly TicketOption[],
  current: string,
  extra: readonly string[],
): TicketOption[] {
  const out = [...found];
  const seen = new Set(found.map((o) => o.id));
  for (const v of [current, ...extra]) {
    if (v === '' || seen.has(v)) continue;
    seen.add(v);
    out.push({ id: v, label: v, detail: null });
  }
  return out;
}

/** A comma-separated label of the source item as dropdown values, or null without one. */
export function valuesFromLabel(row: LookupRow | undefined, label: string): string[] | null {
  const raw = row?.labels?.[label];
  if (raw === undefined) return null;
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return list.length > 0 ? list : null;
}
