import { expect, test } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { serverRows } from './incident-helpers.ts';

// What an incident says to a responder (#27): the create dialog has Cancel, the description typed
// at creation shows, a new incident's comments have an empty state, the changelog speaks in words,
// and evidence links to what it points at without repeating its type.

test.setTimeout(120_000);

test('a new incident: Cancel, its description, the comments empty state, and a changelog in words', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com', undefined, '/incidents');
  await expect(page.getByRole('table', { name: 'Incidents' })).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Create New Incident' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Incident' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const title = `Payments timeouts on card checkout after the 09:40 deploy of payments-api ${Date.now()}`;
  await page.getByRole('button', { name: 'Create New Incident' }).click();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Card payments time out after 30 s since 09:40 UTC.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]{36}$/);

  await expect(page.getByText('Card payments time out after 30 s since 09:40 UTC.')).toBeVisible();
  await expect(page.getByText(/^No comments yet\./)).toBeVisible();
  // On a tablet the comment box takes the width of its column (it was about 100 px wide).
  await page.setViewportSize({ width: 1024, height: 768 });
  const box = await page.getByPlaceholder('Comment (@ to mention)').boundingBox();
  const column = await page.getByRole('tabpanel').boundingBox();
  expect(box?.width ?? 0, 'the comment box spans its column').toBeGreaterThan((column?.width ?? 0) * 0.7);
  // A title longer than its row ends in an ellipsis, and hovering it reads it whole.
  const titleBox = page.getByRole('textbox', { name: 'Incident title' });
  await expect(titleBox).toHaveAttribute('title', title);
  const cut = await titleBox.evaluate((el) => ({
    overflows: el.scrollWidth > el.clientWidth,
    ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
  }));
  expect(cut).toEqual({ overflows: true, ellipsis: true });

  await page
    .getByRole('button', { name: /Status/ })
    .first()
    .click();
  await page.getByRole('option', { name: 'Investigating' }).click();
  await expect(page.getByText('Incident status updated successfully').first()).toBeVisible();
  await page.getByRole('button', { name: 'Changelog' }).click();
  // The server writes the history row; the console pulls it once the change is delivered, well
  // before the history's 30 s refresh.
  await expect(page.getByText(/^Status changed to Investigating by Ada Admin/)).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText(`Incident “${title}” created by Ada Admin`)).toBeVisible();
  await expect(page.getByText('incident.status_updated')).toHaveCount(0);
});

test('evidence links to its check and does not repeat its type', async ({ page }) => {
  await signIn(page, 'admin@example.com', undefined, '/incidents');
  await expect(page.getByRole('table', { name: 'Incidents' })).toBeVisible({ timeout: 60_000 });
  const [evidence] = await serverRows<{
    check_id: string;
    description: string;
    hypothesis: { incident_id: string };
  }>(
    page,
    'evidences?type=eq.check&check_id=not.is.null&description=like.Check *&select=check_id,description,hypothesis:hypotheses(incident_id)&limit=1',
  );
  expect(evidence).toBeDefined();
  await page.goto(`/incidents/${evidence?.hypothesis.incident_id ?? ''}`);
  await page.getByRole('tab', { name: 'Action Plan' }).click();
  const name = (evidence?.description ?? '').replace(/^Check /, '');
  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible({ timeout: 30_000 });
  // The tag says "Check" once: the line reads "Check <name>", not "Check Check <name>".
  await expect(page.getByText(`Check Check ${name}`)).toHaveCount(0);
  await expect(link.locator('..')).toHaveText(new RegExp(`^Check\\s+${name}`));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/health\\?checkId=${evidence?.check_id ?? ''}`));
});
