import { Alert } from '../../../components/ui/alert.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { badSessionMessage } from '../../../lib/identity/redirects.ts';
import { AuthCard } from '../auth-layout.tsx';

/** The bad-session page: explains `error_code` and offers to sign out. */
export function BadSessionPage({ errorCode }: { errorCode: string | undefined }) {
  return (
    <AuthCard
      title="Session error"
      footer={
        <>
          <Link href="/logout">Sign out</Link>
          <Link href="/">Go back</Link>
        </>
      }
    >
      <Alert tone="error">{badSessionMessage(errorCode)}</Alert>
    </AuthCard>
  );
}
