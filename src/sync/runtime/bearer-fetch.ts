import type { FetchLike } from './http.ts';

// Hosted mode: every request of the worker carries the active organisation's session token as a
// bearer. The tab mints the token (it holds the identity session) and hands each fresh one to
// the worker; without one (self-hosted mode) requests go out unchanged, with the session cookie.

export interface BearerFetch {
  readonly fetch: FetchLike;
  /** The token to send from now on; null sends none. */
  set(token: string | null): void;
}

export function createBearerFetch(base: FetchLike = (input, init) => fetch(input, init)): BearerFetch {
  let token: string | null = null;
  return {
    fetch(input, init) {
      if (token === null) return base(input, init);
      const headers = new Headers(init.headers);
      headers.set('Authorization', `Bearer ${token}`);
      return base(input, { ...init, headers, credentials: 'omit' });
    },
    set(next) {
      token = next;
    },
  };
}
