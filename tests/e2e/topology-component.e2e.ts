import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline } from './network.ts';
import { serviceWorkerControls } from './service-worker.ts';

// The component page /topology/{id} and its read-only view /view/topology/{id} (spec 02-areas
// §2.1, §2.7) on the demo estate: the "Inventory" application (children, checks, a team and
// incidents through topology evidence). Opens from its URL with its panels and children, downloads
// a snapshot (a real zip named <name>-snapshot.zip), links a catalogue item and unlinks it; a
// viewer gets no link control; offline the page opens from local data; a missing id says
// 'Component not found'.

test.setTimeout(180_000);
const FIRST = { timeout: 60_000 };
const SHOTS = process.env['COMP_SHOTS'];
const MISSING = '00000000-0000-4000-8000-00000000beef';

async function idOf(page: Page, query: string): Promise<string> {
  const rows = (await (await page.request.get(`/api/db/${query}`)).json()) as { id: string }[];
  expect(rows[0]?.id).toBeDefined();
  return rows[0]?.id ?? '';
}

async function openInventory(page: Page, email = 'admin@example.com', search = ''): Promise<string> {
  await signIn(page, email, undefined, '/topology');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const id = await idOf(page, 'components?name=eq.Inventory&type=eq.Application&select=id');
  await page.goto(`/topology/${id}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible(FIRST);
  return id;
}

const panel = (page: Page, title: string) =>
  page.locator('section.topo-panel').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

async function shot(page: Page, name: string): Promise<void> {
  for (const [w, h] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    if (SHOTS !== undefined) await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage: true });
    // No sideways scroll at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
}

test('a component opens from its URL with its breadcrumb, children and panels', async ({ page }) => {
  const id = await openInventory(page, 'admin@example.com', '?team=sre');
  await expect(page).toHaveTitle('Inventory | Mission Control');

  // Breadcrumb: Dashboard (the query carried, no refererId), then the ancestor from the path.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/topology?team=sre');
  const parent = crumbs.getByRole('link', { name: 'Applications' });
  await expect(parent).toHaveAttribute('href', new RegExp(`team=sre&refererId=${id}$`));

  // Children as cards, from the synced components.
  for (const child of ['Inventory API', 'Inventory Worker', 'Inventory Cache'])
    await expect(page.getByRole('article', { name: new RegExp(`^${child},`) })).toBeVisible(FIRST);

  // Panels: checks (to /health), teams, incidents (to /incidents/<id>), and the others' states.
  const checks = panel(page, 'Checks');
  await expect(checks.getByRole('listitem')).toHaveCount(3, FIRST);
  await expect(checks.getByRole('link').first()).toHaveAttribute('href', /^\/health\?checkId=/);
  await expect(panel(page, 'Teams').getByRole('listitem')).toHaveCount(1);
  const incident = panel(page, 'Incidents').getByRole('link', {
    name: /Carrier label API rejecting requests/,
  });
  await expect(incident).toBeVisible(FIRST);
  await expect(incident).toHaveAttribute('href', /^\/incidents\/[0-9a-f-]{36}$/);
  await expect(panel(page, 'Catalog')).toContainText('No data available');
  await expect(panel(page, 'Config Changes')).toContainText('No data available');
  await expect(panel(page, 'Insights')).toContainText('No data available');
  await expect(panel(page, 'Playbook Runs')).toBeVisible();
  await shot(page, 'component');

  // A child's card opens its page with the query carried.
  await page
    .getByRole('article', { name: /^Inventory API,/ })
    .getByRole('link', { name: 'Inventory API' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory API' })).toBeVisible();
  await expect(page).toHaveURL(/team=sre/);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Inventory' }),
  ).toBeVisible();
});

test('a snapshot downloads as <name>-snapshot.zip and is a zip', async ({ page }) => {
  await openInventory(page);
  await page.getByRole('button', { name: 'Snapshot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Snapshot of Inventory' });
  await dialog.getByRole('button', { name: /Start time/ }).click();
  await page.getByRole('option', { name: 'Last 6 hours' }).click();
  await expect(dialog.getByRole('checkbox', { name: /Include related/ })).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Inventory-snapshot.zip');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
  await expect(dialog.getByRole('status')).toHaveText('Downloaded Inventory-snapshot.zip');
  await shot(page, 'snapshot');
});

test('an editor links a catalogue item, sees it listed, and unlinks it', async ({ page }) => {
  await openInventory(page, 'editor@example.com');
  const catalog = panel(page, 'Catalog');
  await expect(catalog).toContainText('No data available', FIRST);
  await catalog.getByRole('button', { name: 'Link to Catalog item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link to Catalog item' });
  const submit = dialog.getByRole('button', { name: 'Link', exact: true });
  await expect(submit).toBeDisabled();
  const box = dialog.getByRole('combobox', { name: 'Catalog item' });
  await box.fill('orders-db');
  const option = page.getByRole('option', { name: /^orders-db/ }).first();
  await expect(option).toBeVisible(FIRST);
  await expect(page.getByRole('option')).not.toHaveCount(0);
  expect(await page.getByRole('option').count()).toBeLessThanOrEqual(50);
  const chosen = ((await option.textContent()) ?? '').split(' · ')[0] ?? '';
  await option.click();
  await expect(box).toHaveValue(chosen);
  await expect(submit).toBeEnabled();
  await shot(page, 'link-dialog');
  await submit.click();
  await expect(page.getByText('config link successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(catalog.getByRole('link', { name: chosen })).toHaveAttribute(
    'href',
    /^\/catalog\/[0-9a-f-]{36}$/,
  );

  // The manual link can be removed again.
  await catalog.getByRole('button', { name: `Unlink ${chosen}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete config link' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Deleted config link successfully')).toBeVisible();
  await expect(catalog).toContainText('No data available');
});

