import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { serviceWorkerControls } from './service-worker.ts';

// A server answer on screen is kept on this device even when the network drops and the page is
// reloaded the moment it arrived: the query cache's throttled save runs up to a second behind,
// so the save made as the page is left is the one that counts (Chromium aborts its write with
// the page unless the transaction is committed at once: bench/probes/idb-write-on-leave.ts).

const FIRST = { timeout: 45_000 };
const cachedNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Offline: showing the cached copy of this page from / });

interface ServerRead {
  readonly path: string;
  readonly answer: (page: Page) => Locator;
}

const reads: readonly ServerRead[] = [
  {
    path: '/catalog/changes',
    answer: (page) => page.getByRole('table', { name: 'Config changes' }).locator('tbody tr').first(),
  },
  {
    path: '/catalog/insights',
    answer: (page) => page.getByRole('table', { name: 'Insights' }).locator('tbody tr').first(),
  },
];

test('an answer seen just before the network drops and the page reloads still reads offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@example.com', undefined, '/catalog');
  await serviceWorkerControls(page);

  for (const read of reads) {
    // A fresh page, so the answer below is the first of its kind on it (no save has caught up).
    await page.goto(read.path);
    await expect(read.answer(page)).toBeVisible(FIRST);
    await goOffline(context);
    await page.reload();
    await expect(read.answer(page), `${read.path} after an offline reload`).toBeVisible(FIRST);
    await expect(cachedNote(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await goOnline(context);
  }
});
