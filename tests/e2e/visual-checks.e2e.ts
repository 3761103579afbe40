import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, signIn } from './auth-helpers.ts';
import { measureLayout } from './visual/measure-layout.ts';

// The visual checks of #27: every built screen at 1440×900 and 1024×768 as admin, and at 1440
// as a viewer. A screen fails when a table's header or cell text is cut without an ellipsis and
// a way to read it, when more than a tenth of its table text is cut, when the page scrolls
// sideways, when axe finds a serious or critical violation, or when a viewer is offered a write
// control, or when a select, radio, checkbox or link is drawn in the browser's default style. A screenshot of each is kept in .tmp/visual-checks/ for a reviewer.
//
// KNOWN_DEFECTS lists what still fails today (issue #27 has them): a new finding fails the
// journey. A known one that no longer shows is reported (annotation and log) to be taken off the
// list; it does not fail the run, because the share of cut text moves with the data of the day.

const SHOTS = join('.tmp', 'visual-checks');
const MAX_CUT_SHARE = 0.1;
/** Names of controls that write; a viewer must be offered none. */
const WRITE_CONTROL =
  /^(\+|Create|Add|Edit|Delete|Remove|Unlink|Link to|Run Now|Invite|Save|Update|Approve|Re-?run|Send)\b/i;

/** Findings as "<screen> at <width> as <role>: <kind>", still to fix (#27). */
const KNOWN_DEFECTS = new Set<string>([
  // None today. (Until 2026-11-28: the health table and the Pods list at 1024, both over a tenth
  // of their texts cut; their narrow layouts now give the room to the names.)
]);

test.setTimeout(300_000);

async function firstId(page: Page, path: string): Promise<string> {
  const res = await page.request.get(`/api/db/${path}`);
  expect(res.ok(), path).toBe(true);
  const [row] = (await res.json()) as { id: string }[];
  expect(row, path).toBeDefined();
  return row?.id ?? '';
}

async function screens(page: Page): Promise<Record<string, string>> {
  const component = await firstId(
    page,
    'components?select=id&parent_id=not.is.null&deleted_at=is.null&order=name&limit=1',
  );
  const check = await firstId(page, 'checks?select=id&deleted_at=is.null&order=name&limit=1');
  const incident = await firstId(page, 'incidents?select=id&order=created_at.asc&limit=1');
  const pod = await firstId(page, 'configs?select=id&type=eq.Kubernetes::Pod&deleted_at=is.null&limit=1');
  const logged = await firstId(page, 'components_with_logs?select=id&limit=1');
  const canary = await firstId(page, 'canaries?select=id&source=eq.UI&deleted_at=is.null&order=name&limit=1');
  const scraper = await firstId(page, 'config_scrapers?select=id&deleted_at=is.null&order=name&limit=1');
  const topology = await firstId(page, 'topologies?select=id&deleted_at=is.null&order=name&limit=1');
  const run = await firstId(page, 'playbook_runs?select=id&status=eq.failed&order=created_at.desc&limit=1');
  return {
    dashboard: '/topology',
    component: `/topology/${component}`,
    health: '/health',
    'health-check': `/health?checkId=${check}`,
    incidents: '/incidents',
    incident: `/incidents/${incident}`,
    catalog: '/catalog',
    pods: '/catalog?configType=Kubernetes::Pod',
    'config-item': `/catalog/${pod}`,
    changes: '/catalog/changes',
    insights: '/catalog/insights',
    logs: `/logs?topologyId=${logged}`,
    'feature-flags': '/settings/feature-flags',
    jobs: '/settings/jobs',
    users: '/settings/users',
    teams: '/settings/teams',
    'incident-rules': '/settings/incident_rules',
    agents: '/settings/agents',
    notifications: '/settings/notifications',
    'event-queue': '/settings/event-queue-status',
    integrations: '/settings/integrations',
    'add-integration': '/settings/integrations?add=Kubernetes',
    'health-checks': '/settings/canaries',
    'health-check-spec': `/settings/canaries/${canary}`,
    scrapers: '/settings/config_scrapers',
    'scraper-spec': `/settings/config_scrapers/${scraper}`,
    topologies: '/settings/topologies',
    'topology-spec': `/settings/topologies/${topology}`,
    'log-backends': '/settings/logging_backends',
    connections: '/settings/connections',
    'catalog-scrapers': '/catalog/scrapers',
    'pending-writes': '/pending-writes',
    playbooks: '/playbooks',
    'playbook-runs': '/playbooks/runs',
    'playbook-run': `/playbooks/runs/${run}`,
  };
}

