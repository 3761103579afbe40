import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { HTTPError, TimeoutError } from 'ky';
import { z } from 'zod';
import { getJson } from '../api-client.ts';
import { featureFlagsFrom, propertiesSchema } from './feature-flags.ts';
import {
  forgetLastKnownUser,
  isServedFromLastKnown,
  lastKnownUser,
  rememberUser,
  setServedFromLastKnown,
} from './last-known-user.ts';
import { toCurrentUser, whoamiSchema } from './whoami.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

// One query-options factory per call; each is the only place its key is spelled.

/** No answer from the backend at all (offline, timeout, gateway down), as opposed to a refusal. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError || error instanceof TimeoutError) return true;
  return error instanceof HTTPError && [502, 503, 504].includes(error.response.status);
}

/** How often a user shown from the last-known copy is asked of the server again. */
export const UNCONFIRMED_RECHECK_MS = 5_000;

/**
 * The signed-in user, roles included (`GET /api/auth/whoami`). When the backend cannot be
 * reached, the last user it confirmed is used (an offline start opens the console; the top of
 * the page says Offline); a 401 still means signed out.
 */
export function whoamiQuery() {
  return queryOptions({
    queryKey: ['auth', 'whoami'],
    queryFn: async ({ signal, client }) => {
      try {
        const user = toCurrentUser(await getJson('auth/whoami', whoamiSchema, signal));
        // Cancelled meanwhile (a new session started, forgetConfirmedUser): not to be remembered.
        signal.throwIfAborted();
        const wasUnconfirmed = isServedFromLastKnown();
        rememberUser(user);
        // Back in touch: the flags served from the saved copy meanwhile are asked again too.
        if (wasUnconfirmed) void client.invalidateQueries({ queryKey: featureFlagsQuery().queryKey });
        return user;
      } catch (error) {
        const last = isUnreachable(error) && !signal.aborted ? lastKnownUser() : null;
        if (last === null) throw error;
        setServedFromLastKnown(true);
        return last.user;
      }
    },
    // A last-known user is asked for again as soon as the network is back (refetchOnReconnect),
    // and every few seconds meanwhile: the browser may believe it is online all along (the
    // backend was down, not the network), and then no `online` event comes when it is back.
    staleTime: () => (isServedFromLastKnown() ? 0 : 5 * 60_000),
    refetchInterval: () => (isServedFromLastKnown() ? UNCONFIRMED_RECHECK_MS : false),
    // A 401 means "signed out": retrying cannot help.
    retry: false,
  });
}

/**
 * Forgets who was signed in: called when a new session starts in this browser (a sign-in), which
 * may be someone else's. The whoami answer held for the session before is dropped, so no screen
 * shows the previous user's name or roles while the server confirms the new one (a request still
 * under way for the old session is cancelled with it), and so is the last-known copy (the offline
 * fallback), which the next confirmation writes again.
 */
export function forgetConfirmedUser(client: QueryClient): void {
  client.removeQueries({ queryKey: whoamiQuery().queryKey, exact: true });
  forgetLastKnownUser();
}

/**
 * Feature flags from the merged property list (`GET /api/properties`). Like whoami, an unreachable
 * backend answers with the flags already known (restored from the persisted cache), so the shell
 * opens offline even when the browser believes it is online.
 */
export function featureFlagsQuery() {
  return queryOptions({
    queryKey: ['properties'],
    queryFn: async ({ signal, client, queryKey }) => {
      try {
        return featureFlagsFrom(await getJson('properties', propertiesSchema, signal));
      } catch (error) {
        const known =
          isUnreachable(error) && !signal.aborted
            ? client.getQueryData<ReturnType<typeof featureFlagsFrom>>(queryKey)
            : undefined;
        if (known === undefined) throw error;
        setServedFromLastKnown(true);
        return known;
      }
    },
    staleTime: () => (isServedFromLastKnown() ? 0 : 5 * 60_000),
  });
}

const aboutSchema = builtOnFirstUse(() =>
  z.object({ appVersion: z.string().nullish(), chartVersion: z.string().nullish() }),
);

/** The backend's version line: chartVersion, else appVersion, else 'NA' (`GET /api/about`). */
export function backendVersionQuery() {
  return queryOptions({
    queryKey: ['about'],
    queryFn: async ({ signal }) => {
      const about = await getJson('about', aboutSchema, signal);
      const version = [about.chartVersion, about.appVersion].find(
        (v) => v !== undefined && v !== null && v !== '',
      );
      return version ?? 'NA';
    },
    staleTime: Infinity,
  });
}
