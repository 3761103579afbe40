import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './auth-helpers.ts';

// One browser, two people: a responder's session ends without sign-out (its cookie is gone) and a
// viewer signs in through the sign-in page in the same tab. The shell must follow the user the
// server confirms, never the one before (brief: "nothing from one user's session is visible" to
// the next; spec 01-core §6 roles).

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const settingsButton = (page: Page) => sidebar(page).getByRole('button', { name: 'Settings' });
// The first sync of the incidents can take a while on a busy machine.
const incidentsList = (page: Page) => page.getByRole('table', { name: 'Incidents' });
const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Create New Incident' });

/** Presses `keys` (space-separated) with the focus on the page itself, not on a control. */
async function pressOnPage(page: Page, keys: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const key of keys.split(' ')) await page.keyboard.press(key);
}

/** The display name the server gives the signed-in user. */
async function confirmedName(page: Page): Promise<string> {
  const body = (await (await page.request.get('/api/auth/whoami')).json()) as {
    payload: { user: { name: string; email: string } };
  };
  return body.payload.user.name.trim() || body.payload.user.email;
}

async function expectResponderShell(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: `${await confirmedName(page)}, User menu` })).toBeVisible();
  await expect(settingsButton(page)).toBeVisible();
  // A write command is offered: `c` over the incidents list opens the incident creation dialog.
  await page.goto('/incidents');
  await expect(incidentsList(page)).toBeVisible({ timeout: 60_000 });
  await pressOnPage(page, 'c');
  await expect(createDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(createDialog(page)).toBeHidden();
}

async function expectViewerShell(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: `${await confirmedName(page)}, User menu` })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Health', exact: true })).toBeVisible();
  await expect(settingsButton(page)).toHaveCount(0);
  // No write command: `c` does nothing, while the next shortcut (g h) still answers.
  await page.goto('/incidents');
  await expect(incidentsList(page)).toBeVisible({ timeout: 60_000 });
  await pressOnPage(page, 'c');
  await pressOnPage(page, 'g h');
  await expect(page).toHaveURL(/\/health$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Create New Incident' })).toHaveCount(0);
  await page.keyboard.press('Escape');
}

test('after a responder, a viewer signing in in the same tab gets the viewer shell', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'responder@example.com');
  await expect(page).toHaveURL(/\/health$/);
  await expectResponderShell(page);

  await page.context().clearCookies();
  await signIn(page, 'viewer@example.com');
  await expect(page).toHaveURL(/\/health$/);
  await expectViewerShell(page);
});

test("after a responder's session ends, the reload goes to sign-in and the viewer signed in there keeps the viewer shell", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'responder@example.com');
  await expect(page).toHaveURL(/\/health$/);
  await expectResponderShell(page);

  await page.context().clearCookies();
  // The reload finds no session: the session check sends the browser to sign-in.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?/);
  await page.locator('input[name=identifier]').fill('viewer@example.com');
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  // Back where the responder was (`c` had opened the incidents list).
  await expect(page).toHaveURL(/\/incidents(\?.*)?$/);
  await expectViewerShell(page);

  // A later start of the console is the viewer's too.
  await page.reload();
  await expectViewerShell(page);
});
