// The job history table (spec 02-areas §2.13): one row per job run, newest first. A job with
// errors, a scrape summary or a summary opens its details from its name (or a click on the row);
// the failed count's tooltip names the most common error, and pressing it opens that error; the
// copy action copies the resource id. Long values are ellipsed: the full value shows on hover (the
// cell's title) and while anything in the row has keyboard focus (the row's cells then wrap).
import { Badge } from '../../../components/ui/badge.tsx';
import { BareButton, Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import type { JobHistoryRow } from '../../../sync/collections/job-histories.ts';
import {
  detailTabs,
  exactTime,
  formatDuration,
  mostCommonError,
  relativeTime,
  resourceLabel,
  statusTone,
} from './job-model.ts';

export interface JobTableProps {
  rows: readonly JobHistoryRow[];
  nowMs: number;
  onDetails: (row: JobHistoryRow) => void;
  onMostCommonError: (row: JobHistoryRow, error: string) => void;
}

const COLUMNS = [
  'Job Name',
  'Resource Type',
  'Resource',
  'Agent',
  'Status',
  'Started',
  'Duration',
  'Success',
  'Failed',
] as const;

/** Copies `id` and says so (spec §2.13: 'Copied {id} to clipboard'). */
async function copyId(id: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(id);
    toast.success(`Copied ${id} to clipboard`);
  } catch {
    toast.error(`Could not copy ${id} to the clipboard`);
  }
}

export function JobTable({ rows, nowMs, onDetails, onMostCommonError }: JobTableProps) {
  return (
    <div className="mc-table-wrap job-history__table-wrap">
      <table className="mc-table mc-table--sticky-first job-history__table" aria-label="Job history">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="mc-table__column" data-column={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length} className="mc-table__cell job-history__empty">
                No data available
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <JobRow
              key={row.id}
              row={row}
              nowMs={nowMs}
              onDetails={onDetails}
              onMostCommonError={onMostCommonError}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function JobRow({
  row,
  nowMs,
  onDetails,
  onMostCommonError,
}: { row: JobHistoryRow } & Omit<JobTableProps, 'rows'>) {
  const name = row.name ?? '';
  const hasDetails = detailTabs(row.details).length > 0;
  const error = mostCommonError(row.details);
  const resource = resourceLabel(row);
  const agent = row.agent?.name ?? '';
  return (
    <tr
      className="job-history__row"
      data-has-details={hasDetails || undefined}
      onClick={(e) => {
        // A press on the row's own controls is theirs; anywhere else opens the details.
        if (hasDetails && !(e.target instanceof Element && e.target.closest('button'))) onDetails(row);
      }}
    >
      <td className="mc-table__cell" title={name}>
        {hasDetails ? (
          <BareButton
            className="job-history__name"
            aria-label={`Details for job ${name}`}
            onPress={() => onDetails(row)}
          >
            {name}
          </BareButton>
        ) : (
          name
        )}
      </td>
      <td className="mc-table__cell" title={row.resource_type ?? ''}>
        {row.resource_type}
      </td>
      <td
        className="mc-table__cell"
        title={row.resource_id === null ? resource : `${resource} (${row.resource_id})`}
      >
        <span className="job-history__resource">
          <span className="job-history__resource-name">{resource}</span>
          {row.resource_id !== null && row.resource_id !== '' && (
            <Button
              size="sm"
              variant="ghost"
              isIconOnly
              className="job-history__copy"
              aria-label={`Copy ${row.resource_id}`}
              onPress={() => void copyId(row.resource_id ?? '')}
            >
              <Icon name="copy" size={14} />
            </Button>
          )}
        </span>
      </td>
      <td className="mc-table__cell" data-column="Agent" title={agent}>
        {agent}
      </td>
      <td className="mc-table__cell">
        <Badge tone={statusTone(row.status)}>{row.status ?? ''}</Badge>
      </td>
      <td className="mc-table__cell" title={exactTime(row.time_start ?? row.created_at)}>
        {relativeTime(row.time_start ?? row.created_at, nowMs)}
      </td>
      <td className="mc-table__cell">{formatDuration(row.duration_millis)}</td>
      <td className="mc-table__cell job-history__count">{row.success_count ?? 0}</td>
      <td className="mc-table__cell job-history__count">
        {error === undefined ? (
          (row.error_count ?? 0)
        ) : (
          <Tooltip content={error}>
            <Button
              size="sm"
              variant="ghost"
              className="job-history__failed"
              aria-label={`${row.error_count ?? 0} failed, most common error: ${error}`}
              onPress={() => onMostCommonError(row, error)}
            >
              {row.error_count ?? 0}
            </Button>
          </Tooltip>
        )}
      </td>
    </tr>
  );
}
