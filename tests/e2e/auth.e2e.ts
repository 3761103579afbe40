import { expect, test } from '@playwright/test';
import { mailedCode, registerAccount, seriousAxeViolations, signIn, totp } from './auth-helpers.ts';

test('an admin signs in and lands in the console at return_to', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/health$/);
  await expect(page.getByRole('heading', { name: 'Sign In to your account' })).toHaveCount(0);
  await page.goto('/login?refresh=true&return_to=/health');
  await expect(page.getByRole('heading', { name: 'Confirm Action' })).toBeVisible();
  await expect(page).toHaveTitle('Confirm Action | Mission Control');
  await expect(page.getByText('Please confirm this action by verifying that it is you.')).toBeVisible();
});

test('a signed-out visit to a console page ends on sign-in with the page as return_to', async ({ page }) => {
  await page.goto('/health?x=1');
  await expect(page).toHaveURL(/\/login\?.*return_to=%2Fhealth%3Fx%3D1/);
});

test('sign-in auto-submits from username/password URL parameters and drops them from the URL', async ({
  page,
}) => {
  await page.goto('/login?username=editor@example.com&password=demo-password&return_to=/health');
  await expect(page).toHaveURL(/\/health$/);
});

test('a wrong password shows the server message once, as a toast', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'not-the-password');
  const message =
    'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.';
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(message);
  await expect(page.getByRole('main').getByText(message)).toHaveCount(0);
  await expect(page).toHaveTitle('Sign In to your account | Mission Control');
});

test("sign-in speaks people's words and links to registration", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.locator('input[name=password]').fill('x');
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  // The identity service's 'Property identifier is missing' is said with the field's label, at the
  // field only (no toast repeating it).
  await expect(page.getByText('Email is required.')).toBeVisible();
  await expect(page.getByText(/Property identifier/)).toHaveCount(0);
  await expect(page.getByText(/required/)).toHaveCount(1);
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
});

test('registration, then the mailed verification code verifies the address', async ({ page }) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/registration');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await expect(page).toHaveTitle('Register | Mission Control');
  await page.locator('input[name="traits.email"]').fill(email);
  await page.locator('input[name="traits.name.first"]').fill('New');
  await page.locator('input[name="traits.name.last"]').fill('Person');
  await page.locator('input[name=password]').fill('a-long-unusual-passphrase-42');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your account' })).toBeVisible();
  const code = await mailedCode(page, email);
  await page.locator('input[name=code]').fill(code);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page.getByText('You successfully verified your email address.')).toBeVisible();
});

