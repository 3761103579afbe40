// A resource's Job History tab (spec 02-areas §2.13 "Tabs depend on type: … jobHistory", §9 "job
// history 150 in the resource view"): the runs of jobs on this resource, newest first, from the
// synced job history (the last 7 days are kept on the device, so it reads offline).
import { Badge } from '../../../components/ui/badge.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { JOB_HISTORY_WINDOW_DAYS, jobHistories } from '../../../sync/collections/job-histories.ts';
import { resourceJobsQuery } from './queries.ts';
import { durationWords, shortTime } from './time-words.ts';

const WORDS: LocalListWords = {
  neverSyncedOffline:
    'Job history has not been synced to this device yet; it appears once you are back online.',
  syncFailed: (error) => `Job history could not be synced: ${error}`,
};

const tone = (status: string | null) =>
  status === 'FAILED'
    ? 'unhealthy'
    : status === 'WARNING'
      ? 'warning'
      : status === 'SUCCESS'
        ? 'healthy'
        : 'neutral';

const COLUMNS = ['Job Name', 'Status', 'Started', 'Duration', 'Success', 'Failed'] as const;

export function JobHistoryTab({ resourceId }: { resourceId: string }) {
  const list = useLocalList(jobHistories, resourceJobsQuery(resourceId), WORDS);
  const state = list.state;
  if (state.kind === 'loading') return <LoadingBlock />;
  if (state.kind === 'error')
    return (
      <p role="alert" className="resources-error">
        Could not query the local job history: {state.message}
      </p>
    );
  return (
    <div className="resources-jobs">
      <p className="resources-muted">Runs of the last {JOB_HISTORY_WINDOW_DAYS} days.</p>
      {state.kind === 'empty' && state.note !== undefined && (
        <p role="status" className="resources-note">
          {state.note}
        </p>
      )}
      <Table aria-label="Job history" className="resources-table">
        <TableHeader>
          {COLUMNS.map((c, i) => (
            <Column key={c} isRowHeader={i === 0}>
              {c}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          items={list.rows}
          renderEmptyState={() => <p className="resources-empty">No data available</p>}
        >
          {(job) => {
            const started = shortTime(job.time_start ?? job.created_at);
            return (
              <Row id={job.id} className="resources-row">
                <Cell className="resources-cell">
                  <span className="resources-clip" title={job.name ?? ''}>
                    {job.name ?? ''}
                  </span>
                </Cell>
                <Cell className="resources-cell">
                  <Badge tone={tone(job.status)}>{job.status ?? ''}</Badge>
                </Cell>
                <Cell className="resources-cell">
                  <time className="resources-clip" title={started.full}>
                    {started.short}
                  </time>
                </Cell>
                <Cell className="resources-cell">{durationWords(job.duration_millis)}</Cell>
                <Cell className="resources-cell">{job.success_count ?? ''}</Cell>
                <Cell className="resources-cell">{job.error_count ?? ''}</Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </div>
  );
}
