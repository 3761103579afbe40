import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { stopSyncForSignOut } from '../sync/sync-session.ts';

/**
 * Signs out through the identity provider (which also wipes local data), forgets every cached
 * query and loads the sign-in page afresh, so nothing of the previous user stays in memory.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    // The identity provider (and @ory/client) loads on demand: a signed-in start does not need it.
    // The sync worker stops first (in every tab), so nothing holds or rewrites the store being wiped.
    stopSyncForSignOut()
      .then(() => import('../../lib/identity/identity.ts'))
      .then(({ identity }) => identity.signOut())
      .then(() => {
        queryClient.clear();
        window.location.assign('/login');
      })
      .catch((e: unknown) => toast.error(`Sign out failed: ${e instanceof Error ? e.message : String(e)}`));
  }, [queryClient]);
}
