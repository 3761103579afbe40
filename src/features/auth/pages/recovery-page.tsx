import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { AuthCard } from '../auth-layout.tsx';
import { FlowForm, FlowMessages } from '../flow/flow-form.tsx';
import { useFlow } from '../flow/use-flow.ts';
import type { FlowSearch } from '../search.ts';

/**
 * /recovery: email → mailed code → code. A right code answers a redirect to the new settings
 * flow (handled by useFlow), where the user sets a new password.
 */
export function RecoveryPage({ search }: { search: FlowSearch }) {
  const { flow, version, submit } = useFlow({
    kind: 'recovery',
    query: { flow: search.flow, return_to: search.return_to },
    create: { returnTo: search.return_to },
  });
  return (
    <AuthCard title="Recovery" heading="Recover account" footer={<Link href="/">Go back</Link>}>
      {flow === null ? (
        <LoadingBlock />
      ) : (
        <>
          <FlowMessages messages={flow.ui.messages} />
          <FlowForm
            key={version}
            nodes={flow.ui.nodes}
            label="Recover account"
            onSubmit={async (b) => void (await submit(b))}
          />
        </>
      )}
    </AuthCard>
  );
}
