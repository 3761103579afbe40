// The incident page's 'Resolve incident' command (the command registry, src/lib/commands). It
// takes the Status control's own path (incident-fields.tsx): the definition-of-done prompt when
// the rules ask for it, then the same status edit through the outbox.
import { useState } from 'react';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import type { EvidenceRow } from '../../../sync/collections/evidences.ts';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { allowedStatuses, asksDefinitionOfDone } from '../model/incident-rules.ts';
import { DefinitionOfDonePrompt } from './definition-of-done-prompt.tsx';
import { useIncidentEdit } from './use-incident-edit.ts';

const RESOLVED = 'resolved';

/** Registers the command while the incident page is open, and shows its prompt when run. */
export function ResolveCommand({
  incident,
  evidences,
}: {
  incident: IncidentRow;
  evidences: readonly EvidenceRow[];
}) {
  const edit = useIncidentEdit(incident);
  const [prompting, setPrompting] = useState(false);
  const resolvable = incident.status !== RESOLVED && allowedStatuses(incident.status).includes(RESOLVED);
  const resolve = () => edit({ status: RESOLVED }, 'Incident status updated successfully');
  useRegisterCommands(
    [
      {
        id: 'incident.resolve',
        title: 'Resolve incident',
        icon: 'incidents',
        group: 'incident',
        shortcut: 'Shift+E',
        permission: { resource: 'incident', action: 'write' },
        when: () => resolvable,
        run: () => {
          if (asksDefinitionOfDone(RESOLVED)) setPrompting(true);
          else void resolve();
        },
      },
    ],
    [resolvable, edit],
  );
  if (!prompting) return null;
  return (
    <DefinitionOfDonePrompt
      incident={incident}
      evidences={evidences}
      onClose={() => setPrompting(false)}
      onStatus={resolve}
    />
  );
}
