import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, signIn } from './auth-helpers.ts';

// Against the real reference server and its seeded demo accounts: what each role sees in the
// navigation, what the server refuses, and an accessibility scan of the shell.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const settingsButton = (page: Page) => sidebar(page).getByRole('button', { name: 'Settings' });

const EXPECTED: Record<string, { settings: boolean; connections: boolean; users: boolean }> = {
  admin: { settings: true, connections: true, users: true },
  // 02-areas §6: editors read and write everything except connections, identities and rbac.
  editor: { settings: true, connections: false, users: false },
  commander: { settings: true, connections: false, users: false },
  responder: { settings: true, connections: false, users: false },
  viewer: { settings: false, connections: false, users: false },
};

for (const [role, want] of Object.entries(EXPECTED)) {
  test(`${role}@example.com signs in and sees the navigation of the ${role} role`, async ({ page }) => {
    await signIn(page, `${role}@example.com`);
    await expect(page).toHaveURL(/\/health$/);
    for (const item of ['Dashboard', 'Health', 'Incidents', 'Catalog', 'Logs', 'Playbooks']) {
      await expect(sidebar(page).getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(settingsButton(page)).toHaveCount(want.settings ? 1 : 0);
    if (want.settings) {
      await settingsButton(page).click();
      await expect(sidebar(page).getByRole('link', { name: 'Feature Flags', exact: true })).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: 'Connections', exact: true })).toHaveCount(
        want.connections ? 1 : 0,
      );
      await expect(sidebar(page).getByRole('link', { name: 'Users', exact: true })).toHaveCount(
        want.users ? 1 : 0,
      );
    }
  });
}

test("the server refuses a viewer's write (403) and accepts the same write from a responder", async ({
  page,
}) => {
  // Two sign-ins and their first syncs: over the default 30 s once on a loaded CI machine.
  test.setTimeout(90_000);
  await signIn(page, 'viewer@example.com');
  await expect(sidebar(page)).toBeVisible();
  const incidents = await page.request.get('/api/db/incidents?select=id&limit=1');
  expect(incidents.status()).toBe(200);
  const [incident] = (await incidents.json()) as { id: string }[];
  expect(incident).toBeDefined();
  const comment = { incident_id: incident?.id, comment: 'viewer tries to write' };
  const refused = await page.request.post('/api/db/comments', {
    data: comment,
    headers: { Prefer: 'return=representation' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: '42501' });

  await page.context().clearCookies();
  await signIn(page, 'responder@example.com');
  await expect(sidebar(page)).toBeVisible();
  const who = (await (await page.request.get('/api/auth/whoami')).json()) as {
    payload: { user: { id: string } };
  };
  const accepted = await page.request.post('/api/db/comments', {
    data: { ...comment, comment: 'responder writes', created_by: who.payload.user.id },
    headers: { Prefer: 'return=representation' },
  });
  expect(accepted.status()).toBe(201);
});

test('the shell passes an axe scan without serious or critical violations', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expect(sidebar(page)).toBeVisible();
  await settingsButton(page).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
