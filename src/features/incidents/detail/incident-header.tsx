// Breadcrumb with the editable title (auto-save 500 ms). Type, Status and Priority are edited in
// the side panel's Details (incident-fields.tsx), as the spec places them.
import { useState } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { IncidentPendingBadge } from './badges.tsx';
import { useDebouncedSave } from './use-debounced-save.ts';
import { useIncidentEdit } from './use-incident-edit.ts';
import { useIncidentAccess } from './use-incident-access.ts';

export function IncidentHeader({ incident }: { incident: IncidentRow }) {
  const edit = useIncidentEdit(incident);
  const { editIncident } = useIncidentAccess();
  const [title, setTitle] = useState(incident.title);
  const [dirty, setDirty] = useState(false);
  useDebouncedSave(title, dirty, 500, (value) => {
    setDirty(false);
    if (value.trim() !== '' && value !== incident.title) void edit({ title: value.trim() });
  });
  const shownTitle = dirty ? title : incident.title;

  return (
    <header className="incident-header">
      <nav aria-label="Breadcrumb" className="incident-header__crumbs">
        <Link variant="quiet" href="/incidents">
          Incidents
        </Link>
        <span aria-hidden="true">/</span>
        {!editIncident ? (
          <h1 className="incident-header__title incident-header__title--read" title={incident.title}>
            {incident.title}
          </h1>
        ) : (
          <input
            className="incident-header__title"
            aria-label="Incident title"
            title={shownTitle}
            value={shownTitle}
            onChange={(e) => {
              setTitle(e.target.value);
              setDirty(true);
            }}
          />
        )}
        <IncidentPendingBadge row={incident} />
      </nav>
      {incident.description !== null && incident.description.trim() !== '' && (
        <p className="incident-header__description">{incident.description}</p>
      )}
    </header>
  );
}
