import { Select, SelectItem } from '../../../components/ui/select.tsx';
import {
  PIVOT_CELL_TYPES,
  PIVOT_OPTIONS,
  pivotDimension,
  pivotPatch,
  pivotSelectValue,
} from '../state/pivot.ts';
import { disabledRefreshRates, REFRESH_RATES, TIME_RANGES } from '../state/time-range.ts';
import type { HealthSearch } from '../state/url-state.ts';

export function RefreshRatePicker({
  rate,
  timeRange,
  onChange,
}: {
  rate: string;
  timeRange: string | undefined;
  onChange: (v: string) => void;
}) {
  const disabled = disabledRefreshRates(timeRange);
  return (
    <Select
      label="Refresh"
      className="health-toolbar__select"
      selectedKey={rate}
      disabledKeys={[...disabled]}
      onSelectionChange={(key) => onChange(String(key))}
    >
      {REFRESH_RATES.map((r) => (
        <SelectItem key={r.value} id={r.value} textValue={r.label}>
          {r.label}
        </SelectItem>
      ))}
    </Select>
  );
}

export function TimeRangePicker({
  value,
  onChange,
  label = 'Time range',
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
}) {
  return (
    <Select
      label={label}
      className="health-toolbar__select"
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key))}
    >
      {TIME_RANGES.map((r) => (
        <SelectItem key={r.value} id={r.value} textValue={r.label}>
          {r.label}
        </SelectItem>
      ))}
    </Select>
  );
}

export function OptionSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <Select
      label={label}
      className="health-toolbar__select"
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key))}
    >
      {options.map((o) => (
        <SelectItem key={o.value} id={o.value} textValue={o.label}>
          {o.label}
        </SelectItem>
      ))}
    </Select>
  );
}

/** Pivot by (none, a dimension or a label key) and, while pivoting, what each cell shows. */
export function PivotControls({
  search,
  labelKeys,
  onSearch,
}: {
  search: HealthSearch;
  labelKeys: readonly string[];
  onSearch: (patch: Partial<HealthSearch>) => void;
}) {
  const options = [
    { value: 'none', label: 'No pivot' },
    ...PIVOT_OPTIONS,
    ...labelKeys.map((k) => ({ value: `label:${k}`, label: `Label: ${k}` })),
  ];
  return (
    <>
      <OptionSelect
        label="Pivot by"
        value={pivotSelectValue(search)}
        options={options}
        onChange={(v) => onSearch(pivotPatch(v))}
      />
      {pivotDimension(search) !== null && (
        <OptionSelect
          label="Pivot cells"
          value={search.pivotCellType ?? 'health'}
          options={PIVOT_CELL_TYPES}
          onChange={(v) => onSearch({ pivotCellType: v === 'health' ? undefined : v })}
        />
      )}
    </>
  );
}
