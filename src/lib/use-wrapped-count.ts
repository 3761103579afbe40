import { useLayoutEffect, useRef, useState } from 'react';

/**
 * For a one-line box whose items wrap onto hidden lines (`flex-wrap: wrap` with the height of one
 * line and `overflow: hidden`): how many of its children did not fit on the first line. So a row
 * can show every chip that fits whole, never a chip cut to a few letters, and say "+N more" for
 * the rest. Counted when `version` changes (new children), before the frame that shows them, and
 * again in a ResizeObserver callback when the box's size changes.
 */
export function useWrappedCount<E extends HTMLElement>(
  version: unknown,
): [React.RefObject<E | null>, number] {
  const ref = useRef<E | null>(null);
  const [wrapped, setWrapped] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box === null) return;
    const count = () => {
      const items = [...box.children] as HTMLElement[];
      const firstTop = items[0]?.offsetTop ?? 0;
      setWrapped(items.filter((item) => item.offsetTop > firstTop).length);
    };
    // Now, not after the next layout: a list row reused for another item (a search's new answer)
    // would otherwise show the previous item's "+N more" for a frame. This reads a layout the
    // frame needs anyway; the ResizeObserver's first call then finds the same count.
    count();
    const observer = new ResizeObserver(count);
    observer.observe(box);
    return () => observer.disconnect();
  }, [version]);
  return [ref, wrapped];
}
