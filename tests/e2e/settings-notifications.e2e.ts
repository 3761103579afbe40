import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { serviceWorkerControls } from './service-worker.ts';

// /settings/notifications and /settings/event-queue-status against the reference server and its
// demo estate (spec 02-areas §2.13, §4, §5, §7.6, §9): an admin creates and edits a notification
// (validation shown, Save disabled while invalid, recipients clearing each other), a rule made by a
// CRD is read-only, the event queue opens a row's most common error, and a viewer is offered no
// write while the server refuses one.

const NOTIFICATIONS = '/settings/notifications';
const EVENT_QUEUE = '/settings/event-queue-status';
const table = (page: Page) => page.getByRole('grid', { name: 'Notifications' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');
const SEEDED = 'Check {{.check.name}} is {{.status}}';

async function openAs(page: Page, email: string, path = NOTIFICATIONS): Promise<void> {
  await signIn(page, email, undefined, path);
  if (path === NOTIFICATIONS) await expect(rowOf(page, SEEDED)).toBeVisible({ timeout: 60_000 });
}

interface ServerRule {
  id: string;
  title: string | null;
  events: string[];
  person_id: string | null;
  team_id: string | null;
  custom_services: { name: string; connection: string }[] | null;
  source: string | null;
}

/** Opens a select and picks its first option (its list may still be syncing on a new device). */
async function pickFirst(page: Page, select: Locator): Promise<void> {
  await expect(async () => {
    await select.click();
    await page.getByRole('option').first().click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function serverRule(page: Page, name: string): Promise<ServerRule[]> {
  const select = 'id,title,events,person_id,team_id,custom_services,source';
  const res = await page.request.get(`/api/db/notifications?name=eq.${name}&select=${select}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ServerRule[];
}

test('an admin creates a notification and edits it, with the validation and the spec’s words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `e2e-notify-${Date.now()}`;
  const title = `Disk alerts ${Date.now()}`;
  await openAs(page, 'admin@example.com');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Notifications/);
  // The seeded rules carry their send statistics (Sent is the fifth cell after the title).
  await expect(rowOf(page, SEEDED).getByRole('gridcell').nth(4)).toHaveText(/^\d+$/);

  await page.getByRole('button', { name: 'Add notification' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Create Notification' })).toBeVisible();
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  // Events are required: choosing one and taking it back says so, and Save stays disabled.
  await form.getByRole('checkbox', { name: 'config.updated' }).click({ force: true });
  await expect(save).toBeEnabled();
  await form.getByRole('checkbox', { name: 'config.updated' }).click({ force: true });
  await expect(form.getByRole('alert')).toHaveText('This field is required');
  await expect(save).toBeDisabled();
  await form.getByRole('checkbox', { name: 'config.unhealthy' }).click({ force: true });
  await expect(form.getByRole('alert')).toHaveCount(0);

  // Recipients: a team, then Others clears it; an Others service needs its connection.
  await form.getByRole('radio', { name: 'Team' }).click({ force: true });
  await pickFirst(page, form.getByRole('button', { name: /Team/ }));
  await form.getByRole('radio', { name: 'Others' }).click({ force: true });
  await expect(form.getByRole('button', { name: /Team/ })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Service name' }).fill('slack');
  await form.getByRole('textbox', { name: 'Connection' }).fill('connection://default/slack');
  await form.getByRole('textbox', { name: 'Connection' }).fill('');
  await expect(form.getByRole('alert')).toHaveText('This field is required');
  await expect(save).toBeDisabled();
  await form.getByRole('textbox', { name: 'Connection' }).fill('connection://default/slack');
  await form.getByRole('textbox', { name: 'Template' }).fill('**{{.config.name}}** is unhealthy');
  await save.click();
  await expect(page.getByText('Notification created successfully')).toBeVisible();
  await expect(rowOf(page, title)).toContainText('config.unhealthy');
  await expect(rowOf(page, title)).toContainText('slack');
  await expect
    .poll(() => serverRule(page, name), { timeout: 20_000 })
    .toEqual([
      expect.objectContaining({
        title,
        events: ['config.unhealthy'],
        team_id: null,
        person_id: null,
        custom_services: [{ name: 'slack', connection: 'connection://default/slack' }],
        source: 'UI',
      }),
    ]);
  await expect(rowOf(page, title).getByText('Pending')).toHaveCount(0, { timeout: 20_000 });

  // Edit: the name stays; the recipient becomes a person, which clears the services.
  await rowOf(page, title).click();
  await expect(form.getByRole('heading', { name: 'Edit Notification' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('readonly');
  const update = form.getByRole('button', { name: 'Update' });
  await form.getByRole('checkbox', { name: 'config.unhealthy' }).click({ force: true });
  await expect(form.getByRole('alert')).toHaveText('This field is required');
  await expect(update).toBeDisabled();
  await form.getByRole('checkbox', { name: 'config.deleted' }).click({ force: true });
  await form.getByRole('radio', { name: 'Person' }).click({ force: true });
  await expect(form.getByRole('textbox', { name: 'Connection' })).toHaveCount(0);
  await pickFirst(page, form.getByRole('button', { name: /Person/ }));
  await update.click();
  await expect(page.getByText('Notification updated successfully')).toBeVisible();
  await expect(rowOf(page, title)).toContainText('config.deleted');
  await expect
    .poll(async () => (await serverRule(page, name))[0], { timeout: 20_000 })
    .toEqual(
      expect.objectContaining({
        events: ['config.deleted'],
        team_id: null,
        custom_services: null,
        person_id: expect.any(String),
      }),
    );

  const [rule] = await serverRule(page, name);
  expect((await page.request.delete(`/api/db/notifications?id=eq.${rule?.id ?? ''}`)).status()).toBe(204);
});

test('an edit made offline shows as pending, wins over a newer server version once back online, and says so', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const name = `e2e-offline-${Date.now()}`;
  await openAs(page, 'admin@example.com');
  const made = await page.request.post('/api/db/notifications', {
    data: { name, namespace: 'default', title: `${name} before`, events: ['check.failed'], source: 'UI' },
  });
  expect(made.status()).toBe(201);
  await page.getByRole('button', { name: 'Refresh notifications' }).click();
  await expect(rowOf(page, `${name} before`)).toBeVisible({ timeout: 30_000 });

  await goOffline(context);
  await expect(page.getByRole('button', { name: /Sync status: Offline/ })).toBeVisible({ timeout: 30_000 });
  await rowOf(page, `${name} before`).click();
  await dialog(page).getByRole('textbox', { name: 'Title' }).fill(`${name} after`);
  await dialog(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Notification updated successfully')).toBeVisible();
  await expect(rowOf(page, `${name} after`).getByText('Pending')).toBeVisible();
  // Meanwhile someone else saves the rule: the edit still wins, and says what it replaced.
  const [before] = await serverRule(page, name);
  const theirs = await page.request.patch(`/api/db/notifications?id=eq.${before?.id ?? ''}`, {
    data: { filter: "check.type == 'http'" },
  });
  expect(theirs.status()).toBe(204);

  await goOnline(context);
  await expect(rowOf(page, `${name} after`).getByText('Pending')).toHaveCount(0, { timeout: 30_000 });
  expect(await serverRule(page, name)).toEqual([expect.objectContaining({ title: `${name} after` })]);
  const notices = page.getByRole('alert', { name: 'Your edits replaced newer versions' });
  await expect(notices).toContainText(
    `Your edit of ${name} before replaced a newer version saved on the server`,
  );
  await notices.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notices).toHaveCount(0);
  const [rule] = await serverRule(page, name);
  expect((await page.request.delete(`/api/db/notifications?id=eq.${rule?.id ?? ''}`)).status()).toBe(204);
});

test('a create the server refuses shows its message, with Retry and Discard', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `e2e-refused-${Date.now()}`;
  await openAs(page, 'admin@example.com');
  await page.route('**/api/db/notifications?*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: { code: '23514', message: 'notification rejected by policy', details: null, hint: null },
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Add notification' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog(page).getByRole('textbox', { name: 'Title' }).fill(name);
  await dialog(page).getByRole('checkbox', { name: 'check.failed' }).click({ force: true });
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  const refused = page.getByRole('alert', { name: 'Writes not saved' });
  await expect(refused).toContainText('notification rejected by policy', { timeout: 20_000 });
  await expect(refused.getByRole('button', { name: 'Retry' })).toBeVisible();
  await refused.getByRole('button', { name: 'Discard' }).click();
  await expect(refused).toHaveCount(0);
  await expect(rowOf(page, name)).toHaveCount(0);
  expect(await serverRule(page, name)).toEqual([]);
});

test('a notification whose source is not UI opens read-only', async ({ page }) => {
  await openAs(page, 'admin@example.com');
  const crd = rowOf(page, 'Config {{.config.name}} recovered');
  await expect(crd.getByText('Read-only')).toBeVisible();
  await crd.click();
  await expect(dialog(page).getByText('managed by KubernetesCRD')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(dialog(page).getByRole('textbox', { name: 'Title' })).toHaveAttribute('readonly');
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog(page)).toHaveCount(0);
});

test('the event queue opens a row’s most common error', async ({ page }) => {
  await openAs(page, 'admin@example.com', EVENT_QUEUE);
  const queue = page.getByRole('grid', { name: 'Event queue' });
  await expect(queue.getByRole('columnheader')).toHaveText([
    'Name',
    'Pending Count',
    'Error Count',
    'Average Attempts',
    'First Failed At',
    'Last Failed At',
  ]);
  const failing = queue.getByRole('row').filter({ hasText: 'notification.send' });
  await failing.click();
  const modal = page.getByRole('dialog', { name: 'Most Common Error for notification.send' });
  await expect(modal).toContainText('slack: channel_not_found');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  // A row without errors opens nothing.
  await queue.getByRole('row').filter({ hasText: 'check.passed' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a viewer reads the notifications without write controls, and the server refuses the write', async ({
  page,
}) => {
  await openAs(page, 'viewer@example.com');
  await expect(page.getByRole('button', { name: 'Add notification' })).toHaveCount(0);
  await rowOf(page, SEEDED).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Notification' })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(dialog(page).getByRole('textbox', { name: 'Title' })).toHaveAttribute('readonly');
  await page.keyboard.press('Escape');
  const refused = await page.request.post('/api/db/notifications', {
    data: { name: 'viewer-try', events: ['check.failed'] },
    headers: { Prefer: 'return=representation' },
  });
  expect(refused.status()).toBe(403);
  const [seeded] = (await (
    await page.request.get('/api/db/notifications?name=eq.check-failures&select=id')
  ).json()) as { id: string }[];
  const patched = await page.request.patch(`/api/db/notifications?id=eq.${seeded?.id ?? ''}`, {
    data: { title: 'viewer edit' },
  });
  expect(patched.status()).toBe(403);
});

test('screenshots at 1440×900 and 1024×768, online and offline, without sideways scroll', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  // The elements that scroll sideways (none may).
  const noSidewaysScroll = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.mc-table-wrap, main, body')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName} ${el.className} ${el.scrollWidth} > ${el.clientWidth}`),
    );
  const sizes = [
    [1440, 900],
    [1024, 768],
  ] as const;
  await openAs(page, 'admin@example.com');
  // The offline reload is answered by the service worker, which keeps the settings chunk once it
  // has fetched it (a heavy chunk, not precached): both pages are opened under its control.
  await serviceWorkerControls(page);
  await page.goto(EVENT_QUEUE);
  await expect(page.getByRole('grid', { name: 'Event queue' })).toBeVisible({ timeout: 30_000 });
  await page.goto(NOTIFICATIONS);
  await expect(rowOf(page, SEEDED)).toBeVisible({ timeout: 30_000 });
  await expect(rowOf(page, SEEDED).getByRole('gridcell').nth(4)).toHaveText(/^\d+$/);
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    expect(await noSidewaysScroll(), `${width}`).toEqual([]);
    await page.screenshot({ path: `.tmp/shots-notif/notifications-online-${width}.png` });
  }
  await page.getByRole('button', { name: 'Add notification' }).click();
  await page.screenshot({ path: `.tmp/shots-notif/create-1024.png` });
  await page.keyboard.press('Escape');

  await goOffline(context);
  await expect(page.getByRole('button', { name: /Sync status: Offline/ })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(rowOf(page, SEEDED)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Cached — last fetched /)).toBeVisible();
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    expect(await noSidewaysScroll(), `${width} offline`).toEqual([]);
    await page.screenshot({ path: `.tmp/shots-notif/notifications-offline-${width}.png` });
  }
  await page.getByRole('link', { name: 'Event Queue' }).click();
  await expect(page.getByRole('grid', { name: 'Event queue' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Cached — last fetched /)).toBeVisible();
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    expect(await noSidewaysScroll(), `${width} offline`).toEqual([]);
    await page.screenshot({ path: `.tmp/shots-notif/event-queue-offline-${width}.png` });
  }
  await goOnline(context);
});
