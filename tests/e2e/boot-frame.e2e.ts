import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// A reload paints the screen the user last saw before React has rendered anything (the kept
// frame, src/app/boot-frame), then gives the screen to React once React's page is finished.
// The page's code is held back here, so React cannot show the rows by itself.

const list = (page: Page) => page.getByRole('table', { name: 'Catalog items' });
const indicator = (page: Page) => page.getByRole('button', { name: /^Sync status:/ });
const frame = (page: Page) => page.locator('.boot-frame');
const podsUrl = '/catalog?configType=Kubernetes%3A%3APod';

// Playwright cannot hold back a request the service worker answers from its cache.
test.use({ serviceWorkers: 'block' });

/** Holds the catalogue pages' chunk until the returned function is called. */
async function holdPageCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/pages-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a reload paints the last screen at once and hands it to React when React has the page', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin@example.com', undefined, podsUrl);
  await expect(indicator(page)).toHaveAccessibleName(/Sync status: Synced/, { timeout: 90_000 });
  // textContent, not innerText: a long name is drawn in two parts (head cut, tail kept) that
  // innerText would split with a line break.
  const firstName = (
    (await list(page).getByRole('row').nth(1).getByRole('link').first().textContent()) ?? ''
  ).trim();

  const release = await holdPageCode(page);
  await page.reload();
  // The kept frame shows the rows while React's page cannot render (its code is held back).
  await expect(frame(page).getByText(firstName, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(frame(page)).toHaveAttribute('aria-hidden', 'true');
  expect(await frame(page).evaluate((element) => (element as HTMLElement).inert)).toBe(true);
  await expect(list(page)).toHaveCount(0);

  release();
  await expect(list(page).getByRole('row').nth(1)).toContainText(firstName, { timeout: 30_000 });
  await expect(frame(page)).toHaveCount(0);
  // React's rows take input: the first one opens its item.
  await list(page).getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/catalog\/[0-9a-f-]+/);
});

test('a key pressed over the kept frame reaches React at once; signing out leaves no frame', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin@example.com', undefined, podsUrl);
  await expect(list(page).getByRole('row').nth(1)).toContainText('Kubernetes::Pod', { timeout: 90_000 });

  const release = await holdPageCode(page);
  await page.reload();
  await expect(frame(page)).toHaveCount(1, { timeout: 15_000 });
  await page.keyboard.press('Tab');
  // At once, not at the frame's 3 s limit.
  await expect(frame(page)).toHaveCount(0, { timeout: 1_000 });
  release();
  await expect(list(page).getByRole('row').nth(1)).toContainText('Kubernetes::Pod', { timeout: 30_000 });

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 45_000 });
  // The wipe cleared web storage, and the signed-out page kept nothing on its way out.
  expect(await page.evaluate(() => localStorage.getItem('mc.boot-frame'))).toBeNull();
});
