import { useQuery } from '@tanstack/react-query';
import type { Key } from 'react-aria-components';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { TimeRangePicker, type TimeRange } from '../../../components/ui/time-range-picker/index.ts';
import { changeTypesQuery, configTagsQuery, configTypesQuery } from './changes-api.ts';
import { SEVERITIES, type ChangesFilters, type ListKey } from './changes-filters.ts';
import type { TriStateMap } from './tri-state.ts';

const ALL = '__all__';

interface Option {
  id: string;
  name: string;
}

function FilterSelect({ label, options, map, onChange }: { label: string; options: readonly string[]; map: TriStateMap; onChange: (map: TriStateMap) => void }) {
  const included = Object.entries(map).filter(([, s]) => s === 1).map(([k]) => k);
  const selected = included.length === 1 ? (included[0] ?? ALL) : ALL;
  const items: Option[] = [{ id: ALL, name: 'All' }, ...options.map((o) => ({ id: o, name: o }))];
  if (selected !== ALL && !options.includes(selected)) items.push({ id: selected, name: selected });
  return (
    <Select
      label={label}
      className="changes-filter"
      items={items}
      selectedKey={selected}
      onSelectionChange={(key: Key | null) => {
        const v = key === null ? ALL : String(key);
        onChange(v === ALL ? {} : { [v]: 1 });
      }}
    >
      {(item: Option) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

export interface ChangesFilterBarProps {
  filters: ChangesFilters;
  onList: (key: ListKey, map: TriStateMap) => void;
  onSeverity: (severity: string | undefined) => void;
  onRange: (range: TimeRange) => void;
  /** The per-item view hides the Config Type filter when it shows one config only. */
  showConfigType: boolean;
}

/** Config Type, Change Type, severity, Tags and the time range. */
export function ChangesFilterBar({ filters, onList, onSeverity, onRange, showConfigType }: ChangesFilterBarProps) {
  const configTypes = useQuery(configTypesQuery());
  const changeTypes = useQuery(changeTypesQuery());
  const tags = useQuery(configTagsQuery());
  const severityItems: Option[] = [{ id: ALL, name: 'All' }, ...SEVERITIES.map((s) => ({ id: s, name: s }))];
  return (
    <div className="changes-filters" role="group" aria-label="Change filters">
      {showConfigType && <FilterSelect label="Config Type" options={configTypes.data ?? []} map={filters.lists.configType} onChange={(m) => onList('configType', m)} />}
      <FilterSelect label="Change Type" options={changeTypes.data ?? []} map={filters.lists.changeType} onChange={(m) => onList('changeType', m)} />
      <Select
        label="Severity"
        className="changes-filter"
        items={severityItems}
        selectedKey={filters.severity ?? ALL}
        onSelectionChange={(key: Key | null) => onSeverity(key === null || key === ALL ? undefined : String(key))}
      >
        {(item: Option) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <FilterSelect label="Tags" options={(tags.data ?? []).map((t) => `${t.key}=${t.value}`)} map={filters.lists.tags} onChange={(m) => onList('tags', m)} />
      <div className="changes-filters__range">
        <TimeRangePicker value={filters.range} onChange={onRange} />
      </div>
    </div>
  );
}
