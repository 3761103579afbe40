import { useEffect, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { safeReturnTo } from '../../../lib/identity/redirects.ts';
import { AuthCard } from '../auth-layout.tsx';
import { FlowForm, FlowMessages } from '../flow/flow-form.tsx';
import { nodesOfGroup, visibleSections } from '../flow/nodes.ts';
import { useFlow } from '../flow/use-flow.ts';
import type { FlowSearch } from '../search.ts';

/** Settings messages clear after this long (spec 01-core §4). */
export const SETTINGS_MESSAGE_MS = 10_000;

/**
 * /profile-settings: one form per method group the flow offers (profile, password, social
 * sign-in, backup codes, TOTP, hardware keys), each with the shared csrf_token.
 */
export function SettingsPage({ search }: { search: FlowSearch }) {
  const { flow, version, submit } = useFlow({
    kind: 'settings',
    query: { flow: search.flow, return_to: search.return_to },
    create: { returnTo: search.return_to },
  });
  const [messagesOf, setMessagesOf] = useState(0);
  useEffect(() => {
    setMessagesOf(version);
    const timer = setTimeout(() => setMessagesOf(-1), SETTINGS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [version]);

  return (
    <AuthCard
      wide
      title="Profile Management and Security Settings"
      footer={<Link href={safeReturnTo(search.return_to, location.origin)}>Go back</Link>}
    >
      {flow === null ? (
        <LoadingBlock />
      ) : (
        <div className="auth-sections">
          {messagesOf === version && <FlowMessages messages={flow.ui.messages} />}
          {visibleSections(flow).map((section) => (
            <Card key={section.group} title={section.title}>
              <FlowForm
                key={`${version}:${section.group}`}
                nodes={nodesOfGroup(flow, section.group)}
                label={section.title}
                onSubmit={async (b) => void (await submit(b))}
              />
            </Card>
          ))}
        </div>
      )}
    </AuthCard>
  );
}
