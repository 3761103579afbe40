import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// The offline core as a user meets it: the top bar's sync indicator, the pending-writes screen,
// and two tabs sharing one sync leader (the other tab takes over when the leader's tab closes).

const indicator = (page: Page) => page.getByRole('button', { name: /^Sync status:/ });

async function openDetails(page: Page) {
  await indicator(page).click();
  return page.getByRole('dialog', { name: 'Sync details' });
}

test.describe('sync core', () => {
  test.setTimeout(120_000);

  test('the indicator reports synced data and the pending-writes screen is empty', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(indicator(page)).toHaveAccessibleName(/Sync status: Synced/, { timeout: 90_000 });
    const details = await openDetails(page);
    await expect(details).toContainText('Online');
    await expect(details).toContainText('this tab syncs');
    await details.getByRole('link', { name: /Pending writes/ }).click();
    await expect(page.getByRole('heading', { name: 'Pending writes', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No pending writes' })).toBeVisible();
  });

  test('a second tab follows the leader and takes over when the leader tab closes', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin@example.com');
    await expect(indicator(page)).toHaveAccessibleName(/Sync status: Synced/, { timeout: 90_000 });

    const second = await context.newPage();
    await second.goto('/pending-writes');
    await expect(second.getByRole('heading', { name: 'No pending writes' })).toBeVisible();
    await expect(indicator(second)).toHaveAccessibleName(/Sync status: Synced/, { timeout: 30_000 });
    let details = await openDetails(second);
    await expect(details).toContainText('another tab syncs');
    await second.keyboard.press('Escape');

    await page.close();
    details = await openDetails(second);
    await expect(details).toContainText('this tab syncs', { timeout: 5_000 });
    await second.keyboard.press('Escape');
    // The new leader pulls: a refresh goes through and the indicator settles on synced again.
    await expect(indicator(second)).toHaveAccessibleName(/Sync status: Synced/, { timeout: 60_000 });
  });
});
