import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { serviceWorkerControls } from './service-worker.ts';

// Issue #28 item 1, the command palette (Ctrl/Cmd+K): find a config item by part of its name and
// open it, run a command, both again offline (it reads only local data), and a viewer is not
// offered write commands. Also: Ctrl+Enter opens in a new tab, Tab narrows to one kind, recent
// entries come back with nothing typed, and '/' puts the cursor in the page's own search.

const SLOW = { timeout: 60_000 };
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const box = (page: Page) => palette(page).getByRole('combobox', { name: 'Search or run a command' });
const group = (page: Page, label: string) =>
  palette(page).getByRole('group', { name: new RegExp(`^${label}`) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the palette with Ctrl+K from wherever the focus is (its code may still be loading). */
async function openPalette(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(SLOW);
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused({ timeout: 20_000 });
}

/** The first pod of the catalogue list: its name and its page. */
async function aPod(page: Page): Promise<{ name: string; path: string }> {
  await page.goto('/catalog?configType=Kubernetes%3A%3APod');
  const link = page
    .getByRole('table', { name: 'Catalog items' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first();
  await expect(link).toBeVisible(SLOW);
  const name = ((await link.textContent()) ?? '').trim();
  const path = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
  expect(name.length).toBeGreaterThan(8);
  return { name, path };
}

/** Types the end of `name` (not its start) and opens the item with Enter. */
async function findAndOpen(page: Page, pod: { name: string; path: string }): Promise<void> {
  await openPalette(page);
  const part = pod.name.slice(-8);
  await box(page).fill(part);
  const option = group(page, 'Catalog').getByRole('option', { name: new RegExp(`^${escape(pod.name)}`) });
  await expect(option).toHaveAttribute('aria-selected', 'true', SLOW);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${escape(pod.path)}$`));
}

/** Finds the demo's 'KubeJobFailed' check by part of its name and opens it in the health page's panel. */
async function openCheck(page: Page): Promise<void> {
  await openPalette(page);
  await box(page).fill('kubejobf');
  const option = group(page, 'Health checks').getByRole('option', { name: /^KubeJobFailed/ });
  await expect(option).toHaveAttribute('aria-selected', 'true', SLOW);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/health\?checkId=/);
  await expect(page.getByRole('heading', { name: 'KubeJobFailed' }).first()).toBeVisible(SLOW);
  await expect(page).toHaveTitle('KubeJobFailed | Mission Control');
}

/** Runs 'Theme: <choice>' from the palette by typing part of it. */
async function runTheme(page: Page, choice: 'Dark' | 'Light'): Promise<void> {
  await openPalette(page);
  await box(page).fill(`theme ${choice.slice(0, 3)}`);
  await expect(group(page, 'Commands').getByRole('option').first()).toHaveText(`Theme: ${choice}`);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-theme', choice.toLowerCase());
}

test('finds a config item by part of its name and runs a command, online and again offline', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin@example.com', undefined, '/catalog');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(SLOW);
  const pod = await aPod(page);

  await page.goto('/health');
  await findAndOpen(page, pod);
  await expect(page).toHaveTitle(`${pod.name} | Mission Control`);
  // A check found the same way opens in its panel, where linking it to an incident is offered.
  await openCheck(page);
  await openPalette(page);
  await box(page).fill('link inc');
  await expect(group(page, 'Commands').getByRole('option').first()).toHaveText('Link to Incident');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Link to Incident' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Link to Incident' })).toBeHidden();
  await runTheme(page, 'Dark');

  // An admin is offered the write commands; Tab narrows to one kind and back.
  await openPalette(page);
  await box(page).fill('incident');
  await expect(group(page, 'Commands').getByRole('option', { name: 'Create New Incident' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(palette(page).getByRole('group')).toHaveCount(1);
  const scope = palette(page).locator('.palette__scope');
  await expect(scope).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  // Back to every kind (results arriving between the two presses must not re-rank it elsewhere).
  await expect(scope).toHaveCount(0);

  // With nothing typed: what was opened recently, and the recent searches.
  await box(page).fill('');
  await expect(
    group(page, 'Recent').getByRole('option', { name: new RegExp(`^${escape(pod.name)}`) }),
  ).toBeVisible();
  await expect(
    group(page, 'Recent searches').getByRole('option', { name: pod.name.slice(-8) }),
  ).toBeVisible();

  // Ctrl+Enter opens the item in a new tab, and leaves this page where it was.
  await box(page).fill(pod.name.slice(-8));
  await expect(group(page, 'Catalog').getByRole('option').first()).toHaveAttribute(
    'aria-selected',
    'true',
    SLOW,
  );
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${escape(pod.path)}$`));
  await tab.close();

  // Offline: a reload answered by the service worker, the same search from local data.
  await serviceWorkerControls(page);
  await goOffline(context);
  await page.goto('/health');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(SLOW);
  await findAndOpen(page, pod);
  await runTheme(page, 'Light');
  await goOnline(context);
});

test('a viewer is not offered write commands; / focuses the page search', async ({ page }) => {
  await signIn(page, 'viewer@example.com', undefined, '/incidents');
  const search = page.getByRole('searchbox', { name: 'Search for incident' });
  await expect(search).toBeVisible(SLOW);

  await openPalette(page);
  const commands = group(page, 'Commands');
  await expect(commands.getByRole('option', { name: 'Go to Health' })).toBeVisible();
  await expect(commands.getByRole('option', { name: 'Create New Incident' })).toHaveCount(0);
  await box(page).fill('incident');
  await expect(commands.getByRole('option', { name: 'Go to Incidents' })).toBeVisible();
  await expect(palette(page).getByRole('option', { name: 'Create New Incident' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();

  // In a check's panel, a viewer is not offered to link it to an incident.
  await openCheck(page);
  await openPalette(page);
  await box(page).fill('link');
  await expect(palette(page).getByRole('option', { name: 'Link to Incident' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/incidents');
  await expect(search).toBeVisible(SLOW);

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
});