test('Link to Incident creates an incident with topology evidence, listed in the Incidents panel', async ({
  page,
}) => {
  const id = await openInventory(page);
  await expect(panel(page, 'Incidents').getByRole('listitem')).not.toHaveCount(0, FIRST);
  // Every step is an expectation with a timeout: an action alone waits until the test's 180 s
  // run out, and says nothing of what it waited for.
  const link = page.getByRole('button', { name: 'Link to Incident' });
  await expect(link).toBeVisible();
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Link to Incident' });
  const incident = dialog.getByRole('combobox', { name: 'Incident' });
  await expect(incident).toBeVisible();
  // By keyboard: the incidents list fills from local data while it is open, and a list that
  // re-renders under a pointer can lose the click. 'Create new incident' is always the first.
  await incident.focus();
  await incident.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Create new incident' })).toHaveAttribute(
    'data-focused',
    'true',
  );
  await incident.press('Enter');
  // Each list is closed before the next control is used: a click while one is still closing
  // lands on the page behind it (which it keeps inert).
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(incident).toHaveValue('Create new incident');
  const title = `Inventory degraded ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Incident title' }).fill(title);
  for (const [field, choice] of [
    ['Severity', 'High'],
    ['Type', 'Availability'],
  ] as const) {
    const trigger = dialog.getByRole('button', { name: new RegExp(field) }).first();
    await trigger.click();
    await page.getByRole('listbox').getByRole('option', { name: choice, exact: true }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(trigger).toContainText(choice);
  }
  await dialog.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText('Linked to incident successfully')).toBeVisible();
  // The new incident is listed at once, from its local evidence (component_id, 'Topology').
  await expect(panel(page, 'Incidents').getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await page.request.get(
        `/api/db/evidences?component_id=eq.${id}&type=eq.topology&description=eq.Topology&select=id`,
      );
      return ((await res.json()) as unknown[]).length;
    })
    .toBeGreaterThan(0);
});

test('a viewer sees the component but no link control', async ({ page }) => {
  await openInventory(page, 'viewer@example.com');
  await expect(panel(page, 'Checks').getByRole('listitem')).toHaveCount(3, FIRST);
  await expect(panel(page, 'Catalog')).toContainText('No data available');
  await expect(page.getByRole('button', { name: 'Link to Catalog item' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Link to Incident' })).toHaveCount(0);
});

test('offline, the page opens from local data and marks cached answers', async ({ page, context }) => {
  const id = await openInventory(page);
  await expect(panel(page, 'Checks').getByRole('listitem')).toHaveCount(3, FIRST);
  await expect(page.getByRole('button', { name: /^Sync status: Synced/ })).toBeVisible({ timeout: 90_000 });
  await serviceWorkerControls(page);
  await goOffline(context);
  await page.goto(`/topology/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible(FIRST);
  await expect(page.getByRole('article', { name: /^Inventory API,/ })).toBeVisible();
  await expect(panel(page, 'Incidents').getByRole('link', { name: /Carrier label API/ })).toBeVisible();
  await expect(panel(page, 'Checks').getByRole('listitem')).toHaveCount(3);
  await expect(panel(page, 'Checks').getByText(/^Cached/)).toBeVisible();
  await shot(page, 'offline');
  // A snapshot is the server's: offline the dialog says so instead of offering Download.
  await page.getByRole('button', { name: 'Snapshot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Snapshot of Inventory' });
  await expect(dialog.getByRole('button', { name: 'Download' })).toBeDisabled();
  await expect(dialog).toContainText('download it when online');
});

test("the read-only view has no write controls, and a missing id says 'Component not found'", async ({
  page,
}) => {
  const id = await openInventory(page);
  await page.goto(`/view/topology/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible(FIRST);
  await expect(panel(page, 'Checks').getByRole('listitem')).toHaveCount(3, FIRST);
  await expect(page.getByRole('button', { name: 'Snapshot' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Link to Catalog item' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Link to Incident' })).toHaveCount(0);

  await page.goto(`/view/topology/${MISSING}`);
  await expect(page.getByRole('alert')).toHaveText('Component not found', FIRST);
  await expect(page).toHaveTitle('Component not found | Mission Control');
  await page.goto(`/topology/${MISSING}`);
  await expect(page.getByRole('alert')).toHaveText('Component not found', FIRST);
  await shot(page, 'missing');
});
