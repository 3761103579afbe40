import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, signIn } from './auth-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { serviceWorkerControls } from './service-worker.ts';

// The generic settings list and detail for Teams and Rules against the reference server and its
// demo accounts (spec 02-areas §2.13, §5, §6, §8): an admin adds a team, gives it members,
// removes one and updates its spec; opens an incident rule (Spec and Job History); a viewer reads
// them with no write control, and the server refuses the writes.

const teamsGrid = (page: Page) => page.getByRole('grid', { name: 'Teams' });
const rowOf = (page: Page, name: string) => teamsGrid(page).getByRole('row').filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog');
const membersGrid = (page: Page) => page.getByRole('grid', { name: 'Team members' });

async function teamByName(page: Page, name: string): Promise<{ id: string; spec: unknown }[]> {
  const res = await page.request.get(`/api/db/teams?name=eq.${encodeURIComponent(name)}&select=id,spec`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { id: string; spec: unknown }[];
}

async function memberNames(page: Page, teamId: string): Promise<string[]> {
  const res = await page.request.get(
    `/api/db/team_members?team_id=eq.${teamId}&select=person:person_id(name)`,
  );
  expect(res.ok()).toBe(true);
  const rows = (await res.json()) as { person: { name: string } }[];
  return rows.map((r) => r.person.name).sort();
}

test('an admin adds a team with members, removes one and updates its spec', async ({ page }) => {
  test.setTimeout(150_000);
  const name = `E2E Team ${Date.now()}`;
  await signIn(page, 'admin@example.com', undefined, '/settings/teams');
  await expect(rowOf(page, 'Platform')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Add: the name is required and the spec must be a YAML or JSON object.
  await page.getByRole('button', { name: 'Add Team' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('This field is required')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog(page).getByRole('textbox', { name: 'Spec' }).fill('components: [');
  // The spec editor lists the syntax error with its line.
  await expect(dialog(page).locator('.spec-problems')).toContainText('Line 1');
  await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog(page).getByRole('textbox', { name: 'Spec' }).fill('components:\n  - name: e2e');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Team added successfully')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('Ada Admin');
  await expect.poll(async () => (await teamByName(page, name)).length, { timeout: 20_000 }).toBe(1);
  const [team] = await teamByName(page, name);
  const id = team?.id ?? '';

  // Members: the empty state, then two people added at once.
  await rowOf(page, name).click();
  await expect(page).toHaveURL(new RegExp(`/settings/teams/${id}`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByText("You haven't added any team members to the team yet.")).toBeVisible();
  await page.getByRole('button', { name: 'Add Members' }).click();
  const add = dialog(page).getByRole('button', { name: /^Add/ });
  await expect(add).toBeDisabled();
  await dialog(page).getByRole('searchbox', { name: 'Search people' }).fill('Ravi');
  // react-aria draws the box over its hidden input: click the label, as a user does.
  await dialog(page).locator('label').filter({ hasText: 'Ravi Responder' }).click();
  await expect(dialog(page).getByRole('checkbox', { name: /Ravi Responder/ })).toBeChecked();
  await dialog(page).getByRole('searchbox', { name: 'Search people' }).fill('Vera');
  await dialog(page).locator('label').filter({ hasText: 'Vera Viewer' }).click();
  await dialog(page).getByRole('button', { name: 'Add 2 members' }).click();
  await expect(page.getByText('Ravi Responder, Vera Viewer added to the team successfully')).toBeVisible();
  await expect(membersGrid(page).getByRole('row').filter({ hasText: 'Ravi Responder' })).toBeVisible();
  await expect
    .poll(() => memberNames(page, id), { timeout: 20_000 })
    .toEqual(['Ravi Responder', 'Vera Viewer']);
  await expect(membersGrid(page).getByText('Pending')).toHaveCount(0, { timeout: 20_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Remove one.
  await page.getByRole('button', { name: 'Remove Ravi Responder' }).click();
  await expect(page.getByText('Ravi Responder removed from team successfully')).toBeVisible();
  await expect.poll(() => memberNames(page, id), { timeout: 20_000 }).toEqual(['Vera Viewer']);
  await expect(membersGrid(page).getByRole('row').filter({ hasText: 'Ravi Responder' })).toHaveCount(0, {
    timeout: 20_000,
  });

  // Spec: the name is fixed; Update returns to the list.
  await page.getByRole('tab', { name: 'Spec' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
  await page.getByRole('textbox', { name: 'Spec' }).fill('{"components": [{"name": "e2e-updated"}]}');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Team updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/teams$/);
  await expect
    .poll(async () => (await teamByName(page, name))[0]?.spec, { timeout: 20_000 })
    .toEqual({ components: [{ name: 'e2e-updated' }] });

  // Delete, after a question: the team leaves the list at once and is soft-deleted on the server.
  await rowOf(page, name).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete team?' });
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} deleted successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/teams$/);
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/db/teams?id=eq.${id}&deleted_at=not.is.null&select=id`);
        return ((await res.json()) as unknown[]).length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const removed = await page.request.delete(`/api/db/teams?id=eq.${id}`);
  expect(removed.status()).toBe(204);
});

test('a member added offline shows as pending and reaches the server once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@example.com', undefined, '/settings/teams');
  await expect(rowOf(page, 'Security')).toBeVisible({ timeout: 60_000 });
  const [team] = await teamByName(page, 'Security');
  const teamId = team?.id ?? '';
  // A retry must not find her already there: take her out first.
  const people = await page.request.get('/api/db/people?email=eq.commander@example.com&select=id');
  const [carla] = (await people.json()) as { id: string }[];
  const clear = await page.request.delete(
    `/api/db/team_members?team_id=eq.${teamId}&person_id=eq.${carla?.id}`,
  );
  expect(clear.status()).toBe(204);

  await rowOf(page, 'Security').click();
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(membersGrid(page).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await serviceWorkerControls(page);
  await goOffline(context);
  await expect(page.getByRole('button', { name: /Sync status: Offline/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add Members' }).click();
  await dialog(page).getByRole('searchbox', { name: 'Search people' }).fill('Carla');
  await dialog(page).locator('label').filter({ hasText: 'Carla Commander' }).click();
  await dialog(page).getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Carla Commander added to the team successfully')).toBeVisible();
  const carlaRow = membersGrid(page).getByRole('row').filter({ hasText: 'Carla Commander' });
  await expect(carlaRow.getByText('Pending')).toBeVisible();
  // A reload offline still shows her as Pending: the write waits in the outbox, not in the page.
  await page.reload();
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(carlaRow.getByText('Pending')).toBeVisible({ timeout: 30_000 });

  await goOnline(context);
  await expect(carlaRow.getByText('Pending')).toHaveCount(0, { timeout: 30_000 });
  await expect(carlaRow).toBeVisible();
  expect(await memberNames(page, teamId)).toContain('Carla Commander');
  await page.request.delete(`/api/db/team_members?team_id=eq.${teamId}&person_id=eq.${carla?.id}`);
});

test('an admin opens an incident rule: Spec and Job History, and Cancel returns to the list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@example.com', undefined, '/settings/incident_rules');
  const rule = page
    .getByRole('grid', { name: 'Rules' })
    .getByRole('row')
    .filter({ hasText: 'crash-looping-pods' });
  await expect(rule).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Add Rule' })).toBeVisible();
  await rule.click();
  await expect(page.getByRole('heading', { name: 'crash-looping-pods', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Spec', 'Job History']);
  await expect(page.getByRole('textbox', { name: 'Spec' })).toContainText(/CrashLoopBackOff/);
  await page.getByRole('tab', { name: 'Job History' }).click();
  // The job history's first sync may still be under way on a new device.
  await expect(page.getByRole('grid', { name: 'Job history' })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/tab=jobHistory/);
  await page.getByRole('tab', { name: 'Spec' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/settings\/incident_rules$/);

  // An id that is not there.
  await page.goto('/settings/incident_rules/00000000-0000-4000-8000-00000000dead');
  await expect(page.getByText('No resources found')).toBeVisible({ timeout: 30_000 });
});

test('a viewer reads teams and rules with no write control, and the server refuses the writes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'viewer@example.com', undefined, '/settings/teams');
  await expect(rowOf(page, 'Platform')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Add Team' })).toHaveCount(0);
  await rowOf(page, 'Platform').click();
  await expect(page.getByRole('heading', { name: 'Platform', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Spec' })).toHaveAttribute('aria-readonly', 'true');
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(membersGrid(page).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Add Members' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  const teamId = page.url().split('/settings/teams/')[1]?.split('?')[0] ?? '';
  const me = await page.request.get('/api/auth/whoami');
  const { payload } = (await me.json()) as { payload: { user: { id: string } } };
  const join = await page.request.post('/api/db/team_members', {
    data: [{ team_id: teamId, person_id: payload.user.id }],
  });
  expect(join.status()).toBe(403);
  const create = await page.request.post('/api/db/teams', { data: { name: 'viewer team' } });
  expect(create.status()).toBe(403);

  await page.goto('/settings/incident_rules');
  await expect(
    page.getByRole('grid', { name: 'Rules' }).getByRole('row').filter({ hasText: 'crash-looping-pods' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Add Rule' })).toHaveCount(0);
  const rule = await page.request.post('/api/db/incident_rules', { data: { name: 'viewer rule' } });
  expect(rule.status()).toBe(403);
});
