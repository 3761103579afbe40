import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import type { CurrentUser } from '../../lib/access/whoami.ts';
import type { FeatureFlags } from '../../lib/access/feature-flags.ts';
import { featureFlagsQuery, whoamiQuery } from '../../lib/access/queries.ts';
import { sessionCheckUrl } from '../../lib/identity/redirects.ts';
import { ShellCommandsProvider } from '../commands/shell-commands-provider.tsx';
import { SyncProvider } from '../sync/sync-provider.tsx';
import { ErrorView } from './error-view.tsx';
import { isProvisioning, ProvisioningView } from './provisioning-view.tsx';
import { ShellSkeleton } from './shell-skeleton.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useSignOut } from './use-sign-out.ts';
import { visibleNav } from './visible-nav.ts';
import './shell.css';
import { httpStatusOf } from '../../lib/api-client.ts';

const isUnauthenticated = (error: unknown) => httpStatusOf(error) === 401;

/**
 * The application shell around every signed-in page. Pages render only once the user and the
 * feature flags are known ("routes wait until feature flags are loaded"); until then the
 * skeleton shows. A 401 sends the browser to the session check.
 */
export function ShellLayout() {
  const user = useQuery(whoamiQuery());
  const flags = useQuery(featureFlagsQuery());
  const signOut = useSignOut();
  const signedOut = isUnauthenticated(user.error) || isUnauthenticated(flags.error);

  useEffect(() => {
    if (!signedOut) return;
    const target = sessionCheckUrl(window.location);
    if (target !== null) window.location.replace(target);
  }, [signedOut]);

  if (signedOut) return <ShellSkeleton />;
  const failed = user.error ?? flags.error;
  if (isProvisioning(user.error)) return <ProvisioningView onRetry={() => void user.refetch()} />;
  if (failed !== null) {
    return (
      <ErrorView
        title="Mission Control could not load"
        error={failed}
        onRetry={() => {
          void user.refetch();
          void flags.refetch();
        }}
      />
    );
  }
  if (user.data === undefined || flags.data === undefined) return <ShellSkeleton />;

  return (
    <SyncProvider user={user.data}>
      <ShellFrame user={user.data} flags={flags.data} onSignOut={signOut} />
    </SyncProvider>
  );
}

/**
 * Sidebar, top bar and the page. Its first render shows the skeleton and mounts the real frame
 * in a transition (a time-sliced render): the frame and the page under it are hundreds of components,
 * and the update that first shows them (the session answer, the sync worker starting) would
 * otherwise render them all in one long task (brief: no main-thread task > 50 ms). Memoized, so
 * the router's and the queries' synchronous updates above it do not re-render the whole frame.
 */
const ShellFrame = memo(function ShellFrame({
  user,
  flags,
  onSignOut,
}: {
  user: CurrentUser;
  flags: FeatureFlags;
  onSignOut: () => void;
}) {
  // A transition update lane, not useDeferredValue's: deferred lanes rank below every transition,
  // so each synced page's answer would interrupt (and restart) the mount.
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  const nav = useMemo(() => visibleNav(user.roles, flags), [user.roles, flags]);
  if (!mounted) return <ShellSkeleton />;
  return (
    <ShellCommandsProvider user={user} flags={flags} nav={nav} onSignOut={onSignOut}>
      <div className="shell">
        <a className="shell-skip-link" href="#main">
          Skip to content
        </a>
        <Sidebar nav={nav} />
        <div className="shell__main">
          <TopBar user={user} />
          <main id="main" className="shell__content" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
    </ShellCommandsProvider>
  );
});
