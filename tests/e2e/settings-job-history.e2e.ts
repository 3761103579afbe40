import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline } from './network.ts';
import { serviceWorkerControls } from './service-worker.ts';

// /settings/jobs on the demo estate, answered from the synced job history: an admin sees the
// successful runs of the last 2 days, filters by status, opens a failed job's details and its
// most common error, copies a resource id; after a sync the page reloads offline with its rows.
// A load error with no job held shows the error panel.

const table = (page: Page) => page.getByRole('table', { name: 'Job history' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const SHOTS = process.env['JOB_SHOTS'];
const statusFilter = (page: Page) =>
  page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: /Status/ });

async function openJobs(page: Page, path = '/settings/jobs'): Promise<void> {
  await signIn(page, 'admin@example.com', undefined, path);
  await expect(page).toHaveURL(/\/settings\/jobs/);
  await expect(page.getByRole('heading', { name: 'Job History', level: 1 })).toBeVisible({
    timeout: 90_000,
  });
  await expect(table(page).getByText('SUCCESS').first()).toBeVisible({ timeout: 90_000 });
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  for (const [w, h] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage: false });
    // No sideways scroll at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
}

test.describe('settings: job history', () => {
  test.setTimeout(180_000);

  test('an admin filters by status, opens a failed job and copies a resource id', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openJobs(page);
    // SUCCESS is the default status filter: no other status is listed.
    await expect(statusFilter(page)).toContainText('SUCCESS');
    await expect(table(page).getByText('FAILED', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/^1–50 of [\d,]+ runs$/)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(50);
    await shot(page, 'online');

    await statusFilter(page).click();
    await page.getByRole('option', { name: 'FAILED', exact: true }).click();
    await expect(page).toHaveURL(/status=FAILED/);
    await expect(table(page).getByText('FAILED', { exact: true }).first()).toBeVisible();
    await expect(table(page).getByText('SUCCESS', { exact: true })).toHaveCount(0);

    // A failed job has errors: its details open on the Errors tab.
    const first = bodyRows(page).first();
    const name = (await first.locator('td').first().innerText()).trim();
    await first.getByRole('button', { name: `Details for job ${name}` }).click();
    const details = page.getByRole('dialog', { name: `Details for job ${name}` });
    await expect(details).toBeVisible();
    await expect(details.getByRole('tab', { name: 'Errors' })).toHaveAttribute('aria-selected', 'true');
    await expect(details.getByRole('listitem').first()).toBeVisible();
    await shot(page, 'details');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // The failed count opens the most common error.
    await first.getByRole('button', { name: /failed, most common error:/ }).click();
    const error = page.getByRole('dialog', { name: `Most Common Error for ${name}` });
    await expect(error).toBeVisible();
    await page.keyboard.press('Escape');

    // Copy a resource id.
    const copy = first.getByRole('button', { name: /^Copy / });
    const id = ((await copy.getAttribute('aria-label')) ?? '').replace(/^Copy /, '');
    await copy.click();
    await expect(page.getByText(`Copied ${id} to clipboard`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);

    // A scraper's successful run carries a scrape summary: its details open on that tab.
    await page.goto('/settings/jobs?resourceType=config_scraper');
    const scraper = bodyRows(page).first();
    await expect(scraper).toBeVisible({ timeout: 30_000 });
    await scraper.getByRole('button', { name: /^Details for job / }).click();
    const summary = page.getByRole('dialog', { name: /^Details for job / });
    await expect(summary.getByRole('tab', { name: 'Scrape Summary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(summary.getByRole('tab', { name: 'Errors' })).toHaveCount(0);
    await expect(summary.getByRole('table', { name: 'Scrape summary' })).toContainText('Kubernetes::Pod');
  });

  test('after a sync the page reloads offline with its rows and still filters', async ({ page, context }) => {
    await openJobs(page);
    await expect(page.getByRole('button', { name: /^Sync status: Synced/ })).toBeVisible({ timeout: 90_000 });
    await serviceWorkerControls(page);
    await goOffline(context);
    await page.reload();
    await expect(table(page).getByText('SUCCESS').first()).toBeVisible({ timeout: 30_000 });
    await expect(bodyRows(page)).toHaveCount(50);
    await shot(page, 'offline');
    await statusFilter(page).click();
    await page.getByRole('option', { name: 'WARNING', exact: true }).click();
    await expect(table(page).getByText('WARNING', { exact: true }).first()).toBeVisible();
    await expect(table(page).getByText('SUCCESS', { exact: true })).toHaveCount(0);
  });

  test('a load error with no job held shows the error panel', async ({ page, context }) => {
    await context.route('**/api/db/job_histories?**', (route) =>
      route.fulfill({ status: 500, json: { message: 'job history is down' } }),
    );
    await signIn(page, 'admin@example.com', undefined, '/settings/jobs');
    await expect(page.getByRole('alert').filter({ hasText: 'Job history could not be loaded' })).toBeVisible({
      timeout: 90_000,
    });
    await expect(table(page)).toHaveCount(0);
  });
});
