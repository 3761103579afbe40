import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// /settings/connections against the reference server (spec 02-areas §2.13, §4, §5, §6, §8): an
// admin creates an HTTP connection with a password, tests it against this server's own health
// endpoint (a real test that succeeds), then against a closed port (its failure), and deletes it;
// afterwards no IndexedDB database on the device holds the password. A viewer gets no write.

const PATH = '/settings/connections';
const table = (page: Page) => page.getByRole('grid', { name: 'Connections' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const form = (page: Page) => page.getByRole('dialog', { name: 'HTTP Connection Details' });

/** Every value of every store of every IndexedDB database of the page's origin, as text. */
function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    const decoder = new TextDecoder();
    const flatten = async (v: unknown): Promise<string> => {
      if (v instanceof Blob) return v.text();
      if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) return decoder.decode(v);
      if (Array.isArray(v)) return (await Promise.all(v.map(flatten))).join('\n');
      if (v !== null && typeof v === 'object')
        return (await Promise.all(Object.values(v).map(flatten))).join('\n') + JSON.stringify(v);
      return String(v);
    };
    for (const info of await indexedDB.databases()) {
      if (info.name === undefined) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name ?? '');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store, 'readonly').objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error ?? new Error('getAll failed'));
        });
        texts.push(`${info.name}/${store}: ${await flatten(rows)}`);
      }
      db.close();
    }
    return texts.join('\n');
  });
}

test('an admin creates, tests and deletes an HTTP connection; its password is never stored on the device', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `e2e-http-${Date.now()}`;
  const password = `pw-${Date.now()}-never-stored`;
  await signIn(page, 'admin@example.com', undefined, PATH);
  await expect(rowOf(page, 'slack-alerts')).toBeVisible({ timeout: 60_000 });
  const base = new URL(page.url()).origin;

  await page.getByRole('button', { name: 'Add connection' }).click();
  await page
    .getByRole('dialog', { name: 'Add Connection' })
    .getByRole('button', { name: 'HTTP', exact: true })
    .click();
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page).getByText('This field is required').first()).toBeVisible();
  await form(page).getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(form(page).getByRole('textbox', { name: 'Namespace' })).toHaveValue('default');
  await form(page).getByRole('textbox', { name: 'URL', exact: true }).fill(`${base}/api/health`);
  await form(page).getByLabel('Username', { exact: true }).fill('probe');
  await form(page).getByLabel('Password', { exact: true }).fill(password);
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Connection added successfully')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('HTTP', { timeout: 20_000 });

  // The form asks the server for the whole connection: the password is there to edit.
  await rowOf(page, name).click();
  await expect(form(page).getByLabel('Password', { exact: true })).toHaveValue(password, { timeout: 20_000 });
  await expect(form(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('readonly');
  await form(page).getByRole('button', { name: 'Test Connection' }).click();
  const results = page.getByRole('dialog', { name: 'Test Connection Results' });
  await expect(results).toContainText('Connection successful');
  await results.getByRole('button', { name: 'Close' }).last().click();

  // A closed port: the test fails with what the network said.
  await form(page).getByRole('textbox', { name: 'URL', exact: true }).fill('http://127.0.0.1:1/');
  await form(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Connection updated successfully')).toBeVisible();
  await rowOf(page, name).click();
  await expect(form(page).getByRole('textbox', { name: 'URL', exact: true })).toHaveValue(
    'http://127.0.0.1:1/',
    {
      timeout: 20_000,
    },
  );
  await form(page).getByRole('button', { name: 'Test Connection' }).click();
  await expect(results).toContainText('ECONNREFUSED');
  await results.getByRole('button', { name: 'Close' }).last().click();
  await form(page).getByRole('button', { name: 'Back' }).click();

  // The device holds the connection (synced, its form opened twice), never its password.
  const stored = await everythingStored(page);
  expect(stored.includes(name), 'the connection is stored on the device').toBe(true);
  expect(stored.includes(password), 'its password is stored on the device').toBe(false);

  await rowOf(page, name).click();
  await form(page).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete connection?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Connection deleted successfully')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  const live = async (): Promise<unknown> =>
    (await page.request.get(`/api/db/connections?name=eq.${name}&deleted_at=is.null&select=id`)).json();
  await expect.poll(live, { timeout: 20_000 }).toEqual([]);
});

test('a viewer is offered no connection write', async ({ page }) => {
  await signIn(page, 'viewer@example.com', undefined, PATH);
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('button', { name: 'Add connection' })).toHaveCount(0);
  await expect(table(page)).toHaveCount(0);
});
