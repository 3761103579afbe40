// Breadcrumb with the editable title (auto-save 500 ms), and status, severity and type controls.
import { useState } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import type { EvidenceRow } from '../../../sync/collections/evidences.ts';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { allowedStatuses, asksDefinitionOfDone, DETAIL_DEFAULT_SEVERITY, INCIDENT_TYPES, labelOf, SEVERITY_CHOICES } from '../model/incident-rules.ts';
import { IncidentPendingBadge } from './badges.tsx';
import { DefinitionOfDonePrompt } from './definition-of-done-prompt.tsx';
import { useDebouncedSave } from './use-debounced-save.ts';
import { useIncidentEdit } from './use-incident-edit.ts';

export function IncidentHeader({ incident, evidences }: { incident: IncidentRow; evidences: readonly EvidenceRow[] }) {
  const edit = useIncidentEdit(incident);
  const [title, setTitle] = useState(incident.title);
  const [dirty, setDirty] = useState(false);
  const [prompt, setPrompt] = useState<string | null>(null);
  useDebouncedSave(title, dirty, 500, (value) => {
    setDirty(false);
    if (value.trim() !== '' && value !== incident.title) void edit({ title: value.trim() });
  });
  const shownTitle = dirty ? title : incident.title;

  const changeStatus = (status: string) => {
    if (status === incident.status) return;
    if (asksDefinitionOfDone(status)) setPrompt(status);
    else void edit({ status }, 'Incident status updated successfully');
  };

  return (
    <header className="incident-header">
      <nav aria-label="Breadcrumb" className="incident-header__crumbs">
        <Link variant="quiet" href="/incidents">Incidents</Link>
        <span aria-hidden="true">/</span>
        <input
          className="incident-header__title"
          aria-label="Incident title"
          value={shownTitle}
          onChange={(e) => {
            setTitle(e.target.value);
            setDirty(true);
          }}
        />
        <IncidentPendingBadge row={incident} />
      </nav>
      <div className="incident-header__controls">
        <Select label="Status" selectedKey={incident.status} onSelectionChange={(k) => changeStatus(String(k))}>
          {allowedStatuses(incident.status).map((s) => <SelectItem key={s} id={s}>{labelOf(s)}</SelectItem>)}
        </Select>
        <Select label="Severity" selectedKey={incident.severity === '' ? DETAIL_DEFAULT_SEVERITY : incident.severity} onSelectionChange={(k) => void edit({ severity: String(k) })}>
          {SEVERITY_CHOICES.map((s) => <SelectItem key={s} id={s}>{labelOf(s)}</SelectItem>)}
        </Select>
        <Select label="Type" selectedKey={incident.type} onSelectionChange={(k) => void edit({ type: String(k) })}>
          {INCIDENT_TYPES.map((s) => <SelectItem key={s} id={s}>{labelOf(s)}</SelectItem>)}
        </Select>
      </div>
      {prompt !== null && (
        <DefinitionOfDonePrompt
          incident={incident}
          evidences={evidences}
          onClose={() => setPrompt(null)}
          onStatus={() => edit({ status: prompt }, 'Incident status updated successfully')}
        />
      )}
    </header>
  );
}
