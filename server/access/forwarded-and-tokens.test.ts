import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import type { Browser } from '../identity/test-kit.ts';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';
import type { Role } from '../seed/well-known-ids.ts';
import { backendName, type TestDatabase } from '../tests/support/test-db.ts';
import { KUBECONFIG_TOKEN_LIFETIME_MS, kubeconfigRoute } from './kubeconfig.ts';
import { requireSession } from './require-session.ts';
import { openAccessFixture } from './testing.ts';

const api = (path: string): string => `${ORIGIN}/api${path}`;
const DAY = 24 * 60 * 60_000;

describe(`forwarded headers, kubeconfig tokens and the mailbox (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let as: Record<Role, Browser>;

  beforeAll(async () => {
    ({ t, app, as } = await openAccessFixture());
  });
  afterAll(() => t.dispose());

  const tokenOf = (yaml: string): string => /password: "([^"]+)"/.exec(yaml)?.[1] ?? '';
  const whoamiWith = async (token: string): Promise<number> =>
    (await app.request(api('/auth/whoami'), { headers: { Authorization: `Bearer ${token}` } })).status;

  it('hands out kubeconfig tokens that expire after 7 days, and says when', async () => {
    const before = Date.now();
    const yaml = await (await as.editor.fetch(api('/kubeconfig'))).text();
    const token = tokenOf(yaml);
    expect(await whoamiWith(token)).toBe(200);
    const { rows } = await t.db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM access_tokens WHERE person_id = $1',
      [DEMO_ACCOUNTS.editor.id],
    );
    expect(KUBECONFIG_TOKEN_LIFETIME_MS).toBe(7 * DAY);
    const expiresAt = rows[0]?.expires_at.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect(yaml.split('\n')[0]).toBe(
      `# The token below expires at ${new Date(expiresAt).toISOString()}; download a new kubeconfig then.`,
    );
  });

  it('refuses the token of a kubeconfig downloaded 8 days ago', async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * DAY);
    const past = new Hono();
    past.use('/api/*', requireSession(t.db));
    kubeconfigRoute(past, t.db, { now: () => eightDaysAgo });
    const res = await past.request(api('/kubeconfig'), { headers: { Cookie: as.viewer.cookieHeader() } });
    expect(res.status).toBe(200);
    expect(await whoamiWith(tokenOf(await res.text()))).toBe(401);
  });

  it('believes X-Forwarded-Host and -Proto only behind a trusted proxy', async () => {
    const forwarded = {
      Accept: 'application/json',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
    };
    const direct = await app.request('http://127.0.0.1:8080/api/.ory/self-service/login/browser', {
      headers: forwarded,
    });
    expect(((await direct.json()) as { ui: { action: string } }).ui.action).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/api\/\.ory\//,
    );
    const kube = await as.viewer.fetch(api('/kubeconfig'), {
      headers: { 'X-Forwarded-Host': 'evil.example' },
    });
    expect(await kube.text()).toContain(`server: "${ORIGIN}/api/kubeproxy"`);

    const postgrest = await createPostgrest(t.db);
    const proxied = createApp({ db: t.db, postgrest, staticDir: null, version: 't', trustProxy: true });
    const behind = await proxied.request('http://127.0.0.1:8080/api/.ory/self-service/login/browser', {
      headers: forwarded,
    });
    expect(((await behind.json()) as { ui: { action: string } }).ui.action).toMatch(
      /^https:\/\/evil\.example\/api\/\.ory\/self-service\/login\?flow=/,
    );
  });

  it('serves no mailbox unless the app is told to', async () => {
    expect((await app.request(api('/.ory/mailbox'))).status).toBe(404);
    const postgrest = await createPostgrest(t.db);
    const demo = createApp({ db: t.db, postgrest, staticDir: null, version: 't', demoMailbox: true });
    expect((await demo.request(api('/.ory/mailbox'))).status).toBe(200);
  });
});
