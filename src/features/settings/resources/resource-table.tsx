// The generic settings resource table (spec 02-areas §2.13 "table of resources; some columns
// hidden per resource type. Row click opens the detail"). Long text is cut with an ellipsis and
// shown whole on hover (title) and while its row has keyboard focus (the row's cells then wrap).
import { Badge } from '../../../components/ui/badge.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table.tsx';
import { RESOURCE_COLUMNS, type ResourceColumn, type ResourceKind } from './resource-kinds.ts';
import type { ResourceRow } from './resource-model.ts';
import { shortTime } from './time-words.ts';

function Clipped({ text }: { text: string }) {
  return (
    <span className="resources-clip" title={text}>
      {text}
    </span>
  );
}

function Time({ iso }: { iso: string | null }) {
  const { short, full } = shortTime(iso);
  return (
    <time className="resources-clip" dateTime={iso ?? undefined} title={full}>
      {short}
    </time>
  );
}

/** The row's schedule column, or the schedule its spec names (a topology keeps it in the spec). */
function scheduleOf(row: ResourceRow): string {
  const fromSpec = row.spec?.['schedule'];
  return row.schedule ?? (typeof fromSpec === 'string' ? fromSpec : '');
}

function CellOf({ column, row, author }: { column: ResourceColumn; row: ResourceRow; author: string }) {
  switch (column) {
    case 'name':
      return (
        <span className="resources-name">
          <Clipped text={row.name} />
          {row.local_pending !== undefined && (
            <Badge tone="accent" title="Waiting to be sent to the server">
              Pending
            </Badge>
          )}
        </span>
      );
    case 'namespace':
      return <Clipped text={row.namespace ?? ''} />;
    case 'schedule':
      return <Clipped text={scheduleOf(row)} />;
    case 'source':
      return <Clipped text={row.source ?? ''} />;
    case 'created_by':
      return <Clipped text={author} />;
    case 'created_at':
      return <Time iso={row.created_at} />;
    case 'updated_at':
      return <Time iso={row.updated_at} />;
    default:
      return <Clipped text="" />;
  }
}

export function ResourceTable({
  kind,
  rows,
  authorOf,
  onOpen,
}: {
  kind: ResourceKind;
  rows: readonly ResourceRow[];
  authorOf: (id: string) => string;
  onOpen: (row: ResourceRow) => void;
}) {
  const columns = RESOURCE_COLUMNS.filter((c) => !kind.hidden.includes(c.id));
  return (
    <Table
      aria-label={kind.label}
      className="resources-table"
      onRowAction={(key) => {
        const row = rows.find((r) => r.id === key);
        if (row !== undefined) onOpen(row);
      }}
    >
      <TableHeader columns={columns}>
        {(c) => (
          <Column id={c.id} isRowHeader={c.id === 'name'} className={`resources-col--${c.id}`}>
            {c.label}
          </Column>
        )}
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => <p className="resources-empty">No data available</p>}>
        {(row) => (
          <Row id={row.id} className="resources-row" columns={columns}>
            {(c) => (
              <Cell className="resources-cell">
                <CellOf
                  column={c.id}
                  row={row}
                  author={row.created_by === null ? '' : authorOf(row.created_by)}
                />
              </Cell>
            )}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
