import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { disabledRefreshRates, REFRESH_RATES, TIME_RANGES } from '../state/time-range.ts';

export function RefreshRatePicker({ rate, timeRange, onChange }: { rate: string; timeRange: string | undefined; onChange: (v: string) => void }) {
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

export function TimeRangePicker({ value, onChange, label = 'Time range' }: { value: string; onChange: (v: string) => void; label?: string }) {
  return (
    <Select label={label} className="health-toolbar__select" selectedKey={value} onSelectionChange={(key) => onChange(String(key))}>
      {TIME_RANGES.map((r) => (
        <SelectItem key={r.value} id={r.value} textValue={r.label}>
          {r.label}
        </SelectItem>
      ))}
    </Select>
  );
}

export function OptionSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (v: string) => void }) {
  return (
    <Select label={label} className="health-toolbar__select" selectedKey={value} onSelectionChange={(key) => onChange(String(key))}>
      {options.map((o) => (
        <SelectItem key={o.value} id={o.value} textValue={o.label}>
          {o.label}
        </SelectItem>
      ))}
    </Select>
  );
}
