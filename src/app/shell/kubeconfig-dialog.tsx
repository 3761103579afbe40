import { useState } from 'react';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiHostname, attachmentName, fetchApi, saveFile } from '../../lib/download.ts';
import { isHostedMode } from '../../lib/hosted/hosted-config.ts';
import './kubeconfig-dialog.css';

/** The file name the server's Content-Disposition gives the download (server/access/kubeconfig.ts). */
export function kubeconfigFileName(hostname: string): string {
  const slug = hostname.replace(/\.flanksource\.com$/, '').replace(/[^A-Za-z0-9.-]/g, '-');
  return `${slug}-kubeconfig.yaml`;
}

/** The command of step 2: list the health checks (canaries) through the downloaded kubeconfig. */
export function listCanariesCommand(hostname: string): string {
  return `kubectl --kubeconfig ~/Downloads/${kubeconfigFileName(hostname)} get canaries --all-namespaces`;
}

/**
 * Hosted mode's download: a new tab cannot carry the organisation's bearer token, so the file is
 * fetched from the current organisation's backend (its kube proxy and a token there) and saved.
 */
async function downloadForOrganization(): Promise<void> {
  try {
    const response = await fetchApi('/api/kubeconfig');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    saveFile(await response.blob(), attachmentName(response, kubeconfigFileName(apiHostname())));
  } catch {
    toast.error('Error downloading file');
  }
}

/** Two steps: download the kubeconfig (new tab), then copy a command that uses it. */
export function KubeconfigDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const command = listCanariesCommand(apiHostname());
  const [downloading, setDownloading] = useState(false);
  const close = (open: boolean) => {
    onOpenChange(open);
    if (!open) setStep(1);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      toast.success('Copied to clipboard');
    } catch {
      toast.error('Could not copy: select the command and copy it by hand');
    }
  };
  return (
    <Modal
      title="Download kubeconfig"
      isOpen={isOpen}
      onOpenChange={close}
      footer={
        step === 1 ? (
          <Button onPress={() => setStep(2)}>Next</Button>
        ) : (
          <>
            <Button onPress={() => setStep(1)}>Back</Button>
            <Button variant="primary" onPress={() => close(false)}>
              Done
            </Button>
          </>
        )
      }
    >
      <ol className="shell-kubeconfig__steps" aria-label="Steps">
        <li data-current={step === 1 || undefined}>Download</li>
        <li data-current={step === 2 || undefined}>Use it</li>
      </ol>
      {step === 1 ? (
        <div className="shell-kubeconfig__body">
          <p>
            A kubeconfig lets <code>kubectl</code> read Mission Control resources (health checks, topologies,
            scrapers) with your permissions. It holds a new access token: keep it private.
          </p>
          <p>
            {isHostedMode() ? (
              <Button
                variant="primary"
                isPending={downloading}
                onPress={() => {
                  setDownloading(true);
                  void downloadForOrganization().finally(() => setDownloading(false));
                }}
              >
                <Icon name="download" /> Download kubeconfig
              </Button>
            ) : (
              <LinkButton variant="primary" href="/api/kubeconfig" target="_blank" rel="noreferrer">
                <Icon name="download" /> Download kubeconfig
              </LinkButton>
            )}
          </p>
        </div>
      ) : (
        <div className="shell-kubeconfig__body">
          <p>List the health checks with the downloaded file:</p>
          <div className="shell-kubeconfig__command">
            <code>{command}</code>
            <Button size="sm" onPress={() => void copy()}>
              <Icon name="copy" size={14} /> Copy
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
