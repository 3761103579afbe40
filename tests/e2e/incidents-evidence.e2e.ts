import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { createIncidentFromList, openJiraResponderForm, serverRows } from './incident-helpers.ts';
import { goOffline, goOnline } from './network.ts';

// The Action Plan's add-evidence wizard (Evidence type → Search → Select) over the synced
// catalogue and checks, online and offline (delivered once after reconnecting); and the Jira
// responder form whose project is found by searching the Jira config items.

type Row = {
  id: string;
  name?: string;
  type?: string;
  config_id?: string | null;
  check_id?: string | null;
  description?: string;
  properties?: unknown;
};

const rows = (page: Page, path: string) => serverRows<Row>(page, path);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs in, creates an incident and waits until the server holds it and its root hypothesis. */
async function newIncident(page: Page, title: string): Promise<{ id: string; root: string }> {
  await signIn(page, 'admin@example.com', undefined, '/incidents');
  await expect(page.getByRole('table', { name: 'Incidents' })).toBeVisible({ timeout: 60_000 });
  const id = await createIncidentFromList(page, title);
  let root = '';
  await expect
    .poll(async () => (root = (await rows(page, `hypotheses?incident_id=eq.${id}`))[0]?.id ?? ''), {
      timeout: 30_000,
    })
    .not.toBe('');
  return { id, root };
}

