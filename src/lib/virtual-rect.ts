// @tanstack/react-virtual options that let a virtualizer mount without a forced layout.
// As it mounts, inside React's commit, the library reads the scroll area's clientWidth/Height and
// scrolls it to its initial offset; each of those made the browser lay out the whole page
// synchronously on a page's first render, so the commit and the page's first layout ran as one
// long task (decision 0009). Here the size comes from a ResizeObserver, whose first callback runs
// after the browser's own layout (until then `viewportRect()`, a window-sized guess read without
// layout that errs on the side of a few rows too many), and the first scroll to 0 of a fresh
// scroll area, already at 0, is skipped.
import { elementScroll, type Rect, type VirtualizerOptions, type Virtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';

function observeRectAfterLayout<S extends Element, I extends Element>(
  instance: Virtualizer<S, I>,
  cb: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (element === null) return undefined;
  const observer = new ResizeObserver(() => {
    cb({ width: Math.round(element.clientWidth), height: Math.round(element.clientHeight) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** A first guess of a scroll area's size: the window's, read without layout. */
function viewportRect(): Rect {
  return { width: window.innerWidth, height: window.innerHeight };
}

const writtenTo = new WeakSet<Element>();

/** The library's element scroll, except the mount-time scroll of a new scroll area to 0. */
function scrollAfterLayout<S extends Element, I extends Element>(
  ...[offset, options, instance]: Parameters<VirtualizerOptions<S, I>['scrollToFn']>
): void {
  const element = instance.scrollElement;
  if (element !== null && !writtenTo.has(element)) {
    writtenTo.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}

type AfterLayoutOptions<S extends Element, I extends Element> = Pick<
  VirtualizerOptions<S, I>,
  'initialRect' | 'observeElementRect' | 'scrollToFn'
>;

/** Spread into `useVirtualizer`'s options; the window is read once per mount (the library reads `initialRect` only then). */
export function useVirtualizerAfterLayout<S extends Element, I extends Element>(): AfterLayoutOptions<S, I> {
  const [options] = useState<AfterLayoutOptions<S, I>>(() => ({
    initialRect: viewportRect(),
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollAfterLayout,
  }));
  return options;
}

/** The virtualizer itself, for lists that pass it `useVirtualizerAfterLayout()`'s options. */
export { useVirtualizer } from '@tanstack/react-virtual';
