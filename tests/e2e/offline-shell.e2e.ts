import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { readPersisted } from './persisted-cache.ts';
import { serviceWorkerControls } from './service-worker.ts';

// Offline start (brief: "the app shell and the last synced data load with no network"): sign in
// online, let the service worker take control and the answers persist, then cut the network for
// the page AND the service worker (setOffline does not cover the worker's own fetches), reload,
// and use the console; then reconnect.

/** Resolves once the persisted query cache holds the answers the shell needs to start. */
async function waitForPersistedShellAnswers(page: Page): Promise<void> {
  await expect
    .poll(() => readPersisted(page), { timeout: 15_000 })
    .toMatch(/"properties"[\s\S]*"whoami"|"whoami"[\s\S]*"properties"/);
}

test('signed in once, the console starts offline from the precache and the last known user, and recovers online', async ({
  page,
  context,
}) => {
  // Installing the service worker precaches the whole build (sync worker included): allow time.
  test.setTimeout(90_000);
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/health$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await serviceWorkerControls(page);
  await waitForPersistedShellAnswers(page);

  await goOffline(context);
  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(page).toHaveURL(/\/health$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline — showing data saved on this device' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();
  // The notice sits beside the sidebar, not over its collapse button: both widths take a real click.
  await nav.getByRole('button', { name: 'Collapse sidebar' }).click();
  await nav.getByRole('button', { name: 'Expand sidebar' }).click();

  // Client-side navigation between areas works with no network.
  await nav.getByRole('link', { name: 'Incidents', exact: true }).click();
  await expect(page).toHaveURL(/\/incidents$/);
  await expect(page.getByRole('heading', { name: 'Incidents', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Playbooks', exact: true }).click();
  await expect(page).toHaveURL(/\/playbooks$/);
  await expect(page.getByRole('heading', { name: 'Playbooks', level: 1 })).toBeVisible();

  // Back online: the user is confirmed again and the notice goes away, still signed in.
  await goOnline(context);
  await expect(page.getByText('Offline — showing data saved on this device')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.reload();
  await expect(nav).toBeVisible();
  await expect(page).toHaveURL(/\/playbooks$/);
});

test('with the backend down but the network up, the console opens offline and recovers by itself', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/health$/);
  await waitForPersistedShellAnswers(page);

  // The browser stays online (no `online` event will come): only the backend refuses connections.
  const backend = /\/api\//;
  await context.route(backend, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Offline — showing data saved on this device' });
  await expect(notice).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  // The backend is back: the user is confirmed again within seconds, with nothing pressed.
  await context.unroute(backend);
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();
});

test('signing out wipes the persisted answers and the last known user', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'viewer@example.com');
  await expect(page).toHaveURL(/\/health$/);
  await waitForPersistedShellAnswers(page);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The wipe waits up to 3 s for each database another connection holds open, and the logout
  // request may wait behind the first sync's reads on the embedded database (see shell.e2e.ts).
  await expect(page).toHaveURL(/\/login/, { timeout: 45_000 });
  // The sign-in page opens the (now empty) query cache again; nothing of the viewer is in it.
  expect(await readPersisted(page)).not.toContain('whoami');
  expect(await page.evaluate(() => localStorage.getItem('mc.whoami.last-known'))).toBeNull();
});
