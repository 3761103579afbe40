import { expect, test } from '@playwright/test';
import { z } from 'zod';

// The console is an installable PWA by Chromium's criteria: a manifest with name, start_url,
// display and 192/512 icons that load, and a service worker that controls the page.

const manifestSchema = z.object({
  name: z.literal('Mission Control'),
  short_name: z.string().min(1),
  description: z.string().min(1),
  start_url: z.literal('/'),
  scope: z.literal('/'),
  display: z.literal('standalone'),
  theme_color: z.string().regex(/^#[0-9a-f]{6}$/i),
  background_color: z.string().regex(/^#[0-9a-f]{6}$/i),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string().optional() }),
  ),
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test('the manifest is linked, complete, and its icons load at their stated sizes', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href ?? '');
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = manifestSchema.parse(await res.json());
  const purposes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(purposes).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable', 'any any']),
  );
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toContain(icon.type);
    if (icon.type === 'image/png') {
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(await image.body())).toEqual({ width: w, height: h });
    }
  }
});

test('the service worker controls the page after a reload and Chromium reports no installability errors', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito profiles, which Chromium never offers to install.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('a deep link reloads from the precache while the server is unreachable', async ({ page, context }) => {
  await page.goto('/login');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await context.route('**/*', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.goto('/catalog/some-deep-link');
  // The shell's index.html and script come from the precache; no session can be checked, so the
  // page shows the signed-out path's error rather than a browser error page (or the placeholder
  // index.html shows until React renders).
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByText('Loading Mission Control…')).toHaveCount(0);
  await expect(page).toHaveTitle(/Mission Control/);
});
