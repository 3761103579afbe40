// The Connections table (spec 02-areas §2.13): Name (with the type's icon), Namespace, Type,
// Created By, Created, Updated. Sortable; long text is cut with an ellipsis and shown whole on
// hover (title) and where the keyboard is. A row opens the connection for those who may write.
import { Badge } from '../../../components/ui/badge.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table.tsx';
import type { ConnectionRow } from '../../../sync/collections/connections.ts';
import { typeLabel } from './model/connection-model.ts';
import { ConnectionTypeIcon } from './type-icon.tsx';
import { CONNECTION_SORT_FIELDS, type ConnectionSort } from './url-state.ts';

const COLUMNS = [
  { id: 'name', label: 'Name' },
  { id: 'namespace', label: 'Namespace' },
  { id: 'type', label: 'Type' },
  { id: 'created_by', label: 'Created By' },
  { id: 'created_at', label: 'Created' },
  { id: 'updated_at', label: 'Updated' },
] as const;

const sortable = (id: string): id is ConnectionSort['sort'] =>
  (CONNECTION_SORT_FIELDS as readonly string[]).includes(id);

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });
const two = (n: number) => String(n).padStart(2, '0');

function Time({ iso }: { iso: string }) {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return <span className="conn-clip">{iso}</span>;
  const d = new Date(ms);
  const short = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
  return (
    <time className="conn-clip" dateTime={iso} title={fullDate.format(ms)}>
      {short}
    </time>
  );
}

function Clipped({ text }: { text: string }) {
  return (
    <span className="conn-clip" title={text}>
      {text}
    </span>
  );
}

export function ConnectionsTable({
  rows,
  sort,
  onSort,
  onOpen,
}: {
  rows: readonly ConnectionRow[];
  sort: ConnectionSort;
  onSort: (sort: ConnectionSort) => void;
  /** Opens a row; undefined when the user may not write (rows are then plain). */
  onOpen: ((row: ConnectionRow) => void) | undefined;
}) {
  return (
    <Table
      aria-label="Connections"
      className="conn-table"
      sortDescriptor={{ column: sort.sort, direction: sort.dir === 'asc' ? 'ascending' : 'descending' }}
      onSortChange={(d) => {
        const column = String(d.column);
        if (sortable(column)) onSort({ sort: column, dir: d.direction === 'descending' ? 'desc' : 'asc' });
      }}
      {...(onOpen === undefined
        ? {}
        : {
            onRowAction: (key) => {
              const row = rows.find((r) => r.id === key);
              if (row !== undefined) onOpen(row);
            },
          })}
    >
      <TableHeader columns={COLUMNS}>
        {(c) => (
          <Column id={c.id} isRowHeader={c.id === 'name'} allowsSorting className={`conn-col--${c.id}`}>
            {c.label}
          </Column>
        )}
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => <p className="conn-empty">No data available</p>}>
        {(r) => (
          <Row id={r.id} className="conn-row">
            <Cell className="conn-cell">
              <span className="conn-name">
                <ConnectionTypeIcon type={r.type} />
                <Clipped text={r.name} />
                {r.local_pending !== undefined && (
                  <Badge tone="accent" title="Waiting to be sent to the server">
                    Pending
                  </Badge>
                )}
              </span>
            </Cell>
            <Cell className="conn-cell">
              <Clipped text={r.namespace} />
            </Cell>
            <Cell className="conn-cell">
              <Clipped text={typeLabel(r.type)} />
            </Cell>
            <Cell className="conn-cell">
              <Clipped text={r.creator?.name ?? ''} />
            </Cell>
            <Cell className="conn-cell">
              <Time iso={r.created_at} />
            </Cell>
            <Cell className="conn-cell">
              <Time iso={r.updated_at} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
