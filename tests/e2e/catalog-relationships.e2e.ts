import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// A fresh estate: the first reads share the embedded database with the initial sync, so they get time.
test.setTimeout(180_000);
const FIRST = { timeout: 45_000 };

async function firstId(page: Page, path: string): Promise<string> {
  const rows = (await (await page.request.get(`/api/db/${path}`)).json()) as { id: string }[];
  const id = rows[0]?.id;
  expect(id).toBeDefined();
  return id ?? '';
}

/** Links a component to a config item by hand; a retry first removes the link its first attempt made. */
async function linkManually(page: Page, component: string, config: string): Promise<void> {
  const pair = `component_id=eq.${component}&config_id=eq.${config}`;
  const cleared = await page.request.delete(`/api/db/config_component_relationships?${pair}`);
  expect(cleared.ok()).toBe(true);
  const link = await page.request.post('/api/db/config_component_relationships', {
    data: { component_id: component, config_id: config, selector_id: 'manual' },
    headers: { Prefer: 'return=representation' },
  });
  expect(link.status()).toBe(201);
}

test("an item's relationships: table, graph with group nodes, toggles, unlinking a manual component link", async ({
  page,
}) => {
  await signIn(page, 'admin@example.com', undefined, '/catalog');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const namespace = await firstId(
    page,
    'configs?type=eq.Kubernetes::Namespace&deleted_at=is.null&select=id&limit=1',
  );
  const component = await firstId(page, 'components?select=id&deleted_at=is.null&limit=1');
  await linkManually(page, component, namespace);

  await page.goto(`/catalog/${namespace}/relationships`);
  const table = page.getByRole('table', { name: 'Related configs' });
  await expect(table.locator('tbody tr').first()).toBeVisible(FIRST);

  // Unchecking Incoming forces Outgoing on and disables it.
  // react-aria draws the box over its hidden input: click the label, as a user does.
  await page
    .locator('label')
    .filter({ hasText: /^Incoming$/ })
    .click();
  await expect(page.getByRole('checkbox', { name: 'Incoming' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Outgoing' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Outgoing' })).toBeDisabled();

  await expect(page).toHaveURL(/incoming=false/);

  await page.getByRole('button', { name: 'Graph' }).click();
  await expect(page).toHaveURL(/view=graph/);
  const graph = page.getByRole('figure', { name: 'Relationship graph' });
  await expect(graph).toBeVisible({ timeout: 30_000 });
  const group = graph.getByRole('button', { name: /, (expand|collapse)$/ }).first();
  await expect(group).toBeVisible();
  await page.getByRole('button', { name: 'TB' }).click();
  await page.getByRole('button', { name: 'Smooth step' }).click();
  await expect(page).toHaveURL(/direction=TB/);
  await expect(page).toHaveURL(/edges=smoothstep/);
  await expect(graph).toBeVisible();

  // The view settings live in the URL: a reload shows the same view...
  await page.reload();
  await expect(page.getByRole('figure', { name: 'Relationship graph' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'TB' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Smooth step' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('checkbox', { name: 'Incoming' })).not.toBeChecked();
  // ...and Back returns to the table, still without incoming relationships.
  await page.goBack();
  await expect(page).not.toHaveURL(/view=graph/);
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Incoming' })).not.toBeChecked();

  await page.getByRole('button', { name: /^Unlink / }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this config link');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted config link successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Unlink / })).toHaveCount(0);
});

test('a viewer sees a manual component link but is offered no Unlink', async ({ page }) => {
  await signIn(page, 'admin@example.com', undefined, '/catalog');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const namespace = await firstId(
    page,
    'configs?type=eq.Kubernetes::Namespace&deleted_at=is.null&select=id&order=name.desc&limit=1',
  );
  const component = await firstId(page, 'components?select=id&deleted_at=is.null&order=name.desc&limit=1');
  await linkManually(page, component, namespace);

  // Leave the console before dropping the session: a console still open notices it is signed out
  // and goes to sign-in itself, which can cut off the navigation to the viewer's sign-in below.
  await page.goto('about:blank');
  await page.context().clearCookies();
  // The server refuses the first reads of the links: the section says so, and Retry reads again.
  let refusals = 2;
  await page.route('**/api/db/config_component_relationships?*', (route) =>
    refusals-- > 0 ? route.fulfill({ status: 503, body: 'unavailable' }) : route.fallback(),
  );
  await signIn(page, 'viewer@example.com', undefined, `/catalog/${namespace}/relationships`);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const links = page.getByRole('region', { name: 'Linked components' });
  await expect(links.getByRole('alert')).toContainText('The linked components could not be loaded', FIRST);
  await links.getByRole('button', { name: 'Retry' }).click();
  await expect(links.getByRole('link').first()).toBeVisible(FIRST);
  await expect(page.getByRole('button', { name: /^Unlink / })).toHaveCount(0);
});
