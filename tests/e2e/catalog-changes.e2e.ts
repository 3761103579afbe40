import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// A fresh estate: the first reads share the embedded database with the initial sync, so they get time.
test.setTimeout(120_000);
const FIRST = { timeout: 45_000 };

async function open(page: Page, path: string): Promise<void> {
  await signIn(page, 'admin@example.com', undefined, path);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  if (!page.url().includes(path.split('?')[0] ?? path)) await page.goto(path);
}

test('catalog changes: filters, chips, include on hover, details dialog and the time-range picker', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await open(page, '/catalog/changes');
  const table = page.getByRole('table', { name: 'Config changes' });
  await expect(table.locator('tbody tr').first()).toBeVisible(FIRST);
  await expect(page.getByText(/of [\d,]+ changes/)).toBeVisible();

  // Severity is a tri-state multi-select: two included values → URL list, chips, only those rows;
  // a chip's remove button drops one value.
  await page
    .getByRole('group', { name: 'Change filters' })
    .getByRole('button', { name: /^Severity/ })
    .click();
  const severities = page.getByRole('dialog', { name: 'Severity filter' });
  await severities.getByRole('button', { name: 'Include critical' }).click();
  await severities.getByRole('button', { name: 'Include high' }).click();
  await expect(page).toHaveURL(/severity=critical(%2C|,)high/);
  await page.keyboard.press('Escape');
  await expect(page.getByText('Severity = critical')).toBeVisible();
  await expect(page.getByText('Severity = high')).toBeVisible();
  const severityOf = (row: 'first' | 'last') =>
    table.locator('tbody tr')[row]().locator('td').nth(2).locator('.mc-badge').first();
  await expect(severityOf('first')).toHaveText(/^(critical|high)$/, FIRST);
  await expect(severityOf('last')).toHaveText(/^(critical|high)$/);
  await page.getByRole('button', { name: 'Remove filter Severity = critical' }).click();
  await expect(page).toHaveURL(/severity=high(&|$)/);
  await expect(severityOf('first')).toHaveText('high', FIRST);
  await expect(severityOf('last')).toHaveText('high');

  // Change Type: one value excluded in the filter → "!value" in the URL and a '≠' chip; leaving
  // the screen and coming Back restores both filters from the URL.
  await page
    .getByRole('group', { name: 'Change filters' })
    .getByRole('button', { name: /^Change Type/ })
    .click();
  const changeTypes = page.getByRole('dialog', { name: 'Change Type filter' });
  const exclude = changeTypes.getByRole('button', { name: /^Exclude / }).first();
  await expect(exclude).toBeVisible(FIRST);
  const excluded = ((await exclude.getAttribute('aria-label')) ?? '').replace('Exclude ', '');
  await exclude.click();
  await expect(exclude).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/changeType=(%21|!)/);
  await page
    .getByRole('navigation', { name: 'Catalog sections' })
    .getByRole('link', { name: 'Insights' })
    .click();
  await expect(page).toHaveURL(/\/catalog\/insights/);
  await page.goBack();
  await expect(page.getByText(`Change Type ≠ ${excluded}`)).toBeVisible(FIRST);
  await expect(page.getByText('Severity = high')).toBeVisible();
  await page.getByRole('button', { name: `Remove filter Change Type ≠ ${excluded}` }).click();
  await page.getByRole('button', { name: 'Remove filter Severity = high' }).click();
  await expect(page).not.toHaveURL(/severity=|changeType=/);

  // Include a change type from a row's cell (icons appear on hover).
  const typeCell = table.locator('tbody tr').first().locator('td').nth(2);
  await typeCell.hover();
  const include = typeCell.getByRole('button', { name: /^Include / });
  const name = ((await include.getAttribute('aria-label')) ?? '').replace('Include ', '');
  await include.click();
  await expect(page).toHaveURL(/changeType=/);
  await expect(page.getByText(`Change Type = ${name}`)).toBeVisible();
  await expect(table.locator('tbody tr').first().locator('td').nth(2)).toContainText(name, FIRST);
  await expect(table.locator('tbody tr').last().locator('td').nth(2)).toContainText(name, FIRST);

  // A row opens the change details dialog.
  // Click the time cell: the row's middle holds include/exclude buttons that appear on hover.
  await table.locator('tbody tr').first().locator('td').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Last Seen')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // Time range: absolute needs both ends; it is remembered; quick and relative ranges go to the URL.
  await page.getByRole('button', { name: 'Time range: Last 2 days' }).click();
  const picker = page.getByRole('dialog', { name: 'Time range' });
  const apply = picker.getByRole('button', { name: 'Apply time range' });
  await expect(apply).toBeDisabled();
  await picker.getByLabel('From').fill('2026-01-01T00:00');
  await expect(apply).toBeDisabled();
  await picker.getByLabel('To').fill('2026-01-02T00:00');
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(page).toHaveURL(/rangeType=absolute/);
  await page.getByRole('button', { name: /^Time range: 2026-01-01/ }).click();
  await expect(picker.getByText('Recently used absolute time ranges')).toBeVisible();
  await picker.getByRole('button', { name: 'Yesterday', exact: true }).click();
  await expect(page).toHaveURL(/rangeType=mapped&range=yesterday/);
  await page.getByRole('button', { name: 'Time range: Yesterday' }).click();
  await picker.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/range=7d/);
  await expect(page.getByRole('button', { name: 'Time range: Last 7 days' })).toBeVisible();
});

test('an invalid mapped range in the URL says so and falls back to 2 days', async ({ page }) => {
  await open(page, '/catalog/changes?rangeType=mapped&range=someday');
  await expect(page.getByText('Invalid mapped time range; showing the last 2 days.')).toBeVisible(FIRST);
});

test('insights: server paging, then offline the cached pages are marked and unseen ones explained', async ({
  page,
  context,
}) => {
  await open(page, '/catalog/insights');
  const table = page.getByRole('table', { name: 'Insights' });
  await expect(table.locator('tbody tr')).toHaveCount(50, FIRST);
  await expect(page.getByText(/^1–50 of [\d,]+ insights/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/pageIndex=1/);
  await expect(page.getByText(/^51–100 of/)).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(/^1–50 of/)).toBeVisible();
  await expect(page.getByText(/Offline: showing the cached copy of this page/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/^101–150 of/)).toBeVisible();
});
