import { useLayoutEffect, useRef } from 'react';

// Every box's count is read first and written after (in a microtask, still before the frame): a
// write between two rows' reads would make the next read lay the page out again, once per row.
let writes: (() => void)[] = [];
function queueWrite(write: () => void): void {
  if (writes.length === 0)
    queueMicrotask(() => {
      const now = writes;
      writes = [];
      for (const run of now) run();
    });
  writes.push(write);
}

// One observer for every box, so a resize reads all of them before any is written.
const counters = new WeakMap<Element, () => void>();
let observer: ResizeObserver | undefined;
const resizes = () =>
  (observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) counters.get(entry.target)?.();
  }));

/**
 * For a one-line box whose items wrap onto hidden lines (`flex-wrap: wrap` with the height of one
 * line and `overflow: hidden`): writes into the `more` element what `say` makes of how many of the
 * box's children did not fit on the first line ('' when all fit: hide it with `:empty`). So a row
 * can show every chip that fits whole, never a chip cut to a few letters, and say "+N more" for
 * the rest.
 *
 * Counted when `version` changes (new children), before the frame that shows them, and again when
 * the box's size changes. A list row reused for another item (a search's new answer) must not
 * show the previous item's count for a frame; and the count is written straight into the element,
 * not through state, because a state update rendered each row a second time inside the keystroke
 * (health at 5,000 checks: about 6 ms a key).
 */
export function useWrappedCount<E extends HTMLElement, M extends HTMLElement>(
  version: unknown,
  say: (wrapped: number) => string,
): [React.RefObject<E | null>, React.RefObject<M | null>] {
  const ref = useRef<E | null>(null);
  const more = useRef<M | null>(null);
  const sayRef = useRef(say);
  sayRef.current = say;
  useLayoutEffect(() => {
    const box = ref.current;
    if (box === null) return;
    const count = () => {
      const items = [...box.children] as HTMLElement[];
      const firstTop = items[0]?.offsetTop ?? 0;
      const wrapped = items.filter((item) => item.offsetTop > firstTop).length;
      const text = wrapped > 0 ? sayRef.current(wrapped) : '';
      queueWrite(() => {
        if (more.current !== null && more.current.textContent !== text) more.current.textContent = text;
      });
    };
    // This reads the layout the frame needs anyway; the observer's first call finds the same count.
    count();
    counters.set(box, count);
    resizes().observe(box);
    return () => {
      counters.delete(box);
      resizes().unobserve(box);
    };
  }, [version]);
  return [ref, more];
}
