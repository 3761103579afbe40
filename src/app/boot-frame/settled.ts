// When the console's DOM shows a finished screen: the shell is mounted, the page under it has
// content, and nothing in it is still loading. A frame is kept only in this state, and a kept
// frame gives way to React's tree once React's tree reaches it again.

/** Structural loading states anywhere: the shell's skeleton and busy regions. */
const BUSY = '[aria-busy="true"]';
/** A page still loading its code or its first answer (LoadingBlock, Spinner). */
const PAGE_LOADING = '.mc-loading-block, .mc-spinner';

export function isSettled(container: ParentNode): boolean {
  const main = container.querySelector('#main');
  if (main === null || main.childElementCount === 0) return false;
  return container.querySelector(BUSY) === null && main.querySelector(PAGE_LOADING) === null;
}

/**
 * Whether the window or any element in `container` is scrolled. A scrolled screen is not kept:
 * React starts a page at the top, so the frame would jump when React's tree replaces it (and a
 * virtual list's rows for another offset would sit outside the restored viewport).
 */
export function isScrolled(container: Element): boolean {
  if (window.scrollY !== 0 || window.scrollX !== 0) return true;
  for (const element of container.querySelectorAll('*')) {
    if (element.scrollTop !== 0 || element.scrollLeft !== 0) return true;
  }
  return false;
}
