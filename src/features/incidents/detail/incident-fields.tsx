// The incident's Type, Status and Priority as dropdowns (spec §2.9 Details; §4 allowed status
// moves, the definition-of-done prompt for mitigated and resolved; detail severity default High).
import { useState } from 'react';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import type { EvidenceRow } from '../../../sync/collections/evidences.ts';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import {
  allowedStatuses,
  asksDefinitionOfDone,
  detailSeverity,
  INCIDENT_TYPES,
  labelOf,
  SEVERITY_CHOICES,
} from '../model/incident-rules.ts';
import { IncidentPendingBadge } from './badges.tsx';
import { DefinitionOfDonePrompt } from './definition-of-done-prompt.tsx';
import { useIncidentEdit } from './use-incident-edit.ts';
import { useIncidentAccess } from './use-incident-access.ts';

type Field = 'type' | 'status' | 'severity';

export function IncidentFieldSelect({
  incident,
  evidences,
  field,
}: {
  incident: IncidentRow;
  evidences: readonly EvidenceRow[];
  field: Field;
}) {
  const edit = useIncidentEdit(incident);
  const [prompt, setPrompt] = useState<string | null>(null);
  const { editIncident } = useIncidentAccess();
  if (!editIncident) {
    // Read-only for who may not write incidents: the value, not a control the server would refuse.
    const value = field === 'severity' ? detailSeverity(incident.severity) : incident[field];
    return (
      <div className="incident-field">
        <span>{labelOf(value)}</span>
        <IncidentPendingBadge row={incident} field={field} />
      </div>
    );
  }

  const changeStatus = (status: string) => {
    if (status === incident.status) return;
    if (asksDefinitionOfDone(status)) setPrompt(status);
    else void edit({ status }, 'Incident status updated successfully');
  };

  let control;
  if (field === 'status') {
    control = (
      <Select
        aria-label="Status"
        selectedKey={incident.status}
        onSelectionChange={(k) => changeStatus(String(k))}
      >
        {allowedStatuses(incident.status).map((s) => (
          <SelectItem key={s} id={s}>
            {labelOf(s)}
          </SelectItem>
        ))}
      </Select>
    );
  } else if (field === 'severity') {
    // 'High' (the existing console's case) is the choice 'high': shown selected, not written again.
    const current = detailSeverity(incident.severity);
    control = (
      <Select
        aria-label="Priority"
        selectedKey={current}
        onSelectionChange={(k) => {
          if (String(k) !== current) void edit({ severity: String(k) });
        }}
      >
        {SEVERITY_CHOICES.map((s) => (
          <SelectItem key={s} id={s}>
            {labelOf(s)}
          </SelectItem>
        ))}
      </Select>
    );
  } else {
    control = (
      <Select
        aria-label="Type"
        selectedKey={incident.type}
        onSelectionChange={(k) => {
          if (String(k) !== incident.type) void edit({ type: String(k) });
        }}
      >
        {INCIDENT_TYPES.map((s) => (
          <SelectItem key={s} id={s}>
            {labelOf(s)}
          </SelectItem>
        ))}
      </Select>
    );
  }

  return (
    <div className="incident-field">
      {control}
      <IncidentPendingBadge row={incident} field={field} />
      {prompt !== null && (
        <DefinitionOfDonePrompt
          incident={incident}
          evidences={evidences}
          onClose={() => setPrompt(null)}
          onStatus={() => edit({ status: prompt }, 'Incident status updated successfully')}
        />
      )}
    </div>
  );
}
