// 'Installation Instructions' (spec 01-core §2, §4), opened once an agent is created: the Flux
// manifest and the Helm CLI commands with the one-time access token, the warning that it is shown
// only once, and the next steps. The token is held by the page only while this dialog is open.
import { useMemo } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { apiBaseOf, readActiveOrg } from '../../../lib/hosted/active-org.ts';
import { isHostedMode } from '../../../lib/hosted/hosted-config.ts';
import type { AgentForm } from './agent-model.ts';
import { chartsFor, fluxManifests, helmCommands } from './install-snippets.ts';

export const TOKEN_WARNING = 'Access token will be shown only once. Please copy it and store it securely.';

/** The API the agent reports to: the hosted organisation's backend, else this console's own. */
function upstreamHost(): string {
  const org = isHostedMode() ? readActiveOrg() : null;
  return org !== null ? apiBaseOf(org) : `${window.location.origin}/api`;
}

async function copy(text: string): Promise<void> {
  if (typeof navigator.clipboard?.writeText !== 'function') {
    toast.error('Clipboard not available');
    return;
  }
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied to clipboard');
  } catch {
    toast.error('Failed to copy to clipboard');
  }
}

function Snippet({ label, text }: { label: string; text: string }) {
  return (
    <div className="agents-snippet">
      <div className="agents-snippet__bar">
        <span>{label}</span>
        <Button size="sm" onPress={() => void copy(text)}>
          <Icon name="copy" size={14} /> Copy
        </Button>
      </div>
      <pre className="agents-snippet__code" tabIndex={0} aria-label={label}>
        <code>{text}</code>
      </pre>
      <Alert tone="warning">{TOKEN_WARNING}</Alert>
    </div>
  );
}

const docs = (path: string, text: string) => (
  <Link href={`https://docs.flanksource.com/${path}`} target="_blank" rel="noreferrer">
    {text}
  </Link>
);

export function InstallDialog({
  form,
  token,
  onClose,
}: {
  form: AgentForm;
  token: string;
  onClose: () => void;
}) {
  const { flux, helm } = useMemo(() => {
    const charts = chartsFor(form, token, upstreamHost());
    return { flux: fluxManifests(charts), helm: helmCommands(charts) };
  }, [form, token]);

  return (
    <Modal
      title="Installation Instructions"
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => <Button onPress={close}>Close</Button>}
    >
      <div className="agents-install">
        <h3 className="agents-install__heading">
          Install the Mission Control agent using instructions below
        </h3>
        <Tabs defaultSelectedKey="flux">
          <TabList aria-label="Installation method">
            <Tab id="flux">Flux</Tab>
            <Tab id="cli">Helm CLI</Tab>
          </TabList>
          <TabPanel id="flux">
            <Snippet label="Flux manifest" text={flux} />
          </TabPanel>
          <TabPanel id="cli">
            <Snippet label="Copy the following command to install the chart" text={helm} />
          </TabPanel>
        </Tabs>
        <p>
          See the {docs('registry/kubernetes/', 'Kubernetes')} documentation for more options on fine-tuning
          the import of Kubernetes resources.
        </p>
        <h3 className="agents-install__heading">Next Steps</h3>
        <ul className="agents-install__steps">
          <li>Review the dashboard and catalog pages to verify the data being imported.</li>
          <li>
            Create new {docs('canary-checker/getting-started/', 'health checks')} and{' '}
            {docs('config-db/overview', 'catalog scrapers')} using GitOps in the agent cluster.
          </li>
          <li>
            Create new {docs('topology/overview', 'topologies')} to model your system. Topologies can be
            created either in the agent cluster or centrally, to create views that span multiple agents.
          </li>
        </ul>
      </div>
    </Modal>
  );
}
