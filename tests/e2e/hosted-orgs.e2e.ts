import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';

// Hosted organisation mode (#28 item 2) on the reference server's `--hosted` launcher: the
// directory and the console on PORT, Acme's server on PORT+1 and Globex's on PORT+2, each its
// own database and estate. PORT is E2E_PORT+1, clear of the server playwright.config.ts starts.
// Screenshots of the switcher go to SHOTS_DIR (default .tmp/shots-hosted).

const PORT = Number(process.env['HOSTED_E2E_PORT'] ?? Number(process.env['E2E_PORT'] ?? 8791) + 1);
const CONSOLE = `http://localhost:${PORT}`;
const ACME = `http://localhost:${PORT + 1}`;
const GLOBEX = `http://localhost:${PORT + 2}`;
const DATA = `${process.env['E2E_DATA'] ?? '.tmp/e2e-pglite'}-hosted`;
const DIST = process.env['E2E_DIST'] ?? 'dist';
const SHOTS = process.env['SHOTS_DIR'] ?? '.tmp/shots-hosted';

let launcher: ChildProcess | undefined;

async function healthy(url: string): Promise<boolean> {
  return fetch(`${url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  launcher = spawn(
    'npx',
    [
      'tsx',
      'server/main.ts',
      '--hosted',
      '--port',
      String(PORT),
      '--data',
      DATA,
      '--static',
      DIST,
      '--no-live',
    ],
    { stdio: 'ignore', detached: true },
  );
  launcher.unref();
  await expect
    .poll(async () => (await Promise.all([CONSOLE, ACME, GLOBEX].map(healthy))).every(Boolean), {
      timeout: 220_000,
      intervals: [1_000],
    })
    .toBe(true);
});

test.afterAll(() => {
  if (launcher?.pid !== undefined) process.kill(-launcher.pid, 'SIGTERM');
});

test.use({ baseURL: CONSOLE });

const switcher = (page: Page) => page.getByTestId('org-switcher');
const incidents = (page: Page) => page.getByRole('table', { name: 'Incidents' }).getByRole('link');

async function switchTo(page: Page, name: string): Promise<void> {
  await switcher(page).click();
  await page.getByRole('menuitemradio', { name }).click();
  await expect(switcher(page)).toContainText(name, { timeout: 30_000 });
}

/** Incident titles straight from an organisation's server, with a token the directory mints for it. */
async function serverTitles(page: Page, orgId: string, backend: string): Promise<string[]> {
  const client = (await (await page.request.get('/clerk/v1/client')).json()) as {
    response: { last_active_session_id: string };
  };
  const minted = await page.request.post(
    `/clerk/v1/client/sessions/${client.response.last_active_session_id}/tokens`,
    { form: { organization_id: orgId } },
  );
  const { jwt } = (await minted.json()) as { jwt: string };
  const res = await page.request.get(`${backend}/api/db/incidents?select=title`, {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  return ((await res.json()) as { title: string }[]).map((r) => r.title);
}

async function findIncident(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: 'Incidents', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Search for incident' }).fill(title);
}

async function storeNames(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases()).flatMap((db) => (db.name?.startsWith('mcc-store-') ? [db.name] : [])),
  );
}

test('two organisations: switch to the other estate, back from local data, sign out wipes both', async ({
  page,
  context,
}) => {
  const bearerTo = new Set<string>();
  page.on('request', (request) => {
    const auth = request.headers()['authorization'];
    if (auth?.startsWith('Bearer ')) bearerTo.add(new URL(request.url()).origin);
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login?username=admin%40example.com&password=demo-password&return_to=%2Fincidents');
  await expect(switcher(page)).toContainText('Acme Platform', { timeout: 60_000 });
  await expect(incidents(page).first()).toBeVisible({ timeout: 90_000 });
  const globexTitles = new Set(await serverTitles(page, 'org_globex', GLOBEX));
  const acmeTitle = (await serverTitles(page, 'org_acme', ACME)).find((t) => !globexTitles.has(t)) ?? '';
  expect(acmeTitle).not.toBe('');
  await findIncident(page, acmeTitle);
  await expect(incidents(page).filter({ hasText: acmeTitle }).first()).toBeVisible({ timeout: 30_000 });
  expect(bearerTo).toContain(ACME);

  await switcher(page).click();
  await expect(page.getByRole('menuitemradio', { name: 'Globex Retail' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/switcher-1440x900.png` });
  await page.keyboard.press('Escape');

  // The landing after a switch, then the landing page; then Globex's incidents, none of Acme's.
  await switchTo(page, 'Globex Retail');
  await expect(page).toHaveURL(/\/topology/);
  await page.getByRole('link', { name: 'Incidents', exact: true }).first().click();
  await expect(incidents(page).first()).toBeVisible({ timeout: 90_000 });
  await findIncident(page, acmeTitle);
  // The search answers from the local list: nothing of Acme's in Globex's.
  await expect(incidents(page)).toHaveCount(0, { timeout: 10_000 });
  expect(bearerTo).toContain(GLOBEX);
  await page.setViewportSize({ width: 1024, height: 768 });
  await switcher(page).click();
  await page.screenshot({ path: `${SHOTS}/switcher-1024x768.png` });
  await page.keyboard.press('Escape');
  expect(await storeNames(page)).toHaveLength(2);

  // Back to Acme with its server unreachable: its incidents show from Acme's own local store.
  await context.route(`${ACME}/**`, (route) => route.abort('connectionrefused'));
  await switchTo(page, 'Acme Platform');
  await findIncident(page, acmeTitle);
  await expect(incidents(page).filter({ hasText: acmeTitle }).first()).toBeVisible({ timeout: 5_000 });
  await context.unroute(`${ACME}/**`);

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  await expect.poll(() => storeNames(page)).toEqual([]);
});