/** Opens the wizard on the root hypothesis of the Action Plan. */
async function openWizard(page: Page, title: string) {
  await page.getByRole('tab', { name: 'Action Plan' }).click();
  const node = page.getByRole('listitem', { name: `Root: ${title}` });
  await node.getByRole('button', { name: 'Add evidence' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Add evidence' });
  await expect(wizard.locator('[aria-current=step]')).toHaveText('1. Evidence type');
  return { node, wizard };
}

test.describe('incident evidence and ticket lookups', () => {
  test.setTimeout(150_000);

  test('add a config item found by search as evidence to a hypothesis; it reaches the server', async ({
    page,
  }) => {
    const title = `Evidence wizard ${Date.now()}`;
    const { root } = await newIncident(page, title);
    const [config] = await rows(
      page,
      'configs?type=eq.Kubernetes::Deployment&deleted_at=is.null&select=id,name&order=name.asc&limit=1',
    );
    if (config?.name === undefined) throw new Error('no deployment in the demo estate');

    const { node, wizard } = await openWizard(page, title);
    await expect(wizard.getByRole('radio', { name: 'Config item' })).toBeChecked();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.locator('[aria-current=step]')).toHaveText('2. Search');
    const next = wizard.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    const search = wizard.getByRole('searchbox', { name: 'Search config items' });
    await search.fill('zz-nothing-is-called-this');
    await expect(wizard.getByText('There are no config items matching this criteria')).toBeVisible({
      timeout: 60_000,
    });
    const typedAt = Date.now();
    await search.fill(config.name);
    const results = wizard.getByRole('listbox', { name: 'Matching config items' });
    const found = results.getByRole('option', { name: new RegExp(`^${escape(config.name)}`) }).first();
    await expect(found).toBeVisible();
    // Answered on the keystroke (issue #21: no debounce for local answers).
    test
      .info()
      .annotations.push({ type: 'config-search-typed-to-shown', description: `${Date.now() - typedAt} ms` });
    await found.click();
    await expect(wizard.getByText('1 selected')).toBeVisible();
    await next.click();
    await expect(wizard.locator('[aria-current=step]')).toHaveText('3. Select');
    await expect(wizard.getByRole('list', { name: 'Selected evidence' })).toContainText(config.name);
    // Back keeps the pick; then Add with a description.
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect(wizard.getByText('1 selected')).toBeVisible();
    await next.click();
    await wizard.getByLabel('Description (optional)').fill('Replica count dropped to one');
    await wizard.getByRole('button', { name: 'Add' }).click();
    await expect(wizard).toHaveCount(0);

    await expect(node.getByText('Replica count dropped to one')).toBeVisible();
    await expect(node.getByText(`(${config.name})`)).toBeVisible();
    // Deployments of one name exist in several clusters: any of them is the one found.
    const sameName = (
      await rows(page, `configs?name=eq.${encodeURIComponent(config.name)}&deleted_at=is.null&select=id`)
    ).map((c) => c.id);
    await expect
      .poll(
        async () =>
          await rows(page, `evidences?hypothesis_id=eq.${root}&select=id,type,config_id,description`),
        { timeout: 30_000 },
      )
      .toEqual([
        expect.objectContaining({
          type: 'config',
          config_id: expect.stringMatching(new RegExp(`^(${sameName.join('|')})$`)),
          description: 'Replica count dropped to one',
        }),
      ]);
    await expect(node.getByText('Pending')).toHaveCount(0, { timeout: 30_000 });
    // Already attached: offered no more.
    await node.getByRole('button', { name: 'Add evidence' }).first().click();
    await page.getByRole('dialog', { name: 'Add evidence' }).getByRole('button', { name: 'Next' }).click();
    const againAt = Date.now();
    await page.getByRole('searchbox', { name: 'Search config items' }).fill(config.name);
    await expect(
      page.getByRole('option', { name: new RegExp(`^${escape(config.name)}.*already added`) }).first(),
    ).toHaveAttribute('aria-disabled', 'true');
    test.info().annotations.push({
      type: 'config-search-again-typed-to-shown',
      description: `${Date.now() - againAt} ms`,
    });
  });

  test('evidence added offline by keyboard shows as pending and is delivered once after reconnecting', async ({
    page,
    context,
  }) => {
    const title = `Offline evidence ${Date.now()}`;
    const { root } = await newIncident(page, title);
    const [check] = await rows(page, 'checks?deleted_at=is.null&select=id,name&order=name.asc&limit=1');
    if (check?.name === undefined) throw new Error('no check in the demo estate');
    // The checks are synced before going offline (the health list shows them).
    await page.goto('/health?hidePassing=false&groupBy=no-group');
    await expect(
      page.getByRole('table', { name: 'Health checks' }).getByRole('rowheader').first(),
    ).toBeVisible({ timeout: 60_000 });
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Action Plan' })).toBeVisible({ timeout: 30_000 });

    await goOffline(context);
    const { node, wizard } = await openWizard(page, title);
    await wizard.getByRole('radio', { name: 'Health check' }).check({ force: true });
    await wizard.getByRole('button', { name: 'Next' }).click();
    const search = wizard.getByRole('searchbox', { name: 'Search health checks' });
    await expect(search).toBeFocused();
    await search.fill(check.name);
    const first = wizard.getByRole('listbox', { name: 'Matching health checks' }).getByRole('option').first();
    await expect(first).toContainText(check.name);
    // Tab into the list, Space picks the focused option.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Add' }).click();
    await expect(node.getByText('Pending').first()).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Action Plan' }).click({ timeout: 30_000 });
    await expect(node.getByText('Pending').first()).toBeVisible({ timeout: 30_000 });
    expect(await rows(page, `evidences?hypothesis_id=eq.${root}`).catch(() => [])).toHaveLength(0);

    await goOnline(context);
    await expect(node.getByText('Pending')).toHaveCount(0, { timeout: 30_000 });
    const delivered = await rows(
      page,
      `evidences?hypothesis_id=eq.${root}&select=id,type,check_id,description`,
    );
    expect(delivered).toEqual([expect.objectContaining({ type: 'check', check_id: check.id })]);
    // Still once after the next pulls.
    await page.reload();
    await page.getByRole('tab', { name: 'Action Plan' }).click({ timeout: 30_000 });
    await expect(node.locator('.incident-evidence')).toHaveCount(1);
    expect(await rows(page, `evidences?hypothesis_id=eq.${root}`)).toHaveLength(1);
  });

  test('the wizard search answers on the keystroke, without waiting on a timer', async ({ page }) => {
    const title = `Keystroke search ${Date.now()}`;
    await newIncident(page, title);
    const [config] = await rows(
      page,
      'configs?type=eq.Kubernetes::Deployment&deleted_at=is.null&select=id,name&order=name.asc&limit=1',
    );
    if (config?.name === undefined) throw new Error('no deployment in the demo estate');
    const { wizard } = await openWizard(page, title);
    await wizard.getByRole('button', { name: 'Next' }).click();
    const search = wizard.getByRole('searchbox', { name: 'Search config items' });
    await search.fill('zz-nothing-is-called-this');
    await expect(wizard.getByText('There are no config items matching this criteria')).toBeVisible({
      timeout: 60_000,
    });
    // Stop the page's clock: a debounced search (250 ms before issue #21) would never run now.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await search.fill(config.name);
    const results = wizard.getByRole('listbox', { name: 'Matching config items' });
    await expect(
      results.getByRole('option', { name: new RegExp(`^${escape(config.name)}`) }).first(),
    ).toBeVisible({ timeout: 10_000 });
    await page.clock.resume();
  });

  test('a Jira responder whose project is chosen from the Jira config items found by search', async ({
    page,
  }) => {
    const title = `Jira lookup ${Date.now()}`;
    const { id } = await newIncident(page, title);
    const form = await openJiraResponderForm(page, 'SRE');

    // The team's instance, shown by its config item's name.
    await expect(form.getByRole('combobox', { name: 'Instance' })).toHaveValue('acme.atlassian.net', {
      timeout: 30_000,
    });
    const project = form.getByRole('combobox', { name: 'Project' });
    await expect(project).toHaveValue(/SRE/);
    const typedAt = Date.now();
    await project.fill('incidents');
    const option = page.getByRole('option', { name: /PLAT · Platform incidents/ });
    await expect(option).toBeVisible({ timeout: 10_000 });
    // Answered from the synced copy on the keystroke (no debounce: nothing goes to the server).
    test
      .info()
      .annotations.push({ type: 'jira-project-typed-to-shown', description: `${Date.now() - typedAt} ms` });
    // Only the searched projects of this instance: the other instance's OPS is not offered.
    await expect(page.getByRole('option', { name: /OPS · Operations/ })).toHaveCount(0);
    await option.click();
    await expect(project).toHaveValue('PLAT · Platform incidents');
    // Changing the project cleared the issue type; its choices are the project's.
    await form.getByRole('button', { name: /Issue Type/ }).click();
    await expect(page.getByRole('option', { name: 'Story', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'Task', exact: true }).click();
    await form.getByLabel('Summary').fill('Checkout down');
    await form.getByLabel('Description').fill('Orders fail');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Responder added successfully')).toBeVisible();
    await expect
      .poll(
        async () => (await rows(page, `responders?incident_id=eq.${id}&select=id,properties`))[0]?.properties,
        { timeout: 30_000 },
      )
      .toMatchObject({
        responderType: 'jira',
        configType: 'https://acme.atlassian.net',
        project: 'PLAT',
        issueType: 'Task',
        priority: 'High',
      });
  });
});
