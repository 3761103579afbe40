import { expect, test } from '@playwright/test';

// The served console on a fresh visit: no session, so every path ends on the sign-in page with
// the place the user asked for kept in return_to.

test('the served console opens on the sign-in page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  await expect(page).toHaveTitle(/Mission Control/);
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(errors).toEqual([]);
});

test('a deep link is answered by the console (SPA fallback) and kept for after sign-in', async ({ page }) => {
  const response = await page.goto('/catalog/some-item?selected=3');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('return_to')).toContain('/catalog/some-item');
});
