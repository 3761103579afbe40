import ky, { HTTPError } from 'ky';
import type { z } from 'zod';
import { toActiveOrganization } from './hosted/hosted-request.ts';
import { sessionCheckUrl } from './identity/redirects.ts';

/**
 * The one HTTP client of the console: same-origin `/api`, JSON, and a bounded wait. A 401 sends
 * the browser to the session check (`/auth-state-checker?return_to=<path+query>`, spec §6),
 * which decides between sign-in and the second factor.
 */
export const api = ky.create({
  prefixUrl: '/api',
  timeout: 15_000,
  retry: 0,
  hooks: {
    // Hosted mode: the active organisation's backend_url and session token (lib/hosted).
    beforeRequest: [(request) => toActiveOrganization(request)],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status !== 401 || typeof window === 'undefined') return;
        const target = sessionCheckUrl(window.location);
        if (target !== null) window.location.assign(target);
      },
    ],
  },
});

/** GET a JSON path under /api and parse it with `schema`, so bad server data fails here, named. */
export async function getJson<S extends z.ZodType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const body: unknown = await api.get(path, signal ? { signal } : {}).json();
  return schema.parse(body);
}

/** The HTTP status of a failed request made with `api`, or undefined for any other error. */
export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof HTTPError ? error.response.status : undefined;
}

/** A failed request's response (to read its body), or undefined for any other error. */
export function httpResponseOf(error: unknown): Response | undefined {
  return error instanceof HTTPError ? error.response : undefined;
}
