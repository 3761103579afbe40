import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { readPersisted } from './persisted-cache.ts';
import { serviceWorkerControls } from './service-worker.ts';

// /logs (spec 02-areas §2.12): pick a log-enabled component, its first selector is chosen, the
// lines show; a search narrows them on the server and lands in the address after its debounce;
// offline, the last lines read for a search come back from the persisted cache, marked cached.
test.setTimeout(120_000);
const FIRST = { timeout: 45_000 };

async function firstLogComponent(page: Page): Promise<{ id: string; name: string }> {
  const res = await page.request.get('/api/db/components_with_logs?select=id,name&order=name.asc&limit=1');
  const rows = (await res.json()) as { id: string; name: string }[];
  const first = rows[0];
  expect(first, 'a component with logs in the demo estate').toBeDefined();
  return first ?? { id: '', name: '' };
}

const dataRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Logs' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function signedInAt(page: Page, path: string): Promise<void> {
  await signIn(page, 'viewer@example.com', undefined, path);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), FIRST);
}

test('open a component’s logs: selector picked, lines shown, search narrows them and reaches the address', async ({
  page,
}) => {
  await signedInAt(page, '/logs');
  await expect(page.getByText('Please select a component to view the logs')).toBeVisible(FIRST);
  const component = await firstLogComponent(page);

  await page.getByRole('combobox', { name: 'Component' }).click();
  await page.getByRole('option', { name: component.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`topologyId=${component.id}`));
  await expect(page.getByRole('heading', { level: 1, name: `Logs / ${component.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /Log selector/ })).toContainText('Loki', FIRST);
  await expect(dataRows(page).first()).toBeVisible(FIRST);
  await expect(page.getByRole('button', { name: 'Time range: Last 5 minutes' })).toBeVisible();

  // A request id is in exactly one line: searching it leaves that line.
  const message = (await dataRows(page).first().getByRole('cell').nth(1).textContent()) ?? '';
  const requestId = /request_id=([0-9a-f]{16})/.exec(message)?.[1] ?? '';
  expect(requestId).not.toBe('');
  // Typed a key at a time, the server is asked once typing pauses, not on every key.
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/logs')) sent++;
  });
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.pressSequentially(requestId.toUpperCase(), { delay: 40 });
  await expect(search).toHaveValue(requestId.toUpperCase());
  await expect(dataRows(page)).toHaveCount(1, FIRST);
  await expect(dataRows(page).first()).toContainText(requestId);
  await expect(page).toHaveURL(new RegExp(`query=${requestId.toUpperCase()}`));
  await expect(page.getByText('1 line', { exact: true })).toBeVisible();
  expect(sent).toBe(1);

  await search.fill('no line says this');
  await expect(page.getByText('There are no logs matching the search query')).toBeVisible(FIRST);
  await expect(page).toHaveURL(/query=no(\+|%20)line/);

  // The other selector of the component, then back to the default one.
  await page.getByRole('button', { name: /Log selector/ }).click();
  await page.getByRole('option', { name: 'Kubernetes' }).click();
  await expect(page).toHaveURL(/logsSelector=Kubernetes/);
  await search.clear();
  await expect(dataRows(page).first()).toContainText('"level":', FIRST);
});

test('offline, the last lines read for a search show again from the cache, marked as cached', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signedInAt(page, '/logs');
  const component = await firstLogComponent(page);
  await page.goto(`/logs?topologyId=${component.id}&query=request`);
  await expect(dataRows(page).first()).toBeVisible(FIRST);
  const firstLine = (await dataRows(page).first().textContent()) ?? '';
  await serviceWorkerControls(page);
  await expect.poll(async () => (await readPersisted(page)).includes('"lines"'), FIRST).toBe(true);

  await goOffline(context);
  await page.reload();
  await expect(dataRows(page).first()).toHaveText(firstLine, FIRST);
  await expect(page.getByRole('main').getByText(/^Cached — last fetched/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Log selector/ })).toContainText('Loki');

  // A search never made online says so instead of showing other lines.
  await page.getByRole('searchbox', { name: 'Search' }).fill('never searched');
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible(FIRST);
  await expect(dataRows(page)).toHaveCount(0);
  await goOnline(context);
});

test('a failing component list says so, and a failing search offers a retry that recovers', async ({
  page,
}) => {
  await signedInAt(page, '/health');
  const component = await firstLogComponent(page);
  await page.route('**/api/db/components_with_logs*', (route) => route.fulfill({ status: 500, body: '{}' }));
  let failSearch = true;
  await page.route('**/api/logs', (route) =>
    failSearch
      ? route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: '{"message":"log backend unreachable"}',
        })
      : route.fallback(),
  );
  await page.goto(`/logs?topologyId=${component.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to load components!' })).toBeVisible(FIRST);
  const failed = page.getByRole('alert').filter({ hasText: 'Could not load the logs' });
  await expect(failed).toContainText('log backend unreachable', FIRST);
  failSearch = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(dataRows(page).first()).toBeVisible(FIRST);
  await expect(failed).toBeHidden();
});

test('six hours of lines: only the rows in view are drawn, column sizes are kept, the shown lines download', async ({
  page,
}) => {
  await signedInAt(page, '/health');
  const component = await firstLogComponent(page);
  await page.goto(`/logs?topologyId=${component.id}&start=6h`);
  await expect(page.getByRole('button', { name: 'Time range: Last 6 hours' })).toBeVisible(FIRST);
  const count = page.getByText(/^(The newest [\d,]+ of )?[\d,]+ lines$/);
  await expect(count).toBeVisible(FIRST);
  const total = Number(/([\d,]+) lines$/.exec((await count.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  expect(total).toBeGreaterThan(200);
  expect(await dataRows(page).count()).toBeLessThan(60);

  const handle = page.getByRole('separator', { name: 'Resize Time column' });
  await expect(handle).toHaveAttribute('aria-valuenow', '190');
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '222');
  await page.reload();
  await expect(page.getByRole('separator', { name: 'Resize Time column' })).toHaveAttribute(
    'aria-valuenow',
    '222',
    FIRST,
  );

  await expect(dataRows(page).first()).toBeVisible(FIRST);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download logs' }).click();
  expect((await download).suggestedFilename()).toBe(`${component.name}-Loki-logs.log`);
  await expect(page.getByText('Downloaded logs')).toBeVisible();
});
