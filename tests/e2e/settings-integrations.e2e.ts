import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';

// /settings/integrations against the reference server's demo estate (spec 02-areas §2.13, §6):
// an admin adds a GitOps integration (Kubernetes, into a namespace of their own, with a value typed
// into the values editor) and reads its Helm preview; a viewer reads the list with no write control.

const PATH = '/settings/integrations';
const table = (page: Page) => page.getByRole('grid', { name: 'Integrations' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog');

async function openAs(page: Page, email: string, path = PATH): Promise<void> {
  await signIn(page, email, undefined, path);
  await expect(rowOf(page, 'aws-acme-prod')).toBeVisible({ timeout: 60_000 });
}

test('an admin adds a GitOps integration and reads its Helm preview', async ({ page }) => {
  test.setTimeout(90_000);
  await openAs(page, 'admin@example.com');
  await expect(rowOf(page, 'loki')).toBeVisible();

  await page.getByRole('button', { name: 'Add integration' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Add Integration');
  await expect(dialog(page).getByRole('link', { name: 'Log Backends' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Kubernetes' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Add Kubernetes via GitOps');

  await dialog(page).getByRole('textbox', { name: 'Namespace' }).fill('platform');
  const values = dialog(page).getByRole('textbox', { name: 'Values' });
  await values.click();
  await page.keyboard.type('clusterName: prod-eu');
  await expect(
    dialog(page).getByText('You will need to have Kubernetes chart installed in flux'),
  ).toBeVisible();

  await dialog(page).getByRole('tab', { name: 'Helm CLI' }).click();
  const helm = dialog(page).getByLabel('Helm commands', { exact: true });
  await expect(helm).toContainText('helm repo add flanksource https://flanksource.github.io/charts');
  await expect(helm).toContainText(
    'helm install mission-control-kubernetes flanksource/mission-control-kubernetes',
  );
  await expect(helm).toContainText("-n 'platform'");
  await expect(helm).toContainText("--set-string 'clusterName=prod-eu'");

  // A value of the wrong type is flagged against the chart's schema and the preview waits for it.
  await values.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('createConnection: 3');
  await expect(dialog(page).getByText(/The preview appears once the values are valid/)).toBeVisible();

  // An 'Add Directly' tile opens that kind's create form, not only its list.
  await page.goto(PATH);
  await page.getByRole('button', { name: 'Add integration' }).click();
  await dialog(page).getByRole('link', { name: 'Custom Topology' }).click();
  await expect(page).toHaveURL(/\/settings\/topologies/);
  await expect(dialog(page)).toHaveAccessibleName(/Add Topology/i);
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).not.toHaveURL(/add=/);
});

test('a viewer sees no write control on integrations', async ({ page }) => {
  test.setTimeout(90_000);
  await openAs(page, 'viewer@example.com', `${PATH}?add=true`);
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add integration' })).toHaveCount(0);
  // Neither the address nor a row opens anything to change.
  await expect(dialog(page)).toHaveCount(0);
  await rowOf(page, 'loki').click();
  await expect(page).toHaveURL(/\/settings\/integrations\?add=true$/);
});
