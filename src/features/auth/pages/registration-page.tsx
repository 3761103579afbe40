import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { safeReturnTo, withQuery } from '../../../lib/identity/redirects.ts';
import { AuthCard } from '../auth-layout.tsx';
import { FlowForm, FlowMessages } from '../flow/flow-form.tsx';
import { useFlow } from '../flow/use-flow.ts';
import type { FlowSearch } from '../search.ts';

/** /registration: 'Create account' from the identity schema's traits and a password. */
export function RegistrationPage({ search }: { search: FlowSearch }) {
  const { flow, version, submit } = useFlow({
    kind: 'registration',
    query: { flow: search.flow, return_to: search.return_to },
    create: { returnTo: search.return_to },
  });

  async function onSubmit(body: Record<string, unknown>): Promise<void> {
    const result = await submit(body);
    if (result.kind !== 'done') return;
    const returnTo = safeReturnTo(search.return_to, location.origin);
    // With verification on, the server already mailed a code: continue on its verification flow.
    const verification = result.completion.continueWith.find(
      (c) => c.action === 'show_verification_ui' && c.flowId !== undefined,
    );
    // A full page load, so the console starts with the new session.
    window.location.assign(
      verification
        ? withQuery('/verification', { flow: verification.flowId, return_to: search.return_to })
        : returnTo,
    );
  }

  return (
    <AuthCard
      title="Register"
      heading="Create account"
      footer={<Link href={withQuery('/login', { return_to: search.return_to })}>Sign in</Link>}
    >
      {flow === null ? (
        <LoadingBlock />
      ) : (
        <>
          <FlowMessages messages={flow.ui.messages} />
          <FlowForm key={version} nodes={flow.ui.nodes} label="Create account" onSubmit={onSubmit} />
        </>
      )}
    </AuthCard>
  );
}
