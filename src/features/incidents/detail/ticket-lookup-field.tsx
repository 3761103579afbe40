// Dropdowns of the Jira and Planner responder forms (spec 02-areas §7.3): instance, project, plan
// and bucket are searched on every keystroke among the ticket systems' synced config items; issue
// type and priority come from the chosen project or instance. Everything reads the local copy, so
// the forms work offline; the team's value and the usual values are always offered too.
import { useRef, useState } from 'react';
import { ComboBox } from '../../../components/ui/combo-box.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { configItems } from '../../../sync/collections/config-items.ts';
import { INVALID } from '../model/responder-types.ts';
import { NO_ROWS } from '../model/queries.ts';
import {
  lookupByValueQuery,
  lookupQuery,
  mergeOptions,
  optionOf,
  valuesFromLabel,
  type LookupSpec,
  type TicketOption,
} from '../model/ticket-lookups.ts';

interface FieldProps {
  label: string;
  value: string;
  /** The whole form (a project search is limited to the chosen instance). */
  values: Readonly<Record<string, string>>;
  /** Offered even when no config item carries them (the team's value, the usual values). */
  extra: readonly string[];
  isDisabled: boolean;
  isInvalid: boolean;
  onChange: (value: string) => void;
}

/** A searchable dropdown over config items of one ticket-system type. */
export function TicketLookupField({
  spec,
  label,
  value,
  values,
  extra,
  isDisabled,
  isInvalid,
  onChange,
}: FieldProps & { spec: LookupSpec }) {
  const seen = useRef(new Map<string, TicketOption>());
  const labelOf = (v: string) => seen.current.get(v)?.label ?? v;
  // While typing, the input is a search; otherwise it shows the chosen option's name.
  const [typed, setTyped] = useState<string | null>(null);
  // Answered from the synced copy on every keystroke (no debounce: nothing goes to the server).
  const text = typed ?? '';
  const { result, error } = useLiveQuery(configItems, lookupQuery(spec, values, text));
  const found = (result?.rows ?? [])
    .map((r) => optionOf(spec, r))
    .filter((o): o is TicketOption => o !== null);
  for (const o of found) seen.current.set(o.id, o);
  const needle = text.toLowerCase();
  const options = mergeOptions(
    found,
    value,
    needle === '' ? extra : extra.filter((e) => e.toLowerCase().includes(needle)),
  );
  const input = typed ?? labelOf(value);

  const description =
    error !== undefined
      ? `The ${spec.noun} could not be searched: ${error}`
      : result === undefined
        ? 'Searching…'
        : undefined;
  return (
    <ComboBox
      label={label}
      placeholder={`Search ${spec.noun}`}
      {...(description === undefined ? {} : { description })}
      defaultFilter={() => true}
      menuTrigger="focus"
      allowsEmptyCollection
      emptyText="No resources found"
      inputValue={input}
      // Leaving the field puts the chosen name back: that is not a search.
      onInputChange={(v) => setTyped(v === labelOf(value) ? null : v)}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(k) => {
        if (k === null) return;
        const next = String(k);
        setTyped(null);
        if (next !== value) onChange(next);
      }}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      errorMessage={INVALID}
    >
      {options.map((o) => (
        <SelectItem key={o.id} id={o.id} textValue={o.label}>
          {o.label === o.id ? o.label : `${o.label} (${o.id})`}
        </SelectItem>
      ))}
    </ComboBox>
  );
}

/**
 * A dropdown whose values come from another chosen item (a project's issue types, an instance's
 * priorities); `fallback` (the usual values and the team's) when that item is not known.
 */
export function TicketValuesField({
  source,
  label,
  value,
  values,
  extra,
  isDisabled,
  isInvalid,
  onChange,
}: FieldProps & { source: { lookup: LookupSpec; from: string; label: string } | null }) {
  const chosen = source === null ? '' : (values[source.from] ?? '');
  const query =
    source === null || chosen === '' ? NO_ROWS : lookupByValueQuery(source.lookup, values, chosen);
  const row = useLiveQuery(configItems, query).result?.rows[0];
  const fromItem = source === null ? null : valuesFromLabel(row, source.label);
  const choices = mergeOptions([], value, fromItem ?? extra).map((o) => o.id);
  return (
    <Select
      label={label}
      placeholder={`Select ${label.toLowerCase()}`}
      selectedKey={value === '' ? null : value}
      isDisabled={isDisabled}
      onSelectionChange={(k) => {
        if (k !== null && String(k) !== value) onChange(String(k));
      }}
      isInvalid={isInvalid}
      errorMessage={INVALID}
    >
      {choices.map((c) => (
        <SelectItem key={c} id={c}>
          {c}
        </SelectItem>
      ))}
    </Select>
  );
}
