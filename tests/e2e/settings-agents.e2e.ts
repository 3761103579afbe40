import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// /settings/agents against the reference server and its demo accounts (spec 01-core §2, §4, §5,
// §6, §8): an admin creates an agent and sees its one-time access token exactly once, in the
// 'Installation Instructions' (closing them and opening the agent again does not show it, and it
// is stored nowhere in the browser), edits its properties and deletes it; a viewer reads the table
// and is offered no write, and the server refuses the create.

const PATH = '/settings/agents';
const table = (page: Page) => page.getByRole('grid', { name: 'Agents' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog');

async function openAs(page: Page, email: string, path = PATH): Promise<void> {
  await signIn(page, email, undefined, path);
  await expect(rowOf(page, 'prod-us')).toBeVisible({ timeout: 60_000 });
}

async function serverAgent(page: Page, name: string) {
  const res = await page.request.get(
    `/api/db/agents?name=eq.${name}&select=id,properties,deleted_at,cleanup`,
  );
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    id: string;
    properties: unknown;
    deleted_at: string | null;
    cleanup: boolean;
  }[];
}

/** Every IndexedDB store and web storage of the page, as one text (to look for a secret in). */
function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    for (const info of await indexedDB.databases()) {
      if (info.name === undefined) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name ?? '');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(String(open.error)));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = db.transaction(store).objectStore(store).getAll();
        parts.push(
          await new Promise<string>((resolve) => {
            all.onsuccess = () => resolve(JSON.stringify(all.result));
            all.onerror = () => resolve('');
          }),
        );
      }
      db.close();
    }
    return parts.join('\n');
  });
}

test('an admin creates an agent, sees its token exactly once, edits and deletes it', async ({ page }) => {
  test.setTimeout(150_000);
  const name = `e2e-agent-${Date.now()}`;
  await openAs(page, 'admin@example.com');
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Agents/);
  // The local agent (this instance) is not an agent anyone installs.
  await expect(rowOf(page, 'The Mission Control instance itself')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add agent' }).click();
  await expect(page).toHaveURL(/addAgent=true/);
  await expect(dialog(page)).toHaveAccessibleName('Create new agent');
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page).getByText('This field is required')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog(page).getByRole('button', { name: 'Add property' }).click();
  await dialog(page).getByRole('textbox', { name: 'Property 1 key' }).fill('region');
  await dialog(page).getByRole('textbox', { name: 'Property 1 value' }).fill('eu-west-1');
  await dialog(page).getByRole('switch', { name: 'Kubernetes' }).click({ force: true });
  await dialog(page).getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Agent created')).toBeVisible();
  const install = page.getByRole('dialog', { name: 'Installation Instructions' });
  await expect(install).toBeVisible();
  await expect(page).not.toHaveURL(/addAgent/);
  const manifest = (await install.locator('pre').textContent()) ?? '';
  const token = /password: (mcat_\S+)/.exec(manifest)?.[1] ?? '';
  expect(token).toMatch(/^mcat_.{20,}/);
  expect(manifest).toContain(`agentName: ${name}`);
  expect(manifest).toContain('mission-control-kubernetes');
  await expect(
    install.getByText('Access token will be shown only once. Please copy it and store it securely.'),
  ).toBeVisible();
  await expect(install.getByRole('heading', { name: 'Next Steps' })).toBeVisible();
  await install.getByRole('tab', { name: 'Helm CLI' }).click();
  await expect(install.locator('pre')).toContainText(`--set upstream.password='${token}'`);
  await install.getByRole('button', { name: 'Close' }).first().click();
  await expect(install).toHaveCount(0);

  // Exactly once: the agent opened again shows no token, and the browser kept it nowhere.
  await expect(rowOf(page, name)).toBeVisible({ timeout: 30_000 });
  await rowOf(page, name).click();
  await expect(page).toHaveURL(/[?&]id=/);
  await expect(dialog(page)).toHaveAccessibleName(name);
  expect(await page.content()).not.toContain(token);
  expect(await everythingStored(page)).not.toContain(token);

  // Edit: the name stays, the properties change.
  await expect(dialog(page).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
  await dialog(page).getByRole('textbox', { name: 'Property 1 value' }).fill('eu-west-2');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Agent updated')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect
    .poll(async () => (await serverAgent(page, name))[0]?.properties, { timeout: 20_000 })
    .toEqual({ region: 'eu-west-2' });

  // The address opens it again on a new page load, still without the token.
  const id = (await serverAgent(page, name))[0]?.id ?? '';
  await page.goto(`${PATH}?id=${id}`);
  await expect(dialog(page)).toHaveAccessibleName(name, { timeout: 30_000 });
  await expect(dialog(page).getByRole('textbox', { name: 'Property 1 value' })).toHaveValue('eu-west-2');
  expect(await page.content()).not.toContain(token);

  // Delete: resources too? No; then the confirmation.
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Agents Resources' })
    .getByRole('button', { name: 'No' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Agent' });
  await expect(confirm).toContainText('Are you sure you want to delete agent?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Agent deleted')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect
    .poll(async () => (await serverAgent(page, name))[0]?.deleted_at ?? null, { timeout: 20_000 })
    .not.toBeNull();
});

test('a viewer reads the agents with no write control, and the server refuses the create', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAs(page, 'viewer@example.com', `${PATH}?addAgent=true`);
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add agent' })).toHaveCount(0);
  // Neither the address nor a click opens a dialog.
  await expect(dialog(page)).toHaveCount(0);
  await rowOf(page, 'prod-us').click();
  await expect(dialog(page)).toHaveCount(0);

  const refused = await page.request.post('/api/agent/generate', {
    data: { name: 'viewer-agent', properties: {} },
  });
  expect(refused.status()).toBe(403);
  expect(await serverAgent(page, 'viewer-agent')).toEqual([]);
});
