import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// A reload paints the last rows from local data at once: the page reads the stored answer of its
// query itself, so it does not wait for the sync worker to download, start and load the store.
// The worker's script is held back here to prove the rows come without it.

const list = (page: Page) => page.getByRole('table', { name: 'Catalog items' });
const indicator = (page: Page) => page.getByRole('button', { name: /^Sync status:/ });
const podsUrl = '/catalog?configType=Kubernetes%3A%3APod';

// Playwright cannot hold back a request the service worker answers from its cache.
test.use({ serviceWorkers: 'block' });

test('a reload shows the last rows before the sync worker has started', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin@example.com', undefined, podsUrl);
  await expect(indicator(page)).toHaveAccessibleName(/Sync status: Synced/, { timeout: 90_000 });
  const firstRow = list(page).getByRole('row').nth(1);
  await expect(firstRow).toContainText('Kubernetes::Pod', { timeout: 30_000 });
  // The worker keeps each open query's answer, written a second after it changed. The list's last
  // answer of the first sync may render just after the indicator says Synced (the first-screen
  // rows come first): the row compared is the one shown once both have settled.
  await page.waitForTimeout(2_500);
  // textContent: a long name is drawn in two parts that innerText would split with a line break.
  const firstName = ((await firstRow.getByRole('link').first().textContent()) ?? '').trim();

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let workerRequested = false;
  await page.route(/\/assets\/sync\.worker-[^/]+\.js$/, async (route) => {
    workerRequested = true;
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(list(page).getByRole('row').nth(1)).toContainText(firstName, { timeout: 15_000 });
  expect(workerRequested).toBe(true);
  await expect(indicator(page)).not.toHaveAccessibleName(/Sync status: Synced/);

  release();
  await expect(indicator(page)).toHaveAccessibleName(/Sync status: Synced/, { timeout: 60_000 });
  await expect(list(page).getByRole('row').nth(1)).toContainText(firstName);
});
