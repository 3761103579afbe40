import type { BrowserContext, Disposable } from '@playwright/test';

// Offline for the page and its service worker: setOffline does not cover the worker's own fetches.
//
// Debian's Chromium 150 (under Playwright 1.65) starts a document loaded while the context is
// offline (a reload answered by the service worker) with `navigator.onLine` true and sends no
// `offline` event, unlike a device that lost its network. Until goOnline, every new document
// therefore reads `navigator.onLine` false, as it would on a real offline device.

const offlineDocuments = new WeakMap<BrowserContext, Disposable>();

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  );
  offlineDocuments.set(
    context,
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    }),
  );
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await offlineDocuments.get(context)?.dispose();
  offlineDocuments.delete(context);
  await context.unroute('**/*');
  await context.setOffline(false);
  // Documents started offline: the browser's own state was online all along, so it sends no
  // `online` event; drop the stand-in and send the event a reconnecting device would.
  for (const page of context.pages()) {
    await page
      .evaluate(() => {
        if (Object.getOwnPropertyDescriptor(navigator, 'onLine') === undefined) return;
        Reflect.deleteProperty(navigator, 'onLine');
        window.dispatchEvent(new Event('online'));
      })
      .catch(() => undefined); // a page closing or navigating has nothing to tell
  }
}
