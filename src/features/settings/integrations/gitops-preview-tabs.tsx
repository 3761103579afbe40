// The GitOps form's preview (spec 02-areas §2.13): Flux and Helm CLI tabs with the manifests and
// commands of gitops-preview.ts, each with a Copy button, and the flux warning under them.
import { useMemo } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { fluxPreview, helmPreview, type PreviewInput } from './gitops-preview.ts';

/** The product's warning under the preview (spec §2.13: the Kubernetes chart must be installed in flux). */
export const FLUX_WARNING = 'You will need to have Kubernetes chart installed in flux to use this option.';

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
    <div className="integ-snippet">
      <div className="integ-snippet__bar">
        <span>{label}</span>
        <Button size="sm" aria-label={`Copy ${label}`} onPress={() => void copy(text)}>
          <Icon name="copy" size={14} /> Copy
        </Button>
      </div>
      <pre className="integ-snippet__code" tabIndex={0} aria-label={label}>
        <code>{text}</code>
      </pre>
    </div>
  );
}

export function GitOpsPreviewTabs({ input }: { input: PreviewInput }) {
  const { flux, helm } = useMemo(() => ({ flux: fluxPreview(input), helm: helmPreview(input) }), [input]);
  return (
    <div className="integ-preview">
      <Tabs defaultSelectedKey="flux">
        <TabList aria-label="Installation method">
          <Tab id="flux">Flux</Tab>
          <Tab id="helm">Helm CLI</Tab>
        </TabList>
        <TabPanel id="flux">
          <Snippet label="Flux manifests" text={flux} />
        </TabPanel>
        <TabPanel id="helm">
          <Snippet label="Helm commands" text={helm} />
        </TabPanel>
      </Tabs>
      <Alert tone="warning">{FLUX_WARNING}</Alert>
    </div>
  );
}
