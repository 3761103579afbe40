import type { IdentityConfig } from './config.ts';
import { errors } from './errors.ts';

/**
 * `return_to` allow-list (design/kratos-flows.md §8). Mission Control allows `https://<host>`,
 * i.e. any path on the console's own origin; relative values resolve against the default
 * return URL. Anything else is refused with `self_service_flow_return_to_forbidden`.
 * Returns the absolute URL, or null when no return_to was given.
 */
export function checkReturnTo(cfg: IdentityConfig, raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw, cfg.defaultReturnUrl);
  } catch {
    throw errors.returnToForbidden(raw);
  }
  const allowed = new URL(cfg.origin);
  if (url.protocol !== allowed.protocol || url.host !== allowed.host) throw errors.returnToForbidden(raw);
  return url.toString();
}

/** Where a finished flow sends the browser. */
export function finalReturnUrl(cfg: IdentityConfig, returnTo: string | null): string {
  return returnTo ?? cfg.defaultReturnUrl;
}
