// The check detail drawer (spec 01-core §2 "Check detail drawer"), opened by `checkId`: a side
// panel beside the list, not a modal, so the list stays usable. The synced row answers first (and
// offline); the server fills in the joins, history and graph.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useCan, useCurrentUser } from '../../../lib/access/use-access.ts';
import { useNow } from '../../../lib/use-now.ts';
import { httpStatusOf } from '../../../lib/api-client.ts';
import { useRow, useSyncStatus } from '../../../sync/client/hooks.tsx';
import { canaries } from '../../../sync/collections/canaries.ts';
import type { CheckRow } from '../../../sync/collections/checks.ts';
import { defaultTimeRange, graphStart, rangeStart } from '../state/time-range.ts';
import type { HealthSearch } from '../state/url-state.ts';
import { TimeRangePicker } from '../page/toolbar.tsx';
import { checkDetailQuery, graphQuery, runCheckNow } from './detail-queries.ts';
import { HealthChart } from './health-chart.tsx';
import { HistoryTab } from './history-tab.tsx';
import { SidePanel } from './side-panel.tsx';
import { StatTiles } from './stat-tiles.tsx';
import { useItemTitle } from '../../../lib/page-title.ts';

const SpecTab = lazy(() => import('./spec-tab.tsx').then((m) => ({ default: m.SpecTab })));

/** What the incidents area renders in the footer: its "attach as evidence" dialog trigger. */
export type EvidenceActionSlot = (check: { id: string; name: string }) => ReactNode;

const RUNNERS = ['admin', 'editor', 'responder', 'commander'];
export const RUN_MESSAGE = 'You have successfully initiated the check run.';

interface Props {
  checkId: string;
  row: CheckRow | undefined;
  /** Whether the local store has answered for the row (so `row` undefined means "not synced"). */
  rowLoaded: boolean;
  /** Why the synced row could not be read (a refused local query); the server may still answer. */
  rowError?: string | undefined;
  agentName: (id: string | null) => string;
  search: HealthSearch;
  onSearch: (patch: Partial<HealthSearch>, opts?: { replace?: boolean }) => void;
  onClose: () => void;
  evidenceAction?: EvidenceActionSlot | undefined;
  /** The playbooks area's menu of the playbooks that apply to this check (its route passes it). */
  playbooksAction?: EvidenceActionSlot | undefined;
}

