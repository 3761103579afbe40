// A screen's URL search state: ONE zod object schema per screen, read with `useUrlState(schema)`.
//
// This is the only way screens parse their address. Routes do not declare `validateSearch`: the
// router's typed search is per route, so a panel mounted inside another screen's route (the config
// changes panel on an item page) could not keep its filters in the address, and the router's
// JSON-flavoured parsing made `"true"` and `true` two different values. Here every value is a plain
// string parsed by the screen's schema, key by key (a bad value falls back to that key's default),
// and route loaders use `parseUrlState(schema, location.searchStr)` for the same answer.
//
// Writes change only the keys they name; a value that is undefined, '' or the key's default leaves
// the address. A write replaces the history entry unless `push`. With `debounceMs` only the address
// write waits: every `useUrlState` on the page sees the new state at once (a search answered from
// local data must update on the keystroke, issue #21), and the address follows when typing pauses.
import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import {
  applyRawPatch,
  parseUrlValues,
  rawPatchOf,
  urlKeysOf,
  urlValuesOf,
  type UrlSchema,
  type UrlStatePatch,
} from './url-values.ts';
import { createUrlWriteQueue, pendingFor, type AddressPort } from './url-write-queue.ts';

export {
  parseUrlState,
  textParamsSchema,
  urlValuesOf,
  type UrlSchema,
  type UrlStatePatch,
} from './url-values.ts';

export interface UrlWriteOptions {
  /** Add a history entry (Back returns to the previous state); the default replaces it. */
  readonly push?: boolean;
  /** Delay only the address write by this long after the last write; the state updates now. */
  readonly debounceMs?: number;
}

/** One queue for the app: every `useUrlState` on the page reads the same pending writes. */
const queue = createUrlWriteQueue();
const subscribeToWrites = (listener: () => void) => queue.subscribe(listener);

type Router = ReturnType<typeof useRouter>;

/**
 * The address as the history holds it now. `router.state.location` moves only once a navigation
 * has loaded, so during a navigation to another page it still names the page being left: a
 * debounced write checked against it would land on that page and send the user back there, and
 * two quick writes would each patch the older address.
 */
export function addressOf(router: Pick<Router, 'latestLocation' | 'navigate'>): AddressPort {
  return {
    pathname: () => router.latestLocation.pathname,
    write(raw, push) {
      const { pathname, searchStr } = router.latestLocation;
      const query = applyRawPatch(searchStr, raw);
      return router.navigate({ href: `${pathname}${query === '' ? '' : `?${query}`}`, replace: !push });
    },
  };
}

/** URL search state parsed by `schema`, and a setter taking a patch of it. */
export function useUrlState<O extends z.ZodObject>(
  schema: UrlSchema<O>,
): [z.output<O>, (patch: UrlStatePatch<z.output<O>>, options?: UrlWriteOptions) => void] {
  const location = useLocation();
  const router = useRouter();
  const keys = useMemo(() => urlKeysOf(schema), [schema]);
  const { pathname } = location;
  const readPending = useCallback(() => pendingFor(queue.pending(), pathname, keys), [pathname, keys]);
  const overlay = useSyncExternalStore(subscribeToWrites, readPending, readPending);
  const parsed = useMemo(() => {
    const values: Record<string, string | undefined> = urlValuesOf(location.searchStr);
    if (overlay !== '')
      for (const [key, value] of JSON.parse(overlay) as [string, string | null][])
        values[key] = value ?? undefined;
    return parseUrlValues(schema, values);
  }, [schema, location.searchStr, overlay]);
  // The same object while the values are the same (another key of the address changed, or the
  // debounced write landed): memoized parts of a screen keep their props.
  const kept = useRef<{ json: string; state: z.output<O> } | null>(null);
  const json = JSON.stringify(parsed);
  if (kept.current === null || kept.current.json !== json) kept.current = { json, state: parsed };
  const state = kept.current.state;

  const setState = useCallback(
    (patch: UrlStatePatch<z.output<O>>, options?: UrlWriteOptions) =>
      queue.write(addressOf(router), rawPatchOf(schema, patch), {
        push: options?.push === true,
        debounceMs: options?.debounceMs ?? 0,
      }),
    [router, schema],
  );
  return [state, setState];
}