test('a new account: sign up, the organisation picker (create one, join another), the profile and the kubeconfig of the organisation, under the CSP', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const email = `newcomer-${Date.now()}@example.com`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/registration');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First Name').fill('Newcomer');
  await page.getByLabel('Password').fill('newcomer-password');
  await page.getByRole('button', { name: 'Sign up' }).click();

  // A member of no organisation: the picker, with an invitation to each organisation.
  await expect(page).toHaveURL(/\/organizations\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Choose an organization' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Globex Retail' })).toBeVisible();
  await page.getByRole('button', { name: 'Create organization' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Initech Labs');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  const initech = page.getByRole('listitem').filter({ hasText: 'Initech Labs' });
  await expect(initech).toContainText('Please wait, instance provisioning in-progress ...');
  await page.screenshot({ path: `${SHOTS}/picker-1440x900.png` });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${SHOTS}/picker-1024x768.png` });

  // Joining Acme opens it: provisioned there on the first request, as a viewer.
  await page.getByRole('button', { name: 'Join Acme Platform' }).click();
  await expect(switcher(page)).toContainText('Acme Platform', { timeout: 60_000 });
  await page.getByRole('link', { name: 'Incidents', exact: true }).first().click();
  await expect(incidents(page).first()).toBeVisible({ timeout: 90_000 });

  // The profile is the provider's: the name changes there.
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Your Profile' }).click();
  await expect(page).toHaveURL(/\/profile-settings/);
  const profile = page.getByRole('form', { name: 'Profile Settings' });
  await expect(profile.getByLabel('First Name')).toHaveValue('Newcomer');
  await profile.getByLabel('Last Name').fill('Renamed');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved!')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/profile-1024x768.png` });

  // The kubeconfig is Acme's: its server, a token of this person there.
  await page.goto('/incidents');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Download kubeconfig' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('button', { name: 'Download kubeconfig' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('localhost-kubeconfig.yaml');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(path, 'utf8')).toContain(`server: "${ACME}/api/kubeproxy"`);
  expect(violations).toEqual([]);
});
