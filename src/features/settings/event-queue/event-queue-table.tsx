// The Event Queue Status table (spec 02-areas §2.13): Name, Pending Count, Error Count, Average
// Attempts, First Failed At, Last Failed At. A row with a most common error opens it (Enter or
// click); the others are plain.
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table.tsx';
import { attemptsText, type EventQueueRow } from './event-queue-query.ts';

const COLUMNS = [
  { id: 'name', label: 'Name' },
  { id: 'pending', label: 'Pending Count' },
  { id: 'failed', label: 'Error Count' },
  { id: 'average_attempts', label: 'Average Attempts' },
  { id: 'first_failure', label: 'First Failed At' },
  { id: 'last_failure', label: 'Last Failed At' },
] as const;

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });
const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Time({ iso }: { iso: string | null }) {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return <span className="evq-clip">{iso}</span>;
  return (
    <time className="evq-clip" dateTime={iso} title={fullDate.format(ms)}>
      {shortDate.format(ms)}
    </time>
  );
}

export function EventQueueTable({
  rows,
  onOpenError,
}: {
  rows: readonly EventQueueRow[];
  onOpenError: (row: EventQueueRow & { most_common_error: string }) => void;
}) {
  return (
    <Table
      aria-label="Event queue"
      className="evq-table"
      onRowAction={(key) => {
        const row = rows.find((r) => r.name === key);
        if (row !== undefined && row.most_common_error !== null)
          onOpenError({ ...row, most_common_error: row.most_common_error });
      }}
    >
      <TableHeader columns={COLUMNS}>
        {(c) => (
          <Column id={c.id} isRowHeader={c.id === 'name'} className={`evq-col--${c.id}`}>
            {c.label}
          </Column>
        )}
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => <p className="evq-empty">No data available</p>}>
        {(row) => (
          <Row
            id={row.name}
            className={row.most_common_error === null ? 'evq-row' : 'evq-row evq-row--error'}
          >
            <Cell className="evq-cell">
              <span className="evq-clip" title={row.name}>
                {row.name}
              </span>
            </Cell>
            <Cell className="evq-cell evq-cell--number">{row.pending ?? ''}</Cell>
            <Cell className="evq-cell evq-cell--number">{row.failed ?? ''}</Cell>
            <Cell className="evq-cell evq-cell--number">{attemptsText(row.average_attempts)}</Cell>
            <Cell className="evq-cell">
              <Time iso={row.first_failure} />
            </Cell>
            <Cell className="evq-cell">
              <Time iso={row.last_failure} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
