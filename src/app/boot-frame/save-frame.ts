import { lastKnownUser } from '../../lib/access/last-known-user.ts';
import { frameOwnerId } from '../../lib/hosted/active-org.ts';
import { APP_VERSION } from '../../lib/query/app-version.ts';
import { writeFrame } from './frame-record.ts';
import { isScrolled, isSettled } from './settled.ts';

/** The rules of every same-origin stylesheet in the document, in cascade order. */
function stylesInUse(): string {
  const parts: string[] = [];
  for (const sheet of document.styleSheets) {
    const owner = sheet.ownerNode;
    // The frame's own styles while it is shown are a copy of these.
    if (owner instanceof Element && owner.closest('.boot-frame') !== null) continue;
    try {
      parts.push([...sheet.cssRules].map((rule) => rule.cssText).join('\n'));
    } catch {
      // A cross-origin sheet's rules cannot be read; ours are all same-origin.
    }
  }
  return parts.join('\n');
}

/**
 * Keeps the screen as it is now, if it is a finished, unscrolled screen of the confirmed user.
 * Returns whether a frame was kept. After the sign-out wipe there is no confirmed user: nothing
 * is kept, so the signed-out page never holds the last user's screen.
 */
export function saveFrame(container: Element, now = Date.now()): boolean {
  const known = lastKnownUser();
  if (known === null || !isSettled(container) || isScrolled(container)) return false;
  return writeFrame(localStorage, {
    userId: frameOwnerId(known.user.id),
    url: window.location.pathname + window.location.search,
    appVersion: APP_VERSION,
    savedAt: now,
    css: stylesInUse(),
    html: container.innerHTML,
  });
}

/**
 * Keeps the screen whenever the page is left or hidden (a reload, a closed tab, another tab or
 * app in front): the last moments the user saw are what the next start paints first.
 */
export function saveFrameOnLeave(container: Element): void {
  const save = () => {
    saveFrame(container);
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
}
