// Side panels of the item page (spec §2.3): incidents (hidden when the incidents feature is off;
// default status open, type all), playbook runs (page 50, more near the bottom), checks.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFeatureEnabled } from '../../../lib/access/use-access.ts';
import { relativeTime } from '../shared/time-format.ts';
import { configChecksQuery, configIncidentsQuery, configPlaybookRunsQuery, PANEL_PAGE } from './item-api.ts';
import { useNearBottom } from './use-near-bottom.ts';

/** What a panel never read online says offline, instead of spinning until the network returns. */
const PANEL_OFFLINE = 'Not available offline: this was not opened on this device while online.';

function PanelState({
  loading,
  paused,
  error,
  empty,
}: {
  loading: boolean;
  paused: boolean;
  error: unknown;
  empty: boolean;
}) {
  if (loading && paused) return <p className="config-side__empty">{PANEL_OFFLINE}</p>;
  if (loading) return <Spinner label="Loading ..." />;
  if (error)
    return (
      <p role="alert" className="config-side__error">
        {error instanceof Error ? error.message : 'Could not load'}
      </p>
    );
  if (empty) return <p className="config-side__empty">No data available</p>;
  return null;
}

const INCIDENT_STATUS_FILTERS = ['open', 'all', 'new', 'investigating', 'mitigated', 'resolved', 'closed'];

export function IncidentsPanel({ configId }: { configId: string }) {
  const enabled = useFeatureEnabled('incidents');
  const [status, setStatus] = useState('open');
  const q = useQuery({ ...configIncidentsQuery(configId, status), enabled });
  if (!enabled) return null;
  const rows = q.data ?? [];
  return (
    <section className="config-side__card" aria-labelledby="config-incidents-title">
      <h2 id="config-incidents-title">Incidents</h2>
      <Select
        label="Status"
        className="config-side__filter"
        selectedKey={status}
        onSelectionChange={(k) => setStatus(String(k))}
      >
        {INCIDENT_STATUS_FILTERS.map((s) => (
          <SelectItem key={s} id={s}>
            {s.charAt(0).toUpperCase() + s.slice(1)}
          </SelectItem>
        ))}
      </Select>
      <PanelState
        loading={q.isPending}
        paused={q.fetchStatus === 'paused'}
        error={q.error}
        empty={rows.length === 0}
      />
      <ul className="config-side__list">
        {rows.map((i) => (
          <li key={i.id}>
            <Link href={`/incidents/${i.id}`}>
              {i.incident_id ? `${i.incident_id} ` : ''}
              {i.title}
            </Link>
            <span className="config-side__meta">
              {i.severity} · {i.status}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PlaybookRunsPanel({
  configId,
  pageSize = PANEL_PAGE,
}: {
  configId: string;
  pageSize?: number;
}) {
  const q = useInfiniteQuery(configPlaybookRunsQuery(configId, pageSize));
  const rows = q.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = q.data?.pages[0]?.total ?? null;
  const onScroll = useNearBottom(() => void q.fetchNextPage(), q.hasNextPage && !q.isFetchingNextPage);
  return (
    <section className="config-side__card" aria-labelledby="config-runs-title">
      <h2 id="config-runs-title">Playbook Runs{total !== null ? ` (${total})` : ''}</h2>
      <PanelState
        loading={q.isPending}
        paused={q.fetchStatus === 'paused'}
        error={q.error}
        empty={rows.length === 0}
      />
      <ul className="config-side__list config-side__scroll" onScroll={onScroll}>
        {rows.map((r) => (
          <li key={r.id}>
            <Link href={`/playbooks/runs/${r.id}`}>{r.playbooks?.title ?? r.playbooks?.name ?? r.id}</Link>
            <span className="config-side__meta">
              {r.status} · {relativeTime(r.start_time ?? r.created_at)}
            </span>
          </li>
        ))}
      </ul>
      {q.hasNextPage && (
        <Button
          size="sm"
          variant="ghost"
          isDisabled={q.isFetchingNextPage}
          onPress={() => void q.fetchNextPage()}
        >
          {q.isFetchingNextPage ? 'Loading ...' : 'Load more'}
        </Button>
      )}
    </section>
  );
}

export function ChecksPanel({ configId }: { configId: string }) {
  const q = useQuery(configChecksQuery(configId));
  const rows = q.data ?? [];
  return (
    <section className="config-side__card" aria-labelledby="config-checks-title">
      <h2 id="config-checks-title">Checks</h2>
      <PanelState
        loading={q.isPending}
        paused={q.fetchStatus === 'paused'}
        error={q.error}
        empty={rows.length === 0}
      />
      <ul className="config-side__list">
        {rows.map((c) => (
          <li key={c.id}>
            <Link href={`/health?checkId=${c.id}`}>{c.name ?? c.id}</Link>
            <span className="config-side__meta" data-status={c.status ?? 'unknown'}>
              {c.status} · {c.type}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
