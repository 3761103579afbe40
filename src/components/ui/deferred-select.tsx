// A Select whose react-aria machinery mounts one task after the page's first commit.
// Why: a react-aria Select builds its collection during the commit and then re-renders
// synchronously, which made the catalogue's first commit one long task on a cold start (decision
// 0009). Until it mounts, the same label and button are drawn as plain markup; pressing that
// button (or Enter/Space/arrows on it) mounts the real Select at once, open, so nothing is lost.
import { startTransition, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Select, type SelectProps } from './select.tsx';

interface DeferredSelectProps<T extends object> extends SelectProps<T> {
  /** The selected option's text, drawn until the Select mounts. */
  readonly valueText: string;
  /** Which of the page's deferred selects this is: each mounts in a task of its own. */
  readonly order?: number;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function DeferredSelect<T extends object>({ valueText, order = 0, ...props }: DeferredSelectProps<T>) {
  const [mounted, setMounted] = useState(false);
  const [openAtMount, setOpenAtMount] = useState(false);
  // Focus on the drawn button carries over to the real one (tabbed to before the mount).
  const [focused, setFocused] = useState(false);
  const labelId = useId();
  const valueId = useId();
  useEffect(() => {
    if (mounted) return;
    // After the next frame has painted, then one task per earlier deferred select.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setMounted(true)), 16 * order);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [mounted, order]);

  if (mounted) {
    return <Select {...props} {...(openAtMount ? { defaultOpen: true } : {})} {...(openAtMount || focused ? { autoFocus: true } : {})} />;
  }

  const openNow = () => {
    setOpenAtMount(true);
    setMounted(true);
  };
  return (
    <div className={['mc-field', 'mc-select', typeof props.className === 'string' ? props.className : undefined].filter(Boolean).join(' ')}>
      {props.label !== undefined && <span className="mc-field__label" id={labelId}>{props.label}</span>}
      <button
        type="button"
        className="mc-input mc-select__button"
        aria-haspopup="listbox"
        aria-expanded="false"
        // Named as react-aria names the Select's button: the value, then the label.
        aria-labelledby={props.label === undefined ? undefined : `${valueId} ${labelId}`}
        aria-label={props['aria-label']}
        disabled={props.isDisabled}
        onClick={openNow}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={(e: KeyboardEvent) => {
          if (!OPENING_KEYS.has(e.key)) return;
          e.preventDefault();
          openNow();
        }}
      >
        <span className="mc-select__value" id={valueId}>{valueText}</span>
        <svg className="mc-select__chevron" viewBox="0 0 12 12" aria-hidden="true"><path d="m3 4.5 3 3 3-3" /></svg>
      </button>
    </div>
  );
}
