import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { serverRows } from './incident-helpers.ts';

// Roles in the UI as on the server (spec 01-core §6): a viewer reads incidents but is offered no
// write control (the server would refuse it, and the write would sit failed in the outbox); a
// responder writes comments, evidence and responders, and may edit the incident.

/** Opens the newest incident's page for the signed-in user; resolves with its title. */
async function openFirstIncident(page: Page): Promise<string> {
  const [incident] = await serverRows<{ id: string; title: string }>(
    page,
    'incidents?select=id,title&order=created_at.desc&limit=1',
  );
  expect(incident).toBeDefined();
  await page.goto(`/incidents/${incident?.id ?? ''}`);
  await expect(page.getByRole('tab', { name: 'Comments' })).toBeVisible({ timeout: 30_000 });
  return incident?.title ?? '';
}

test('a viewer reads an incident and is offered no write control', async ({ page }) => {
  await signIn(page, 'viewer@example.com', undefined, '/incidents');
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Create New Incident' })).toHaveCount(0);

  const title = await openFirstIncident(page);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Incident title' })).toHaveCount(0);
  const details = page.getByRole('complementary', { name: 'Incident details' });
  await expect(details.getByRole('button', { name: /Status/ })).toHaveCount(0);
  await expect(details.getByRole('button', { name: /Priority/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);
  await expect(page.getByText('Your role can read this incident but not comment on it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Responder' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Remove responder/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Action Plan' }).click();
  await expect(page.getByRole('list', { name: 'Hypotheses' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add evidence' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /title/ })).toHaveCount(0);
});

async function openFirstCheck(page: Page) {
  await page.goto('/health?hidePassing=false&groupBy=no-group');
  await page
    .getByRole('table', { name: 'Health checks' })
    .getByRole('rowheader')
    .getByRole('button')
    .first()
    .click({ timeout: 60_000 });
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  return drawer;
}

test('a viewer gets neither Run Now nor Link to Incident on a check', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'viewer@example.com');
  await expect(page).toHaveURL(/\/health/);
  const drawer = await openFirstCheck(page);
  await expect(drawer.getByText(/Uptime|Latency/).first()).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Run Now' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Link to Incident' })).toHaveCount(0);
});

test('a responder gets Link to Incident on a check', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'responder@example.com');
  await expect(page).toHaveURL(/\/health/);
  const drawer = await openFirstCheck(page);
  await expect(drawer.getByRole('button', { name: 'Link to Incident' })).toBeVisible({ timeout: 30_000 });
});

test('a responder may comment, add responders and edit the incident', async ({ page }) => {
  await signIn(page, 'responder@example.com', undefined, '/incidents');
  await expect(page).toHaveURL(/\/incidents/);
  await openFirstIncident(page);
  await expect(page.getByRole('textbox', { name: 'Incident title' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Responder' })).toBeVisible();
  await expect(page.getByText('Your role can read this incident but not comment on it.')).toHaveCount(0);
});
