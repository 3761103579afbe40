// Definition of done (spec §4): listed evidence, remove (confirm), mark done/not done for comment
// items (confirm), manual add (a comment evidence), and the two-step add wizard.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate } from '../../../sync/client/hooks.tsx';
import type { EvidenceRow } from '../../../sync/collections/evidences.ts';
import { createEvidence, updateEvidence } from '../../../sync/mutators/evidences.ts';
import { IncidentPendingBadge } from './badges.tsx';
import { AddDefinitionOfDoneWizard } from './dod-wizard.tsx';
import type { IncidentData } from './use-incident-data.ts';
import { useIncidentAccess } from './use-incident-access.ts';

type Confirm = { kind: 'remove' | 'done'; row: EvidenceRow } | null;

export function DefinitionOfDone({ data }: { data: IncidentData }) {
  const mutate = useMutate();
  const user = useCurrentUser();
  const [manual, setManual] = useState('');
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [wizard, setWizard] = useState(false);
  const { evidence: mayEdit } = useIncidentAccess();
  const incident = data.incident;
  if (incident === undefined) return null;
  const label = incident.incident_id ?? incident.title;
  const items = data.evidences.filter((e) => e.definition_of_done === true);
  const root = data.hypotheses.find((h) => h.type === 'root') ?? data.hypotheses[0];

  const addManual = async () => {
    if (root === undefined || user === undefined || manual.trim() === '') return;
    setSaving(true);
    try {
      await mutate(createEvidence, {
        id: crypto.randomUUID(),
        hypothesis_id: root.id,
        incident_id: incident.id,
        type: 'comment',
        description: manual.trim(),
        evidence: { comment: manual.trim() },
        definition_of_done: true,
        done: false,
        created_by: user.id,
        created_at: new Date().toISOString(),
        label,
      });
      setManual('');
    } finally {
      setSaving(false);
    }
  };

  const apply = async () => {
    if (confirm === null) return;
    const { row, kind } = confirm;
    setConfirm(null);
    try {
      if (kind === 'remove')
        await mutate(updateEvidence, {
          id: row.id,
          patch: { definition_of_done: false },
          previous: { definition_of_done: true },
          label,
        });
      else
        await mutate(updateEvidence, {
          id: row.id,
          patch: { done: row.done !== true },
          previous: { done: row.done === true },
          label,
        });
    } catch {
      toast.error(
        kind === 'remove' ? 'Removing evidence from definition of done failed' : 'Evidence update failed',
      );
    }
  };

  return (
    <div className="incident-dod">
      {items.length === 0 ? (
        <p className="incidents-muted">There are no evidences provided for this incident</p>
      ) : (
        <ul>
          {items.map((e) => (
            <li key={e.id}>
              {e.type === 'comment' && (
                <input
                  type="checkbox"
                  aria-label={`Done: ${e.description ?? ''}`}
                  checked={e.done === true}
                  disabled={!mayEdit}
                  onChange={() => setConfirm({ kind: 'done', row: e })}
                />
              )}
              <span>{e.description}</span> {e.script ? <code>{e.script}</code> : null}{' '}
              <IncidentPendingBadge row={e} />
              {mayEdit && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${e.description ?? 'evidence'} from definition of done`}
                  onPress={() => setConfirm({ kind: 'remove', row: e })}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayEdit && (
        <div className="incident-dod__manual">
          <TextField
            aria-label="Definition of done item"
            placeholder="Add a definition of done item"
            value={manual}
            onChange={setManual}
          />
          <Button isDisabled={manual.trim() === '' || saving} onPress={() => void addManual()}>
            Add
          </Button>
          <Button variant="ghost" onPress={() => setWizard(true)}>
            Add evidence…
          </Button>
        </div>
      )}
      {confirm !== null && (
        <Modal
          title={
            confirm.kind === 'remove'
              ? 'Remove from definition of done?'
              : confirm.row.done === true
                ? 'Mark as not resolved'
                : 'Mark as resolved'
          }
          role="alertdialog"
          isOpen
          onOpenChange={(open) => {
            if (!open) setConfirm(null);
          }}
          footer={
            <>
              <Button onPress={() => setConfirm(null)}>Cancel</Button>
              <Button variant="primary" onPress={() => void apply()}>
                Confirm
              </Button>
            </>
          }
        >
          <p>{confirm.row.description}</p>
        </Modal>
      )}
      {wizard && <AddDefinitionOfDoneWizard data={data} onClose={() => setWizard(false)} />}
    </div>
  );
}
