import type { lastKnownUser } from '../lib/access/last-known-user.ts';
import { featureFlagsQuery, whoamiQuery } from '../lib/access/queries.ts';
import { forgetOtherUsers } from '../lib/query/owner.ts';
import { saveQueryCacheOnLeave, startQueryCacheRead } from '../lib/query/persistence.ts';
import { appQueryClient } from '../lib/query/query-client.ts';
import { requestPersistentStorageAfterSignIn } from './pwa/persistent-storage.ts';
import { prepareSyncFor, syncInitFor } from './sync/sync-session.ts';

// The start's second stage (main.tsx imports it, so it evaluates as a task of its own, decision
// 0012): TanStack Query, ky and the first requests, while the first stage has already painted the
// kept frame and started the sync worker.

/**
 * Asks who is signed in and reads the saved answers, unless the page is one of the account
 * screens; then keeps the query cache saved and owned by one user.
 */
export function startEarlyRequests(lastUser: ReturnType<typeof lastKnownUser>, onAccountPage: boolean): void {
  if (!onAccountPage) {
    // Who is signed in is asked now, not once the shell's code has loaded (a refusal is the shell's
    // to handle). With nobody known, the confirmed user's worker then starts on hold: it syncs
    // only once the shell mounts (started fully here, its first pulls took the connections and
    // the server from the page's own code and first rows: cold first row 2.2 s -> 2.8 s median).
    void appQueryClient.prefetchQuery(whoamiQuery()).then(() => {
      const confirmed = appQueryClient.getQueryData(whoamiQuery().queryKey);
      if (lastUser === null && confirmed !== undefined) prepareSyncFor(syncInitFor(confirmed.id));
    });
    // The saved answers (feature flags among them) are read now, not once React has mounted. With
    // nobody known there are none to restore: the flags are asked at once, not after the shell's code.
    startQueryCacheRead();
    if (lastUser === null) void appQueryClient.prefetchQuery(featureFlagsQuery());
  }
  // Kept from any page: a sign-in page becomes the console without a reload.
  saveQueryCacheOnLeave();
  // Online-only answers are restored from IndexedDB before queries run, and belong to one user.
  const identityKey = whoamiQuery().queryKey;
  const userIdOf = (data: unknown) =>
    typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string'
      ? data.id
      : undefined;
  forgetOtherUsers(appQueryClient, identityKey, userIdOf);
  requestPersistentStorageAfterSignIn(appQueryClient, identityKey);
}
