// Work that can wait until the browser is idle: after the frame that a keystroke or a first
// render must paint, never inside it.
import { useEffect, useState } from 'react';

/** Idle work runs at the latest this long after it was asked for. */
export const IDLE_TIMEOUT_MS = 500;

/** Runs `fn` when the browser is idle (or after IDLE_TIMEOUT_MS); returns a cancel, for an effect. */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 0);
  return () => clearTimeout(id);
}

/**
 * `value`, or once it becomes undefined, the last defined value until the browser is idle. For a
 * view that goes away at a keystroke: it is hidden in the keystroke's frame and removed after it
 * (removing a large subtree took a few ms of the frame).
 */
export function useKeptUntilIdle<T>(value: T | undefined): T | undefined {
  const [kept, setKept] = useState(value);
  // Adopted during the render (not in an effect), so a shown value never costs a second render.
  if (value !== undefined && value !== kept) setKept(value);
  const leaving = value === undefined && kept !== undefined;
  useEffect(() => (leaving ? whenIdle(() => setKept(undefined)) : undefined), [leaving]);
  return value ?? kept;
}
