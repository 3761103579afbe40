import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';

/**
 * Plain string search parameters of the current URL, read and written without a route's typed
 * search schema, so panels mounted inside another screen's route can keep their filters in the
 * URL too. Values are parsed by the caller (zod); `undefined` or '' removes a key.
 */
export function useUrlParams(): [
  Readonly<Record<string, string>>,
  (patch: Record<string, string | undefined>, options?: { push?: boolean }) => void,
] {
  const location = useLocation();
  const router = useRouter();
  const params = useMemo(() => urlParamsOf(location.searchStr), [location.searchStr]);
  const update = useCallback(
    (patch: Record<string, string | undefined>, options?: { push?: boolean }) => {
      const next = new URLSearchParams(router.state.location.searchStr);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, v);
      }
      const query = next.toString();
      void router.navigate({
        href: `${router.state.location.pathname}${query === '' ? '' : `?${query}`}`,
        replace: options?.push !== true,
      });
    },
    [router],
  );
  return [params, update];
}

/** A search string's parameters as plain strings (what `useUrlParams` reads). */
export function urlParamsOf(searchStr: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(searchStr)) out[k] = stripJsonQuotes(v);
  return out;
}

/** The router writes strings that look like JSON literals quoted ("\"true\""); read them back plain. */
function stripJsonQuotes(v: string): string {
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v;
}
