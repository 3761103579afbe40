// The add-evidence wizard of an Action Plan node (spec 02-areas §2.9): Evidence type → Search →
// Select. The search reads the synced local copies, so it works offline; each picked item becomes
// one evidence written through the outbox (shown at once as pending, delivered once).
import { useState, type ReactNode } from 'react';
import { hypothesisName } from '../model/changelog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Radio, RadioGroup } from '../../../components/ui/radio-group.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate } from '../../../sync/client/hooks.tsx';
import type { EvidenceRow } from '../../../sync/collections/evidences.ts';
import type { HypothesisRow } from '../../../sync/collections/hypotheses.ts';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { createEvidence } from '../../../sync/mutators/evidences.ts';
import {
  attachedIds,
  EVIDENCE_SOURCE_KINDS,
  EVIDENCE_SOURCES,
  evidenceFor,
  type EvidenceCandidate,
  type EvidenceSourceKind,
} from '../model/evidence-wizard.ts';
import {
  CheckResults,
  ComponentResults,
  ConfigResults,
  type ResultsProps,
} from './evidence-search-results.tsx';
import './add-evidence-dialog.css';

type Step = 'type' | 'search' | 'select';
const STEPS: readonly { id: Step; label: string }[] = [
  { id: 'type', label: 'Evidence type' },
  { id: 'search', label: 'Search' },
  { id: 'select', label: 'Select' },
];

const RESULTS: Record<EvidenceSourceKind, (props: ResultsProps) => ReactNode> = {
  config: ConfigResults,
  check: CheckResults,
  component: ComponentResults,
};

export interface AddEvidenceDialogProps {
  incident: IncidentRow;
  hypothesis: HypothesisRow;
  /** The hypothesis's evidence (what is already attached is not offered again). */
  existing: readonly EvidenceRow[];
  onClose: () => void;
}

export function AddEvidenceDialog({ incident, hypothesis, existing, onClose }: AddEvidenceDialogProps) {
  const mutate = useMutate();
  const user = useCurrentUser();
  const [step, setStep] = useState<Step>('type');
  const [kind, setKind] = useState<EvidenceSourceKind>('config');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<ReadonlyMap<string, EvidenceCandidate>>(new Map());
  const [description, setDescription] = useState('');
  const [adding, setAdding] = useState(false);
  const source = EVIDENCE_SOURCES[kind];
  const Results = RESULTS[kind];

  const chooseKind = (next: EvidenceSourceKind) => {
    if (next === kind) return;
    setKind(next);
    setPicked(new Map());
    setText('');
  };

  const add = async () => {
    if (user === undefined || picked.size === 0) return;
    setAdding(true);
    const now = Date.now();
    let added = 0;
    try {
      for (const item of picked.values()) {
        // One millisecond apart so the items keep the order they were picked in.
        await mutate(createEvidence, {
          id: crypto.randomUUID(),
          hypothesis_id: hypothesis.id,
          incident_id: incident.id,
          created_by: user.id,
          created_at: new Date(now + added).toISOString(),
          author: { id: user.id, name: user.name, avatar: user.avatar },
          label: incident.incident_id ?? incident.title,
          ...evidenceFor(kind, item, description),
        });
        added++;
      }
      toast.success(added === 1 ? 'Evidence added' : `${added} evidences added`);
      onClose();
    } catch (error) {
      // Only a local failure lands here (invalid data or a full disk); what was queued stays.
      toast.error(`Adding evidence failed: ${error instanceof Error ? error.message : String(error)}`);
      setAdding(false);
    }
  };

  const footer = (
    <>
      {step === 'type' ? (
        <Button onPress={onClose}>Cancel</Button>
      ) : (
        <Button onPress={() => setStep(step === 'select' ? 'search' : 'type')}>Back</Button>
      )}
      {step === 'type' && (
        <Button variant="primary" onPress={() => setStep('search')}>
          Next
        </Button>
      )}
      {step === 'search' && (
        <Button variant="primary" isDisabled={picked.size === 0} onPress={() => setStep('select')}>
          Next
        </Button>
      )}
      {step === 'select' && (
        <Button
          variant="primary"
          isDisabled={picked.size === 0 || adding || user === undefined}
          onPress={() => void add()}
        >
          {adding ? 'Adding…' : 'Add'}
        </Button>
      )}
    </>
  );

  return (
    <Modal
      title="Add evidence"
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={footer}
    >
      <ol className="incident-wizard__steps" aria-label="Steps">
        {STEPS.map((s, i) => (
          <li key={s.id} aria-current={s.id === step ? 'step' : undefined}>
            {i + 1}. {s.label}
          </li>
        ))}
      </ol>
      <p className="incidents-muted">For {hypothesisName(hypothesis)}</p>
      {step === 'type' && (
        <RadioGroup
          aria-label="Evidence type"
          className="incident-wizard__types"
          value={kind}
          onChange={(v) => {
            const chosen = EVIDENCE_SOURCE_KINDS.find((k) => k === v);
            if (chosen !== undefined) chooseKind(chosen);
          }}
        >
          {EVIDENCE_SOURCE_KINDS.map((k) => (
            <Radio key={k} value={k}>
              {EVIDENCE_SOURCES[k].label}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {step === 'search' && (
        <div className="incident-wizard__search">
          <SearchField
            label={`Search ${source.noun}`}
            placeholder="Name, type or namespace"
            value={text}
            onChange={setText}
            autoFocus
          />
          <div className="incident-wizard__status" aria-live="polite">
            {picked.size > 0 ? `${picked.size} selected` : ''}
          </div>
          {/* Answered from the synced copy on every keystroke: nothing to wait for. */}
          <Results
            text={text}
            picked={picked}
            onPickedChange={setPicked}
            attached={attachedIds(kind, existing)}
          />
        </div>
      )}
      {step === 'select' && (
        <div className="incidents-form">
          <ul className="incident-wizard__picked" aria-label="Selected evidence">
            {[...picked.values()].map((item) => (
              <li key={item.id}>
                <span>
                  <strong>{item.name}</strong>
                  {item.detail !== null && <span className="incidents-muted"> {item.detail}</span>}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${item.name}`}
                  onPress={() => setPicked(without(picked, item.id))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          {picked.size === 0 && <p className="incidents-muted">Nothing selected; go Back to search.</p>}
          <TextField
            label="Description (optional)"
            description={`Without one, the ${source.label.toLowerCase()} name is used.`}
            multiline
            value={description}
            onChange={setDescription}
          />
        </div>
      )}
    </Modal>
  );
}

function without(
  picked: ReadonlyMap<string, EvidenceCandidate>,
  id: string,
): ReadonlyMap<string, EvidenceCandidate> {
  const next = new Map(picked);
  next.delete(id);
  return next;
}
