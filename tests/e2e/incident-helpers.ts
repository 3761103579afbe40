import { expect, type Locator, type Page } from '@playwright/test';

// Steps several incident journeys share: reading rows the server holds, creating an incident from
// the list, and reaching the Jira responder form of a team.

/** Rows of `/api/db/{path}` as the signed-in user of `page` reads them. */
export async function serverRows<R>(page: Page, path: string): Promise<R[]> {
  const res = await page.request.get(`/api/db/${path}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as R[];
}

/** Creates an incident with `title` from the list page; resolves with its id once its page is open. */
export async function createIncidentFromList(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Create New Incident' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Incident' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() ?? '';
}

/** From an incident page: Add Responder → team `team` → Jira; resolves with the form dialog. */
export async function openJiraResponderForm(page: Page, team: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Responder' }).click();
  const select = page.getByRole('dialog', { name: 'Select Responder' });
  await select.getByRole('button', { name: /Select a team/ }).click();
  await page.getByRole('option', { name: team, exact: true }).click();
  await select.getByRole('button', { name: 'Next' }).click();
  const types = page.getByRole('dialog', { name: 'Responder Type' });
  await types.getByLabel('Jira').check({ force: true }); // react-aria draws the radio; its input is visually hidden
  await types.getByRole('button', { name: 'Next' }).click();
  return page.getByRole('dialog', { name: 'Save Team Responder' });
}
