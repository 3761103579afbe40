import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { AuthCard } from '../auth-layout.tsx';
import { FlowForm, FlowMessages } from '../flow/flow-form.tsx';
import { useFlow } from '../flow/use-flow.ts';
import type { FlowSearch } from '../search.ts';

/** /verification: email → mailed code → code; a verified flow shows a 'Continue' link. */
export function VerificationPage({ search }: { search: FlowSearch }) {
  const { flow, version, submit } = useFlow({
    kind: 'verification',
    query: { flow: search.flow, return_to: search.return_to },
    create: { returnTo: search.return_to },
  });
  return (
    <AuthCard title="Verification" heading="Verify your account" footer={<Link href="/">Go back</Link>}>
      {flow === null ? (
        <LoadingBlock />
      ) : (
        <>
          <FlowMessages messages={flow.ui.messages} />
          <FlowForm
            key={version}
            nodes={flow.ui.nodes}
            label="Verify your account"
            onSubmit={async (b) => void (await submit(b))}
          />
        </>
      )}
    </AuthCard>
  );
}
