import { useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { Button } from '../button.tsx';
import { formatInstant } from './time-range.ts';
import type { AbsoluteRange } from './recent-ranges.ts';

/** `datetime-local` value → ISO instant in the viewer's zone; null when empty or malformed. */
export function localInputToInstant(value: string): string | null {
  if (value.trim() === '') return null;
  try {
    return Temporal.PlainDateTime.from(value)
      .toZonedDateTime(Temporal.Now.timeZoneId())
      .toInstant()
      .toString();
  } catch {
    return null;
  }
}

function instantToLocalInput(iso: string | undefined): string {
  if (iso === undefined) return '';
  try {
    return Temporal.Instant.from(iso)
      .toZonedDateTimeISO(Temporal.Now.timeZoneId())
      .toPlainDateTime()
      .toString({ smallestUnit: 'minute' });
  } catch {
    return '';
  }
}

export interface AbsoluteRangeFormProps {
  initial?: AbsoluteRange | undefined;
  recent: readonly AbsoluteRange[];
  onApply: (range: AbsoluteRange) => void;
}

/** From/To inputs; Apply stays disabled until both ends are set and From is not after To. */
export function AbsoluteRangeForm({ initial, recent, onApply }: AbsoluteRangeFormProps) {
  const [from, setFrom] = useState(() => instantToLocalInput(initial?.from));
  const [to, setTo] = useState(() => instantToLocalInput(initial?.to));
  const fromIso = localInputToInstant(from);
  const toIso = localInputToInstant(to);
  const ordered =
    fromIso !== null &&
    toIso !== null &&
    Temporal.Instant.compare(Temporal.Instant.from(fromIso), Temporal.Instant.from(toIso)) <= 0;
  return (
    <form
      className="mc-trp__absolute"
      onSubmit={(e) => {
        e.preventDefault();
        if (fromIso !== null && toIso !== null && ordered)
          onApply({ type: 'absolute', from: fromIso, to: toIso });
      }}
    >
      <h3 className="mc-trp__heading">Absolute time range</h3>
      <label className="mc-trp__field">
        <span>From</span>
        <input
          className="mc-input"
          type="datetime-local"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
      </label>
      <label className="mc-trp__field">
        <span>To</span>
        <input
          className="mc-input"
          type="datetime-local"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </label>
      {fromIso !== null && toIso !== null && !ordered && (
        <p className="mc-trp__error" role="alert">
          From must be before To
        </p>
      )}
      <Button type="submit" variant="primary" size="sm" isDisabled={!ordered}>
        Apply time range
      </Button>
      {recent.length > 0 && (
        <>
          <h3 className="mc-trp__heading">Recently used absolute time ranges</h3>
          <ul className="mc-trp__list">
            {recent.map((r) => (
              <li key={`${r.from}-${r.to}`}>
                <button type="button" className="mc-trp__option" onClick={() => onApply(r)}>
                  {formatInstant(r.from)} to {formatInstant(r.to)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </form>
  );
}
