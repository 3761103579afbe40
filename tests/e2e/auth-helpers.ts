import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

/** RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits) of a base32 secret, at `time` ms. */
export function totp(secret: string, time = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

/** The newest 6-digit code mailed to `to` (GET /api/.ory/mailbox, newest first). */
export async function mailedCode(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const res = await page.request.get(`/api/.ory/mailbox?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { body: string; subject: string }[];
    code = /\b(\d{6})\b/.exec(`${mails[0]?.subject ?? ''} ${mails[0]?.body ?? ''}`)?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code ?? '';
}

/** Signs in through /login with the password; waits until the page has left /login. */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  returnTo = '/health',
): Promise<void> {
  const login = `/login?return_to=${encodeURIComponent(returnTo)}`;
  // A page still running the console (its session just cleared) may navigate to sign-in on its
  // own at this moment, which aborts this navigation (net::ERR_ABORTED): go again.
  await page.goto(login).catch(async (error: unknown) => {
    if (!String(error).includes('ERR_ABORTED')) throw error;
    await page.goto(login);
  });
  await page.locator('input[name=identifier]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
}

/**
 * Serious or critical axe-core violations on the current page. react-aria's live announcer
 * (a visually hidden node that briefly repeats a pending button's label after it has gone) is
 * left out: it is transient screen-reader output, not page content.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the server's CSP refuses inline scripts.
  // Once per document: a journey that moves through the router keeps it loaded.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate(await readFile('node_modules/axe-core/axe.min.js', 'utf8'));
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: { exclude: string[][] }) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    return axe.run({ exclude: [['[data-live-announcer]']] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

/** Registers a fresh account through /registration (signed in afterwards); returns its email. */
export async function registerAccount(page: Page, password: string): Promise<string> {
  const email = `user-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/registration');
  await page.locator('input[name="traits.email"]').fill(email);
  await page.locator('input[name="traits.name.first"]').fill('Test');
  await page.locator('input[name="traits.name.last"]').fill('User');
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your account' })).toBeVisible();
  return email;
}
