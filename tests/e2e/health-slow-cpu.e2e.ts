import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// The health dashboard on a slow machine (the main thread throttled 8×, as a loaded CI runner or
// an old laptop): every group-by change and search still shows its own answer. Before the fix, a
// search answered the header counts while the table kept the previous grouping's groups for a
// minute: the table's window effect and the list's peeked answers fed each other urgent renders,
// and the answers, which render as transitions, never got their turn (it failed 2 runs in 4).

const table = (page: Page) => page.getByRole('table', { name: 'Health checks' });
const checkButtons = (page: Page) => table(page).getByRole('rowheader').getByRole('button');

const CYCLES = [
  ['Type', 'cloudwatch'],
  ['Canary', 'apac-endpoints'],
  ['Type', 'dns'],
  ['Canary', 'alertmanager'],
  ['Type', 'cloudwatch'],
] as const;

test('on a slow machine each grouping and search shows its own answer', async ({ page }) => {
  test.setTimeout(180_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await signIn(page, 'admin@example.com', undefined, '/health');
  await expect(page.getByText(/^\d+ failing$/)).toBeVisible({ timeout: 90_000 });
  await expect(checkButtons(page).first()).toBeVisible({ timeout: 90_000 });
  await page.getByText('Hide Passing', { exact: true }).click();
  await expect(page).toHaveURL(/hidePassing=false/);
  const box = page.getByRole('searchbox', { name: 'Search checks' });
  for (const [option, group] of CYCLES) {
    await page.getByRole('button', { name: /Group by/ }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(table(page).getByRole('button', { name: `Collapse ${group}`, exact: true })).toBeVisible();
    // Nothing matches: the table says so (it kept the grouping's groups and blank rows before).
    await box.fill('zz-no-such-check');
    await expect(page.getByText('0 passing', { exact: true })).toBeVisible();
    await expect(table(page).getByText('No data available')).toBeVisible({ timeout: 10_000 });
    await box.fill('');
    await expect(checkButtons(page).first()).toBeVisible({ timeout: 10_000 });
  }
});
