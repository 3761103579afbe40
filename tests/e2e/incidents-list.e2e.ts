import { expect, test } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { serverRows } from './incident-helpers.ts';
import { goOffline, goOnline } from './network.ts';

// The incident list's own states: offline before the incidents were ever synced to this device
// it says so (not an endless skeleton, not a bare "no incidents"); back online they appear. The
// search answers on the keystroke: the rows change before the address carries the search (only
// the address write waits for typing to pause, issue #21).

test.describe('incident list states', () => {
  test.setTimeout(180_000);

  test('offline with nothing synced, the list says the incidents have not been synced yet', async ({
    page,
    context,
  }) => {
    // Hold the incidents' first pull back, so nothing of them reaches this device.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/db/incidents?*', async (route) => {
      await held;
      await route.fallback().catch(() => undefined);
    });
    await signIn(page, 'admin@example.com', undefined, '/incidents');
    await expect(page.getByRole('heading', { name: 'Incidents', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    // Online and still syncing: loading, never the empty message.
    await expect(page.getByLabel('Loading incidents')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('There are no incidents matching this criteria')).toHaveCount(0);

    await goOffline(context);
    await expect(page.getByText('There are no incidents matching this criteria')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Incidents have not been synced' })).toHaveText(
      'Incidents have not been synced to this device yet; they appear once you are back online.',
    );

    await context.unroute('**/db/incidents?*');
    release();
    await goOnline(context);
    await expect(page.getByRole('table', { name: 'Incidents' })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Incidents have not been synced' })).toHaveCount(
      0,
    );
  });

  test('the search changes the rows on the keystroke; the address follows when typing pauses', async ({
    page,
  }) => {
    await signIn(page, 'admin@example.com', undefined, '/incidents');
    const table = page.getByRole('table', { name: 'Incidents' });
    await expect(table).toBeVisible({ timeout: 60_000 });
    const [target] = await serverRows<{ id: string; title: string }>(
      page,
      'incidents?status=eq.open&select=id,title&order=created_at.asc&limit=1',
    );
    if (target === undefined) throw new Error('no open incident in the demo estate');
    const names = table.getByRole('link');
    await expect(names.first()).not.toHaveText(target.title);

    // Stop the page's clock: the address write (debounced) cannot happen, the answer must.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('searchbox', { name: 'Search for incident' }).fill(target.title);
    await expect(names.first()).toHaveText(target.title, { timeout: 10_000 });
    expect(page.url()).not.toContain('search=');
    await page.clock.resume();
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(names.first()).toHaveText(target.title);
  });
});
