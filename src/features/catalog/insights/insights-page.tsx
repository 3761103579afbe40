import { useQuery } from '@tanstack/react-query';
import type { Key } from '../../../components/ui/selection.ts';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { FilterBar } from '../../../components/ui/filter-bar.tsx';
import { Heading } from '../../../components/ui/typography.tsx';
import { CatalogSectionTabs } from '../shared/catalog-section-tabs.tsx';
import { ServerPager } from '../shared/server-pager.tsx';
import { ServerReadStatus } from '../shared/server-read-status.tsx';
import { textParamsSchema, useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import {
  componentNamesQuery,
  insightFilterOptionsQuery,
  insightsQuery,
  type InsightsRequest,
} from './insights-api.ts';
import { InsightDetailDialog, useOpenInsight } from './insight-detail-dialog.tsx';
import { InsightsTable } from './insights-table.tsx';
import './insights.css';

const ALL = '__all__';
const SEVERITIES = ['critical', 'high', 'blocker', 'medium', 'warning', 'low', 'info'];
const SORTABLE = [
  'config_name',
  'summary',
  'analysis_type',
  'analyzer',
  'severity',
  'status',
  'first_observed',
  'last_observed',
];
const PAGE_SIZES = [5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000];

interface Option {
  id: string;
  name: string;
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly Option[];
  onChange: (v: string | undefined) => void;
}) {
  const items = [{ id: ALL, name: 'All' }, ...options];
  if (value !== undefined && !options.some((o) => o.id === value)) items.push({ id: value, name: value });
  return (
    <Select
      label={label}
      items={items}
      selectedKey={value ?? ALL}
      onSelectionChange={(k: Key | null) => onChange(k === null || k === ALL ? undefined : String(k))}
    >
      {(item: Option) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

const asOptions = (values: readonly string[]): Option[] => values.map((v) => ({ id: v, name: v }));

/** The page's address parameters, as text for `insightsRequestOf`. */
const insightsParamsSchema = textParamsSchema([
  'configType',
  'severity',
  'analyzer',
  'type',
  'component',
  'status',
  'sortBy',
  'sortOrder',
  'pageIndex',
  'pageSize',
]);

/** Reads the page's request from URL values (pageIndex from 0, pageSize 50 by default). */
export function insightsRequestOf(p: Readonly<Record<string, string | undefined>>): InsightsRequest {
  const pageSize = Number(p['pageSize'] ?? '50');
  const pageIndex = Number(p['pageIndex'] ?? '0');
  return {
    configType: p['configType'],
    severity: p['severity'],
    analyzer: p['analyzer'],
    type: p['type'],
    component: p['component'],
    status: p['status'],
    sortBy: SORTABLE.includes(p['sortBy'] ?? '') ? (p['sortBy'] ?? 'first_observed') : 'first_observed',
    sortDesc: p['sortOrder'] !== 'asc',
    pageIndex: Number.isInteger(pageIndex) && pageIndex >= 0 ? pageIndex : 0,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 50,
  };
}

/** `/catalog/insights`: every open and closed finding, filtered and paged by the server. */
export function CatalogInsightsPage() {
  const [params, setParams] = useUrlState(insightsParamsSchema);
  const req = insightsRequestOf(params);
  const query = useQuery(insightsQuery(req));
  const options = useQuery(insightFilterOptionsQuery());
  const components = useQuery(componentNamesQuery());
  const [openInsight, setOpenInsight] = useOpenInsight();
  const set = (key: string) => (v: string | undefined) => setParams({ [key]: v, pageIndex: undefined });
  return (
    <div className="catalog-section-page">
      <Heading level={1} className="catalog-section-page__title">
        Catalog Insights
      </Heading>
      <CatalogSectionTabs current="insights" />
      <FilterBar label="Insight filters">
        <FilterSelect
          label="Config Type"
          value={req.configType}
          options={asOptions(options.data?.config_types ?? [])}
          onChange={set('configType')}
        />
        <FilterSelect
          label="Severity"
          value={req.severity}
          options={asOptions(SEVERITIES)}
          onChange={set('severity')}
        />
        <FilterSelect
          label="Analyzer"
          value={req.analyzer}
          options={asOptions(options.data?.analyzers ?? [])}
          onChange={set('analyzer')}
        />
        <FilterSelect
          label="Component"
          value={req.component}
          options={components.data ?? []}
          onChange={set('component')}
        />
      </FilterBar>
      <ServerReadStatus
        fetchStatus={query.fetchStatus}
        status={query.status}
        error={query.error}
        dataUpdatedAt={query.dataUpdatedAt}
        hasData={query.data !== undefined && !query.isPlaceholderData}
        noun="insights"
      >
        {query.data !== undefined && (
          <div
            aria-busy={query.isFetching}
            className={query.isPlaceholderData ? 'insights-stale' : undefined}
          >
            <InsightsTable
              rows={query.data.data}
              sortBy={req.sortBy}
              sortDesc={req.sortDesc}
              onOpen={(row) => setOpenInsight(row.id)}
              onSort={(column) =>
                setParams({
                  sortBy: column,
                  sortOrder: req.sortBy === column && req.sortDesc ? 'asc' : undefined,
                  pageIndex: undefined,
                })
              }
            />
            <ServerPager
              page={req.pageIndex + 1}
              pageSize={req.pageSize}
              total={query.data.totalEntries}
              noun="insights"
              onPageChange={(page) =>
                setParams({ pageIndex: page === 1 ? undefined : String(page - 1) }, { push: true })
              }
            />
          </div>
        )}
      </ServerReadStatus>
      {openInsight !== undefined && (
        <InsightDetailDialog
          id={openInsight}
          rows={query.data?.data ?? []}
          onClose={() => setOpenInsight(undefined)}
        />
      )}
    </div>
  );
}
