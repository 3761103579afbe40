import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers.ts';
import { goOffline, goOnline } from './network.ts';
import { serviceWorkerControls } from './service-worker.ts';

// Playbooks against the reference server's executor and its demo playbooks (spec 02-areas §2.11,
// §4; decision 0017): a spec edited with an error and fixed; a run against a config item watched
// to completion; approve, cancel, re-run and download logs; and the offline queue, where a run
// confirmed offline is delivered once when the connection returns (even when the answer to the
// attempt that started it is lost) and one past its 10-minute expiry is never sent; and, offline,
// a run never opened on the device reads with its steps.

const dialog = (page: Page) => page.getByRole('dialog');

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}
const playbookId = async (page: Page, name: string) =>
  (await getJson<{ id: string }[]>(page, `/api/db/playbooks?name=eq.${name}&select=id`))[0]?.id ?? '';
const firstConfig = async (page: Page, type: string) =>
  (
    await getJson<{ id: string }[]>(
      page,
      `/api/db/config_items?type=eq.${type}&deleted_at=is.null&select=id&limit=1`,
    )
  )[0]?.id ?? '';
const runCount = async (page: Page, id: string) =>
  (await getJson<unknown[]>(page, `/api/db/playbook_runs?playbook_id=eq.${id}&select=id`)).length;

const HELLO_SPEC = `description: Say hello, edited.
components:
  - types: [Application, KubernetesNamespace]
parameters:
  - name: name
    label: Name
    type: text
    default: world
actions:
  - name: echo
    exec:
      script: echo "hello"
`;

