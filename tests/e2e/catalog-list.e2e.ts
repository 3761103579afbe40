import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// The catalogue list and item page on the demo estate, from the local (synced) catalogue: drill
// from the summary into a type, search, filter by a label, open an item and select lines; then
// the same with the network cut.

const summary = (page: Page) => page.getByRole('table', { name: 'Catalog summary' });
const list = (page: Page) => page.getByRole('table', { name: 'Catalog items' });

async function openCatalog(page: Page): Promise<void> {
  await signIn(page, 'admin@example.com', undefined, '/catalog');
  await expect(page).toHaveURL(/\/catalog/);
  await expect(summary(page).getByRole('row', { name: /Kubernetes/ }).first()).toBeVisible({ timeout: 90_000 });
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
}

async function drillIntoPods(page: Page): Promise<void> {
  await expect(summary(page).getByRole('rowheader', { name: /^AWS/ }).first()).toBeVisible();
  await summary(page).getByRole('link', { name: 'Kubernetes::Pod', exact: true }).click();
  await expect(page).toHaveURL(/configType=Kubernetes(%3A|:){2}Pod/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Kubernetes::Pod');
  await expect(list(page).getByRole('row').nth(1)).toContainText('Kubernetes::Pod');
}

test.describe('catalogue list and item', () => {
  test.setTimeout(180_000);

  test('summary by provider then type drills into a type; search and a label filter narrow the list', async ({ page }) => {
    await openCatalog(page);
    await drillIntoPods(page);

    await page.goto('/catalog');
    await page.getByRole('searchbox', { name: 'Search for configs' }).fill('deployment');
    await expect(page).toHaveURL(/search=deployment/);
    await expect(list(page).getByRole('row').nth(1)).toContainText(/deployment/i);

    await page.goto('/catalog');
    await page.getByRole('button', { name: 'Labels' }).click();
    const include = page.getByRole('dialog', { name: 'Labels filter' }).getByRole('button', { name: /^Include / }).first();
    await include.click();
    await expect(page).toHaveURL(/labels=/);
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeVisible();
    await expect(page.getByText(/^\d[\d,]* items$/)).toBeVisible();
  });

  test('an item shows its content; line clicks are kept in the URL; a missing item says so', async ({ page }) => {
    await openCatalog(page);
    await drillIntoPods(page);
    await list(page).getByRole('row').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/catalog\/[0-9a-f-]{36}/);
    await expect(page.getByRole('region', { name: 'Config details' }).or(page.getByRole('complementary', { name: 'Config details' }))).toContainText('Kubernetes::Pod');
    await expect(page.getByRole('navigation', { name: 'Config sections' }).getByRole('link', { name: /Changes/ })).toBeVisible();
    const gutter = page.locator('.cm-lineNumbers .cm-gutterElement');
    await expect(gutter.nth(3)).toBeVisible({ timeout: 30_000 });
    await gutter.filter({ hasText: /^2$/ }).click();
    await expect(page).toHaveURL(/selected=2/);
    await gutter.filter({ hasText: /^4$/ }).click({ modifiers: ['Shift'] });
    await expect(page).toHaveURL(/selected=2&selected=3&selected=4/);
    await expect(page.getByText('Selected lines: 2, 3, 4')).toBeVisible();

    await page.goto('/catalog/00000000-0000-4000-8000-00000000dead');
    await expect(page.getByText('Details not found')).toBeVisible({ timeout: 30_000 });
  });

  test('offline: the summary, the drill-down, search and a synced item still answer', async ({ page, context }) => {
    await openCatalog(page);
    await goOffline(context);
    await drillIntoPods(page);
    await page.getByRole('searchbox', { name: 'Search for configs' }).fill('web');
    await expect(page).toHaveURL(/search=web/);
    await expect(list(page).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('link', { name: 'Catalog', exact: true }).first().click();
    await expect(summary(page)).toBeVisible();
  });
});