export function CheckDrawer({
  checkId,
  row,
  rowLoaded,
  rowError,
  agentName,
  search,
  onSearch,
  onClose,
  evidenceAction,
  playbooksAction,
}: Props) {
  // Ages on screen tick; the ranges asked of the server move only when a run adds a result, so
  // the history and graph queries are not refetched on every tick.
  const nowMs = useNow(15_000);
  const [rangeNowMs, setRangeNowMs] = useState(() => Date.now());
  const queryClient = useQueryClient();
  const detail = useQuery(checkDetailQuery(checkId));
  const d = detail.data ?? undefined;
  const { row: canary } = useRow(canaries, row?.canary_id ?? d?.canaries?.id);
  const lastRuntime = latest(row?.last_runtime ?? null, d?.last_runtime ?? null);
  const timeRange = search.timeRange ?? defaultTimeRange(lastRuntime ?? undefined, rangeNowMs);
  const graph = useQuery(graphQuery(checkId, graphStart(timeRange, rangeNowMs)));
  const since = new Date(rangeStart(timeRange, rangeNowMs)).toISOString();
  const user = useCurrentUser();
  const canRun = user !== undefined && user.roles.some((r) => RUNNERS.includes(r));
  const canRunPlaybooks = useCan('playbook_runs', 'write');
  const online = useSyncStatus().online;
  const run = useMutation({
    mutationFn: () => runCheckNow(checkId),
    onSuccess: () => {
      toast.success(RUN_MESSAGE);
      // The run wrote a new result: the panel shows it (last run, uptime, history) at once,
      // without waiting for the next sync.
      setRangeNowMs(Date.now());
      void detail.refetch();
      void queryClient.invalidateQueries({ queryKey: ['health', 'graph', checkId] });
      void queryClient.invalidateQueries({ queryKey: ['health', 'history'] });
    },
    // Spec §8: a failed run is logged to the console only.
    onError: (error) => console.error('Check run failed', error),
  });
  const [tab, setTab] = useState(search.detailTab ?? 'history');
  useEffect(() => setTab(search.detailTab ?? 'history'), [search.detailTab]);

  const name = row?.name ?? d?.name ?? 'Check';
  useItemTitle(row?.name ?? d?.name);
  const relationships = [
    ...(d?.configs ?? []).flatMap((c) =>
      c.configs
        ? [
            {
              id: c.configs.id,
              name: c.configs.name ?? c.configs.id,
              type: 'Config' as const,
              href: `/catalog/${c.configs.id}`,
            },
          ]
        : [],
    ),
    ...(d?.components ?? []).flatMap((c) =>
      c.components
        ? [
            {
              id: c.components.id,
              name: c.components.name,
              type: 'Component' as const,
              href: `/topology/${c.components.id}`,
            },
          ]
        : [],
    ),
  ];
  const hasGraph = (graph.data?.status.length ?? 0) > 0;
  const endpoint = endpointOf(d?.spec);
  const source = canary?.source ?? d?.canaries?.source ?? null;
  const linkedSource = source !== null && source !== '' && source !== 'UI' && !source.startsWith('UI');

  // The server's "no such row" is an empty answer, or a 4xx for an id that is not a uuid.
  const status = httpStatusOf(detail.error);
  const serverSaysMissing = detail.data === null || (status !== undefined && status >= 400 && status < 500);
  if (rowLoaded && row === undefined && (serverSaysMissing || detail.isError)) {
    return (
      <SidePanel contentKey={checkId} onClose={onClose} title="Check not found">
        <p role="alert" className="health-empty">
          {serverSaysMissing
            ? 'Check not found'
            : `Check not found on this device, and the server could not be asked: ${detail.error?.message ?? ''}`}
        </p>
      </SidePanel>
    );
  }

  return (
    <SidePanel
      contentKey={checkId}
      onClose={onClose}
      title={
        <span className="health-drawer__title">
          {name}
          {(row?.namespace ?? d?.namespace) && <Badge>{row?.namespace ?? d?.namespace}</Badge>}
          <Badge tone="accent" title="Agent">
            Agent: {agentName(row?.agent_id ?? d?.agent_id ?? null)}
          </Badge>
        </span>
      }
      footer={
        <div className="health-drawer__footer">
          {linkedSource ? (
            <span className="health-muted">Source: {source}</span>
          ) : (
            row?.canary_id !== undefined && <Link href={`/settings/canaries/${row.canary_id}`}>Edit</Link>
          )}
          {canRun && (
            <Tooltip content="Run Now needs the server; you are offline." isDisabled={online}>
              <Button variant="primary" isDisabled={!online || run.isPending} onPress={() => run.mutate()}>
                {run.isPending ? 'Running…' : 'Run Now'}
              </Button>
            </Tooltip>
          )}
          {!online && canRun && <span className="health-muted">Offline: Run Now is unavailable</span>}
          {canRunPlaybooks && playbooksAction?.({ id: checkId, name })}
          {evidenceAction?.({ id: checkId, name })}
        </div>
      }
    >
      <div className="health-drawer">
        {rowError !== undefined && (
          <p role="alert" className="health-error">
            Could not read this check on this device: {rowError}
          </p>
        )}
        {endpoint !== null && <p className="health-muted health-drawer__endpoint">{endpoint}</p>}
        <StatTiles
          row={row}
          graph={graph.data}
          severity={d?.severity ?? row?.severity ?? null}
          lastRuntime={lastRuntime}
          lastTransition={row?.last_transition_time ?? d?.last_transition_time ?? null}
          nextRuntime={d?.next_runtime ?? null}
          nowMs={nowMs}
          timeRange={
            <TimeRangePicker
              label="Range"
              value={timeRange}
              onChange={(v) => onSearch({ timeRange: v }, { replace: true })}
            />
          }
        />
        {graph.data !== undefined && hasGraph && <HealthChart graph={graph.data} title="Health Overview" />}
        {graph.error !== null && (
          <p className="health-muted">Health Overview unavailable: {graph.error.message}</p>
        )}
        <Tabs
          selectedKey={tab}
          onSelectionChange={(k) =>
            onSearch({ detailTab: String(k) === 'history' ? undefined : String(k) }, { replace: true })
          }
        >
          <TabList aria-label="Check detail">
            <Tab id="history">History</Tab>
            {hasGraph && <Tab id="graph">Graph</Tab>}
            <Tab id="spec">Spec</Tab>
            <Tab id="relationships">
              Relationships <Badge>{relationships.length}</Badge>
            </Tab>
          </TabList>
          <TabPanel id="history">
            <HistoryTab
              checkId={checkId}
              since={since}
              status={search.status}
              duration={search.duration}
              onFilters={(patch) => onSearch(patch, { replace: true })}
              nowMs={nowMs}
            />
          </TabPanel>
          {hasGraph && graph.data !== undefined && (
            <TabPanel id="graph">
              <HealthChart graph={graph.data} title={`Duration over ${timeRange}`} />
            </TabPanel>
          )}
          <TabPanel id="spec">
            <Suspense fallback={<p>Loading…</p>}>
              <SpecTab spec={canary?.spec ?? d?.spec ?? null} />
            </Suspense>
          </TabPanel>
          <TabPanel id="relationships">
            {relationships.length === 0 ? (
              <p className="health-empty">No data available</p>
            ) : (
              <table className="health-history__table" aria-label="Relationships">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Type</th>
                  </tr>
                </thead>
                <tbody>
                  {relationships.map((r) => (
                    <tr key={`${r.type}:${r.id}`}>
                      <td>
                        <Link href={r.href}>{r.name}</Link>
                      </td>
                      <td>{r.type}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </TabPanel>
        </Tabs>
      </div>
    </SidePanel>
  );
}

/** The later of two ISO times (the synced row and the server's answer may each be the newer). */
function latest(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return a ?? b;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

function endpointOf(spec: unknown): string | null {
  if (spec === null || typeof spec !== 'object') return null;
  const value = (spec as Record<string, unknown>)['endpoint'] ?? (spec as Record<string, unknown>)['url'];
  return typeof value === 'string' ? value : null;
}
