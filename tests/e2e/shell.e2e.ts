import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// Journeys through the application shell. whoami, properties and about are answered by
// request-level mocks, so each test picks the user's roles and the feature flags it needs
// without signing in through the identity flows.

type Role = 'admin' | 'editor' | 'viewer' | 'responder';

class Shell {
  constructor(readonly page: Page) {}

  async open(
    path: string,
    { roles = ['admin'], properties = {} }: { roles?: Role[]; properties?: Record<string, string> } = {},
  ) {
    await this.page.route('**/api/auth/whoami', (route) =>
      route.fulfill({
        json: {
          message: 'success',
          payload: {
            user: { id: 'u-1', name: 'Ada Lovelace', email: 'ada@example.com' },
            roles,
            permissions: [],
            hostname: 'mc-0',
          },
        },
      }),
    );
    await this.page.route('**/api/properties', (route) =>
      route.fulfill({
        json: Object.entries(properties).map(([name, value]) => ({
          name,
          value,
          source: 'db',
          type: '',
          description: '',
        })),
      }),
    );
    // The Dashboard reads which team owns which component from the server; these mocked users have
    // no server session, and a 401 would (rightly) send them to sign in.
    await this.page.route('**/api/db/team_components?*', (route) => route.fulfill({ json: [] }));
    await this.page.route('**/api/about', (route) =>
      route.fulfill({ json: { appVersion: '1.2.3', chartVersion: '' } }),
    );
    await this.page.goto(path);
    await expect(this.sidebar).toBeVisible();
  }

  get sidebar() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  navLink(name: string) {
    return this.sidebar.getByRole('link', { name, exact: true });
  }

  get settingsButton() {
    return this.sidebar.getByRole('button', { name: 'Settings' });
  }
}

test('the root redirects to the dashboard with a product-suffixed title', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/');
  await expect(page).toHaveURL(/\/topology$/);
  await expect(page).toHaveTitle('Dashboard | Mission Control');
  await expect(shell.navLink('Dashboard')).toHaveAttribute('aria-current', 'page');
});

test('an admin sees every area and the Settings submenu; navigation is client-side', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/health');
  for (const name of ['Dashboard', 'Health', 'Incidents', 'Catalog', 'Logs', 'Playbooks'])
    await expect(shell.navLink(name)).toBeVisible();
  await shell.settingsButton.click();
  await shell.navLink('Connections').click();
  await expect(page).toHaveURL(/\/settings\/connections$/);
  await expect(page.getByRole('heading', { name: 'Connections', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Connections | Mission Control');
});

test('a viewer does not see Settings, and an admin-only page says Unauthorized', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/settings/connections', { roles: ['viewer'] });
  await expect(shell.navLink('Health')).toBeVisible();
  await expect(shell.settingsButton).toHaveCount(0);
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
});

test('a user without roles is treated as a viewer', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/health', { roles: [] });
  await expect(shell.settingsButton).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Health', level: 1 })).toBeVisible();
});

test('a disabled feature flag hides its item and its settings children', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/topology', { properties: { 'incidents.disable': 'true', 'health.disable': 'true' } });
  await expect(shell.navLink('Incidents')).toHaveCount(0);
  await expect(shell.navLink('Health')).toHaveCount(0);
  await expect(shell.navLink('Catalog')).toBeVisible();
  await shell.settingsButton.click();
  await expect(shell.navLink('Topology')).toBeVisible();
  await expect(shell.navLink('Health Check')).toHaveCount(0);
});