test('a spec with an error is fixed, and a run against a config item is watched to completion', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin@example.com', undefined, '/playbooks');
  const other = page.getByRole('region', { name: 'Other' });
  await expect(other.getByRole('heading', { name: 'Say hello (demo)' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('searchbox', { name: 'Search playbooks' }).fill('hello');
  await expect(page.getByRole('region', { name: 'Kubernetes' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Say hello (demo)' }).click();
  const spec = dialog(page).getByRole('textbox', { name: 'Spec' });
  await spec.fill('actions: [');
  await expect(dialog(page).locator('.spec-problems')).toContainText('Line 1');
  await expect(dialog(page).getByRole('button', { name: 'Update' })).toBeDisabled();
  await spec.fill(HELLO_SPEC);
  await dialog(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Playbook Spec updated successfully')).toBeVisible();
  const hello = await playbookId(page, 'say-hello');
  await expect
    .poll(
      async () =>
        (await getJson<{ description: string }[]>(page, `/api/db/playbooks?id=eq.${hello}`))[0]?.description,
    )
    .toBe('Say hello, edited.');

  // The item's menu lists only what applies to a Deployment; Run checks the required Reason.
  await page.goto(`/catalog/${await firstConfig(page, 'Kubernetes::Deployment')}`);
  await page.getByRole('button', { name: 'Playbooks' }).click();
  await expect(page.getByRole('menuitem', { name: 'Drain node' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Restart deployment' }).click();
  await dialog(page).getByRole('button', { name: 'Run' }).click();
  await expect(dialog(page).getByText('Reason is required')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Reason' }).fill('e2e');
  await dialog(page).getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
  await expect(page.locator('.run-page__header').getByText('completed')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /wait for rollout/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('an admin approves a waiting run, cancels one, re-runs one and downloads the logs', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin@example.com', undefined, '/playbooks/runs');
  await expect(page.getByRole('heading', { name: 'Playbook Runs', level: 1 })).toBeVisible();
  const rollback = await playbookId(page, 'rollback-deployment');
  const config = await firstConfig(page, 'Kubernetes::Deployment');
  const start = async () => {
    const res = await page.request.post('/api/playbook/run', {
      data: { id: rollback, config_id: config, params: {} },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { run_id: string }).run_id;
  };
  const header = page.locator('.run-page__header');

  await page.goto(`/playbooks/runs/${await start()}`);
  await expect(header.getByText('pending approval')).toBeVisible({ timeout: 15_000 });
  await header.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Playbook run approved')).toBeVisible();
  await expect(header.getByText('completed')).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await header.getByRole('button', { name: 'Download logs' }).click();
  expect((await download).suggestedFilename()).toMatch(/^playbook-run-.*\.log$/);

  const cancelled = await start();
  await page.goto(`/playbooks/runs/${cancelled}`);
  await header.getByRole('button', { name: 'Cancel' }).click();
  await expect(header.getByText('cancelled')).toBeVisible({ timeout: 15_000 });
  await header.getByRole('button', { name: 'Re-run' }).click();
  await expect(page).not.toHaveURL(new RegExp(cancelled));
  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
  await expect(header.getByText('pending approval')).toBeVisible({ timeout: 15_000 });
});

test('a run confirmed offline is sent once when the connection returns; one past its expiry never', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // Runs that ended before this sign-in are on the device, as they ended, after the first sync.
  const signedInAt = new Date().toISOString();
  await signIn(page, 'admin@example.com', undefined, '/playbooks');
  await expect(page.getByRole('heading', { name: 'Say hello (demo)' })).toBeVisible({ timeout: 20_000 });
  await serviceWorkerControls(page);
  // The resource is chosen from local data: let the first sync bring it (a list still filling
  // re-renders under the pointer and the keyboard alike).
  await expect(page.getByRole('button', { name: /^Sync status: Synced/ })).toBeVisible({ timeout: 60_000 });
  const hello = await playbookId(page, 'say-hello');
  const before = await runCount(page, hello);
  // A completed run this device has synced (with its actions) but never opened, for the end.
  const [done] = await getJson<{ id: string }[]>(
    page,
    `/api/db/playbook_runs?status=eq.completed&end_time=lt.${signedInAt}&order=created_at.desc&limit=1&select=id`,
  );
  const actions = await getJson<{ name: string; result: { stdout?: string } | null }[]>(
    page,
    `/api/db/rpc/get_playbook_run_actions?run_id=${done?.id ?? ''}`,
  );
  const last = actions.at(-1)?.name ?? '';
  const stdout = actions.at(-1)?.result?.stdout ?? '';
  expect(stdout, 'the last action of a completed run has output').not.toBe('');

  // Chosen from local data; the first time the device then goes offline, before Run.
  const queue = async (goingOffline: () => Promise<void>, confirm: () => Promise<void>) => {
    await page.getByRole('button', { name: 'Run Say hello (demo)' }).click();
    // By keyboard, as the list may still be filling from local data while a pointer aims at it.
    const component = dialog(page).getByRole('combobox', { name: 'Component' });
    await component.press('ArrowDown');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 20_000 });
    await component.press('Enter');
    await expect(component).not.toHaveValue('');
    await goingOffline();
    await dialog(page).getByRole('button', { name: 'Run' }).click();
    await expect(
      dialog(page).getByText(/You are offline\. The run will be sent when the connection returns/),
    ).toBeVisible();
    await confirm();
    await dialog(page).getByRole('button', { name: 'Queue run' }).click();
    await expect(dialog(page)).toHaveCount(0);
  };
  const nothing = () => Promise.resolve();
  await queue(async () => {
    await goOffline(context);
    await expect(page.getByText('Offline — showing data saved on this device')).toBeVisible();
  }, nothing);
  // The second is confirmed on a device whose clock says 11 minutes ago: it has already expired.
  await queue(nothing, () => page.clock.setSystemTime(new Date(Date.now() - 11 * 60_000)));
  await page.clock.setSystemTime(new Date());

  await page.getByRole('link', { name: 'Runs' }).click();
  const queued = page.getByRole('region', { name: 'Queued runs' });
  // Both wait as pending, with Cancel; the outbox tries them in order once the connection returns.
  await expect(queued.getByRole('listitem')).toHaveCount(2);
  await expect(queued.getByRole('button', { name: 'Cancel' })).toHaveCount(2);

  // The first attempt reaches the server, which starts the run, but its answer is lost on the
  // way back (a connection reset). The API takes no client key: the retry must find that run
  // rather than post a second one.
  const posts: string[] = [];
  await context.route('**/api/playbook/run', async (route) => {
    posts.push(route.request().method());
    const answer = await route.fetch();
    if (posts.length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response: answer });
  });
  await goOnline(context);
  await expect(queued.getByRole('button', { name: 'Cancel' })).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => runCount(page, hello), { timeout: 10_000 }).toBe(before + 1);
  expect(posts).toEqual(['POST']);
  // Delivered, it left the queue: it shows in the runs list at once, not at the runs' next pull.
  const [made] = await getJson<{ id: string }[]>(
    page,
    `/api/db/playbook_runs?playbook_id=eq.${hello}&order=created_at.desc&limit=1&select=id`,
  );
  await expect(
    page
      .getByRole('table', { name: 'Playbook runs' })
      .locator(`a[href="/playbooks/runs/${encodeURIComponent(made?.id ?? '')}"]`),
  ).toBeVisible({ timeout: 5_000 });
  await expect(queued.getByText(/^Expired: not sent/)).toBeVisible();
  await queued.getByRole('button', { name: 'Dismiss' }).click();
  await expect(queued).toHaveCount(0);
  expect(await runCount(page, hello)).toBe(before + 1);

  // Offline again, a run never opened on this device shows its steps and output from the synced
  // actions (not only runs whose details were fetched online before).
  await goOffline(context);
  await page.goto(`/playbooks/runs/${done?.id ?? ''}`);
  const steps = page.getByRole('list', { name: 'Actions' });
  await expect(steps.getByRole('listitem')).toHaveCount(actions.length);
  // The last action is selected, with its output.
  await expect(steps.getByRole('button', { name: new RegExp(`^${last}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const result = page.getByRole('region', { name: `Result of ${last}` });
  await expect(result.getByRole('heading', { name: 'stdout' })).toBeVisible();
  await expect(result).toContainText(stdout.trim().split('\n')[0] ?? '');
  await expect(page.getByText("The run's actions could not be loaded")).toHaveCount(0);
});
