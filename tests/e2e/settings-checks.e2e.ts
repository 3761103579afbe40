import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// Settings › Health Check and Catalog Scraper against the reference server (spec 02-areas §2.13,
// §5, §6): an admin creates an HTTP health check through its form and sees it in the list; edits
// a scraper's spec as code with a schema error, then fixes it; a viewer gets no write control.

const dialog = (page: Page) => page.getByRole('dialog');

test('an admin creates an HTTP health check through its form and sees it in the list', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `e2e-http-${Date.now()}`;
  await signIn(page, 'admin@example.com', undefined, '/settings/canaries');
  const grid = page.getByRole('grid', { name: 'Health Check' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Add Health Check' }).click();
  await dialog(page).getByRole('button', { name: 'HTTP', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: 'HTTP Health Check' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('This field is required')).toHaveCount(2);
  await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog(page).getByRole('textbox', { name: 'URL' }).fill('http://127.0.0.1/health');
  await dialog(page).getByText('201', { exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Health check added successfully')).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: name })).toContainText('HTTP');

  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/db/canaries?name=eq.${name}&select=spec,source`);
        return (await res.json()) as unknown;
      },
      { timeout: 20_000 },
    )
    .toEqual([
      {
        source: 'UI',
        spec: {
          schedule: '@every 5m',
          http: [{ name, url: 'http://127.0.0.1/health', method: 'GET', responseCodes: [200, 201] }],
        },
      },
    ]);

  // Deleted from its page, after a question: gone from the list at once, soft-deleted on the server.
  await grid.getByRole('row').filter({ hasText: name }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete health check?' });
  await expect(ask).toContainText(`Are you sure you want to delete the health check ${name}?`);
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} deleted successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/canaries$/);
  await expect(grid.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/db/canaries?name=eq.${name}&deleted_at=not.is.null&select=id`,
        );
        return ((await res.json()) as unknown[]).length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
});

test('an admin fixes a scraper spec that breaks the schema', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@example.com', undefined, '/settings/config_scrapers');
  await expect(page.getByRole('heading', { name: 'Catalog Scraper', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  const name = `e2e-scraper-${Date.now()}`;
  const created = await page.request.post('/api/db/config_scrapers', {
    data: { name, namespace: 'default', source: 'UI', spec: { schedule: '@every 1h', custom: [{ x: 1 }] } },
    headers: { Prefer: 'return=representation' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const [row] = (await created.json()) as { id: string }[];
  const id = row?.id ?? '';
  expect(id, 'the created scraper').not.toBe('');
  await page.goto(`/settings/config_scrapers/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 60_000 });

  const spec = page.getByRole('textbox', { name: 'Spec' });
  await expect(spec).toContainText('custom');
  await spec.fill('schedule: 2\ncustom: []\n');
  await expect(page.locator('.spec-problems')).toContainText('Line 1');
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await spec.fill('schedule: "@every 2h"\ncustom: []\n');
  await expect(page.locator('.spec-problems')).toBeHidden();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Catalog scraper updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/config_scrapers$/);
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/db/config_scrapers?id=eq.${id}&select=spec`);
      return (await res.json()) as unknown;
    })
    .toEqual([{ spec: { schedule: '@every 2h', custom: [] } }]);
});

test('a viewer reads health checks and scrapers with no write control', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'viewer@example.com', undefined, '/settings/canaries');
  const grid = page.getByRole('grid', { name: 'Health Check' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Add Health Check' })).toHaveCount(0);
  await grid.getByRole('row').nth(1).click();
  await expect(page.getByRole('tab', { name: 'Job History' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Update|Save|Delete)$/ })).toHaveCount(0);
  await page.goto('/settings/config_scrapers');
  await expect(page.getByRole('grid', { name: 'Catalog Scraper' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Catalog Scraper' })).toHaveCount(0);
});
