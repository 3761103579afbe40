import type { Page } from '@playwright/test';

// Journeys that go offline first need the service worker in control of the page. Its first
// install precaches the whole console, which took over 60 s once on a busy CI machine, and an
// install that fails (a precache fetch cut short) is only retried when a page registers the
// worker again. So: wait for an active worker and its claim, and reload the page (which
// registers it again) whenever a round passes without one.

const ROUND_MS = 30_000;

/** Resolves once the service worker controls `page`; reloads it between rounds without one. */
export async function serviceWorkerControls(page: Page, timeout = 120_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const controlled = await page
      .evaluate(async (roundMs) => {
        const sw = navigator.serviceWorker;
        if (sw.controller !== null) return true;
        const timer = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
        const active = await Promise.race([sw.ready.then(() => true), timer(roundMs)]);
        if (!active) return false;
        // clientsClaim: the controller follows activation, announced by 'controllerchange'.
        const claimed = new Promise<true>((resolve) =>
          sw.addEventListener('controllerchange', () => resolve(true), { once: true }),
        );
        if (sw.controller !== null) return true;
        return Promise.race([claimed, timer(5_000)]);
      }, ROUND_MS)
      .catch(() => false); // the page navigated under the check: look again
    if (controlled) return;
    if (Date.now() > deadline) throw new Error('The service worker did not take control of the page');
    await page.reload().catch(() => undefined);
  }
}
