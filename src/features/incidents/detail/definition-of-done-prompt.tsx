// 'Add contributing factors to definition of done' (spec §4): before mitigated/resolved the user
// may mark evidence as definition of done (then the status changes), skip, or cancel.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useMutate } from '../../../sync/client/hooks.tsx';
import type { EvidenceRow } from '../../../sync/collections/evidences.ts';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { updateEvidence } from '../../../sync/mutators/evidences.ts';

export function DefinitionOfDonePrompt({
  incident,
  evidences,
  onClose,
  onStatus,
}: {
  incident: IncidentRow;
  evidences: readonly EvidenceRow[];
  onClose: () => void;
  onStatus: () => Promise<boolean>;
}) {
  const mutate = useMutate();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const candidates = evidences.filter((e) => e.definition_of_done !== true);
  const label = incident.incident_id ?? incident.title;

  const add = async () => {
    if (chosen.size === 0) {
      toast.error('Please select atleast one evidence');
      return;
    }
    for (const e of candidates.filter((c) => chosen.has(c.id)))
      await mutate(updateEvidence, {
        id: e.id,
        patch: { definition_of_done: true },
        previous: { definition_of_done: e.definition_of_done ?? false },
        label,
      });
    await onStatus();
    onClose();
  };

  return (
    <Modal
      title="Add contributing factors to definition of done"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button onPress={() => void onStatus().then(onClose)}>Skip</Button>
          <Button variant="primary" onPress={() => void add()}>
            Add
          </Button>
        </>
      }
    >
      {candidates.length === 0 ? (
        <p>There are no evidences which are not part of definition of done</p>
      ) : (
        <ul className="incidents-checklist">
          {candidates.map((e) => (
            <li key={e.id}>
              <Checkbox
                isSelected={chosen.has(e.id)}
                onChange={(on) => {
                  const next = new Set(chosen);
                  if (on) next.add(e.id);
                  else next.delete(e.id);
                  setChosen(next);
                }}
              >
                {e.description === null || e.description === '' ? `${e.type} evidence` : e.description}
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
