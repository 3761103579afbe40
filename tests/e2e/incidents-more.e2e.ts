import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { createIncidentFromList, openJiraResponderForm, serverRows } from './incident-helpers.ts';
import { goOffline, goOnline } from './network.ts';

// More incident journeys: the Details dropdowns and the responder ticket dropdowns, the
// link-to-incident search (offline, by keyboard), and an edit made offline over a value someone
// else changed meanwhile (it wins, and a notice says what it replaced until dismissed).

type Row = {
  id: string;
  status?: string;
  type?: string;
  severity?: string;
  title?: string;
  check_id?: string | null;
  hypothesis_id?: string;
};

const rows = (page: Page, path: string) => serverRows<Row>(page, path);

/** Signs in as the demo admin and waits for the incident list. */
async function signedIn(page: Page): Promise<void> {
  await signIn(page, 'admin@example.com', undefined, '/incidents');
  await expect(page.getByRole('table', { name: 'Incidents' })).toBeVisible({ timeout: 60_000 });
}

/** Creates an incident from the list page and waits until the server holds it and its root. */
async function createIncident(page: Page, title: string): Promise<string> {
  const id = await createIncidentFromList(page, title);
  await expect
    .poll(async () => (await rows(page, `hypotheses?incident_id=eq.${id}`)).length, { timeout: 30_000 })
    .toBe(1);
  await expect
    .poll(async () => (await rows(page, `incidents?id=eq.${id}`))[0]?.title, { timeout: 30_000 })
    .toBe(title);
  return id;
}

/** Picks `option` in the side panel's Details dropdown `name` (Type, Status, Priority). */
async function pick(page: Page, name: string, option: string): Promise<void> {
  const details = page.getByRole('complementary', { name: 'Incident details' });
  await details.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('incidents, more', () => {
  test.setTimeout(240_000);

  test('Type, Status and Priority are dropdowns in Details; ticket fields of a Jira responder are dropdowns', async ({
    page,
  }) => {
    await signedIn(page);
    const id = await createIncident(page, `Dropdowns ${Date.now()}`);
    const details = page.getByRole('complementary', { name: 'Incident details' });
    // The creator commands it, shown by name (not by person id).
    await expect(details.getByRole('definition').filter({ hasText: 'Ada Admin' })).toBeVisible();
    await expect(details).not.toContainText('a11ce000-');
    await expect(details.getByRole('button', { name: /Type/ })).toContainText('Availability');
    await expect(details.getByRole('button', { name: /Priority/ })).toContainText('Low');

    await pick(page, 'Type', 'Security');
    await pick(page, 'Priority', 'Critical');
    await pick(page, 'Status', 'Investigating');
    await expect(page.getByText('Incident status updated successfully').first()).toBeVisible();
    await expect
      .poll(async () => (await rows(page, `incidents?id=eq.${id}`))[0], { timeout: 30_000 })
      .toMatchObject({ type: 'security', severity: 'critical', status: 'investigating' });
    // Only the allowed moves are offered: from investigating, no way back to open.
    await details.getByRole('button', { name: /Status/ }).click();
    await expect(page.getByRole('option', { name: 'Mitigated', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Open', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A Jira responder for the Platform team: instance, project, issue type and priority are lists.
    const form = await openJiraResponderForm(page, 'Platform');
    await expect(form.getByRole('combobox', { name: 'Instance' })).toHaveValue(/acme\.atlassian\.net/);
    await expect(form.getByRole('combobox', { name: 'Project' })).toHaveValue(/PLATFORM/);
    await form.getByRole('button', { name: /Issue Type/ }).click();
    await page.getByRole('option', { name: 'Bug', exact: true }).click();
    await form.getByRole('button', { name: /Priority/ }).click();
    await page.getByRole('option', { name: 'Highest', exact: true }).click();
    await form.getByLabel('Summary').fill('Checkout down');
    await form.getByLabel('Description').fill('Orders fail');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Responder added successfully')).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            (await rows(page, `responders?incident_id=eq.${id}&select=id,properties`))[0] as
              { properties?: unknown } | undefined
          )?.properties,
        { timeout: 30_000 },
      )
      .toMatchObject({
        responderType: 'jira',
        configType: 'https://acme.atlassian.net',
        project: 'PLATFORM',
        issueType: 'Bug',
        priority: 'Highest',
      });
  });

  test('link a check to an incident found by searching, by keyboard, while offline', async ({
    page,
    context,
  }) => {
    await signedIn(page);
    const title = `Searchable ${Date.now()}`;
    const id = await createIncident(page, title);
    const root = (await rows(page, `hypotheses?incident_id=eq.${id}`))[0]?.id ?? '';
    await page.goto('/health?hidePassing=false&groupBy=no-group');
    await page
      .getByRole('table', { name: 'Health checks' })
      .getByRole('rowheader')
      .getByRole('button')
      .first()
      .click({ timeout: 60_000 });
    await expect(page).toHaveURL(/checkId=/);
    const check = new URL(page.url()).searchParams.get('checkId') ?? '';
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('button', { name: 'Link to Incident' })).toBeVisible({ timeout: 30_000 });

    await goOffline(context);
    await drawer.getByRole('button', { name: 'Link to Incident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link to Incident' });
    const search = dialog.getByRole('combobox', { name: 'Incident' });
    await search.fill('no such incident anywhere');
    await expect(page.getByText('There are no incidents matching this criteria')).toBeVisible();
    await search.fill(title.split(' ')[1] ?? title); // part of the title
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: new RegExp(title) })).toBeVisible();
    await expect(listbox.getByRole('option')).toHaveCount(2); // the match and 'Create new incident'
    await search.press('ArrowDown');
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(search).toHaveValue(new RegExp(title));
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(dialog.getByText('Must select or create a hypothesis')).toBeVisible();
    await dialog.getByRole('button', { name: /Select a hypothesis/ }).click();
    await page.getByRole('option', { name: title, exact: true }).click();
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByText('Linked to incident successfully')).toBeVisible();

    await goOnline(context);
    await expect
      .poll(
        async () =>
          (await rows(page, `evidences?hypothesis_id=eq.${root}&select=id,check_id`)).map((e) => e.check_id),
        { timeout: 60_000 },
      )
      .toEqual([check]);
  });

  test('an edit made offline over a newer server value wins, and says so until dismissed', async ({
    page,
    context,
  }) => {
    await signedIn(page);
    const id = await createIncident(page, `Conflict ${Date.now()}`);
    const notice = page.getByRole('alert', { name: 'Your edits replaced newer values' });
    const details = page.getByRole('complementary', { name: 'Incident details' });

    // Type: mine Security (offline), theirs Cost (saved on the server meanwhile).
    await goOffline(context);
    await pick(page, 'Type', 'Security');
    expect((await page.request.patch(`/api/db/incidents?id=eq.${id}`, { data: { type: 'cost' } })).ok()).toBe(
      true,
    );
    await goOnline(context);
    await expect
      .poll(async () => (await rows(page, `incidents?id=eq.${id}`))[0]?.type, { timeout: 60_000 })
      .toBe('security');
    await expect(notice).toContainText(
      'Your change to Type replaced a newer value on the server: Cost → Security',
      { timeout: 30_000 },
    );
    await expect(details.getByRole('button', { name: /Type/ })).toContainText('Security');

    // Dismiss: the notice goes (also after a reload) and the server keeps the user's value.
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(details.getByRole('button', { name: /Type/ })).toContainText('Security', {
      timeout: 60_000,
    });
    await expect(notice).toHaveCount(0);
    expect((await rows(page, `incidents?id=eq.${id}`))[0]?.type).toBe('security');
  });
});
