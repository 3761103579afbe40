import { useLayoutEffect, useRef } from 'react';

/** A row a virtual list draws with its data: where it sits, and what it shows. */
export interface DrawnRow<R> {
  readonly index: number;
  readonly start: number;
  readonly row: R;
}

/**
 * The rows a virtual list drew before that it does not draw now, and that `keep` still wants
 * mounted: the list renders them hidden, as they were, instead of unmounting them.
 *
 * Why: a keystroke draws a small window (the rows on screen, useGrowingOverscan) and the overscan
 * grows back when the browser is idle. Unmounting the overscan's rows inside every keystroke and
 * mounting them again after it cost the catalogue about 2 ms of each key's task (removeChild, and
 * React's deletions), and the idle remount competed with the next key. Kept, they are updated in
 * place once the window grows again. A row whose new data has not arrived stays kept too, rather
 * than being swapped for a placeholder and back.
 *
 * The caller keeps them out of sight (they lie outside the rows on screen, and are hidden so a
 * scroll never shows a previous answer), out of the accessibility tree and out of the tab order.
 */
export function useKeptRows<R>(
  drawn: readonly DrawnRow<R>[],
  keep: (index: number) => boolean,
): DrawnRow<R>[] {
  const last = useRef<ReadonlyMap<number, DrawnRow<R>>>(new Map());
  const drawnAt = new Set(drawn.map((d) => d.index));
  const kept = [...last.current.values()].filter((d) => !drawnAt.has(d.index) && keep(d.index));
  // What this render put on the page, once it is committed: the next render keeps from it.
  useLayoutEffect(() => {
    last.current = new Map([...drawn, ...kept].map((d) => [d.index, d]));
  });
  return kept;
}
