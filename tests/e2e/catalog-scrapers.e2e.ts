import { expect, test } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// A fresh estate: the first reads share the embedded database with the initial sync, so they get time.
test.setTimeout(120_000);
const FIRST = { timeout: 45_000 };

test('scrapers: list, then a scraper with its Spec and Job History tabs', async ({ page }) => {
  await signIn(page, 'admin@example.com', undefined, '/catalog/scrapers');
  await page.waitForURL((u) => u.pathname === '/catalog/scrapers');
  const grid = page.getByRole('grid', { name: 'Scrapers' });
  const row = grid.getByRole('row').filter({ hasText: 'aws-acme-prod' });
  await expect(row).toBeVisible(FIRST);
  await expect(row).toContainText('AWS');
  await row.click();
  await expect(page).toHaveURL(/\/catalog\/scrapers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'aws-acme-prod' })).toBeVisible();
  // The AWS form edits its fields; the whole spec is on the Code tab.
  await page.getByRole('tab', { name: 'Code' }).click();
  await expect(page.getByRole('textbox', { name: 'Spec' })).toContainText('cloudtrail');
  await page.getByRole('tab', { name: 'Job History' }).click();
  await expect(page.getByRole('grid', { name: 'Job history' })).toBeVisible();
  await page.getByRole('link', { name: 'Scrapers' }).first().click();
  await expect(page).toHaveURL(/\/catalog\/scrapers$/);
});
