import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { readPersisted } from './persisted-cache.ts';
import { serviceWorkerControls } from './service-worker.ts';

// Issue #6, the whole catalogue journey once more offline: visit it online (summary, a type,
// search, a label filter, an item with selected lines, its changes, all changes, its
// relationships as a table and as a graph), cut the network for the page and its service
// worker, reload, and walk it again. Synced screens answer from this device; server reads answer
// from the persisted query cache, marked as a cached copy; a page never opened online says it
// needs the network instead of spinning.

const summary = (page: Page) => page.getByRole('table', { name: 'Catalog summary' });
const list = (page: Page) => page.getByRole('table', { name: 'Catalog items' });
const cachedNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Offline: showing the cached copy of this page from / });
const sections = (page: Page) => page.getByRole('navigation', { name: 'Config sections' });
const catalogTabs = (page: Page) => page.getByRole('navigation', { name: 'Catalog sections' });
const SLOW = { timeout: 45_000 };

async function drillIntoPods(page: Page): Promise<void> {
  await summary(page).getByRole('link', { name: 'Kubernetes::Pod', exact: true }).click();
  await expect(page).toHaveURL(/configType=Kubernetes(%3A|:){2}Pod/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Kubernetes::Pod');
  await expect(list(page).getByRole('row').nth(1)).toContainText('Kubernetes::Pod');
}

async function toSummary(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Catalog', exact: true })
    .click();
  await expect(summary(page)).toBeVisible(SLOW);
}

async function searchAndLabel(page: Page): Promise<void> {
  await toSummary(page);
  await page.getByRole('searchbox', { name: 'Search for configs' }).fill('deployment');
  await expect(page).toHaveURL(/search=deployment/);
  await expect(list(page).getByRole('row').nth(1)).toContainText(/deployment/i);
  await toSummary(page);
  await page.getByRole('button', { name: 'Labels' }).click();
  await page
    .getByRole('dialog', { name: 'Labels filter' })
    .getByRole('button', { name: /^Include / })
    .first()
    .click();
  await expect(page).toHaveURL(/labels=/);
  await page.keyboard.press('Escape');
  await expect(list(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* items$/)).toBeVisible();
}

/** Opens the first pod and selects lines 2 to 4; returns the item's path. */
async function openPodAndSelectLines(page: Page): Promise<string> {
  await page.goto('/catalog?configType=Kubernetes%3A%3APod');
  await list(page).getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/catalog\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;
  const gutter = page.locator('.cm-lineNumbers .cm-gutterElement');
  await expect(gutter.nth(3)).toBeVisible(SLOW);
  await gutter.filter({ hasText: /^2$/ }).click();
  await expect(page).toHaveURL(/selected=2/);
  await gutter.filter({ hasText: /^4$/ }).click({ modifiers: ['Shift'] });
  await expect(page).toHaveURL(/selected=2&selected=3&selected=4/);
  await expect(page.getByText('Selected lines: 2, 3, 4')).toBeVisible();
  return path;
}

async function itemChanges(page: Page): Promise<void> {
  await sections(page)
    .getByRole('link', { name: /^Changes/ })
    .click();
  await expect(page).toHaveURL(/\/changes$/);
  await expect(page.getByRole('table', { name: 'Config changes' }).locator('tbody tr').first()).toBeVisible(
    SLOW,
  );
}

async function allChanges(page: Page): Promise<void> {
  await catalogTabs(page).getByRole('link', { name: 'Changes' }).click();
  await expect(page).toHaveURL(/\/catalog\/changes/);
  await expect(page.getByRole('table', { name: 'Config changes' }).locator('tbody tr').first()).toBeVisible(
    SLOW,
  );
  await expect(page.getByText(/of [\d,]+ changes/)).toBeVisible();
}

async function relationships(page: Page, itemPath: string): Promise<void> {
  await page.goto(`${itemPath}/relationships`);
  await expect(
    page.getByRole('table', { name: 'Related configs' }).locator('tbody tr').first().getByRole('link'),
  ).toBeVisible(SLOW);
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Graph' }).click();
  await expect(page).toHaveURL(/view=graph/);
  const graph = page.getByRole('figure', { name: 'Relationship graph' });
  await expect(graph).toBeVisible(SLOW);
  await expect(graph.locator('.react-flow__node').first()).toBeVisible(SLOW);
}

test('the catalogue journey, visited online, answers again offline after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(480_000);
  await signIn(page, 'admin@example.com', undefined, '/catalog');
  await expect(
    summary(page)
      .getByRole('row', { name: /Kubernetes/ })
      .first(),
  ).toBeVisible({ timeout: 90_000 });
  await serviceWorkerControls(page);

  // Online, once.
  await drillIntoPods(page);
  await searchAndLabel(page);
  const item = await openPodAndSelectLines(page);
  await itemChanges(page);
  await allChanges(page);
  await relationships(page, item);
  const configId = item.split('/').pop() ?? '';
  // The answers are saved (throttled) before the network goes.
  await expect
    .poll(async () => {
      const saved = await readPersisted(page);
      const changeLists = saved.split('["catalog","changes",').length - 1;
      return (
        changeLists >= 2 &&
        [`"related","${configId}"`, `"related-root","${configId}"`, `"config_detail","${configId}"`].every(
          (k) => saved.includes(k),
        )
      );
    }, SLOW)
    .toBe(true);

  await goOffline(context);
  await page.goto('/catalog');
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline — showing data saved on this device' }),
  ).toBeVisible(SLOW);

  // Synced: the summary, a type, search and a label filter.
  await expect(
    summary(page)
      .getByRole('row', { name: /Kubernetes/ })
      .first(),
  ).toBeVisible(SLOW);
  await drillIntoPods(page);
  await searchAndLabel(page);

  // The same item, its content from the cache, lines selectable.
  const again = await openPodAndSelectLines(page);
  expect(again).toBe(item);
  await expect(page.getByText(/^Cached — last fetched /)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Its changes and all changes, from the cache and marked so.
  await itemChanges(page);
  await expect(cachedNote(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await allChanges(page);
  await expect(cachedNote(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Its relationships, table then graph (the graph's code and its layout worker load offline).
  await page.goto(`${item}/relationships`);
  await expect(
    page.getByRole('table', { name: 'Related configs' }).locator('tbody tr').first().getByRole('link'),
  ).toBeVisible(SLOW);
  await expect(cachedNote(page)).toBeVisible();
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Graph' }).click();
  const graph = page.getByRole('figure', { name: 'Relationship graph' });
  await expect(graph.locator('.react-flow__node').first()).toBeVisible(SLOW);
  await expect(cachedNote(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Never opened online: the insights list and another filter of the changes say so plainly.
  await page.goto('/catalog/insights');
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible(SLOW);
  await expect(page.getByText(/this page was not opened before while online/)).toBeVisible();
  await page.goto('/catalog/changes?severity=critical');
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible(SLOW);
  await expect(page.getByRole('table', { name: 'Config changes' })).toHaveCount(0);

  // An item on this device (synced) but never opened online: its details show, and the parts read
  // from the server say they need the network rather than spin.
  await page.goto('/catalog?configType=Kubernetes%3A%3APod');
  await list(page).getByRole('row').nth(2).getByRole('link').click();
  await expect(page).toHaveURL(/\/catalog\/[0-9a-f-]{36}$/);
  expect(new URL(page.url()).pathname).not.toBe(item);
  await expect(page.getByRole('complementary', { name: 'Config details' })).toContainText('Kubernetes::Pod');
  await expect(page.getByText(/^The config content was not opened on this device while online/)).toBeVisible(
    SLOW,
  );
  await expect(
    page.getByText('Not available offline: this was not opened on this device while online.').first(),
  ).toBeVisible(SLOW);
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
});

test('a graph never opened online says it is not available offline; the table still answers; online it loads', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin@example.com', undefined, '/catalog');
  await expect(
    summary(page)
      .getByRole('row', { name: /Kubernetes/ })
      .first(),
  ).toBeVisible({ timeout: 90_000 });
  await serviceWorkerControls(page);
  const rows = (await (
    await page.request.get(
      '/api/db/configs?type=eq.Kubernetes::Namespace&deleted_at=is.null&select=id&limit=1',
    )
  ).json()) as { id: string }[];
  const id = rows[0]?.id ?? '';
  expect(id).not.toBe('');

  // Online: the relationships as a table only.
  await page.goto(`/catalog/${id}/relationships`);
  const table = page.getByRole('table', { name: 'Related configs' });
  await expect(table.locator('tbody tr').first().getByRole('link')).toBeVisible(SLOW);
  await expect.poll(async () => (await readPersisted(page)).includes(`"related","${id}"`), SLOW).toBe(true);

  await goOffline(context);
  await page.reload();
  await expect(table.locator('tbody tr').first().getByRole('link')).toBeVisible(SLOW);
  await expect(cachedNote(page)).toBeVisible();
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Graph' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The graph is not available offline' })).toBeVisible(
    SLOW,
  );
  // The rest of the page is still there: back to the table.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
  await expect(table.locator('tbody tr').first().getByRole('link')).toBeVisible();

  // Back online, the graph loads: at once where the browser tries a failed module again, else
  // after the Reload the error offers (Chromium keeps the failed load for the page's lifetime).
  await goOnline(context);
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Graph' }).click();
  const node = page.getByRole('figure', { name: 'Relationship graph' }).locator('.react-flow__node').first();
  const reload = page
    .getByRole('alert')
    .filter({ hasText: 'Could not load the graph' })
    .getByRole('button', { name: 'Reload' });
  await expect(node.or(reload)).toBeVisible(SLOW);
  // The view is kept in the address, so the reloaded page opens on the graph.
  if (await reload.isVisible()) await reload.click();
  await expect(node).toBeVisible(SLOW);
});
