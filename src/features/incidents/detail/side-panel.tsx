// Side panel (spec §2.9): Details, Definition of done, Changelog; one section open at a time.
import { useState, type ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import type { IncidentData } from './use-incident-data.ts';
import { ago, formatTime } from '../model/time.ts';
import { changelogSentence } from '../model/changelog.ts';
import { DefinitionOfDone } from './definition-of-done.tsx';
import { IncidentFieldSelect } from './incident-fields.tsx';

type Section = 'details' | 'dod' | 'changelog';

function Accordion({
  id,
  title,
  open,
  onOpen,
  children,
}: {
  id: Section;
  title: string;
  open: boolean;
  onOpen: (s: Section) => void;
  children: ReactNode;
}) {
  return (
    <section className="incident-panel__section">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`incident-panel-${id}`}
          onClick={() => onOpen(id)}
        >
          {title}
        </button>
      </h3>
      {open && <div id={`incident-panel-${id}`}>{children}</div>}
    </section>
  );
}

function duration(fromIso: string, toIso: string | null | undefined): string {
  const ms = (toIso ? Date.parse(toIso) : Date.now()) - Date.parse(fromIso);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

export function SidePanel({ data }: { data: IncidentData }) {
  const [open, setOpen] = useState<Section>('details');
  const incident = data.incident;
  if (incident === undefined) return null;
  const responderNames = data.responders.map((r) => r.person?.name ?? r.team?.name ?? 'Responder');
  return (
    <aside className="incident-panel" aria-label="Incident details">
      <Accordion id="details" title="Details" open={open === 'details'} onOpen={setOpen}>
        <dl className="incident-details">
          <dt>Id</dt>
          <dd>{incident.incident_id ?? 'assigned when saved'}</dd>
          <dt>Type</dt>
          <dd>
            <IncidentFieldSelect incident={incident} evidences={data.evidences} field="type" />
          </dd>
          <dt>Status</dt>
          <dd>
            <IncidentFieldSelect incident={incident} evidences={data.evidences} field="status" />
          </dd>
          <dt>Priority</dt>
          <dd>
            <IncidentFieldSelect incident={incident} evidences={data.evidences} field="severity" />
          </dd>
          <dt>Commanders</dt>
          <dd>
            {incident.commander_id === null ? (
              '—'
            ) : (
              <span className="incident-person">
                <Avatar name={data.commander?.name ?? '?'} src={data.commander?.avatar ?? null} size={20} />
                {data.commander?.name ?? 'Unknown person'}
              </span>
            )}
          </dd>
          <dt>Responders</dt>
          <dd>{responderNames.length === 0 ? '—' : responderNames.join(', ')}</dd>
          <dt>Started</dt>
          <dd>{formatTime(incident.created_at)}</dd>
          <dt>Duration</dt>
          <dd>{duration(incident.created_at, incident.resolved ?? incident.closed)}</dd>
        </dl>
      </Accordion>
      <Accordion id="dod" title="Definition of done" open={open === 'dod'} onOpen={setOpen}>
        <DefinitionOfDone data={data} />
      </Accordion>
      <Accordion id="changelog" title="Changelog" open={open === 'changelog'} onOpen={setOpen}>
        {data.history.length === 0 ? (
          <p className="incidents-muted">No changelog found</p>
        ) : (
          <ol className="incident-changelog">
            {data.history.map((h) => (
              <li key={h.id}>
                {changelogSentence(
                  h,
                  data.hypotheses.find((x) => x.id === h.hypothesis_id),
                )}
                {h.author?.name ? ` by ${h.author.name}` : ''}{' '}
                <span className="incidents-muted">{ago(h.created_at)}</span>
              </li>
            ))}
          </ol>
        )}
      </Accordion>
    </aside>
  );
}
