// Tells the user when an edit they made (typically offline) met a newer value another user saved
// on the server, shows both values and lets them keep theirs or take the server's. Nothing is
// lost silently: until they choose, the edit stays in the outbox (failed, not overwriting).
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useMutate, useSyncClient, useSyncStatus } from '../../../sync/client/hooks.tsx';
import { INCIDENT_EDITABLE_FIELDS, type IncidentRow } from '../../../sync/collections/incidents.ts';
import { updateIncident } from '../../../sync/mutators/incidents.ts';
import { fieldConflicts, fieldName, isConflictFailure, myPendingValues, shownValue } from '../model/conflict.ts';

export function EditConflict({ incident, labels }: { incident: IncidentRow; labels: readonly string[] }) {
  const status = useSyncStatus();
  const client = useSyncClient();
  const mutate = useMutate();
  const [busy, setBusy] = useState(false);
  // Failed edits whose server value was asked for already (one refresh per refused edit).
  const refreshed = useRef(new Set<string>());
  const failed = status.outbox.items.filter((i) => isConflictFailure(i) && labels.some((l) => l !== '' && i.summary.includes(l)));
  const conflicts = fieldConflicts(incident);
  const waitingForTheirs = failed.length > 0 && conflicts.length === 0;

  // The server refused the edit but its newer value has not been pulled yet: fetch it now.
  const failedIds = failed.map((i) => i.id).join(',');
  useEffect(() => {
    if (!waitingForTheirs || failedIds === '' || refreshed.current.has(failedIds)) return;
    refreshed.current.add(failedIds);
    void client.refresh(['incidents']);
  }, [waitingForTheirs, failedIds, client]);

  if (failed.length === 0 && conflicts.length === 0) return null;
  const label = incident.incident_id ?? incident.title;

  const takeTheirs = async () => {
    setBusy(true);
    try {
      // Discarding restores the server's values (the mutator's revert prefers `theirs`).
      for (const item of failed) await client.discard(item.id);
      toast.success('Kept the value saved on the server');
    } finally {
      setBusy(false);
    }
  };

  const keepMine = async () => {
    setBusy(true);
    try {
      const mine = myPendingValues(incident, INCIDENT_EDITABLE_FIELDS);
      const theirs = Object.fromEntries(conflicts.map((c) => [c.field, c.theirs]));
      for (const item of failed) await client.discard(item.id);
      // Based on the server's value now, so this edit is delivered (unless it moves again).
      await mutate(updateIncident, { id: incident.id, patch: mine, previous: theirs, base_updated_at: incident.updated_at, label });
      toast.success('Your change will replace the value on the server');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="incidents-conflict" role="alert" aria-label="Edit conflict">
      {conflicts.length === 0 ? (
        <p>Your change was not saved: someone else changed this incident on the server meanwhile. Fetching their value…</p>
      ) : (
        <>
          <p>
            Someone else changed {conflicts.map((c) => fieldName(c.field)).join(', ')} on the server after you edited it.
            {failed.length === 0 ? ' Your change has not been applied; it waits for your choice once the server answers.' : ' Your change has not been applied. Which value should stay?'}
          </p>
          <table className="incidents-conflict__values">
            <thead>
              <tr><th scope="col">Field</th><th scope="col">Yours</th><th scope="col">On the server</th></tr>
            </thead>
            <tbody>
              {conflicts.map((c) => (
                <tr key={c.field}>
                  <th scope="row">{fieldName(c.field)}</th>
                  <td>{shownValue(c.field, c.mine)}</td>
                  <td>{shownValue(c.field, c.theirs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {failed.length > 0 && (
            <div className="incidents-conflict__actions">
              <Button size="sm" variant="primary" isDisabled={busy} onPress={() => void keepMine()}>Keep mine</Button>
              <Button size="sm" isDisabled={busy} onPress={() => void takeTheirs()}>Take theirs</Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
