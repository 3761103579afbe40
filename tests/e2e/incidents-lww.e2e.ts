import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { createIncidentFromList } from './incident-helpers.ts';
import { goOffline, goOnline } from './network.ts';

// Issue #7: field edits are last-write-wins, and the user is told when their edit replaced a
// newer server value. User A changes an incident's status offline; meanwhile another user (a
// second browser context, signed in as the demo editor) mitigates it on the server. When A is
// back online A's value wins on the server, A is told which value was replaced (on the page, as
// a toast, and still after a reload), and Undo puts the other user's value back on the server.

type Row = { id: string; status?: string };

async function serverStatus(page: Page, id: string): Promise<string | undefined> {
  const res = await page.request.get(`/api/db/incidents?id=eq.${id}&select=id,status`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Row[])[0]?.status;
}

test.describe('incident edits: last write wins, and the user is told', () => {
  test.setTimeout(240_000);

  test('an offline status change wins over a newer server value; the notice shows it, survives a reload, and Undo restores the server value', async ({
    page,
    context,
    browser,
  }) => {
    await signIn(page, 'admin@example.com', undefined, '/incidents');
    await expect(page.getByRole('table', { name: 'Incidents' })).toBeVisible({ timeout: 60_000 });

    // A new incident (status Open), held by the server.
    const title = `LWW ${Date.now()}`;
    const id = await createIncidentFromList(page, title);
    await expect.poll(() => serverStatus(page, id), { timeout: 30_000 }).toBe('open');

    // Another user, in their own browser.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signIn(other, 'editor@example.com', undefined, '/incidents');
    await expect(other.getByRole('table', { name: 'Incidents' })).toBeVisible({ timeout: 60_000 });

    // A goes offline and starts investigating; meanwhile the other user mitigates it.
    const details = page.getByRole('complementary', { name: 'Incident details' });
    await goOffline(context);
    await details.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Investigating', exact: true }).click();
    await expect(details.getByRole('button', { name: /Status/ })).toContainText('Investigating');
    const theirs = await other.request.patch(`/api/db/incidents?id=eq.${id}`, {
      data: { status: 'mitigated' },
    });
    expect(theirs.ok()).toBe(true);
    expect(await serverStatus(other, id)).toBe('mitigated');

    // Back online: A's value wins on the server, and A is told what it replaced.
    await goOnline(context);
    await expect.poll(() => serverStatus(other, id), { timeout: 60_000 }).toBe('investigating');
    const sentence = 'Your change to Status replaced a newer value on the server: Mitigated → Investigating';
    const notice = page.getByRole('alert', { name: 'Your edits replaced newer values' });
    await expect(notice).toContainText(sentence, { timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(sentence);
    await expect(details.getByRole('button', { name: /Status/ })).toContainText('Investigating');
    // Nothing is left waiting or failed.
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

    // The notice is kept until A acts on it: a reload still shows it.
    await page.reload();
    await expect(notice).toContainText(sentence, { timeout: 60_000 });

    // Undo puts the other user's value back on the server; the notice goes away.
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(notice).toHaveCount(0);
    await expect.poll(() => serverStatus(other, id), { timeout: 60_000 }).toBe('mitigated');
    await expect(details.getByRole('button', { name: /Status/ })).toContainText('Mitigated');
    await page.reload();
    await expect(details.getByRole('button', { name: /Status/ })).toContainText('Mitigated', {
      timeout: 60_000,
    });
    await expect(notice).toHaveCount(0);
    await otherContext.close();
  });
});
