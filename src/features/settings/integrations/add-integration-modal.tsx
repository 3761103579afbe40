// The Add Integration modal (spec 02-areas §2.13): 'Add via GitOps' tiles open the chart's form
// (namespace, values, preview) here; 'Add Directly' tiles go to the create form of a custom
// topology, a catalogue scraper or a log backend (Log Backends only while the logs feature is on).
// Which step shows is in the address (add=true: the tiles; add={option}: its form), so Back and
// a reload keep it. Offered only to users who may write on integrations (the page decides).
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { useFeatureEnabled } from '../../../lib/access/use-access.ts';
import { GitOpsForm } from './gitops-form.tsx';
import { GITOPS_OPTIONS, gitOpsOptionNamed, visibleDirectOptions } from './integration-options.ts';

function Mark({ text }: { text: string }) {
  return (
    <span className="integ-tile__mark" aria-hidden="true">
      {text}
    </span>
  );
}

function Tiles({ onPick }: { onPick: (label: string) => void }) {
  const logs = useFeatureEnabled('logs');
  return (
    <div className="integ-tiles">
      <section aria-labelledby="integ-gitops-heading">
        <h3 id="integ-gitops-heading" className="integ-tiles__heading">
          Add via GitOps
        </h3>
        <ul className="integ-tiles__grid">
          {GITOPS_OPTIONS.map((o) => (
            <li key={o.label}>
              <Button className="integ-tile" onPress={() => onPick(o.label)}>
                <Mark text={o.mark} />
                {o.label}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="integ-direct-heading">
        <h3 id="integ-direct-heading" className="integ-tiles__heading">
          Add Directly
        </h3>
        <ul className="integ-tiles__grid">
          {visibleDirectOptions({ logs }).map((o) => (
            <li key={o.label}>
              <LinkButton className="integ-tile" href={o.href}>
                <Mark text={o.mark} />
                {o.label}
              </LinkButton>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function AddIntegrationModal({
  step,
  onStep,
  onClose,
}: {
  /** 'true' for the tiles, or the label of a GitOps option. */
  step: string;
  onStep: (step: string) => void;
  onClose: () => void;
}) {
  const option = gitOpsOptionNamed(step);
  return (
    <Modal
      title={option === undefined ? 'Add Integration' : `Add ${option.label} via GitOps`}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) =>
        option === undefined ? (
          <Button onPress={close}>Cancel</Button>
        ) : (
          <>
            <Button onPress={() => onStep('true')}>Back</Button>
            <Button variant="primary" onPress={close}>
              Close
            </Button>
          </>
        )
      }
    >
      {option === undefined ? <Tiles onPick={onStep} /> : <GitOpsForm key={option.label} option={option} />}
    </Modal>
  );
}
