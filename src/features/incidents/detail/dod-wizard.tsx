// The two-step add wizard: 1) select evidence of each non-comment type (select all per type;
// Next disabled until one is chosen); 2) an optional script (defaults per type, spec §4).
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useMutate } from '../../../sync/client/hooks.tsx';
import { updateEvidence } from '../../../sync/mutators/evidences.ts';
import { DEFAULT_SCRIPTS, labelOf } from '../model/incident-rules.ts';
import type { IncidentData } from './use-incident-data.ts';

export function AddDefinitionOfDoneWizard({ data, onClose }: { data: IncidentData; onClose: () => void }) {
  const mutate = useMutate();
  const [step, setStep] = useState<1 | 2>(1);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [scripts, setScripts] = useState<Record<string, string>>({});
  const candidates = data.evidences.filter((e) => e.type !== 'comment' && e.definition_of_done !== true);
  const types = [...new Set(candidates.map((e) => e.type))];
  const label = data.incident?.incident_id ?? data.incident?.title;
  const toggle = (ids: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    setChosen(next);
  };
  const save = async () => {
    try {
      for (const e of candidates.filter((c) => chosen.has(c.id))) {
        const script = scripts[e.id] ?? DEFAULT_SCRIPTS[e.type] ?? '';
        await mutate(updateEvidence, {
          id: e.id,
          patch: { definition_of_done: true, script: script === '' ? null : script },
          previous: { definition_of_done: false, script: e.script ?? null },
          ...(label === undefined ? {} : { label }),
        });
      }
      onClose();
    } catch {
      toast.error('Marking evidence as part of definition of done failed');
    }
  };
  return (
    <Modal
      title="Add to definition of done"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        step === 1 ? (
          <Button variant="primary" isDisabled={chosen.size === 0} onPress={() => setStep(2)}>
            Next
          </Button>
        ) : (
          <>
            <Button onPress={() => setStep(1)}>Back</Button>
            <Button variant="primary" onPress={() => void save()}>
              Save
            </Button>
          </>
        )
      }
    >
      {step === 1 ? (
        candidates.length === 0 ? (
          <p>There are no evidences which are not part of definition of done</p>
        ) : (
          types.map((type) => {
            const ofType = candidates.filter((e) => e.type === type);
            return (
              <fieldset key={type} className="incident-dod__type">
                <legend>{labelOf(type)}</legend>
                <Checkbox
                  isSelected={ofType.every((e) => chosen.has(e.id))}
                  onChange={(on) =>
                    toggle(
                      ofType.map((e) => e.id),
                      on,
                    )
                  }
                >
                  Select all
                </Checkbox>
                {ofType.map((e) => (
                  <Checkbox key={e.id} isSelected={chosen.has(e.id)} onChange={(on) => toggle([e.id], on)}>
                    {e.description || `${type} evidence`}
                  </Checkbox>
                ))}
              </fieldset>
            );
          })
        )
      ) : (
        candidates
          .filter((e) => chosen.has(e.id))
          .map((e) => (
            <TextField
              key={e.id}
              label={`Script for ${e.description || e.type}`}
              value={scripts[e.id] ?? DEFAULT_SCRIPTS[e.type] ?? ''}
              onChange={(v) => setScripts({ ...scripts, [e.id]: v })}
            />
          ))
      )}
    </Modal>
  );
}