test('recovery by mailed code opens the settings with a new-password form', async ({ page }) => {
  await page.goto('/recovery');
  await expect(page.getByRole('heading', { name: 'Recover account' })).toBeVisible();
  await page.locator('input[name=email]').fill('viewer@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('input[name=code]')).toBeVisible();
  const code = await mailedCode(page, 'viewer@example.com');
  await page.locator('input[name=code]').fill(code);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/profile-settings\?flow=/);
  await expect(page.getByText(/You successfully recovered your account/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
});

test('TOTP enrolment, then sign-in asks for and accepts the second factor', async ({ page }) => {
  const password = 'another-long-passphrase-77';
  const email = await registerAccount(page, password);
  await page.goto('/profile-settings?return_to=/health');
  await expect(page.getByRole('heading', { name: 'Manage 2FA TOTP Authenticator App' })).toBeVisible();
  const secret = (await page.locator('[data-node-id=totp_secret_key]').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.locator('input[name=totp_code]').fill(totp(secret));
  await page
    .getByRole('form', { name: 'Manage 2FA TOTP Authenticator App' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Your changes have been saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlink TOTP Authenticator App' })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/login\?.*aal=aal2/);
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await expect(page).toHaveTitle('Two-Factor Authentication | Mission Control');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // A code from the next step (the server allows ±1 step) so it differs from the enrolment code.
  await page.locator('input[name=totp_code]').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Use Authenticator' }).click();
  await expect(page).toHaveURL(/\/health$/);
});

test('a CSRF violation restarts the login flow with the security toast', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/flow=/);
  const firstFlow = new URL(page.url()).searchParams.get('flow');
  await context.clearCookies();
  await page.locator('input[name=identifier]').fill('admin@example.com');
  await page.locator('input[name=password]').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
    'A security violation was detected, please fill out the form again.',
  );
  await expect.poll(() => new URL(page.url()).searchParams.get('flow')).not.toBe(firstFlow);
  await expect(page.locator('input[name=identifier]')).toHaveValue('');
});

test('an expired flow restarts on the fresh flow the server made', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/flow=/);
  // The server's clock cannot be moved from a browser test: answer this one submit as Kratos does.
  const fresh = await page.request.get('/api/.ory/self-service/login/browser', {
    headers: { Accept: 'application/json' },
  });
  const freshId = ((await fresh.json()) as { id: string }).id;
  await page.route('**/api/.ory/self-service/login?flow=*', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          id: 'self_service_flow_expired',
          code: 410,
          status: 'Gone',
          message: 'self-service flow expired',
        },
        use_flow_id: freshId,
      }),
    }),
  );
  await page.locator('input[name=identifier]').fill('admin@example.com');
  await page.locator('input[name=password]').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
    'Your interaction expired, please fill out the form again.',
  );
  await expect.poll(() => new URL(page.url()).searchParams.get('flow')).toBe(freshId);
});

test('sign-out ends the session and leaves no local data', async ({ page }) => {
  await signIn(page, 'responder@example.com');
  await expect(page).toHaveURL(/\/health$/);
  await page.evaluate(async () => {
    localStorage.setItem('probe', 'session data');
    sessionStorage.setItem('probe', 'x');
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('mcc-store-probe');
      open.onupgradeneeded = () => open.result.createObjectStore('rows');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
  });
  await page.goto('/logout?return_to=/health');
  await expect(page).toHaveURL(/\/login\?.*return_to=%2Fhealth/);
  const left = await page.evaluate(async () => ({
    dbs: (await indexedDB.databases()).map((d) => d.name),
    local: localStorage.length,
    session: sessionStorage.length,
  }));
  expect(left).toEqual({ dbs: [], local: 0, session: 0 });
  const whoami = await page.request.get('/api/.ory/sessions/whoami');
  expect(whoami.status()).toBe(401);
});

test('the session check sends a signed-out user to sign in with return_to', async ({ page }) => {
  await page.goto('/auth-state-checker?return_to=%2Fhealth%3Fx%3D1');
  await expect(page).toHaveURL(/\/login\?.*return_to=%2Fhealth%3Fx%3D1/);
});

test('error pages: an unknown flow error id goes home; bad session explains itself', async ({ page }) => {
  await page.goto('/bad-session?error_code=BAD_SESSION');
  await expect(
    page.getByText(
      'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
    ),
  ).toBeVisible();
  await page.goto('/bad-session?error_code=OTHER');
  await expect(page.getByText('Unknown error')).toBeVisible();
  await page.goto('/error?id=00000000-0000-4000-8000-000000000000');
  await expect(page).not.toHaveURL(/\/error/);
});

test('every account screen passes an axe scan without serious or critical violations', async ({ page }) => {
  for (const path of [
    '/login',
    '/registration',
    '/recovery',
    '/verification',
    '/bad-session?error_code=BAD_SESSION',
  ]) {
    await page.goto(path);
    await expect(page.locator('form, [role=alert]').first()).toBeVisible();
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
  await page.goto('/error/stub:500');
  await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
  await expect(page.locator('pre')).toBeVisible();
  expect(await seriousAxeViolations(page), '/error').toEqual([]);
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/health$/);
  await page.goto('/profile-settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Profile Management and Security Settings | Mission Control');
  expect(await seriousAxeViolations(page), '/profile-settings').toEqual([]);
});
