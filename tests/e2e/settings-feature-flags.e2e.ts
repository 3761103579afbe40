import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline, goOnline } from './network.ts';

// /settings/feature-flags against the reference server and its demo accounts (spec 02-areas
// §2.13, §4, §5, §6, §8): an admin adds, edits and removes a flag through the outbox, online and
// offline; the navigation follows a `{feature}.disable` flag at once; local flags are read-only;
// a viewer reads the table and is offered no write.

const PATH = '/settings/feature-flags';
const table = (page: Page) => page.getByRole('grid', { name: 'Feature flags' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openAs(page: Page, email: string): Promise<void> {
  await signIn(page, email, undefined, PATH);
  await expect(rowOf(page, 'logs.disable')).toBeVisible({ timeout: 60_000 });
}

async function serverFlag(page: Page, name: string): Promise<{ name: string; value: string }[]> {
  const res = await page.request.get(`/api/db/properties?name=eq.${name}&select=name,value`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { name: string; value: string }[];
}

test('an admin adds a flag, edits its value and deletes it, with the spec’s words', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `e2e.flag.${Date.now()}`;
  await openAs(page, 'admin@example.com');
  await expect(page.getByRole('heading', { name: 'Feature Flags', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Feature Flags/);

  await page.getByRole('button', { name: 'Add feature flag' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('please provide all details');
  await dialog(page).getByRole('textbox', { name: 'Feature flag' }).fill(name);
  await dialog(page).getByRole('textbox', { name: 'Value' }).fill('first');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Feature flag added successfully')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('first');
  await expect(rowOf(page, name)).toContainText('Admin', { ignoreCase: true });
  await expect.poll(() => serverFlag(page, name), { timeout: 20_000 }).toEqual([{ name, value: 'first' }]);

  await rowOf(page, name).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Feature flag' })).toHaveAttribute('readonly');
  await dialog(page).getByRole('textbox', { name: 'Value' }).fill('second');
  await dialog(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Feature flag updated successfully')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('second');
  await expect.poll(() => serverFlag(page, name), { timeout: 20_000 }).toEqual([{ name, value: 'second' }]);

  await rowOf(page, name).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete feature flag?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Feature flag removed successfully')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect.poll(() => serverFlag(page, name), { timeout: 20_000 }).toEqual([]);
  // Still gone after a reload (the local copy forgot it too).
  await page.reload();
  await expect(rowOf(page, 'logs.disable')).toBeVisible({ timeout: 30_000 });
  await expect(rowOf(page, name)).toHaveCount(0);
});

test('turning on playbooks.disable hides Playbooks from the navigation at once', async ({ page }) => {
  test.setTimeout(90_000);
  await openAs(page, 'admin@example.com');
  const playbooks = sidebar(page).getByRole('link', { name: 'Playbooks', exact: true });
  await expect(playbooks).toBeVisible();
  const setValue = async (value: string) => {
    await rowOf(page, 'playbooks.disable').click();
    await dialog(page).getByRole('textbox', { name: 'Value' }).fill(value);
    await dialog(page).getByRole('button', { name: 'Update' }).click();
  };
  await setValue('true');
  await expect(playbooks).toHaveCount(0, { timeout: 2_000 });
  await setValue('false');
  await expect(playbooks).toBeVisible({ timeout: 2_000 });
  await expect
    .poll(() => serverFlag(page, 'playbooks.disable'), { timeout: 20_000 })
    .toEqual([{ name: 'playbooks.disable', value: 'false' }]);
});

test('a flag added offline shows as pending and is delivered once back online', async ({ page, context }) => {
  test.setTimeout(120_000);
  const name = `e2e.offline.${Date.now()}`;
  await openAs(page, 'admin@example.com');
  await goOffline(context);
  await expect(page.getByRole('button', { name: /Sync status: Offline/ })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Add feature flag' }).click();
  await dialog(page).getByRole('textbox', { name: 'Feature flag' }).fill(name);
  await dialog(page).getByRole('textbox', { name: 'Value' }).fill('true');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Feature flag added successfully')).toBeVisible();
  await expect(rowOf(page, name).getByText('Pending')).toBeVisible();

  await goOnline(context);
  await expect(rowOf(page, name).getByText('Pending')).toHaveCount(0, { timeout: 20_000 });
  await expect(rowOf(page, name)).toContainText('true');
  expect(await serverFlag(page, name)).toEqual([{ name, value: 'true' }]);

  const res = await page.request.delete(`/api/db/properties?name=eq.${name}`);
  expect(res.status()).toBe(204);
});

test('a local flag is listed read-only: opening it says it cannot be edited', async ({ page }) => {
  // The reference server has no local properties configured; the merged list answers with one.
  await page.route('**/api/properties', async (route) => {
    const real = await route.fetch();
    const list = (await real.json()) as unknown[];
    const local = {
      name: 'local.setting',
      value: 'on',
      source: 'local',
      type: '',
      description: 'From the server',
    };
    await route.fulfill({ json: [local, ...list] });
  });
  await openAs(page, 'admin@example.com');
  const local = rowOf(page, 'local.setting');
  await expect(local).toContainText('From the server');
  await expect(local).toContainText('local');
  await local.click();
  await expect(page.getByText('Cannot edit local feature flags')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test('a viewer reads the flags without add, edit or delete, and the server refuses the write', async ({
  page,
}) => {
  await openAs(page, 'viewer@example.com');
  await expect(rowOf(page, 'playbooks.disable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add feature flag' })).toHaveCount(0);
  await rowOf(page, 'playbooks.disable').click();
  await expect(dialog(page)).toHaveCount(0);
  const refused = await page.request.post('/api/db/properties', {
    data: { name: 'viewer.try', value: 'true' },
    headers: { Prefer: 'return=representation' },
  });
  expect(refused.status()).toBe(403);
});

test('screenshots at 1440×900 and 1024×768, online and offline, cut long text without scrolling sideways', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const long = `e2e.long.${'very-long-feature-flag-name-'.repeat(4)}${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, 'admin@example.com');
  await page.getByRole('button', { name: 'Add feature flag' }).click();
  await dialog(page).getByRole('textbox', { name: 'Feature flag' }).fill(long);
  await dialog(page).getByRole('textbox', { name: 'Value' }).fill('x'.repeat(300));
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, long)).toBeVisible();
  await expect(rowOf(page, long).getByText('Pending')).toHaveCount(0, { timeout: 20_000 });

  const noSidewaysScroll = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.mc-table-wrap, main, body')].every(
        (el) => el.scrollWidth <= el.clientWidth + 1,
      ),
    );
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await noSidewaysScroll(), `${width}`).toBe(true);
    await page.screenshot({ path: `.tmp/shots-flags/online-${width}.png` });
  }
  await goOffline(context);
  await expect(page.getByRole('button', { name: /Sync status: Offline/ })).toBeVisible({ timeout: 30_000 });
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await noSidewaysScroll(), `${width} offline`).toBe(true);
    await page.screenshot({ path: `.tmp/shots-flags/offline-${width}.png` });
  }
  await goOnline(context);
  expect((await page.request.delete(`/api/db/properties?name=eq.${long}`)).status()).toBe(204);
});
