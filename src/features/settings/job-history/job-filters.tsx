// The filter bar of /settings/jobs (spec 02-areas §2.13, §9): Job Name, Resource Type, Status
// (STOPPED is not offered), Duration (a minimum) and the time range. The name and type options
// are the values the synced jobs hold, with their counts.
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { FilterBar, FilterSlot } from '../../../components/ui/filter-bar.tsx';
import { TimeRangePicker, timeRangeToSearch } from '../../../components/ui/time-range-picker/index.ts';
import type { UrlStatePatch } from '../../../lib/screen-state/use-url-state.ts';
import type { ValueCount } from '../../../sync/client/public-types.ts';
import { JOB_FILTER_STATUSES } from '../../../sync/collections/job-histories.ts';
import { DURATION_OPTIONS, timeRangeOf, type JobHistorySearch } from './url-state.ts';

export type JobSearchPatch = UrlStatePatch<JobHistorySearch>;

interface Option {
  readonly id: string;
  readonly label: string;
}

const ALL = 'all';

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}) {
  return (
    <Select label={label} selectedKey={value} onSelectionChange={(key) => onChange(String(key))}>
      {options.map((o) => (
        <SelectItem key={o.id} id={o.id} textValue={o.label}>
          {o.label}
        </SelectItem>
      ))}
    </Select>
  );
}

/** 'All' first, then the held values (empty ones left out), with the current one kept. */
function facetOptions(facet: readonly ValueCount[], current: string | undefined): Option[] {
  const values: Option[] = [];
  for (const { value, count } of facet)
    if (typeof value === 'string' && value !== '') values.push({ id: value, label: `${value} (${count})` });
  if (current !== undefined && !values.some((v) => v.id === current))
    values.push({ id: current, label: current });
  return [{ id: ALL, label: 'All' }, ...values.sort((a, b) => a.id.localeCompare(b.id))];
}

export function JobFilters({
  search,
  names,
  resourceTypes,
  onChange,
}: {
  search: JobHistorySearch;
  names: readonly ValueCount[];
  resourceTypes: readonly ValueCount[];
  /** Every filter change goes back to the first page. */
  onChange: (patch: JobSearchPatch) => void;
}) {
  return (
    <FilterBar label="Filters">
      <FilterSelect
        label="Job Name"
        value={search.name ?? ALL}
        options={facetOptions(names, search.name)}
        onChange={(name) => onChange({ name })}
      />
      <FilterSelect
        label="Resource Type"
        value={search.resourceType ?? ALL}
        options={facetOptions(resourceTypes, search.resourceType)}
        onChange={(resourceType) => onChange({ resourceType })}
      />
      <FilterSelect
        label="Status"
        value={search.status ?? ALL}
        options={[{ id: ALL, label: 'All' }, ...JOB_FILTER_STATUSES.map((s) => ({ id: s, label: s }))]}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label="Duration"
        value={search.duration === undefined ? ALL : String(search.duration)}
        options={[
          { id: ALL, label: 'None' },
          ...DURATION_OPTIONS.map((o) => ({ id: String(o.ms), label: `≥ ${o.label}` })),
        ]}
        onChange={(ms) => onChange({ duration: ms === ALL ? undefined : Number(ms) })}
      />
      <FilterSlot label="Time range">
        <TimeRangePicker
          value={timeRangeOf(search)}
          onChange={(range) => onChange(timeRangeToSearch(range))}
        />
      </FilterSlot>
    </FilterBar>
  );
}
