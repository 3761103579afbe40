// /health (spec 01-core §2): synced checks filtered, tabbed, grouped and searched locally, so
// every change answers on the keystroke and works offline. The address holds the state.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { DetachedTabPanel, Tab, TabList, Tabs } from '../../../components/ui/tabs.tsx';
import { Heading } from '../../../components/ui/typography.tsx';
import { useCollectionStatus, useLiveQuery, useRow, useTypingAhead } from '../../../sync/client/hooks.tsx';
import { agents } from '../../../sync/collections/agents.ts';
import { checks } from '../../../sync/collections/checks.ts';
import { CheckDrawer, type EvidenceActionSlot } from '../detail/check-drawer.tsx';
import { ALL_AGENTS_QUERY, countsQuery, LABEL_PAIRS_QUERY, tabsQuery } from '../state/check-query.ts';
import { labelOptionsFromPairs } from '../state/labels.ts';
import { pivotCellTypeOf, pivotDimension } from '../state/pivot.ts';
import {
  healthSearchSchema,
  viewOf,
  type LabelId,
  type OnHealthSearch,
  type TriState,
} from '../state/url-state.ts';
import { CheckList } from './check-list.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { PivotView } from './pivot-view.tsx';
import { HealthControls } from './health-controls.tsx';
import { useRefreshRate } from './use-refresh-rate.ts';
import { useSameValue } from '../../../lib/use-same-value.ts';
import { useFilterFold } from './use-filter-fold.ts';
import './health.css';

export const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';
const SEARCH_URL_DEBOUNCE_MS = 400;
const NO_LABELS: Readonly<Record<LabelId, TriState>> = {};

export interface HealthPageProps {
  /** Slot for the incidents area's "attach as evidence" dialog (rendered in the drawer footer). */
  evidenceAction?: EvidenceActionSlot;
  /** Slot for the playbooks area's menu of the playbooks that apply to the open check. */
  playbooksAction?: EvidenceActionSlot;
}

