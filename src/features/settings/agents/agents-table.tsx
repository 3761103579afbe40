// The Agents table (spec 01-core §2, §3): Name, the counts of configs, checks, scrapers and
// playbook runs, Status (Online within 61 s of last seen), Last Pushed, Created At and Updated At.
// Sortable by the address; long text is cut with an ellipsis and shown whole on hover (title) and
// where the keyboard is. A row opens the edit dialog for those who may write.
import { Badge, StatusDot } from '../../../components/ui/badge.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table.tsx';
import type { AgentRow } from '../../../sync/collections/agents.ts';
import { agentStatus } from './agent-model.ts';
import { AGENT_SORT_FIELDS, type AgentSortField, type AgentsSearch } from './url-state.ts';

const COLUMNS = [
  { id: 'name', label: 'Name' },
  { id: 'config_count', label: 'Configs' },
  { id: 'checks_count', label: 'Checks' },
  { id: 'config_scrapper_count', label: 'Scrapers' },
  { id: 'playbook_runs_count', label: 'Playbook Runs' },
  { id: 'last_seen', label: 'Status' },
  { id: 'last_received', label: 'Last Pushed' },
  { id: 'created_at', label: 'Created At' },
  { id: 'updated_at', label: 'Updated At' },
] as const;

const sortable = (id: string): id is AgentSortField => (AGENT_SORT_FIELDS as readonly string[]).includes(id);

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });
const two = (n: number) => String(n).padStart(2, '0');

function Time({ iso }: { iso: string | null }) {
  const ms = iso === null ? NaN : Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const d = new Date(ms);
  const short = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
  return (
    <time dateTime={iso ?? undefined} title={fullDate.format(ms)}>
      {short}
    </time>
  );
}

export function AgentsTable({
  rows,
  search,
  nowMs,
  onSort,
  onOpen,
}: {
  rows: readonly AgentRow[];
  search: AgentsSearch;
  nowMs: number;
  onSort: (sortBy: AgentSortField, sortOrder: 'asc' | 'desc') => void;
  /** Opens a row; undefined when the user may not write (rows are then plain). */
  onOpen: ((id: string) => void) | undefined;
}) {
  return (
    <Table
      aria-label="Agents"
      className="agents-table"
      sortDescriptor={{
        column: search.sortBy,
        direction: search.sortOrder === 'asc' ? 'ascending' : 'descending',
      }}
      onSortChange={(d) => {
        const column = String(d.column);
        if (sortable(column)) onSort(column, d.direction === 'descending' ? 'desc' : 'asc');
      }}
      {...(onOpen === undefined ? {} : { onRowAction: (key) => onOpen(String(key)) })}
    >
      <TableHeader columns={COLUMNS}>
        {(c) => (
          <Column
            id={c.id}
            isRowHeader={c.id === 'name'}
            allowsSorting
            className={`agents-col agents-col--${c.id}`}
          >
            {c.label}
          </Column>
        )}
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => <p className="agents-empty">No data available</p>}>
        {(a) => {
          const status = agentStatus(a.last_seen, nowMs);
          return (
            <Row id={a.id} className="agents-row">
              <Cell className="agents-cell">
                <span className="agents-name">
                  <span className="agents-clip" title={a.name}>
                    {a.name}
                  </span>
                  {a.local_pending !== undefined && (
                    <Badge tone="accent" title="Waiting to be sent to the server">
                      Pending
                    </Badge>
                  )}
                </span>
              </Cell>
              <Cell className="agents-cell agents-cell--number">{a.config_count ?? 0}</Cell>
              <Cell className="agents-cell agents-cell--number">{a.checks_count ?? 0}</Cell>
              <Cell className="agents-cell agents-cell--number">{a.config_scrapper_count ?? 0}</Cell>
              <Cell className="agents-cell agents-cell--number">{a.playbook_runs_count ?? 0}</Cell>
              <Cell className="agents-cell">
                <StatusDot status={status === 'Online' ? 'healthy' : 'unhealthy'} label={status} />
              </Cell>
              <Cell className="agents-cell agents-cell--time">
                <Time iso={a.last_received} />
              </Cell>
              <Cell className="agents-cell agents-cell--time">
                <Time iso={a.created_at} />
              </Cell>
              <Cell className="agents-cell agents-cell--time">
                <Time iso={a.updated_at} />
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}
