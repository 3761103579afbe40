import { asError } from '../flow/as-error.ts';
import { useEffect, useState } from 'react';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { identity } from '../../../lib/identity/identity.ts';
import { afterSessionCheck, safeReturnTo } from '../../../lib/identity/redirects.ts';
import { AuthCard } from '../auth-layout.tsx';
import { useGo } from '../flow/use-flow.ts';
import type { ReturnToSearch } from '../search.ts';

/**
 * /auth-state-checker?return_to=: where an API 401 lands. Signed in → back to return_to;
 * 401 → /login?return_to=; 403/422 → /login?aal=aal2&return_to=; anything else is thrown.
 */
export function AuthStateCheckerPage({ search }: { search: ReturnToSearch }) {
  const go = useGo();
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    identity.getSession().then(
      (check) => live && go(afterSessionCheck(check, safeReturnTo(search.return_to, location.origin)), true),
      (e: unknown) => live && setFailure(e),
    );
    return () => {
      live = false;
    };
  }, [go, search.return_to]);
  if (failure !== null) throw asError(failure);
  return (
    <AuthCard title="Checking your session">
      <LoadingBlock label="Checking your session…" />
    </AuthCard>
  );
}
