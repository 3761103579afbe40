import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../lib/access/whoami.ts';
import { whoamiQuery } from '../../lib/access/queries.ts';
import { SyncClientProvider, useSyncStatus } from '../../sync/client/hooks.tsx';
import type { WorkerSyncClient } from '../../sync/client/worker-client.ts';
import { setActiveSyncClient, syncClientFor, syncInitFor } from './sync-session.ts';
import { keepWorkerToken } from './worker-token.ts';

/** Asks the browser to keep our data under storage pressure (the worker reports the answer). */
function askPersistentStorage(): void {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  navigator.storage.persist().catch(() => undefined);
}

/**
 * Starts this tab's sync worker for the signed-in user (namespace: backend origin, organisation,
 * user id) and provides it to the screens. Children render once the worker exists; queries are
 * answered as soon as it has loaded the local data.
 */
export function SyncProvider({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [client, setClient] = useState<WorkerSyncClient | null>(null);

  useEffect(() => {
    const created = syncClientFor(syncInitFor(user.id));
    const stopTokens = keepWorkerToken(created);
    setActiveSyncClient(created);
    setClient(created);
    askPersistentStorage();
    return () => {
      stopTokens();
      setActiveSyncClient(null);
      void created.close();
    };
  }, [user.id]);

  if (client === null) return null;
  return (
    <SyncClientProvider client={client}>
      <ResumeAfterSignIn client={client} />
      {children}
    </SyncClientProvider>
  );
}

/**
 * A 401 pauses sync. Re-checking the session either sends the browser to sign-in (the shell's
 * 401 handling) or finds the session valid again (signed in in another tab): then resume.
 */
function ResumeAfterSignIn({ client }: { client: WorkerSyncClient }) {
  const phase = useSyncStatus().phase;
  const queryClient = useQueryClient();
  const lastCheck = useRef(0);
  useEffect(() => {
    // At most one check a minute: a server that keeps refusing sync must not loop.
    if (phase !== 'unauthorized' || Date.now() - lastCheck.current < 60_000) return;
    lastCheck.current = Date.now();
    queryClient
      .fetchQuery({ ...whoamiQuery(), staleTime: 0 })
      .then(() => client.resume())
      .catch(() => undefined);
  }, [phase, client, queryClient]);
  return null;
}
