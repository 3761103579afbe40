import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, signIn } from './auth-helpers.ts';
import { goOffline } from './network.ts';
import { serviceWorkerControls } from './service-worker.ts';

// The Dashboard (/topology) on the demo estate, answered from the synced components: sign in on
// `/` and land on the cards (the five topology roots, unhealthy first); filter by health and by a
// label (the address carries them, the cards narrow); choose a type (every component of it);
// sort by name, kept after a reload; narrow the cards with the width slider; open a card with
// Enter; and after a sync, the same offline. DASH_SHOTS=dir saves screenshots at both widths.

const SHOTS = process.env['DASH_SHOTS'];
const grid = (page: Page) => page.getByRole('list', { name: 'Components' });
const cards = (page: Page) => grid(page).getByRole('article');
const cardNames = (page: Page) => grid(page).locator('.topology-card__name').allTextContents();
const filters = (page: Page) => page.getByRole('search', { name: 'Dashboard filters' });

async function land(page: Page): Promise<void> {
  await signIn(page, 'admin@example.com', undefined, '/');
  await expect(page).toHaveURL(/\/topology$/);
  await expect(page).toHaveTitle('Dashboard | Mission Control');
  await expect(cards(page).first()).toBeVisible({ timeout: 90_000 });
  await expect(cards(page)).toHaveCount(5);
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  for (const [w, h] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function toggle(page: Page, filter: string, action: string): Promise<void> {
  await filters(page)
    .getByRole('button', { name: new RegExp(`^${filter}`) })
    .click();
  await page.getByRole('button', { name: action, exact: true }).click();
  await page.keyboard.press('Escape');
  // The page is inert until the popover has gone.
  await expect(page.getByRole('dialog', { name: `${filter} filter` })).toBeHidden();
}

test.describe('topology: the Dashboard', () => {
  test.setTimeout(180_000);

  test('lands on / after sign-in with the roots as cards, unhealthy first, with their summary links', async ({
    page,
  }) => {
    await land(page);
    expect(await cardNames(page)).toEqual([
      'Kubernetes',
      'AWS acme-prod',
      'Applications',
      'Edge & Network',
      'Observability',
    ]);
    const kubernetes = cards(page).first();
    await expect(kubernetes).toHaveAttribute('data-health', 'unhealthy');
    await expect(kubernetes.getByRole('link', { name: '3 unhealthy' })).toHaveAttribute(
      'href',
      '/health?status=unhealthy',
    );
    const logs = cards(page).filter({ hasText: 'Observability' }).getByRole('link', { name: 'View Logs' });
    await expect(logs).toHaveAttribute('href', /^\/logs\?topologyId=/);
    // A component without log selectors offers no View Logs.
    await expect(kubernetes.getByRole('link', { name: 'View Logs' })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'dashboard');
  });

  test('filters by health and by label in the address; a type shows every component of it', async ({
    page,
  }) => {
    await land(page);
    await filters(page)
      .getByRole('button', { name: /Agent$/ })
      .click();
    await expect(page.getByRole('listbox', { name: 'Agent' })).toBeVisible();
    await page.keyboard.press('Escape');
    await toggle(page, 'Health', 'Include unhealthy');
    await expect(page).toHaveURL(/status=unhealthy%3A1/);
    await expect.poll(() => cardNames(page)).toEqual(['Kubernetes']);
    await toggle(page, 'Health', 'Include unhealthy');
    await expect(cards(page)).toHaveCount(5);

    await toggle(page, 'Labels', 'Include team=sre');
    await expect(page).toHaveURL(/labels=team%253Dsre%3A1|labels=team%3Dsre%3A1/);
    await expect.poll(() => cardNames(page)).toEqual(['Applications', 'Observability']);
    await toggle(page, 'Labels', 'Include team=sre');
    await toggle(page, 'Labels', 'Exclude team=sre');
    await expect.poll(() => cardNames(page)).toEqual(['Kubernetes', 'AWS acme-prod', 'Edge & Network']);
    await toggle(page, 'Labels', 'Exclude team=sre');

    // A team's components (team_components): the SRE team owns two of the roots.
    // The closed popover hands focus back to its trigger a moment later; open the Team list once
    // that has settled (a focus taken before it would be taken back).
    await expect(async () => {
      await filters(page).getByRole('button', { name: /Team$/ }).click();
      await expect(page.getByRole('listbox', { name: 'Team' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('option', { name: 'SRE', exact: true }).click();
    await expect(page).toHaveURL(/team=SRE/);
    await expect.poll(() => cardNames(page)).toEqual(['Applications', 'Observability']);
    await expect(cards(page).first().getByRole('img', { name: 'SRE' })).toBeVisible();

    // The address alone gives the same cards (a shared link), and a type flattens the tree.
    await page.goto('/topology?type=Service');
    await expect(page.getByText('12 components', { exact: true })).toBeVisible();
    await expect(cards(page).first()).toContainText('Service');
    await expect(filters(page).getByRole('button', { name: /Type/ })).toContainText('Service');
    await shot(page, 'type-service');

    // Enter on a card's name opens its page, carrying the address with refererId.
    const first = grid(page).locator('.topology-card__name').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/topology\/[0-9a-f-]+\?type=Service&refererId=[0-9a-f-]+$/);
  });

  test('sorts by name and narrows the cards with the width slider, both kept after a reload', async ({
    page,
  }) => {
    await land(page);
    await page.getByRole('button', { name: /^Sort by/ }).click();
    await page.getByRole('menuitemradio', { name: 'Name' }).click();
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Applications', 'AWS acme-prod', 'Edge & Network', 'Kubernetes', 'Observability']);
    await page.getByRole('button', { name: 'Sort ascending' }).click();
    await expect.poll(async () => (await cardNames(page))[0]).toBe('Observability');

    expect(
      await cards(page)
        .first()
        .evaluate((el) => el.getBoundingClientRect().width),
    ).toBe(554);
    await page.getByRole('button', { name: 'Preferences' }).click();
    const slider = page.getByRole('slider', { name: 'Card width' });
    await slider.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Dashboard preferences' })).toContainText('252 px');
    await page.keyboard.press('Escape');
    await expect
      .poll(() =>
        cards(page)
          .first()
          .evaluate((el) => el.getBoundingClientRect().width),
      )
      .toBe(252);

    await page.reload();
    await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
    expect(await cardNames(page)).toEqual([
      'Observability',
      'Kubernetes',
      'Edge & Network',
      'AWS acme-prod',
      'Applications',
    ]);
    expect(
      await cards(page)
        .first()
        .evaluate((el) => el.getBoundingClientRect().width),
    ).toBe(252);
    await shot(page, 'narrow-by-name');
  });

  test('after a sync the Dashboard shows and filters offline', async ({ page, context }) => {
    await land(page);
    await expect(page.getByRole('button', { name: /^Sync status: Synced/ })).toBeVisible({ timeout: 90_000 });
    await serviceWorkerControls(page);
    await goOffline(context);
    await page.reload();
    await expect(cards(page)).toHaveCount(5, { timeout: 30_000 });
    await toggle(page, 'Health', 'Include warning');
    await expect.poll(() => cardNames(page)).toEqual(['AWS acme-prod']);
    await toggle(page, 'Health', 'Include warning');
    await toggle(page, 'Health', 'Include healthy');
    await expect.poll(() => cardNames(page)).toEqual(['Applications', 'Edge & Network', 'Observability']);
    await shot(page, 'offline');
    await page.goto('/topology?status=unknown%3A1');
    await expect(page.getByText('There are no components matching this criteria')).toBeVisible();
  });
});