/** Waits until the screen has stopped loading: nothing busy, no loading words. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText(/^Loading( \.\.\.|…)?$/)).toHaveCount(0, { timeout: 60_000 });
  // A page may start loading a part after the first check (a skeleton while data arrives): look
  // again once it has had a moment.
  await page.waitForTimeout(300);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText(/^Loading( \.\.\.|…)?$/)).toHaveCount(0, { timeout: 60_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Opens `path`: the first by loading the page, the rest as the console's own links do, through
 * the router (a pushed history entry it hears as popstate). A full load per screen would boot the
 * console 35 times a test and measure nothing more, since the screens are the same.
 */
async function visit(page: Page, path: string, load: boolean): Promise<void> {
  if (load) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

async function checkScreens(page: Page, role: 'admin' | 'viewer', width: number, height: number) {
  await page.setViewportSize({ width, height });
  await signIn(page, `${role}@example.com`);
  await expect(page).toHaveURL(/\/health/, { timeout: 60_000 });
  mkdirSync(SHOTS, { recursive: true });
  /** Findings by kind key ("<where>: <kind>"), each with what was seen. */
  const findings = new Map<string, string>();
  const found = (where: string, kind: string, detail: string) => findings.set(`${where}: ${kind}`, detail);
  // VISUAL_ONLY=health,health-check looks at those screens only (while fixing one of them).
  const only = process.env['VISUAL_ONLY']?.split(',');
  const chosen = Object.entries(await screens(page)).filter(([name]) => only?.includes(name) ?? true);
  for (const [index, [name, path]] of chosen.entries()) {
    await visit(page, path, index === 0);
    await settled(page);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}-${role}.png`) });
    const layout = await measureLayout(page);
    const where = `${name} at ${width} as ${role}`;
    if (layout.unreadable.length > 0) found(where, 'cut text', layout.unreadable.slice(0, 5).join(', '));
    if (layout.cells > 0 && layout.cut / layout.cells > MAX_CUT_SHARE)
      found(where, 'share of cut text', `${layout.cut} of ${layout.cells} table texts cut`);
    if (layout.sideways > 0) found(where, 'sideways scroll', `${layout.sideways} px`);
    if (layout.nativeControls.length > 0)
      found(where, 'browser-default controls', layout.nativeControls.slice(0, 5).join(', '));
    for (const violation of await seriousAxeViolations(page))
      found(where, `axe ${violation.split(' ')[0]}`, violation);
    if (role === 'viewer') {
      const offered = await page
        .getByRole('button', { name: WRITE_CONTROL })
        .evaluateAll((els) =>
          els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent ?? ''),
        );
      if (offered.length > 0) found(where, 'write controls offered', offered.join(', '));
    }
  }
  const mine = [...KNOWN_DEFECTS].filter(
    (k) => k.includes(` at ${width} as ${role}:`) && chosen.some(([name]) => k.startsWith(`${name} at `)),
  );
  const unexpected = [...findings].filter(([key]) => !KNOWN_DEFECTS.has(key)).map(([k, d]) => `${k} — ${d}`);
  const fixed = mine.filter((key) => !findings.has(key));
  for (const key of mine.filter((k) => findings.has(k)))
    console.log(`visual checks: still found (known): ${key} — ${findings.get(key) ?? ''}`);
  expect(unexpected, 'new layout, accessibility or permission findings').toEqual([]);
  for (const key of fixed) {
    test.info().annotations.push({ type: 'fixed: take off KNOWN_DEFECTS', description: key });
    console.log(`visual checks: no longer found, take off KNOWN_DEFECTS: ${key}`);
  }
}

test('every built screen at 1440×900 as admin', async ({ page }) => {
  await checkScreens(page, 'admin', 1440, 900);
});

test('every built screen at 1024×768 as admin', async ({ page }) => {
  await checkScreens(page, 'admin', 1024, 768);
});

test('every built screen at 1440×900 as a viewer, who is offered no write control', async ({ page }) => {
  await checkScreens(page, 'viewer', 1440, 900);
});
