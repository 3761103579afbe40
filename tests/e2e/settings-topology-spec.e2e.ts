import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// The generic settings detail of a topology with the shared spec editor (spec 02-areas §2.13,
// §4, §5, §6; issue 25 deliver 5 and 7): an admin breaks the spec (the schema error is shown with
// its line, and Update waits), fixes it and saves; a viewer reads a topology with no Update.

const ID = 'e2e0e25a-0000-4000-8000-00000000e25a';
const spec = (page: Page) => page.getByRole('textbox', { name: 'Spec' });
const problems = (page: Page) => page.locator('.spec-problems');

async function topologySpec(page: Page): Promise<unknown> {
  const res = await page.request.get(`/api/db/topologies?id=eq.${ID}&select=spec`);
  const rows = (await res.json()) as { spec: unknown }[];
  return rows[0]?.spec;
}

test('an admin breaks a topology spec, sees the schema error on its line, fixes it and saves', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@example.com', undefined, '/settings/topologies');
  await expect(page.getByRole('heading', { name: 'Topology', level: 1 })).toBeVisible({ timeout: 60_000 });
  // A fixed id: remove what a previous try left, then make it afresh.
  await page.request.delete(`/api/db/topologies?id=eq.${ID}`);
  const made = await page.request.post('/api/db/topologies', {
    data: { id: ID, name: 'e2e-spec-editor', namespace: 'e2e', source: 'UI', spec: { type: 'App' } },
  });
  expect(made.status()).toBe(201);
  await page.goto(`/settings/topologies/${ID}`);
  await expect(page.getByRole('heading', { name: 'e2e-spec-editor', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('tab')).toHaveText(['Spec', 'Job History']);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('readonly');
  await expect(page.getByRole('textbox', { name: 'Namespace' })).toHaveAttribute('readonly');
  await expect(spec(page)).toContainText('type: App');

  await spec(page).fill('type: App\ncomponents:\n  - name: api\n    owner: [payments, search]\n');
  await expect(problems(page)).toContainText('Line 4');
  await expect(problems(page)).toContainText('components[0].owner must be a string, not an array');
  await expect(page.locator('.cm-lint-marker-error')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();

  await spec(page).fill('type: App\ncomponents:\n  - name: api\n    owner: payments\n');
  await expect(problems(page)).toBeHidden();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Topology updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/topologies$/);
  await expect
    .poll(() => topologySpec(page), { timeout: 20_000 })
    .toEqual({ type: 'App', components: [{ name: 'api', owner: 'payments' }] });
  await page.request.delete(`/api/db/topologies?id=eq.${ID}`);
});

test('a viewer reads a topology and a log backend read-only, with no Update', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'viewer@example.com', undefined, '/settings/topologies');
  const row = page
    .getByRole('grid', { name: 'Topology' })
    .getByRole('row')
    .filter({ hasText: 'edge-and-observability' });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Add Topology' })).toHaveCount(0);
  await row.click();
  await expect(spec(page)).toContainText('type: Edge');
  await expect(spec(page)).toHaveAttribute('aria-readonly', 'true');
  await expect(page.getByRole('button', { name: /^(Update|Delete)$/ })).toHaveCount(0);

  // A log backend from a Kubernetes resource says so (§4 linked-to note).
  await page.goto('/settings/logging_backends');
  await page
    .getByRole('grid', { name: 'Log Backends' })
    .getByRole('row')
    .filter({ hasText: 'opensearch' })
    .click();
  await expect(page.getByText('Linked to a Kubernetes resource (KubernetesCRD)')).toBeVisible();
  await expect(spec(page)).toContainText('opensearch');
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
});
