import { expect, test, type Page } from '@playwright/test';
import { mailedCode, signIn } from './auth-helpers.ts';

// /settings/users against the reference server and its demo accounts (spec 02-areas §2.13, §4,
// §5, §6, §8): an admin invites a user (the invitation arrives in the demo mailbox), adds a role
// and deletes the user, with the spec's words; a viewer is offered none of it and the server
// refuses each request.

const PATH = '/settings/users';
const table = (page: Page) => page.getByRole('grid', { name: 'Users' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');

async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await dialog(page).getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an admin invites a user, who gets the mail, then adds a role and deletes the user', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `ivy.${stamp}@example.com`;
  // A last name long enough that the user drop-down must cut the name (50 characters).
  const last = `Invitee-${stamp}-${'x'.repeat(40)}`;
  const name = `Ivy ${last}`;

  await signIn(page, 'admin@example.com', undefined, PATH);
  await expect(rowOf(page, 'admin@example.com')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Users/);
  await expect(rowOf(page, 'admin@example.com')).toContainText('admin');

  await page.getByRole('button', { name: 'Invite User' }).click();
  await dialog(page).getByRole('button', { name: 'Invite', exact: true }).click();
  for (const words of [
    'Please provide valid first name',
    'Please provide valid last name',
    'Please provide valid email',
    'Please select any role',
  ])
    await expect(dialog(page).getByText(words)).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'First Name' }).fill('Ivy');
  await dialog(page).getByRole('textbox', { name: 'Last Name' }).fill(last);
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill('ivy@');
  await expect(dialog(page).getByText('Entered value does not match email format')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await choose(page, 'Role', 'responder');
  await dialog(page).getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText(`${name} invited successfully`)).toBeVisible();
  await expect(rowOf(page, email)).toContainText('responder');
  await expect(rowOf(page, email)).toContainText('active');

  // The invitation is in the demo mailbox: a code and the link to the recovery page.
  expect(await mailedCode(page, email)).toMatch(/^\d{6}$/);
  const mails = (await (await page.request.get(`/api/.ory/mailbox?to=${email}`)).json()) as {
    body: string;
  }[];
  expect(mails[0]?.body).toMatch(/\/recovery\?flow=[0-9a-f-]{36}/);

  await page.getByRole('button', { name: 'Add Role to User' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Please select any user')).toBeVisible();
  await expect(dialog(page).getByText('Please select any role')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'User' }).click();
  const option = page.getByRole('option', { name });
  await expect(option).toHaveText(`${name.slice(0, 50)}…`);
  await option.click();
  await choose(page, 'Role', 'editor');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} role updated successfully`)).toBeVisible();
  await expect(rowOf(page, email)).toContainText('editor');
  await expect(rowOf(page, email)).toContainText('responder');

  await rowOf(page, email)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete User ?' });
  await expect(confirm).toContainText('Are you sure you want to delete this user ?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('user deleted successfully')).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(0);
  const left = await page.request.get('/api/db/identities?select=traits');
  expect(left.ok()).toBe(true);
  expect(JSON.stringify(await left.json())).not.toContain(email);
});

test('a viewer is offered no user controls and the server refuses each user write', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'viewer@example.com', undefined, PATH);
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('button', { name: 'Invite User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Role to User' })).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Users' })).toHaveCount(0);

  const whoami = (await (await page.request.get('/api/auth/whoami')).json()) as {
    payload: { user: { id: string } };
  };
  const me = whoami.payload.user.id;
  const invite = await page.request.post('/api/auth/invite_user', {
    data: { firstName: 'Sly', lastName: 'Guest', email: `sly.${Date.now()}@example.com`, role: 'admin' },
  });
  expect(invite.status()).toBe(403);
  const promote = await page.request.post(`/api/rbac/${me}/update_role`, { data: { roles: ['admin'] } });
  expect(promote.status()).toBe(403);
  expect((await page.request.get('/api/db/identities?select=id')).status()).toBe(403);
  expect((await page.request.delete(`/api/db/identities?id=eq.${me}`)).status()).toBe(403);
});
