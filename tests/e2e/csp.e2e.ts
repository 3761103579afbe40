import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auth-helpers.ts';

// The console under the server's Content-Security-Policy (server/http/security-headers.ts): the
// main screens open with no violation, on the page or in its workers (the sync worker, the graph
// layout worker, the service worker). The page reports violations as `securitypolicyviolation`
// events and console errors; a worker's reach the test through the DevTools log of that worker.

test.setTimeout(240_000);
const FIRST = { timeout: 60_000 };

/** Collects every CSP violation of `page` and of the workers it starts. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP violation: ${e.effectiveDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|CSP violation/i.test(m.text())) seen.push(`page: ${m.text()}`);
  });
  // Workers: a second DevTools client attaches to each as it starts (before it runs) and reads
  // its log, where the browser writes a worker's violations.
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let id = 1;
  const send = (sessionId: string, method: string) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: id++, method }) });
  cdp.on('Target.attachedToTarget', (event) => {
    void send(event.sessionId, 'Log.enable').then(() =>
      send(event.sessionId, 'Runtime.runIfWaitingForDebugger'),
    );
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { method?: string; params?: { entry?: { text: string } } };
    const text = message.params?.entry?.text ?? '';
    if (message.method === 'Log.entryAdded' && /Content Security Policy/i.test(text))
      seen.push(`worker: ${text}`);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return seen;
}

async function firstId(page: Page, path: string): Promise<string> {
  const rows = (await (await page.request.get(`/api/db/${path}`)).json()) as { id: string }[];
  expect(rows[0]?.id).toBeDefined();
  return rows[0]?.id ?? '';
}

test('the main screens run under the Content-Security-Policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  // The policy is there to be kept: scripts, workers and connections from our origin only.
  const shell = await page.request.get('/');
  expect(shell.headers()['content-security-policy']).toContain("script-src 'self'");

  // The CSRF cookie first: on a fresh browser the sign-in page asks for its login and
  // registration flows at once, and each would set a different one (the later wins, the login's
  // token no longer matches: 403). Then the sign-in form once its flow has started.
  await page.request.get('/api/.ory/self-service/login/browser', { headers: { Accept: 'application/json' } });
  await page.goto('/login?return_to=%2Ftopology');
  await page.waitForURL(/flow=/);
  await page.locator('input[name=identifier]').fill('admin@example.com');
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await expect(page.getByRole('article').first()).toBeVisible(FIRST);

  await page.goto('/catalog');
  await expect(page.getByRole('table', { name: 'Catalog summary' }).getByRole('row').nth(1)).toBeVisible(
    FIRST,
  );
  await page.goto('/health');
  await expect(page.getByText(/^\d+ failing$/)).toBeVisible(FIRST);
  await page.goto('/incidents?status=all');
  const incidents = page.getByRole('table', { name: 'Incidents' });
  await expect(incidents.getByRole('row').nth(1)).toBeVisible(FIRST);

  // An incident (avatars of people and teams), and again after a reload (the kept frame).
  await incidents.getByRole('row').nth(1).click();
  await expect(page.getByRole('complementary', { name: 'Incident details' })).toBeVisible(FIRST);
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Incident details' })).toBeVisible(FIRST);

  // A component page, and a catalogue item: its code viewer and its relationship graph (elkjs in
  // a worker, xyflow).
  const component = await firstId(page, 'components?name=eq.Inventory&type=eq.Application&select=id');
  await page.goto(`/topology/${component}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible(FIRST);
  const namespace = await firstId(
    page,
    'configs?type=eq.Kubernetes::Namespace&deleted_at=is.null&select=id&limit=1',
  );
  await page.goto(`/catalog/${namespace}`);
  await expect(page.locator('.cm-editor')).toBeVisible(FIRST);
  await page.goto(`/catalog/${namespace}/relationships?view=graph`);
  await expect(page.getByRole('figure', { name: 'Relationship graph' })).toBeVisible(FIRST);
  await expect(
    page.getByRole('figure', { name: 'Relationship graph' }).getByRole('button').first(),
  ).toBeVisible(FIRST);

  expect(violations).toEqual([]);
});
