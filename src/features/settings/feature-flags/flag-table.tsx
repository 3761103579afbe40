// The Feature Flags table (spec §2.13): Name, Description, Value, Source, Created By, Created At,
// Updated At. Sortable by the columns the engine knows; long text is cut with an ellipsis and shown
// whole on hover (title) and when its cell has keyboard focus. A row opens the edit dialog for
// those who may write; a local flag answers 'Cannot edit local feature flags'.
import { Badge } from '../../../components/ui/badge.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table.tsx';
import type { FlagView } from './flag-model.ts';
import { FLAG_SORT_FIELDS, type FlagSort } from './url-state.ts';

const COLUMNS = [
  { id: 'name', label: 'Name' },
  { id: 'description', label: 'Description' },
  { id: 'value', label: 'Value' },
  { id: 'source', label: 'Source' },
  { id: 'created_by', label: 'Created By' },
  { id: 'created_at', label: 'Created At' },
  { id: 'updated_at', label: 'Updated At' },
] as const;

const sortable = (id: string): id is FlagSort['sort'] => (FLAG_SORT_FIELDS as readonly string[]).includes(id);

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });
const two = (n: number) => String(n).padStart(2, '0');
/** "2026-03-15 10:20" in the viewer's zone (narrow enough for the column), and the full date. */
function when(iso: string | null): { short: string; full: string } {
  if (iso === null || iso === '') return { short: '', full: '' };
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return { short: iso, full: iso };
  const d = new Date(ms);
  const short = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
  return { short, full: fullDate.format(ms) };
}

function Time({ iso }: { iso: string | null }) {
  const { short, full } = when(iso);
  return (
    <time className="flags-clip" dateTime={iso ?? undefined} title={full}>
      {short}
    </time>
  );
}

function Clipped({ text }: { text: string }) {
  return (
    <span className="flags-clip" title={text}>
      {text}
    </span>
  );
}

export function FlagTable({
  flags,
  sort,
  onSort,
  onOpen,
}: {
  flags: readonly FlagView[];
  sort: FlagSort;
  onSort: (sort: FlagSort) => void;
  /** Opens a row; undefined when the user may not write (rows are then plain). */
  onOpen: ((flag: FlagView) => void) | undefined;
}) {
  return (
    <Table
      aria-label="Feature flags"
      className="flags-table"
      sortDescriptor={{ column: sort.sort, direction: sort.dir === 'asc' ? 'ascending' : 'descending' }}
      onSortChange={(d) => {
        const column = String(d.column);
        if (sortable(column)) onSort({ sort: column, dir: d.direction === 'descending' ? 'desc' : 'asc' });
      }}
      {...(onOpen === undefined
        ? {}
        : {
            onRowAction: (key) => {
              const flag = flags.find((f) => f.name === key);
              if (flag !== undefined) onOpen(flag);
            },
          })}
    >
      <TableHeader columns={COLUMNS}>
        {(c) => (
          <Column
            id={c.id}
            isRowHeader={c.id === 'name'}
            allowsSorting={sortable(c.id)}
            className={`flags-col--${c.id}`}
          >
            {c.label}
          </Column>
        )}
      </TableHeader>
      <TableBody items={flags} renderEmptyState={() => <p className="flags-empty">No data available</p>}>
        {(f) => (
          <Row id={f.name} className="flags-row">
            <Cell className="flags-cell">
              <span className="flags-name">
                <Clipped text={f.name} />
                {f.pending && (
                  <Badge tone="accent" title="Waiting to be sent to the server">
                    Pending
                  </Badge>
                )}
              </span>
            </Cell>
            <Cell className="flags-cell">
              <Clipped text={f.description} />
            </Cell>
            <Cell className="flags-cell">
              <Clipped text={f.value} />
            </Cell>
            <Cell className="flags-cell">
              <Clipped text={f.source} />
            </Cell>
            <Cell className="flags-cell">
              <Clipped text={f.createdBy} />
            </Cell>
            <Cell className="flags-cell">
              <Time iso={f.createdAt} />
            </Cell>
            <Cell className="flags-cell">
              <Time iso={f.updatedAt} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
