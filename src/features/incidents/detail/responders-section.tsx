// Responders with their hover card (shown after 1 s, hidden 1 s after leaving) and lifecycle:
// Created, Acknowledged, Resolved, Closed; the first missing stage is the current step.
import { useRef, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useMutate } from '../../../sync/client/hooks.tsx';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import type { ResponderRow } from '../../../sync/collections/responders.ts';
import { removeResponder } from '../../../sync/mutators/responders.ts';
import { labelOf } from '../model/incident-rules.ts';
import { formatTime } from '../model/time.ts';
import { AddResponderDialog } from './add-responder-dialog.tsx';
import { IncidentPendingBadge } from './badges.tsx';
import { useIncidentAccess } from './use-incident-access.ts';

export function lifecycle(r: ResponderRow): { stage: string; at: string | null | undefined }[] {
  return [
    { stage: 'Created', at: r.created_at },
    { stage: 'Acknowledged', at: r.acknowledged },
    { stage: 'Resolved', at: r.resolved },
    { stage: 'Closed', at: r.closed },
  ];
}

function minutesBetween(a: string, b: string): string {
  const m = Math.round((Date.parse(b) - Date.parse(a)) / 60_000);
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

function ResponderChip({ r, onRemove }: { r: ResponderRow; onRemove: (() => void) | undefined }) {
  const [card, setCard] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const later = (show: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCard(show), 1000);
  };
  const name = r.person?.name ?? r.team?.name ?? 'Responder';
  const steps = lifecycle(r);
  const current = steps.find((s) => s.at === null || s.at === undefined)?.stage;
  return (
    <li
      className="incident-responder"
      onMouseEnter={() => later(true)}
      onMouseLeave={() => later(false)}
      onFocus={() => later(true)}
      onBlur={() => later(false)}
    >
      <Avatar name={name} src={r.person?.avatar ?? null} size={24} />
      <span>{name}</span>
      <span className="incidents-muted">
        {labelOf(
          typeof r.properties?.['responderType'] === 'string' ? r.properties['responderType'] : r.type,
        )}
      </span>
      <IncidentPendingBadge row={r} />
      {onRemove !== undefined && (
        <Button size="sm" variant="ghost" aria-label={`Remove responder ${name}`} onPress={onRemove}>
          ×
        </Button>
      )}
      {card && (
        <div className="incident-responder__card" role="tooltip">
          <ol>
            {steps.map((s) => (
              <li key={s.stage} data-current={s.stage === current || undefined}>
                {s.stage}
                {s.at ? `: ${formatTime(s.at)}` : ''}
              </li>
            ))}
          </ol>
          <dl>
            {Object.entries(r.properties ?? {}).map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
              </div>
            ))}
          </dl>
          {r.acknowledged ? (
            <p>Time taken to acknowledge: {minutesBetween(r.created_at, r.acknowledged)}</p>
          ) : null}
        </div>
      )}
    </li>
  );
}

export function RespondersSection({
  incident,
  responders,
}: {
  incident: IncidentRow;
  responders: readonly ResponderRow[];
}) {
  const mutate = useMutate();
  const [adding, setAdding] = useState(false);
  const { respond } = useIncidentAccess();
  const [removing, setRemoving] = useState<ResponderRow | null>(null);
  const remove = async (r: ResponderRow) => {
    setRemoving(null);
    try {
      await mutate(removeResponder, {
        id: r.id,
        deleted_at: new Date().toISOString(),
        label: incident.incident_id ?? incident.title,
      });
      toast.success('Responder deleted successfully');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <section className="incident-responders" aria-label="Responders">
      <h3>Responders</h3>
      {responders.length === 0 ? (
        <p className="incidents-muted">No responders yet</p>
      ) : (
        <ul>
          {responders.map((r) => (
            <ResponderChip key={r.id} r={r} onRemove={respond ? () => setRemoving(r) : undefined} />
          ))}
        </ul>
      )}
      {respond && (
        <Button size="sm" onPress={() => setAdding(true)}>
          Add Responder
        </Button>
      )}
      {adding && <AddResponderDialog incident={incident} onClose={() => setAdding(false)} />}
      {removing !== null && (
        <Modal
          title="Remove responder?"
          role="alertdialog"
          isOpen
          onOpenChange={(o) => {
            if (!o) setRemoving(null);
          }}
          footer={
            <>
              <Button onPress={() => setRemoving(null)}>Cancel</Button>
              <Button variant="danger" onPress={() => void remove(removing)}>
                Remove
              </Button>
            </>
          }
        >
          <p>{removing.person?.name ?? removing.team?.name}</p>
        </Modal>
      )}
    </section>
  );
}
