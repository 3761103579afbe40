import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// The health dashboard's views on the demo estate: loading (never 'No data available') during the
// first sync, the pivot table from the toolbar (keyboard), collapsing an engine-counted group, and
// the check detail as a side panel beside a list that stays usable.

const table = (page: Page) => page.getByRole('table', { name: 'Health checks' });
const checkButtons = (page: Page) => table(page).getByRole('rowheader').getByRole('button');

async function openHealth(page: Page, path: string): Promise<void> {
  await signIn(page, 'admin@example.com', undefined, path);
  await expect(page).toHaveURL(/\/health/);
  await expect(page.getByText(/^\d+ failing$/)).toBeVisible({ timeout: 90_000 });
}

test.describe('health views', () => {
  test.setTimeout(180_000);

  test('shows loading, not "No data available", until the first checks sync lands', async ({
    page,
    context,
  }) => {
    // Hold the first pull of the checks back: the page must say it is loading meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/db/check_summary*', async (route) => {
      await held;
      await route.fallback();
    });
    await signIn(page, 'admin@example.com', undefined, '/health?hidePassing=false');
    await expect(page.getByRole('status', { name: 'Loading checks' })).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(1_500);
    await expect(page.getByText('No data available')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading checks' })).toBeVisible();
    // Nothing counted yet: no "0 failing" while the checks are still on their way.
    await expect(page.getByText('… failing', { exact: true })).toBeVisible();
    release();
    await expect(checkButtons(page).first()).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(/^\d+ failing$/)).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('status', { name: 'Loading checks' })).toHaveCount(0);
    await context.unroute('**/db/check_summary*');
  });

  test('pivots the checks by namespace from the toolbar, by keyboard, with the state in the URL', async ({
    page,
  }) => {
    await openHealth(page, '/health?hidePassing=false&groupBy=type');
    await expect(checkButtons(page).first()).toBeVisible({ timeout: 90_000 });

    const pivotBy = page.getByRole('button', { name: /Pivot by/ });
    await pivotBy.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Namespace', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/pivotBy=namespace/);

    const pivot = page.getByRole('table', { name: 'Checks by Type and Namespace' });
    await expect(pivot).toBeVisible();
    await expect(pivot.getByRole('columnheader', { name: 'monitoring', exact: true })).toBeVisible();
    await expect(pivot.getByRole('rowheader', { name: 'dns', exact: true })).toBeVisible();
    // Health cells: dns checks all live in 'default'.
    const dnsRow = pivot
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'dns', exact: true }) });
    await expect(dnsRow).toContainText(/(good|mixed|all bad)\s*\d+\/8/);

    await page.getByRole('button', { name: /Pivot cells/ }).click();
    await page.getByRole('option', { name: 'Uptime', exact: true }).click();
    await expect(page).toHaveURL(/pivotCellType=uptime/);
    await expect(dnsRow).toContainText('%');

    // Reloading keeps the pivot (the address is the state); 'No pivot' returns to the list.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Checks by Type and Namespace' })).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole('button', { name: /Pivot by/ }).click();
    await page.getByRole('option', { name: 'No pivot', exact: true }).click();
    await expect(page).not.toHaveURL(/pivotBy=/);
    await expect(checkButtons(page).first()).toBeVisible();
  });

  test('groups are counted by the engine and collapse', async ({ page }) => {
    await openHealth(page, '/health?hidePassing=false&groupBy=type');
    const dnsGroup = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Collapse dns' }) });
    await expect(dnsGroup).toContainText('8', { timeout: 90_000 });
    await expect(table(page).getByRole('button', { name: 'acme.io A', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Collapse dns' }).click();
    await expect(table(page).getByRole('button', { name: 'acme.io A', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand dns' }).click();
    await expect(table(page).getByRole('button', { name: 'acme.io A', exact: true })).toBeVisible();
    // The label filter's keys are counted in the worker too (a map facet, no rows shipped).
    await expect(page.getByRole('complementary', { name: 'Filters' })).toContainText('tier');
  });

  test('scrolling the list fetches the rows on screen (the first window holds 100)', async ({ page }) => {
    await openHealth(page, '/health?hidePassing=false&groupBy=no-group');
    await expect(checkButtons(page).first()).toBeVisible({ timeout: 90_000 });
    // First rows show while the first sync still streams the rest: count them once it is done.
    await expect(page.getByRole('button', { name: /^Sync status:/ })).toHaveAccessibleName(
      /Sync status: Synced/,
      { timeout: 90_000 },
    );
    const rowCount = Number(await table(page).getAttribute('aria-rowcount'));
    expect(rowCount).toBeGreaterThan(101);
    await table(page)
      .locator('.health-table__scroll')
      .evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const last = table(page).locator(`[aria-rowindex="${rowCount}"]`);
    await expect(last.getByRole('button')).toBeVisible();
    await expect(table(page).locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('the check detail is a side panel: the list stays usable, Escape closes it, focus returns to the row', async ({
    page,
  }) => {
    await openHealth(page, '/health?hidePassing=false&groupBy=no-group');
    await expect(checkButtons(page).nth(1)).toBeVisible({ timeout: 90_000 });
    const first = checkButtons(page).first();
    const second = checkButtons(page).nth(1);
    const secondName = (await second.textContent()) ?? '';

    await first.click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/checkId=/);
    const firstUrl = page.url();

    // The list beside it is neither hidden nor inert: another check opens in the same panel.
    await expect(table(page)).toBeVisible();
    await second.click();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(panel.getByRole('heading', { level: 2 })).toContainText(secondName);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/checkId=/);
    await expect(second).toBeFocused();

    // Keyboard: Enter on a row opens it, focus moves into the panel, its Close button closes it.
    await second.press('Enter');
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(second).toBeFocused();
  });
});
