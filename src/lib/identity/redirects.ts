import type { FlowKind, SessionCheck } from './provider.ts';

// Pure redirect rules of the account screens (spec 01-core §2, §4, §6, §8).

/** Console pages of each flow (Mission Control's Kratos `ui_url`s). */
export const FLOW_PAGES: Record<FlowKind, string> = {
  login: '/login',
  registration: '/registration',
  recovery: '/recovery',
  verification: '/verification',
  settings: '/profile-settings',
};

const AUTH_PATHS = [
  '/login',
  '/registration',
  '/recovery',
  '/verification',
  '/auth-state-checker',
  '/error',
  '/bad-session',
  '/logout',
];

/** Whether a path is one of the account screens (sign-in, recovery, session check...). */
export function isAccountPath(pathname: string): boolean {
  return AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** `/login?return_to=…` style URL from a path and defined query values. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
  const qs = params.toString();
  return qs === '' ? path : `${path}?${qs}`;
}

/**
 * Where an API 401 sends the browser: the session check, remembering the page (path + query).
 * Null on the account screens themselves, so a 401 there cannot loop.
 */
export function sessionCheckUrl(location: { pathname: string; search: string }): string | null {
  if (isAccountPath(location.pathname)) return null;
  return withQuery('/auth-state-checker', { return_to: `${location.pathname}${location.search}` });
}

/** The organisation picker (hosted mode): for a signed-in user of no organisation (spec 01-core §4). */
export const ORG_PICKER_PATH = '/organizations';

/**
 * The session check's outcome: 401 → sign in, 403/422 → second factor, no organisation (hosted)
 * → the organisation picker, signed in → return_to.
 */
export function afterSessionCheck(check: SessionCheck, returnTo: string): string {
  switch (check.kind) {
    case 'active':
      return returnTo;
    case 'signed-out':
      return withQuery('/login', { return_to: returnTo });
    case 'second-factor-required':
      return withQuery('/login', { aal: 'aal2', return_to: returnTo });
    case 'no-organization':
      return withQuery(ORG_PICKER_PATH, { return_to: returnTo });
  }
}

/**
 * A server-given URL made into a console location: the Kratos browser-init endpoints
 * (`…/self-service/login/browser?aal=aal2&return_to=…`) map to the matching page with the same
 * query, same-origin URLs to their path, anything else stays absolute.
 */
export function toConsoleUrl(url: string, origin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return '/';
  }
  const init = /\/self-service\/(login|registration|recovery|verification|settings)\/browser$/.exec(
    parsed.pathname,
  );
  if (init?.[1] !== undefined) return `${FLOW_PAGES[init[1] as FlowKind]}${parsed.search}`;
  if (parsed.origin === origin) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return parsed.href;
}

/** A return_to is followed only within the console (same origin); otherwise `/`. */
export function safeReturnTo(returnTo: string | undefined, origin: string): string {
  if (returnTo === undefined || returnTo === '') return '/';
  const target = toConsoleUrl(returnTo, origin);
  return target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** The bad-session page's message for an `error_code`. */
export function badSessionMessage(code: string | undefined): string {
  return code === 'BAD_SESSION'
    ? 'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.'
    : 'Unknown error';
}
