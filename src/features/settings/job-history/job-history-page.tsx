// /settings/jobs (spec 02-areas §2.13): the job runs of the last days from the synced job history,
// filtered, paged and opened locally, so every choice answers at once and the page reads offline.
// The address holds the filters and the page.
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Heading, Text } from '../../../components/ui/typography.tsx';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { useCollectionStatus, useLiveQuery, useSyncClient } from '../../../sync/client/hooks.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import {
  JOB_HISTORY_WINDOW_DAYS,
  jobHistories,
  type JobHistoryRow,
} from '../../../sync/collections/job-histories.ts';
import { JobDetailsModal, MostCommonErrorModal } from './job-details-modal.tsx';
import { JobFilters, type JobSearchPatch } from './job-filters.tsx';
import { JobPager } from './job-pager.tsx';
import { JobTable } from './job-table.tsx';
import { FILTER_OPTIONS_QUERY, jobListQuery, rangeBoundsMs, reachesPastWindow } from './queries.ts';
import { JOB_PAGE_SIZE, jobHistorySearchSchema, timeRangeOf } from './url-state.ts';
import './job-history.css';

const WORDS: LocalListWords = {
  neverSyncedOffline:
    'Job history has not been synced to this device yet; it appears once you are back online.',
  syncFailed: (error) => `Job history could not be loaded: ${error}`,
};

/** Relative ranges end now: the clock moves the range once a minute (a steady query meanwhile). */
function useMinuteClock(): number {
  const minute = () => Math.floor(Date.now() / 60_000) * 60_000;
  const [nowMs, setNow] = useState(minute);
  useEffect(() => {
    const t = window.setInterval(() => setNow(minute()), 15_000);
    return () => window.clearInterval(t);
  }, []);
  return nowMs;
}

type Opened = { kind: 'details'; row: JobHistoryRow } | { kind: 'error'; name: string; error: string };

export function JobHistoryPage() {
  const [search, setSearch] = useUrlState(jobHistorySearchSchema);
  const nowMs = useMinuteClock();
  const bounds = rangeBoundsMs(timeRangeOf(search), nowMs);
  const list = useLocalList(jobHistories, jobListQuery(search, bounds), WORDS);
  const options = useLiveQuery(jobHistories, FILTER_OPTIONS_QUERY);
  const status = useCollectionStatus(jobHistories.name);
  const client = useSyncClient();
  const [opened, setOpened] = useState<Opened | null>(null);

  const facets = options.result?.facets ?? {};
  const held = options.result?.total ?? 0;
  const pages = Math.max(1, Math.ceil((list.total ?? 0) / JOB_PAGE_SIZE));
  // A page past the end (the jobs aged out of the range) shows the last page.
  useEffect(() => {
    if (list.total !== undefined && search.page > pages) setSearch({ page: pages });
  }, [list.total, search.page, pages, setSearch]);

  const onFilter = (patch: JobSearchPatch) => setSearch({ ...patch, page: 1 }, { push: true });
  const syncError = status?.error ?? null;
  // Spec §8: a load error shows its panel only when no job is held; with jobs held, they show.
  const errorPanel = syncError !== null && options.result !== undefined && held === 0;
  const empty = list.state.kind === 'empty' ? list.state : null;
  // Never synced and offline (a failing sync is the error panel's).
  const neverSynced = empty?.note !== undefined && syncError === null;
  const showTable = list.state.kind === 'rows' || (empty !== null && !errorPanel && !neverSynced);

  return (
    <div className="job-history">
      <header className="job-history__header">
        <Heading level={1}>Job History</Heading>
        <Button size="sm" onPress={() => void client.refresh([jobHistories.name]).catch(() => undefined)}>
          Refresh
        </Button>
      </header>
      <JobFilters
        search={search}
        names={facets['name'] ?? []}
        resourceTypes={facets['resource_type'] ?? []}
        onChange={onFilter}
      />
      {reachesPastWindow(bounds, nowMs) && (
        <Text variant="muted" size="sm" elementType="p" className="job-history__note">
          This device keeps the last {JOB_HISTORY_WINDOW_DAYS} days of job history; older runs are not listed.
        </Text>
      )}
      {list.state.kind === 'loading' && (
        <div className="job-history__loading" role="status" aria-label="Loading job history">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      )}
      {list.state.kind === 'error' && (
        <Alert tone="error" title="Could not query the local job history">
          {list.state.message}
        </Alert>
      )}
      {errorPanel && (
        <Alert tone="error" title="Job history could not be loaded">
          {syncError}
        </Alert>
      )}
      {neverSynced && <Alert tone="info">{empty?.note}</Alert>}
      {showTable && (
        <>
          <JobTable
            rows={list.rows}
            nowMs={nowMs}
            onDetails={(row) => setOpened({ kind: 'details', row })}
            onMostCommonError={(row, error) => setOpened({ kind: 'error', name: row.name ?? '', error })}
          />
          <JobPager
            page={search.page}
            pageSize={JOB_PAGE_SIZE}
            total={list.total ?? 0}
            onPageChange={(page) => setSearch({ page }, { push: true })}
          />
        </>
      )}
      {opened?.kind === 'details' && <JobDetailsModal row={opened.row} onClose={() => setOpened(null)} />}
      {opened?.kind === 'error' && (
        <MostCommonErrorModal name={opened.name} error={opened.error} onClose={() => setOpened(null)} />
      )}
    </div>
  );
}
