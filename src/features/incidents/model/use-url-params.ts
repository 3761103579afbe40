import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';

/** Plain string search parameters of the current URL; `undefined` or '' removes a key. */
export function useUrlParams(): [
  Readonly<Record<string, string>>,
  (patch: Record<string, string | undefined>) => void,
] {
  const location = useLocation();
  const router = useRouter();
  const params = useMemo(
    () => Object.fromEntries(new URLSearchParams(location.searchStr)),
    [location.searchStr],
  );
  const update = useCallback(
    (patch: Record<string, string | undefined>) => {
      const next = new URLSearchParams(router.state.location.searchStr);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined) next.delete(k);
        else next.set(k, v);
      }
      const query = next.toString();
      void router.navigate({
        href: `${router.state.location.pathname}${query === '' ? '' : `?${query}`}`,
        replace: true,
      });
    },
    [router],
  );
  return [params, update];
}
