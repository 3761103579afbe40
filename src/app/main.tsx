// First: zod parses without eval, as the Content-Security-Policy requires.
import '../lib/zod-jitless.ts';
import { lastKnownUser } from '../lib/access/last-known-user.ts';
import { frameOwnerId } from '../lib/hosted/active-org.ts';
import { isAccountPath } from '../lib/identity/redirects.ts';
import { warmUpFontsSoon } from '../lib/font-warm-up.ts';
import { warmUpIntlSoon } from '../lib/intl-warm-up.ts';
import { saveFrameOnLeave } from './boot-frame/save-frame.ts';
import { showSavedFrame } from './boot-frame/show-frame.ts';
import { showLoadFailure } from './load-failure.ts';
import { prestartSync, syncInitFor } from './sync/sync-session.ts';
import { applyStoredTheme } from '../lib/theme/apply-theme.ts';
import './global.css';

// The chosen colour theme before anything paints.
applyStoredTheme();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html lacks #root');

// The sync worker loads (and, for the last confirmed user, reads local data) while the page boots.
const lastUser = lastKnownUser();
const onAccountPage = isAccountPath(window.location.pathname);
if (!onAccountPage) {
  // The screen the user last saw is painted at once (save-frame.ts keeps it whenever it is left).
  if (lastUser !== null) showSavedFrame(container, frameOwnerId(lastUser.user.id));
  prestartSync(lastUser === null ? null : syncInitFor(lastUser.user.id));
}
// Kept from any page: a sign-in page becomes the console without a reload.
saveFrameOnLeave(container);

// The rest evaluates in tasks of its own while it downloads (index.html preloads it): the first
// requests (early-requests.ts, with TanStack Query and ky), then React, the router and the routes
// (start-app.tsx); and so do the first Intl call and the first font lookups.
warmUpIntlSoon();
warmUpFontsSoon();
import('./early-requests.ts')
  .then(({ startEarlyRequests }) => startEarlyRequests(lastUser, onAccountPage))
  .then(() => import('./start-app.tsx'))
  .then(({ startApp }) => startApp(container))
  .catch((error: unknown) => showLoadFailure(container, error));
