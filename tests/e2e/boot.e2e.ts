import { expect, test, type Route } from '@playwright/test';

// How the console starts (src/app/main.tsx, start-app.tsx): a placeholder while its code loads in
// stages, and, when a stage's code cannot be loaded, a message that says so with a way to retry.

const secondStage = /\/assets\/start-app-[\w-]+\.js$/;

test('the page says the console is loading until the console is there', async ({ page }) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(secondStage, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByRole('status').filter({ hasText: 'Loading Mission Control…' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  await expect(page.getByText('Loading Mission Control…')).toHaveCount(0);
});

test('code that fails to load is explained, and Reload starts the console', async ({ page }) => {
  await page.route(secondStage, (route) => route.abort('connectionreset'));
  await page.goto('/login');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'The console could not start' })).toBeVisible();
  await expect(alert).toContainText(
    'Part of its code did not load. Check the connection, then reload the page.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Loading Mission Control…' })).toHaveCount(0);

  await page.unroute(secondStage);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
});
