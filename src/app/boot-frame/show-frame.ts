import { APP_VERSION } from '../../lib/query/app-version.ts';
import { readFrame } from './frame-record.ts';
import { isSettled } from './settled.ts';
import './boot-frame.css';

// A reload paints the kept frame (save-frame.ts) over the page, with its styles, while React
// renders the real screen underneath, then removes it once React's screen is finished. The frame
// is a picture: it is inert and hidden from assistive technology, and any press of a key or
// pointer gives the screen to React at once.

/** React's screen is shown after this long even if it has not finished (an endless load). */
const MAX_FRAME_MS = 3_000;

/** The frame's markup as inert nodes: ids (React's tree uses the same ones), autofocus and inline handlers removed. */
function frameNodes(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      if (name === 'id' || name === 'autofocus' || name.startsWith('on')) element.removeAttribute(name);
    }
  }
  return template.content;
}

/**
 * Paints the kept frame of `userId` (the last confirmed user) and this address over `container`
 * (React's root) until React's screen in `container` is finished. Does nothing without a match.
 */
export function showSavedFrame(container: Element, userId: string): void {
  const url = window.location.pathname + window.location.search;
  const frame = readFrame(localStorage, { userId, url, appVersion: APP_VERSION, now: Date.now() });
  if (frame === null) return;

  const overlay = document.createElement('div');
  overlay.className = 'boot-frame';
  overlay.setAttribute('aria-hidden', 'true');
  overlay.inert = true;
  let done = false;
  // Checked once per frame, not per mutation batch: React's start commits many batches, and the
  // frame can only give way at a paint anyway.
  let checkQueued = false;
  const check = () => {
    checkQueued = false;
    if (isSettled(container) || window.location.pathname + window.location.search !== url) remove();
  };
  const observer = new MutationObserver(() => {
    if (checkQueued || done) return;
    checkQueued = true;
    requestAnimationFrame(check);
  });
  const remove = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('keydown', remove, true);
    window.removeEventListener('pointerdown', remove, true);
    overlay.remove();
  };
  const timer = setTimeout(remove, MAX_FRAME_MS);
  window.addEventListener('keydown', remove, true);
  window.addEventListener('pointerdown', remove, true);
  observer.observe(container, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'class'],
  });

  // The frame's styles come with it: painted at once, not after each chunk's stylesheet loads.
  const style = document.createElement('style');
  style.textContent = frame.css;
  overlay.append(style, frameNodes(frame.html));
  document.body.append(overlay);
}
