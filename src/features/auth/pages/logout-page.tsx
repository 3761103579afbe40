import { useEffect } from 'react';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { identity } from '../../../lib/identity/identity.ts';
import { withQuery } from '../../../lib/identity/redirects.ts';
import { AuthCard } from '../auth-layout.tsx';
import type { ReturnToSearch } from '../search.ts';

/**
 * /logout?return_to=: ends the session, wipes local data, then opens /login?return_to= with a
 * full page load so no in-memory state of the old user survives.
 */
export function LogoutPage({ search }: { search: ReturnToSearch }) {
  useEffect(() => {
    toast.clear();
    void identity
      .signOut()
      .then(() => window.location.replace(withQuery('/login', { return_to: search.return_to })));
  }, [search.return_to]);
  return (
    <AuthCard title="Signing out">
      <LoadingBlock label="Signing out…" />
    </AuthCard>
  );
}
