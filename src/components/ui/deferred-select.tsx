// A Select whose react-aria machinery mounts only when the user reaches for it.
// Why: a react-aria Select builds its collection during React's commit and then re-renders
// synchronously, on mount and whenever its items change. On the catalogue this was a part of the
// page's first commit, and during a cold sync (whose every page changes the type counts) a
// rebuild per page, for a list nobody had opened (decision 0009). Until then the same label and
// button are drawn as plain markup. Pointing at the button or focusing it mounts the real Select
// (focus carries over); pressing it, or Enter, Space or an arrow key on it, mounts it open. So the
// first press is never lost.
import { useId, useState, type KeyboardEvent } from 'react';
import { Select, type SelectProps } from './select.tsx';

interface DeferredSelectProps<T extends object> extends SelectProps<T> {
  /** The selected option's text, drawn until the Select mounts. */
  readonly valueText: string;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** How the real Select mounts; each step only ever moves right (a focus after a press keeps it open). */
type Mount = 'none' | 'closed' | 'focused' | 'open';
const MOUNTS: readonly Mount[] = ['none', 'closed', 'focused', 'open'];
const atLeast = (next: Mount) => (current: Mount) =>
  MOUNTS.indexOf(current) >= MOUNTS.indexOf(next) ? current : next;

export function DeferredSelect<T extends object>({ valueText, ...props }: DeferredSelectProps<T>) {
  const [mount, setMount] = useState<Mount>('none');
  const labelId = useId();
  const valueId = useId();

  if (mount !== 'none') {
    return (
      <Select
        {...props}
        {...(mount === 'open' ? { defaultOpen: true } : {})}
        {...(mount === 'closed' ? {} : { autoFocus: true })}
      />
    );
  }

  const open = () => setMount(atLeast('open'));
  return (
    <div
      className={['mc-field', 'mc-select', typeof props.className === 'string' ? props.className : undefined]
        .filter(Boolean)
        .join(' ')}
    >
      {props.label !== undefined && (
        <span className="mc-field__label" id={labelId}>
          {props.label}
        </span>
      )}
      <button
        type="button"
        className="mc-input mc-select__button"
        aria-haspopup="listbox"
        aria-expanded="false"
        // Named as react-aria names the Select's button: the value, then the label.
        aria-labelledby={props.label === undefined ? undefined : `${valueId} ${labelId}`}
        aria-label={props['aria-label']}
        disabled={props.isDisabled}
        onPointerEnter={() => setMount(atLeast('closed'))}
        onFocus={() => setMount(atLeast('focused'))}
        // react-aria's Select opens on a mouse press's start; a touch may also land here first.
        onPointerDown={open}
        onClick={open}
        onKeyDown={(e: KeyboardEvent) => {
          if (!OPENING_KEYS.has(e.key)) return;
          e.preventDefault();
          open();
        }}
      >
        <span className="mc-select__value" id={valueId}>
          {valueText}
        </span>
        <svg className="mc-select__chevron" viewBox="0 0 12 12" aria-hidden="true">
          <path d="m3 4.5 3 3 3-3" />
        </svg>
      </button>
    </div>
  );
}
