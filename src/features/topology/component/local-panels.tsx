// The panels answered from synced data (instant and offline): incidents that name the component in
// their evidence, and its playbook runs. Hidden when their area's feature flag is off.
import { Badge } from '../../../components/ui/badge.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useFeatureEnabled } from '../../../lib/access/use-access.ts';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { evidenceIncidentId, evidences } from '../../../sync/collections/evidences.ts';
import { incidents } from '../../../sync/collections/incidents.ts';
import { playbookRuns } from '../../../sync/collections/playbook-runs.ts';
import { playbooks } from '../../../sync/collections/playbooks.ts';
import { Panel, PanelLink, localState } from './panel.tsx';
import {
  componentEvidenceQuery,
  componentRunsQuery,
  incidentsByIdsQuery,
  rowsByIdsQuery,
} from './queries.ts';
import { fullTime, timeAgo } from './time-ago.ts';

export function IncidentsPanel({ componentId }: { componentId: string }) {
  const enabled = useFeatureEnabled('incidents');
  const evidence = useLiveQuery(evidences, componentEvidenceQuery(componentId));
  const ids = [
    ...new Set(
      (evidence.result?.rows ?? []).map(evidenceIncidentId).filter((id): id is string => id !== null),
    ),
  ];
  const found = useLiveQuery(incidents, incidentsByIdsQuery(ids));
  if (!enabled) return null;
  const rows = evidence.result === undefined ? undefined : ids.length === 0 ? [] : found.result?.rows;
  return (
    <Panel
      title="Incidents"
      count={rows?.length}
      state={localState(rows, evidence.error ?? found.error)}
      actions={
        <Link href={`/incidents?component=${encodeURIComponent(componentId)}`} variant="quiet">
          View all
        </Link>
      }
    >
      {(rows ?? []).map((i) => (
        <li key={i.id} className="topo-panel__row">
          <Badge tone={i.status === 'resolved' || i.status === 'closed' ? 'neutral' : 'warning'}>
            {i.status}
          </Badge>
          <PanelLink
            href={`/incidents/${encodeURIComponent(i.id)}`}
            text={`${i.incident_id !== null ? `${i.incident_id} ` : ''}${i.title}`}
          />
          <span className="topo-panel__meta">{i.severity}</span>
        </li>
      ))}
    </Panel>
  );
}

export function PlaybookRunsPanel({ componentId }: { componentId: string }) {
  const enabled = useFeatureEnabled('playbooks');
  const runs = useLiveQuery(playbookRuns, componentRunsQuery(componentId));
  const rows = runs.result?.rows;
  const ids = [...new Set((rows ?? []).map((r) => r.playbook_id))];
  const names = new Map(
    (useLiveQuery(playbooks, rowsByIdsQuery(ids)).result?.rows ?? []).map((p) => [p.id, p.title || p.name]),
  );
  if (!enabled) return null;
  return (
    <Panel title="Playbook Runs" count={runs.result?.total} state={localState(rows, runs.error)}>
      {(rows ?? []).map((r) => (
        <li key={r.id} className="topo-panel__row">
          <Badge
            tone={r.status === 'failed' ? 'unhealthy' : r.status === 'completed' ? 'healthy' : 'neutral'}
          >
            {r.status}
          </Badge>
          <PanelLink
            href={`/playbooks/runs/${encodeURIComponent(r.id)}`}
            text={names.get(r.playbook_id) ?? 'Playbook run'}
          />
          <span className="topo-panel__meta" title={fullTime(r.start_time ?? r.created_at)}>
            {timeAgo(r.start_time ?? r.created_at)}
          </span>
        </li>
      ))}
    </Panel>
  );
}
