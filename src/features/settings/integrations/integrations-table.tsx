// The integrations table (spec 02-areas §2.13, §3 "Integration list row"): Name (its kind's mark
// and, for a remote one, its agent), Namespace, Source, Job Status, Last Run, Created By, Created
// and Updated, as the product lists them. A row opens its detail (/settings/integrations/{type}/{id})
// only for users who may write on integrations (spec §6: the detail needs write too). Long text is
// cut with an ellipsis and shown whole on hover and while its row has keyboard focus.
import { Badge } from '../../../components/ui/badge.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table.tsx';
import { integrationKindOf } from './integration-types.ts';
import type { IntegrationRow } from './queries.ts';

const COLUMNS = [
  { id: 'name', label: 'Name' },
  { id: 'namespace', label: 'Namespace' },
  { id: 'source', label: 'Source' },
  { id: 'job_status', label: 'Job Status' },
  { id: 'last_run', label: 'Last Run' },
  { id: 'created_by', label: 'Created By' },
  { id: 'created_at', label: 'Created' },
  { id: 'updated_at', label: 'Updated' },
] as const;
type ColumnId = (typeof COLUMNS)[number]['id'];

const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';
const MARKS: Readonly<Record<string, string>> = { scrapers: 'Sc', topologies: 'Tp', logging_backends: 'Lg' };

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });
const two = (n: number) => String(n).padStart(2, '0');
/** "2026-03-15 10:20" in the viewer's zone: narrow enough for a column; the title has the full date. */
const shortDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

function Clipped({ text }: { text: string }) {
  return (
    <span className="integ-clip" title={text}>
      {text}
    </span>
  );
}

function Time({ iso }: { iso: string | null | undefined }) {
  if (iso === null || iso === undefined || iso === '') return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return <Clipped text={iso} />;
  return (
    <time className="integ-clip" dateTime={iso} title={fullDate.format(ms)}>
      {shortDate(ms)}
    </time>
  );
}

const TONES: Readonly<Record<string, 'healthy' | 'warning' | 'unhealthy' | 'accent'>> = {
  SUCCESS: 'healthy',
  WARNING: 'warning',
  FAILED: 'unhealthy',
  RUNNING: 'accent',
};

function NameCell({ row }: { row: IntegrationRow }) {
  const kind = integrationKindOf(row.integration_type)?.label ?? row.integration_type;
  const agent = row.agent?.id !== undefined && row.agent.id !== LOCAL_AGENT ? row.agent.name : null;
  return (
    <span className="integ-name">
      <span className="integ-mark" data-type={row.integration_type} title={kind} aria-hidden="true">
        {MARKS[row.integration_type] ?? '?'}
      </span>
      <span className="mc-visually-hidden">{kind}: </span>
      <Clipped text={row.name ?? ''} />
      {agent !== null && agent !== undefined && agent !== '' && (
        <Badge title={`Agent ${agent}`}>{agent}</Badge>
      )}
    </span>
  );
}

function CellOf({ column, row }: { column: ColumnId; row: IntegrationRow }) {
  switch (column) {
    case 'name':
      return <NameCell row={row} />;
    case 'namespace':
      return <Clipped text={row.namespace ?? ''} />;
    case 'source':
      return <Clipped text={row.source ?? ''} />;
    case 'job_status':
      return row.job_status === null || row.job_status === undefined ? null : (
        <Badge tone={TONES[row.job_status] ?? 'neutral'}>{row.job_status.toLowerCase()}</Badge>
      );
    case 'last_run':
      return <Time iso={row.job_time_start} />;
    case 'created_by':
      return <Clipped text={row.creator_name ?? ''} />;
    case 'created_at':
      return <Time iso={row.created_at} />;
    case 'updated_at':
      return <Time iso={row.updated_at} />;
  }
}

export function IntegrationsTable({
  rows,
  onOpen,
}: {
  rows: readonly IntegrationRow[];
  /** Undefined: rows do not open (the user may not write on integrations). */
  onOpen: ((row: IntegrationRow) => void) | undefined;
}) {
  return (
    <Table
      aria-label="Integrations"
      className="integ-table"
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
          <Column id={c.id} isRowHeader={c.id === 'name'} className={`integ-col--${c.id}`}>
            {c.label}
          </Column>
        )}
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => <p className="integ-empty">No data available</p>}>
        {(row) => (
          <Row id={row.id} className="integ-row" columns={COLUMNS}>
            {(c) => (
              <Cell className="integ-cell">
                <CellOf column={c.id} row={row} />
              </Cell>
            )}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
