// The health check and scraper lists (spec 02-areas §2.13 "table of resources … Row click opens
// the detail", §3 "Generic resource"): Name, Type, Namespace, Schedule, Source, Created By,
// Created, Updated. Long text is cut with an ellipsis and shown whole on hover.
import { Badge } from '../../../components/ui/badge.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table.tsx';
import { shortTime } from '../resources/time-words.ts';
import './spec-forms.css';

export interface SpecResourceRow {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly namespace: string;
  readonly schedule: string;
  readonly source: string;
  readonly createdBy: string;
  readonly created_at: string | null;
  readonly updated_at: string | null;
  readonly pending: boolean;
}

const COLUMNS = [
  { id: 'name', label: 'Name' },
  { id: 'type', label: 'Type' },
  { id: 'namespace', label: 'Namespace' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'source', label: 'Source' },
  { id: 'createdBy', label: 'Created By' },
  { id: 'created_at', label: 'Created' },
  { id: 'updated_at', label: 'Updated' },
] as const;
type ColumnId = (typeof COLUMNS)[number]['id'];

const clip = (text: string) => (
  <span className="resources-clip" title={text}>
    {text}
  </span>
);

function CellOf({ column, row }: { column: ColumnId; row: SpecResourceRow }) {
  if (column === 'name')
    return (
      <span className="resources-name">
        {clip(row.name)}
        {row.pending && (
          <Badge tone="accent" title="Waiting to be sent to the server">
            Pending
          </Badge>
        )}
      </span>
    );
  if (column === 'created_at' || column === 'updated_at') {
    const { short, full } = shortTime(row[column]);
    return (
      <time className="resources-clip" dateTime={row[column] ?? undefined} title={full}>
        {short}
      </time>
    );
  }
  return clip(row[column]);
}

export function SpecResourceTable({
  label,
  rows,
  onOpen,
}: {
  label: string;
  rows: readonly SpecResourceRow[];
  onOpen: (id: string) => void;
}) {
  return (
    <Table
      aria-label={label}
      className="resources-table spec-resource-table"
      onRowAction={(key) => onOpen(String(key))}
    >
      <TableHeader columns={COLUMNS}>
        {(c) => (
          <Column id={c.id} isRowHeader={c.id === 'name'} className={`resources-col--${c.id}`}>
            {c.label}
          </Column>
        )}
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => <p className="resources-empty">No data available</p>}>
        {(row) => (
          <Row id={row.id} className="resources-row" columns={COLUMNS}>
            {(c) => (
              <Cell className="resources-cell">
                <CellOf column={c.id} row={row} />
              </Cell>
            )}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
