import { expect, test } from '@playwright/test';

test('the served console opens and reaches its backend', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page).toHaveTitle(/Mission Control/);
  await expect(page.getByRole('heading', { name: 'Mission Control', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Connected');
  expect(errors).toEqual([]);
});

test('a deep link is answered by the console (SPA fallback), not a 404', async ({ page }) => {
  const response = await page.goto('/catalog/some-item?selected=3');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { name: 'Mission Control', level: 1 })).toBeVisible();
});
