import { useState } from 'react';
import { Dialog, DialogTrigger } from 'react-aria-components';
import { Button } from '../button.tsx';
import { Icon } from '../icons.tsx';
import { Popover } from '../popover.tsx';
import { AbsoluteRangeForm } from './absolute-range-form.tsx';
import { readRecentRanges, rememberRange, type AbsoluteRange } from './recent-ranges.ts';
import {
  QUICK_RANGES,
  RELATIVE_RANGES,
  relativeLabel,
  sameTimeRange,
  timeRangeLabel,
  type TimeRange,
} from './time-range.ts';
import './time-range-picker.css';

export interface TimeRangePickerProps {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
  /** Accessible name of the trigger; default "Time range". */
  label?: string;
}

/**
 * A button showing the current range that opens a panel with absolute (From/To, the 4 most
 * recent remembered), quick (calendar-named) and relative ranges. Generic: no data access.
 */
export function TimeRangePicker({ value, onChange, label = 'Time range' }: TimeRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<AbsoluteRange[]>(() => readRecentRanges());
  const choose = (range: TimeRange) => {
    if (range.type === 'absolute') setRecent(rememberRange(range));
    onChange(range);
    setOpen(false);
  };
  const option = (range: TimeRange, text: string) => (
    <li key={text}>
      <button
        type="button"
        className="mc-trp__option"
        aria-pressed={sameTimeRange(range, value)}
        onClick={() => choose(range)}
      >
        {text}
      </button>
    </li>
  );
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button size="sm" aria-label={`${label}: ${timeRangeLabel(value)}`}>
        <Icon name="clock" size={14} /> {timeRangeLabel(value)}
      </Button>
      <Popover placement="bottom end" className="mc-trp-popover">
        <Dialog className="mc-trp" aria-label={label}>
          <AbsoluteRangeForm
            initial={value.type === 'absolute' ? value : undefined}
            recent={recent}
            onApply={choose}
          />
          <section className="mc-trp__column" aria-label="Quick ranges">
            <h3 className="mc-trp__heading">Quick ranges</h3>
            <ul className="mc-trp__list">
              {QUICK_RANGES.map((q) => option({ type: 'mapped', id: q.id }, q.label))}
            </ul>
          </section>
          <section className="mc-trp__column" aria-label="Relative ranges">
            <h3 className="mc-trp__heading">Relative</h3>
            <ul className="mc-trp__list">
              {RELATIVE_RANGES.map((r) => option({ type: 'relative', range: r }, relativeLabel(r)))}
            </ul>
          </section>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
