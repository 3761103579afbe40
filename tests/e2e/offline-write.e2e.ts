import { expect, test } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { serviceWorkerControls } from './service-worker.ts';

// The offline core's journey (issue 4): load online, go offline (the page and the service
// worker), reload, navigate, make a write, close the tab and open a new one, go online, and see
// the write delivered exactly once. The write is a comment on an incident, through the outbox.

test('a write made offline survives closing the tab and reaches the server once after reconnecting', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'responder@example.com', undefined, '/incidents');
  const table = page.getByRole('table', { name: 'Incidents' });
  await expect(table.getByRole('link').first()).toBeVisible({ timeout: 60_000 });
  // A second load so the service worker controls the page (it claims clients after install).
  await page.reload();
  await serviceWorkerControls(page);
  await expect(page.getByRole('button', { name: /Sync status: Synced/ })).toBeVisible({ timeout: 60_000 });

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('button', { name: /Sync status: Offline/ })).toBeVisible({ timeout: 30_000 });

  // Navigate from the local copy: the incident list and an incident open with no network.
  await page.getByRole('link', { name: 'Incidents' }).click();
  const first = page.getByRole('table', { name: 'Incidents' }).getByRole('link').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.click();
  await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]{36}$/);
  const incidentId = page.url().split('/').pop() ?? '';

  const text = `offline note ${Date.now()}`;
  const box = page.getByRole('textbox', { name: 'Comment' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Timeline' }).getByText(text)).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();

  // Close the tab while offline; the write lives in IndexedDB, not in the page.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(`/incidents/${incidentId}`);
  await expect(reopened.getByRole('list', { name: 'Timeline' }).getByText(text)).toBeVisible({
    timeout: 30_000,
  });
  await expect(reopened.getByText('Pending').first()).toBeVisible();

  // Delivered within seconds of reconnecting, not after a backoff grown while offline (60 s).
  const reconnectedAt = Date.now();
  await goOnline(context);
  await expect(reopened.getByText('Pending')).toHaveCount(0, { timeout: 20_000 });
  test
    .info()
    .annotations.push({ type: 'reconnect-to-delivered', description: `${Date.now() - reconnectedAt} ms` });
  // The tab that opened offline learns it is online again without a reload, and syncs.
  await expect(reopened.getByRole('button', { name: /Sync status: Synced/ })).toBeVisible({
    timeout: 60_000,
  });
  const res = await reopened.request.get(
    `/api/db/comments?incident_id=eq.${incidentId}&comment=eq.${encodeURIComponent(text)}`,
  );
  expect(res.ok()).toBe(true);
  expect(await res.json()).toHaveLength(1);
  // Still once after another pull cycle (a late duplicate would show up here).
  await reopened.reload();
  await expect(reopened.getByRole('list', { name: 'Timeline' }).getByText(text)).toHaveCount(1, {
    timeout: 30_000,
  });
});