export function HealthPage({ evidenceAction, playbooksAction }: HealthPageProps) {
  const [search, setSearch] = useUrlState(healthSearchSchema);
  // The dashboard's choices add history entries (Back undoes them); the search box replaces.
  const onSearch: OnHealthSearch = useCallback(
    (patch, opts) => setSearch(patch, { push: opts?.replace !== true }),
    [setSearch],
  );
  // Everything but the search text, the same object while only the text changes: the memoized
  // toolbar, filter panel and table re-render for none of the keystrokes (issue 21).
  const settled = useSameValue({ ...search, query: undefined });
  const view = viewOf(settled);
  // Search answers locally on every keystroke (the state updates at once); only the address
  // write waits for typing to pause.
  const setText = (text: string) => setSearch({ query: text }, { debounceMs: SEARCH_URL_DEBOUNCE_MS });
  const live = search;

  // The counts and tabs follow the text too: answered ahead like the lists (issue 21).
  const countsSpec = countsQuery(live);
  useTypingAhead(checks, countsSpec);
  const counts = useLiveQuery(checks, countsSpec);
  const tabsSpec = tabsQuery(live);
  useTypingAhead(checks, tabsSpec ?? undefined);
  const tabs = useLiveQuery(checks, tabsSpec ?? { limit: 0 });
  // Label keys and values counted in the worker (map facet): no check rows cross over for them.
  const labelPairs = useLiveQuery(checks, LABEL_PAIRS_QUERY);
  const agentRows = useLiveQuery(agents, ALL_AGENTS_QUERY);
  const status = useCollectionStatus('checks');
  const [rate, setRate] = useRefreshRate(search.timeRange);
  const [nowMs, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(t);
  }, []);

  const agentName = useMemo(() => {
    const names = new Map<string, string>();
    for (const a of agentRows.result?.rows ?? []) names.set(a.id, a.name);
    return (id: string | null): string =>
      id === null || id === LOCAL_AGENT ? 'local' : (names.get(id) ?? id.slice(0, 8));
  }, [agentRows.result]);

  const pairs = labelPairs.result?.mapFacets?.['labels'];
  const labelChoices = useMemo(() => labelOptionsFromPairs(pairs ?? []), [pairs]);
  const labelKeys = useMemo(() => labelChoices.map((o) => o.key), [labelChoices]);
  const statusFacet = counts.result?.facets?.['status'] ?? [];
  const passing = statusFacet.find((f) => f.value === 'healthy')?.count ?? 0;
  const failing = (counts.result?.total ?? 0) - passing;
  // Until the first sync has brought every check, local counts are partial (the list may already
  // show the server's first rows): no number rather than a wrong one.
  const counted = status?.complete === true;

  const tabItems = (tabs.result?.groups ?? []).map((g) => {
    const value = g.key === null ? '' : String(g.key);
    const label =
      view.tabBy === 'agent' ? agentName(g.key === null ? null : String(g.key)) : value || '(none)';
    return { id: value, label, count: g.count };
  });

  const { sortBy, sortDesc } = settled;
  const onSort = useCallback(
    (column: string) => {
      if ((sortBy ?? 'name') === column)
        onSearch({ sortBy: column, sortDesc: sortDesc === true ? undefined : true });
      else onSearch({ sortBy: column, sortDesc: undefined });
    },
    [onSearch, sortBy, sortDesc],
  );
  const open = useCallback((id: string) => onSearch({ checkId: id }), [onSearch]);
  const onHidePassing = useCallback((on: boolean) => onSearch({ hidePassing: on }), [onSearch]);
  const onLabels = useCallback(
    (next: Record<LabelId, TriState>) =>
      onSearch({ labels: Object.keys(next).length === 0 ? undefined : next }),
    [onSearch],
  );
  const openId = search.checkId;
  // Closing the side panel returns focus to the row that opened it (when it is on screen).
  const closeDrawer = useCallback(() => {
    onSearch({ checkId: undefined, detailTab: undefined, status: undefined, duration: undefined });
    if (openId === undefined) return;
    window.requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-check-id="${CSS.escape(openId)}"]`)?.focus(),
    );
  }, [onSearch, openId]);

  const dimension = pivotDimension(search);
  const body: ReactNode =
    dimension === null ? (
      <CheckList
        search={live}
        groupBy={view.groupBy}
        layout={view.layout}
        onSort={onSort}
        onOpen={open}
        selectedId={search.checkId}
        nowMs={nowMs}
      />
    ) : (
      <PivotView
        search={live}
        groupBy={view.groupBy}
        dimension={dimension}
        cellType={pivotCellTypeOf(search)}
        agentName={agentName}
      />
    );
  const [filtersCollapsed, setFiltersCollapsed] = useFilterFold(search.checkId !== undefined);
  const tabList = useRef<HTMLDivElement>(null);
  const tabKey = search.tab ?? '__all';
  const { row: selected, loaded: selectedLoaded, error: selectedError } = useRow(checks, search.checkId);

  return (
    <div className="health-page">
      <header className="health-header">
        <Heading level={1}>Health</Heading>
        <span className="health-counts" aria-live="polite" aria-busy={!counted}>
          <Badge tone="healthy" dot>
            {counted ? passing : '…'} passing
          </Badge>
          <Badge tone="unhealthy" dot>
            {counted ? failing : '…'} failing
          </Badge>
        </span>
        <span className="health-sync health-muted">{syncLine(status, nowMs)}</span>
        <div className="health-toolbar">
          <SearchField
            aria-label="Search checks"
            placeholder="Search checks"
            value={search.query ?? ''}
            onChange={setText}
          />
          <HealthControls
            settled={settled}
            labelKeys={labelKeys}
            onSearch={onSearch}
            rate={rate}
            onRate={setRate}
          />
        </div>
      </header>
      <div className="health-body">
        <FilterPanel
          hidePassing={view.hidePassing}
          onHidePassing={onHidePassing}
          options={labelChoices}
          labels={settled.labels ?? NO_LABELS}
          onLabels={onLabels}
          collapsed={filtersCollapsed}
          onCollapsed={setFiltersCollapsed}
        />
        <div className="health-main">
          {tabsSpec !== null && (
            <>
              <Tabs
                className="health-tabset"
                selectedKey={tabKey}
                onSelectionChange={(key) => onSearch({ tab: key === '__all' ? undefined : String(key) })}
              >
                <TabList ref={tabList} aria-label="Check tabs" className="health-tabs">
                  <Tab id="__all">All</Tab>
                  {tabItems.map((t) => (
                    <Tab key={t.id} id={t.id}>
                      {t.label} <Badge>{t.count}</Badge>
                    </Tab>
                  ))}
                </TabList>
              </Tabs>
              {/* One panel for whichever tab is selected, outside <Tabs> (see DetachedTabPanel). */}
              <DetachedTabPanel tabList={tabList} className="health-tabpanel">
                {body}
              </DetachedTabPanel>
            </>
          )}
          {tabsSpec === null && body}
        </div>
        {search.checkId !== undefined && (
          <CheckDrawer
            checkId={search.checkId}
            row={selected}
            rowLoaded={selectedLoaded}
            rowError={selectedError}
            agentName={agentName}
            search={search}
            onSearch={onSearch}
            onClose={closeDrawer}
            evidenceAction={evidenceAction}
            playbooksAction={playbooksAction}
          />
        )}
      </div>
    </div>
  );
}

function syncLine(status: ReturnType<typeof useCollectionStatus>, nowMs: number): string {
  if (status === undefined) return '';
  if (status.error !== null) return `Sync error: ${status.error}`;
  if (status.lastSyncedAt === null) return status.syncing ? 'Syncing checks…' : 'Not synced yet';
  const s = Math.max(0, Math.round((nowMs - status.lastSyncedAt) / 1000));
  return `Synced ${s < 60 ? 'just now' : `${Math.floor(s / 60)} min ago`}`;
}
