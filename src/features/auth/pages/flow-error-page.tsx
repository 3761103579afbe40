import { asError } from '../flow/as-error.ts';
import { useEffect, useState } from 'react';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { identity } from '../../../lib/identity/identity.ts';
import { IdentityError } from '../../../lib/identity/provider.ts';
import { AuthCard } from '../auth-layout.tsx';
import { useGo } from '../flow/use-flow.ts';

/** Fetch failures that send the user home instead of showing an error (spec 01-core §8). */
const GO_HOME = new Set([403, 404, 410]);

/** The identity service's error page (`/error?id=` or `/error/<id>`): the error, formatted. */
export function FlowErrorPage({ id }: { id: string | undefined }) {
  const go = useGo();
  const [error, setError] = useState<unknown>(undefined);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (id === undefined) {
      go('/', true);
      return;
    }
    let live = true;
    identity.getFlowError(id).then(
      (e) => live && setError(e),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof IdentityError && GO_HOME.has(e.status)) go('/', true);
        else setFailure(e);
      },
    );
    return () => {
      live = false;
    };
  }, [go, id]);
  if (failure !== null) throw asError(failure);
  return (
    <AuthCard title="An error occurred" wide footer={<Link href="/">Go back</Link>}>
      {error === undefined ? (
        <LoadingBlock />
      ) : (
        <pre className="auth-error-details">{JSON.stringify(error, null, 2)}</pre>
      )}
    </AuthCard>
  );
}
