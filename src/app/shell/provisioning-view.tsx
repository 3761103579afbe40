import { useEffect } from 'react';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { Heading } from '../../components/ui/typography.tsx';
import { httpStatusOf } from '../../lib/api-client.ts';
import { isHostedMode } from '../../lib/hosted/hosted-config.ts';
import { PROVISIONING_MESSAGE } from '../../lib/hosted/org-choices.ts';
import { OrgSwitcher } from './org-switcher.tsx';
import './shell.css';

/** How often the user call is asked again while the organisation's instance is provisioned. */
const RETRY_MS = 10_000;

/** Hosted mode: a 5xx or 404 from the user call means the organisation's instance is not up yet. */
export function isProvisioning(error: unknown): boolean {
  const status = httpStatusOf(error);
  return isHostedMode() && status !== undefined && (status === 404 || status >= 500);
}

/**
 * The provisioning screen (spec 01-core §4, §8): the spec's words, asked again every 10 s, with
 * the organisation switcher so the user can work in another organisation meanwhile.
 */
export function ProvisioningView({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    const timer = setInterval(onRetry, RETRY_MS);
    return () => clearInterval(timer);
  }, [onRetry]);
  return (
    <div className="shell-message">
      <Heading level={1}>{PROVISIONING_MESSAGE}</Heading>
      <LoadingBlock label={PROVISIONING_MESSAGE} />
      <div className="shell-message__actions">
        <OrgSwitcher />
      </div>
    </div>
  );
}