test('the sidebar collapse persists across a reload', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/topology');
  await expect(shell.navLink('Dashboard')).toContainText('Dashboard');
  await shell.sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(shell.sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(() => shell.sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(56);
  await page.reload();
  await expect(shell.sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect(shell.navLink('Dashboard')).toHaveText('');
  await shell.sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(() => shell.sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(224);
});

test('under 1024 px a click outside collapses the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  const shell = new Shell(page);
  await shell.open('/topology');
  await expect(shell.sidebar).not.toHaveAttribute('data-collapsed');
  await page.getByRole('main').click({ position: { x: 400, y: 300 } });
  await expect(shell.sidebar).toHaveAttribute('data-collapsed', 'true');
});

test('keyboard: Tab reaches the sidebar, and menus open with Enter and the arrow keys', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/topology');
  await page.locator('body').focus();
  let reached = false;
  for (let i = 0; i < 6 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await shell.navLink('Dashboard').evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);

  const userButton = page.getByRole('button', { name: /User menu/ });
  await userButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'User menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Your Profile' })).toBeFocused();
  await expect(menu).toContainText('Frontend: 0.1.0, Backend: 1.2.3');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(userButton).toBeFocused();

  await page.getByRole('button', { name: 'Help' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Docs' })).toBeFocused();
  await page.keyboard.press('Escape');
});

test('the kubeconfig dialog has a download step and a copy step, and closes on Escape', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/topology');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Download kubeconfig' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download kubeconfig' });
  await expect(dialog.getByRole('link', { name: 'Download kubeconfig' })).toHaveAttribute(
    'href',
    '/api/kubeconfig',
  );
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toContainText('get canaries');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Not found | Mission Control');
});

test('a failing whoami shows the error view with a retry', async ({ page }) => {
  await page.route('**/api/auth/whoami', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
  await page.route('**/api/properties', (route) => route.fulfill({ json: [] }));
  await page.goto('/health');
  await expect(page.getByRole('heading', { name: 'Mission Control could not load' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('against the real server: a signed-in viewer gets the shell without Settings, and Sign out ends at sign-in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/health');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(/e-?mail/i).fill('viewer@example.com');
  await page.getByLabel(/password/i).fill('demo-password');
  await page.getByRole('button', { name: /sign in/i }).click();
  const shell = new Shell(page);
  await expect(shell.sidebar).toBeVisible();
  await expect(page).toHaveURL(/\/health$/);
  await expect(shell.navLink('Health')).toHaveAttribute('aria-current', 'page');
  await expect(shell.settingsButton).toHaveCount(0);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signing out right after signing in meets the first sync's reads on the embedded database,
  // which answers one statement at a time on the server's event loop (seconds each, under load).
  await expect(page).toHaveURL(/\/login/, { timeout: 45_000 });
});

test('the sync popover closes when its link is followed; the pending writes page has its own title', async ({
  page,
}) => {
  const shell = new Shell(page);
  await shell.open('/health');
  await expect(page.locator('main')).toHaveCount(1);
  await page.getByRole('button', { name: /^Sync status:/ }).click();
  const details = page.getByRole('dialog', { name: 'Sync details' });
  await expect(details).toBeVisible();
  await details.getByRole('link', { name: /Pending writes/ }).click();
  await expect(page).toHaveURL(/\/pending-writes$/);
  await expect(details).toBeHidden();
  await expect(page).toHaveTitle('Pending writes | Mission Control');
});

test('the time-range picker shows an icon from the icon set, not an emoji', async ({ page }) => {
  // Against the real server: the changes page reads from it.
  await signIn(page, 'admin@example.com', undefined, '/catalog/changes');
  const picker = page.getByRole('button', { name: /^Time range:/ });
  await expect(picker).toBeVisible({ timeout: 30_000 });
  await expect(picker.locator('svg')).toHaveCount(1);
  await expect(picker).not.toContainText('🕒');
});

test('the user menu chooses Light, Dark or System, and the choice is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const shell = new Shell(page);
  await shell.open('/health');
  const html = page.locator('html');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await expect(html).toHaveAttribute('data-theme', 'light');
  const light = await background();

  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Theme: System' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: 'Theme: Dark' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).not.toBe(light);

  await page.reload();
  await expect(shell.sidebar).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  // System follows the operating system, live.
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitemradio', { name: 'Theme: System' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
