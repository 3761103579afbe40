import { expect, test } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline, goOnline } from './network.ts';

// The incident list's own states: offline before the incidents were ever synced to this device
// it says so (not an endless skeleton, not a bare "no incidents"); back online they appear.

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
});
