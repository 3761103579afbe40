import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// The checks table scrolls inside the screen and renders only the rows on it (issue 21). When the
// page grew as tall as its list, the virtualizer took every row for visible: all checks were
// rendered, the whole page scrolled, and typing in the search took seconds at 5,000 checks. Counted
// in rows, not timed: at most about a screenful of row elements however many checks there are,
// the last check is still reached by scrolling the table, and the page fits the screen (with a
// check's side panel open too).

const table = (page: Page) => page.getByRole('table', { name: 'Health checks' });
const checkButtons = (page: Page) => table(page).getByRole('rowheader').getByRole('button');

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`the checks table renders about a screenful of rows at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    // Every check listed, grouped (group headers are rows too) and with tabs (the default).
    await signIn(page, 'admin@example.com', undefined, '/health?hidePassing=false');
    await expect(page.getByText(/^\d+ failing$/)).toBeVisible({ timeout: 90_000 });
    await expect(checkButtons(page).first()).toBeVisible({ timeout: 90_000 });

    // Rows are at least 36px high: a screen holds at most height / 36 of them, plus the
    // virtualizer's overscan (12 each side) and the header row.
    const screenful = Math.ceil(viewport.height / 36) + 2 * 12 + 1;
    const listed = Number(await table(page).getAttribute('aria-rowcount'));
    expect(listed, 'the demo estate lists more checks than fit on a screen').toBeGreaterThan(2 * screenful);
    await expect.poll(() => table(page).getByRole('row').count()).toBeLessThanOrEqual(screenful);

    // The page itself does not scroll: the table does.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      viewport.height,
    );
    const lastRow = table(page).locator(`[aria-rowindex="${listed}"]`);
    await expect(lastRow).toHaveCount(0);
    await page.locator('.health-table__scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(lastRow).toBeVisible();
    expect(await table(page).getByRole('row').count()).toBeLessThanOrEqual(screenful);

    // With a check's side panel open beside the list, the page still fits the screen.
    await lastRow.getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/checkId=/);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      viewport.height,
    );
  });
}
