// A virtual list's overscan, kept small until its first rows are on screen (and a plain list
// drawn in steps). The rows past the visible ones only matter once the user scrolls, yet on a
// first render they are styled, laid out and painted in the same task as the visible ones: at 20
// rows of overscan that doubled the catalogue's first-rows frame, which a busy machine stretched
// past 50 ms (decision 0010).
import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/** Rows drawn beyond the visible ones until the full overscan is adopted. */
export const FIRST_PAINT_OVERSCAN = 2;
/**
 * The rows a keystroke draws in its own frame: as many rows of `rowPx` as `height` holds (the
 * window's height when the list's is not known yet), plus the first overscan.
 */
export function screenfulRows(rowPx: number, height?: number): number {
  const shown = height ?? (typeof window === 'undefined' ? 900 : window.innerHeight);
  return Math.ceil(shown / rowPx) + FIRST_PAINT_OVERSCAN;
}

/**
 * `full` once `shown` (rows are on screen) and the browser had a moment; a small overscan before.
 * A new `answering` (a search's text) starts small again: a keystroke's rows are drawn in its own
 * frame (issue 21), and the rows past the visible ones are drawn after it.
 */
export function useGrowingOverscan(full: number, shown: boolean, answering = ''): number {
  const [grownFor, setGrownFor] = useState<string | null>(null);
  const grown = grownFor === answering;
  useEffect(() => {
    if (!shown || grown) return;
    return whenIdle(() => setGrownFor(answering));
  }, [shown, grown, answering]);
  return grown ? full : Math.min(full, FIRST_PAINT_OVERSCAN);
}

/**
 * How many of `total` items to draw: `first` for each new `key` (a search's text), then `step`
 * more each time the browser is idle. For a list that is not virtual: the keystroke's frame draws
 * what shows at once, and no later task mounts the whole rest at once.
 */
export function useDrawnInSteps(total: number, first: number, step: number, key: string): number {
  const [drawn, setDrawn] = useState({ key, count: first });
  // At least `first`, which may grow for the same key (the rows arrive after the list mounts).
  const count = drawn.key === key ? Math.max(drawn.count, first) : first;
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => setDrawn({ key, count: count + step }));
  }, [count, total, step, key]);
  return Math.min(count, total);
}
