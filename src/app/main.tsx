import { lastKnownUser } from '../lib/access/last-known-user.ts';
import { featureFlagsQuery, whoamiQuery } from '../lib/access/queries.ts';
import { isAccountPath } from '../lib/identity/redirects.ts';
import { warmUpFontsSoon } from '../lib/font-warm-up.ts';
import { warmUpIntlSoon } from '../lib/intl-warm-up.ts';
import { forgetOtherUsers } from '../lib/query/owner.ts';
import { saveQueryCacheOnLeave, startQueryCacheRead } from '../lib/query/persistence.ts';
import { appQueryClient } from '../lib/query/query-client.ts';
import { saveFrameOnLeave } from './boot-frame/save-frame.ts';
import { showSavedFrame } from './boot-frame/show-frame.ts';
import { requestPersistentStorageAfterSignIn } from './pwa/persistent-storage.ts';
import { showLoadFailure } from './load-failure.ts';
import { prepareSyncFor, prestartSync, syncInitFor } from './sync/sync-session.ts';
import './global.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html lacks #root');

// The sync worker loads (and, for the last confirmed user, reads local data) while the page boots.
const lastUser = lastKnownUser();
if (!isAccountPath(window.location.pathname)) {
  // The screen the user last saw is painted at once (save-frame.ts keeps it whenever it is left).
  if (lastUser !== null) showSavedFrame(container, lastUser.user.id);
  prestartSync(lastUser === null ? null : syncInitFor(lastUser.user.id));
  // Who is signed in is asked now, not once the shell's code has loaded (a refusal is the shell's
  // to handle). With nobody known, the confirmed user's worker then starts on hold: it syncs only
  // once the shell mounts (started fully here, its first pulls took the connections and the
  // server from the page's own code and first rows: cold first row 2.2 s -> 2.8 s median).
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
saveFrameOnLeave(container);
saveQueryCacheOnLeave();

// Online-only answers are restored from IndexedDB before queries run, and belong to one user.
const identityKey = whoamiQuery().queryKey;
const userIdOf = (data: unknown) => (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string' ? data.id : undefined);
forgetOtherUsers(appQueryClient, identityKey, userIdOf);
requestPersistentStorageAfterSignIn(appQueryClient, identityKey);

// React, the router and the routes evaluate in tasks of their own (start-app.tsx), and so does
// the first Intl call and the first font lookups, while they download.
warmUpIntlSoon();
warmUpFontsSoon();
import('./start-app.tsx')
  .then(({ startApp }) => startApp(container))
  .catch((error: unknown) => showLoadFailure(container, error));
