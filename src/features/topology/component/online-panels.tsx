// The panels read online through the query cache (component-api.ts): checks (statuses overlaid
// from the synced checks, so they stay live), teams, config changes and insights.
import { useQuery } from '@tanstack/react-query';
import { Badge, type HealthStatus } from '../../../components/ui/badge.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { checks } from '../../../sync/collections/checks.ts';
import {
  componentChangesQuery,
  componentChecksQuery,
  componentInsightsQuery,
  componentTeamsQuery,
} from './component-api.ts';
import { Panel, PanelLink, onlineState } from './panel.tsx';
import { rowsByIdsQuery } from './queries.ts';
import { fullTime, timeAgo } from './time-ago.ts';

const HEALTH: Record<string, HealthStatus> = {
  healthy: 'healthy',
  unhealthy: 'unhealthy',
  warning: 'warning',
};
export const toneOf = (status: string | null | undefined): HealthStatus => HEALTH[status ?? ''] ?? 'unknown';

export function ChecksPanel({ componentId }: { componentId: string }) {
  const query = useQuery(componentChecksQuery(componentId));
  const linked = query.data ?? [];
  const local = useLiveQuery(checks, rowsByIdsQuery(linked.map((c) => c.id))).result?.rows ?? [];
  const live = new Map(local.map((c) => [c.id, c]));
  return (
    <Panel title="Checks" count={linked.length} state={onlineState(query)} query={query}>
      {linked.map((c) => {
        const status = live.get(c.id)?.status ?? c.status;
        return (
          <li key={c.id} className="topo-panel__row">
            <Badge tone={toneOf(status)} dot>
              {status ?? 'unknown'}
            </Badge>
            <PanelLink
              href={`/health?checkId=${encodeURIComponent(c.id)}`}
              text={live.get(c.id)?.name ?? c.name}
            />
            <span className="topo-panel__meta">{c.type}</span>
          </li>
        );
      })}
    </Panel>
  );
}

export function TeamsPanel({ componentId }: { componentId: string }) {
  const query = useQuery(componentTeamsQuery(componentId));
  const rows = query.data ?? [];
  return (
    <Panel title="Teams" count={rows.length} state={onlineState(query)} query={query}>
      {rows.map((t) => (
        <li key={t.team_id} className="topo-panel__row">
          <PanelLink
            href={`/settings/teams/${encodeURIComponent(t.team_id)}`}
            text={t.team?.name ?? t.team_id}
          />
          {t.role !== null && t.role !== undefined && <span className="topo-panel__meta">{t.role}</span>}
        </li>
      ))}
    </Panel>
  );
}

export function ChangesPanel({ componentId }: { componentId: string }) {
  const query = useQuery(componentChangesQuery(componentId));
  const rows = query.data ?? [];
  return (
    <Panel title="Config Changes" count={rows.length} state={onlineState(query)} query={query}>
      {rows.map((c) => (
        <li key={c.id} className="topo-panel__row">
          <PanelLink
            href={`/catalog/${encodeURIComponent(c.config_id)}/changes`}
            text={`${c.change_type ?? 'Change'} · ${c.name ?? c.config_id}${c.summary ? `: ${c.summary}` : ''}`}
          />
          <span className="topo-panel__meta" title={fullTime(c.created_at)}>
            {timeAgo(c.created_at)}
          </span>
        </li>
      ))}
    </Panel>
  );
}

export function InsightsPanel({ componentId }: { componentId: string }) {
  const query = useQuery(componentInsightsQuery(componentId));
  const rows = query.data ?? [];
  return (
    <Panel
      title="Insights"
      count={rows.length}
      state={onlineState(query)}
      query={query}
      actions={
        <Link href={`/catalog/insights?component=${encodeURIComponent(componentId)}`} variant="quiet">
          View all
        </Link>
      }
    >
      {rows.map((a) => (
        <li key={a.analysis_id} className="topo-panel__row">
          <Badge tone={a.severity === 'critical' || a.severity === 'high' ? 'unhealthy' : 'warning'}>
            {a.severity ?? 'info'}
          </Badge>
          <PanelLink
            href={`/catalog/${encodeURIComponent(a.config_id)}/insights`}
            text={`${a.analysis_type ?? 'insight'}${a.analyzer ? ` · ${a.analyzer}` : ''}`}
          />
          <span className="topo-panel__meta" title={fullTime(a.last_observed)}>
            {timeAgo(a.last_observed)}
          </span>
        </li>
      ))}
    </Panel>
  );
}
