import { Alert } from '../../../components/ui/alert.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { AuthCard } from '../auth-layout.tsx';

/** What an account screen shows when something unexpected failed (route error component). */
export function AuthErrorView({ error }: { error: unknown }) {
  const message = error instanceof Error && error.message !== '' ? error.message : 'Something went wrong';
  return (
    <AuthCard title="An error occurred" footer={<Link href="/">Go back</Link>}>
      <Alert tone="error">{message}</Alert>
    </AuthCard>
  );
}
