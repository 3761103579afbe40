// Signs a browser page in through the identity API (the Kratos browser flow the console uses), so
// the session cookie is set without depending on the sign-in screen.
import type { Page } from 'playwright-core';

export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  const outcome = await page.evaluate(
    async ({ email, password }) => {
      const headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
      const created = await fetch('/api/.ory/self-service/login/browser', {
        headers,
        credentials: 'same-origin',
      });
      const flow = (await created.json()) as {
        id?: string;
        ui?: { nodes?: { attributes?: { name?: string; value?: unknown } }[] };
      };
      const csrf = flow.ui?.nodes?.find((node) => node.attributes?.name === 'csrf_token')?.attributes?.value;
      const submitted = await fetch(
        `/api/.ory/self-service/login?flow=${encodeURIComponent(flow.id ?? '')}`,
        {
          method: 'POST',
          headers,
          credentials: 'same-origin',
          body: JSON.stringify({ method: 'password', identifier: email, password, csrf_token: csrf }),
        },
      );
      const whoami = await fetch('/api/.ory/sessions/whoami', { headers, credentials: 'same-origin' });
      return { login: submitted.status, whoami: whoami.status };
    },
    { email, password },
  );
  if (outcome.whoami !== 200)
    throw new Error(`sign-in through the API failed (login ${outcome.login}, whoami ${outcome.whoami})`);
}
