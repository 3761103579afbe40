import { useQuery } from '@tanstack/react-query';
import { TimeRangePicker, type TimeRange } from '../../../components/ui/time-range-picker/index.ts';
import { FilterBar, FilterSlot } from '../../../components/ui/filter-bar.tsx';
import { TriStateFilter, type TriStateOption } from '../../../components/ui/tri-state-filter.tsx';
import { changeTypesQuery, configTagsQuery, configTypesQuery } from './changes-api.ts';
import { SEVERITIES, type ChangesFilters, type ListKey } from './changes-filters.ts';
import { toggleTriState, type TriStateMap } from '../../../lib/screen-state/tri-state-filter.ts';

interface ListFilterProps {
  label: string;
  listKey: ListKey;
  options: readonly TriStateOption[];
  filters: ChangesFilters;
  onList: (key: ListKey, map: TriStateMap) => void;
  loading?: boolean;
  error?: boolean;
}

/** One tri-state filter of the bar: several values each included or excluded (spec §4). */
function ListFilter({
  label,
  listKey,
  options,
  filters,
  onList,
  loading = false,
  error = false,
}: ListFilterProps) {
  const map = filters.lists[listKey];
  return (
    <TriStateFilter
      label={label}
      options={options}
      states={map}
      onToggle={(value, state) => onList(listKey, toggleTriState(map, value, state))}
      onClear={() => onList(listKey, {})}
      emptyText={
        error ? `Could not load the ${label.toLowerCase()} values` : loading ? 'Loading ...' : 'No values'
      }
    />
  );
}

export interface ChangesFilterBarProps {
  filters: ChangesFilters;
  onList: (key: ListKey, map: TriStateMap) => void;
  onRange: (range: TimeRange) => void;
  /** The per-item view hides the Config Type filter when it shows one config only. */
  showConfigType: boolean;
}

const toOptions = (values: readonly string[] | undefined): TriStateOption[] =>
  (values ?? []).map((value) => ({ value }));

/** Config Type, Change Type, Severity and Tags (each include/exclude, several values) and the time range. */
export function ChangesFilterBar({ filters, onList, onRange, showConfigType }: ChangesFilterBarProps) {
  const configTypes = useQuery(configTypesQuery());
  const changeTypes = useQuery(changeTypesQuery());
  const tags = useQuery(configTagsQuery());
  const common = { filters, onList };
  return (
    <FilterBar label="Change filters">
      {showConfigType && (
        <ListFilter
          label="Config Type"
          listKey="configType"
          options={toOptions(configTypes.data)}
          loading={configTypes.isPending}
          error={configTypes.isError}
          {...common}
        />
      )}
      <ListFilter
        label="Change Type"
        listKey="changeType"
        options={toOptions(changeTypes.data)}
        loading={changeTypes.isPending}
        error={changeTypes.isError}
        {...common}
      />
      <ListFilter label="Severity" listKey="severity" options={toOptions(SEVERITIES)} {...common} />
      <ListFilter
        label="Tags"
        listKey="tags"
        options={(tags.data ?? []).map((t) => ({ value: `${t.key}=${t.value}` }))}
        loading={tags.isPending}
        error={tags.isError}
        {...common}
      />
      <FilterSlot label="Time range">
        <TimeRangePicker value={filters.range} onChange={onRange} />
      </FilterSlot>
    </FilterBar>
  );
}
