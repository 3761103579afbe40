// The Notifications summary list (spec §2.13, §3): the rule with its events and recipients, and
// its sends: pending, failed, sent, average duration and the most common error. Long text is cut
// with an ellipsis and shown whole on hover (title) and where the keyboard is. A row opens the
// rule: editable for those who may write, read-only otherwise.
import { Badge } from '../../../components/ui/badge.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table.tsx';
import type { NotificationRow } from '../../../sync/collections/notifications.ts';
import { isReadOnlySource } from './notification-model.ts';
import { durationText, type NotificationStats } from './notification-stats.ts';

const COLUMNS = [
  { id: 'title', label: 'Title' },
  { id: 'events', label: 'Events' },
  { id: 'recipients', label: 'Recipients' },
  { id: 'pending', label: 'Pending' },
  { id: 'failed', label: 'Failed' },
  { id: 'sent', label: 'Sent' },
  { id: 'avg', label: 'Avg Duration' },
  { id: 'error', label: 'Most Common Error' },
] as const;

function CellText({ text }: { text: string }) {
  return (
    <span className="notif-clip" title={text}>
      {text}
    </span>
  );
}

/** Whom the rule notifies: its person, its team, or its custom services by name. */
export function recipientText(row: NotificationRow): string {
  if (row.person_id !== null) return row.person?.name ?? row.person_id;
  if (row.team_id !== null) return row.team?.name ?? row.team_id;
  return (row.custom_services ?? []).map((s) => (s.name === '' ? s.connection : s.name)).join(', ');
}

export function NotificationTable({
  rows,
  stats,
  onOpen,
}: {
  rows: readonly NotificationRow[];
  stats: ReadonlyMap<string, NotificationStats>;
  onOpen: (row: NotificationRow) => void;
}) {
  return (
    <Table
      aria-label="Notifications"
      className="notif-table"
      onRowAction={(key) => {
        const row = rows.find((r) => r.id === key);
        if (row !== undefined) onOpen(row);
      }}
    >
      <TableHeader columns={COLUMNS}>
        {(c) => (
          <Column id={c.id} isRowHeader={c.id === 'title'} className={`notif-col--${c.id}`}>
            {c.label}
          </Column>
        )}
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => <p className="notif-empty">No data available</p>}>
        {(row) => {
          const s = stats.get(row.id);
          return (
            <Row id={row.id} className="notif-row">
              <Cell className="notif-cell">
                <span className="notif-title">
                  <CellText text={row.title ?? row.name} />
                  {row.local_pending !== undefined && (
                    <Badge tone="accent" title="Waiting to be sent to the server">
                      Pending
                    </Badge>
                  )}
                  {isReadOnlySource(row) && <Badge title={`Managed by ${row.source ?? ''}`}>Read-only</Badge>}
                </span>
              </Cell>
              <Cell className="notif-cell">
                <CellText text={row.events.join(', ')} />
              </Cell>
              <Cell className="notif-cell">
                <CellText text={recipientText(row)} />
              </Cell>
              <Cell className="notif-cell notif-cell--number">{s?.pending ?? ''}</Cell>
              <Cell className="notif-cell notif-cell--number">{s?.failed ?? ''}</Cell>
              <Cell className="notif-cell notif-cell--number">{s?.sent ?? ''}</Cell>
              <Cell className="notif-cell notif-cell--number">{durationText(s?.avg_duration_ms)}</Cell>
              <Cell className="notif-cell">
                <CellText text={s?.most_common_error ?? ''} />
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}
