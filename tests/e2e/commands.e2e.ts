import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { serverRows } from './incident-helpers.ts';

// The command registry's keyboard shortcuts (src/app/commands/README.md): the sidebar toggle and
// 'g' navigation for anyone, and the write commands (create incident, resolve) offered only to a
// user whose role may write incidents.

type Role = 'admin' | 'viewer';

/** Opens `path` as a user with `roles`, whoami and the properties answered by request mocks. */
async function openAs(page: Page, path: string, roles: Role[]): Promise<void> {
  await page.route('**/api/auth/whoami', (route) =>
    route.fulfill({
      json: {
        message: 'success',
        payload: {
          user: { id: 'u-1', name: 'Ada Lovelace', email: 'ada@example.com' },
          roles,
          permissions: [],
        },
      },
    }),
  );
  await page.route('**/api/properties', (route) => route.fulfill({ json: [] }));
  // The Dashboard reads which team owns which component from the server; these mocked users have
  // no server session, and a 401 would (rightly) send them to sign in.
  await page.route('**/api/db/team_components?*', (route) => route.fulfill({ json: [] }));
  await page.goto(path);
  await expect(sidebar(page)).toBeVisible();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Presses `keys` (space-separated) with the focus on the page itself, not on a control. */
async function pressOnPage(page: Page, keys: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const key of keys.split(' ')) await page.keyboard.press(key);
}

test('[ toggles the sidebar and g then a letter goes to an area; keys typed in a field stay there', async ({
  page,
}) => {
  await openAs(page, '/topology', ['admin']);
  await pressOnPage(page, '[');
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  await expect(sidebar(page).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await pressOnPage(page, '[');
  await expect(sidebar(page)).not.toHaveAttribute('data-collapsed');

  await pressOnPage(page, 'g h');
  await expect(page).toHaveURL(/\/health$/);
  await pressOnPage(page, 'g i');
  await expect(page).toHaveURL(/\/incidents(\?.*)?$/);

  const search = page.getByRole('searchbox', { name: 'Search for incident' });
  await search.click();
  await page.keyboard.type('[g c');
  await expect(search).toHaveValue('[g c');
  await expect(sidebar(page)).not.toHaveAttribute('data-collapsed');
  await expect(page).toHaveURL(/\/incidents/);
});

test('c opens the incident creation dialog over the list for an admin, and does nothing for a viewer', async ({
  page,
}) => {
  await openAs(page, '/health', ['admin']);
  await pressOnPage(page, 'c');
  await expect(page).toHaveURL(/\/incidents(\?.*)?$/);
  const dialog = page.getByRole('dialog', { name: 'Create New Incident' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.unrouteAll();
  await openAs(page, '/health', ['viewer']);
  await pressOnPage(page, 'c');
  await pressOnPage(page, 'g h');
  await expect(page).toHaveURL(/\/health$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The user menu offers a viewer no write command either.
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Your Profile',
    'Download kubeconfig',
    /Frontend/,
    'Sign out',
  ]);
});

test('against the real server: a responder creates and resolves an incident by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'responder@example.com', undefined, '/incidents');
  await expect(page.getByRole('table', { name: 'Incidents' })).toBeVisible({ timeout: 60_000 });
  await pressOnPage(page, 'c');
  const create = page.getByRole('dialog', { name: 'Create New Incident' });
  const title = `Resolved by keyboard ${Date.now()}`;
  await create.getByLabel('Title').fill(title);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Incident title' })).toHaveValue(title);
  const id = page.url().split('/').pop() ?? '';

  // Resolve takes the Status control's path: the definition-of-done prompt, then the edit.
  await pressOnPage(page, 'Shift+E');
  const prompt = page.getByRole('dialog', { name: 'Add contributing factors to definition of done' });
  await prompt.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('Incident status updated successfully').first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (await serverRows<{ status: string }>(page, `incidents?id=eq.${id}&select=status`))[0]?.status,
      { timeout: 30_000 },
    )
    .toBe('resolved');
  // Once resolved it is no longer offered.
  await pressOnPage(page, 'Shift+E');
  await expect(prompt).toBeHidden();
});

test('against the real server: a viewer on an open incident is offered neither resolve nor create', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'viewer@example.com');
  await expect(sidebar(page)).toBeVisible({ timeout: 60_000 });
  const [open] = await serverRows<{ id: string; title: string }>(
    page,
    'incidents?select=id,title&status=eq.open&limit=1',
  );
  const url = `/incidents/${open?.id ?? 'none'}`;
  await page.goto(url);
  // A viewer reads the title; it is not an input for them.
  await expect(page.getByRole('heading', { name: open?.title ?? '', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await pressOnPage(page, 'Shift+E');
  await pressOnPage(page, 'c');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${url}$`));
});
