// The Users table (spec 02-areas §2.13): Name, Email, Roles, State, Created At and Actions
// (delete, for those who may write on identities). Long text is cut with an ellipsis and shown
// whole on hover (title) and when the row has keyboard focus.
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table.tsx';
import type { UserView } from './user-model.ts';

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });
const two = (n: number) => String(n).padStart(2, '0');

function Time({ iso }: { iso: string | null }) {
  const ms = iso === null ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(ms)) return <span className="users-clip">{iso ?? ''}</span>;
  const d = new Date(ms);
  const short = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
  return (
    <time className="users-clip" dateTime={iso ?? undefined} title={fullDate.format(ms)}>
      {short}
    </time>
  );
}

function Clipped({ text }: { text: string }) {
  return (
    <span className="users-clip" title={text}>
      {text}
    </span>
  );
}

export function UsersTable({
  users,
  onDelete,
}: {
  users: readonly UserView[];
  /** Asks to delete a user; undefined when the user may not (no Actions then). */
  onDelete: ((user: UserView) => void) | undefined;
}) {
  const columns = [
    { id: 'name', label: 'Name' },
    { id: 'email', label: 'Email' },
    { id: 'roles', label: 'Roles' },
    { id: 'state', label: 'State' },
    { id: 'created_at', label: 'Created At' },
    ...(onDelete === undefined ? [] : [{ id: 'actions', label: 'Actions' }]),
  ];
  return (
    <Table aria-label="Users" className="users-table">
      <TableHeader columns={columns}>
        {(c) => (
          <Column id={c.id} isRowHeader={c.id === 'name'} className={`users-col--${c.id}`}>
            {c.label}
          </Column>
        )}
      </TableHeader>
      <TableBody
        items={users}
        dependencies={[onDelete]}
        renderEmptyState={() => <p className="users-empty">No data available</p>}
      >
        {(u) => (
          <Row id={u.id} className="users-row" columns={columns}>
            {(c) => (
              <Cell className="users-cell">
                {c.id === 'name' ? (
                  <Clipped text={u.name} />
                ) : c.id === 'email' ? (
                  <Clipped text={u.email} />
                ) : c.id === 'roles' ? (
                  <span className="users-roles" title={u.roles.join(', ')}>
                    {u.roles.map((r) => (
                      <Badge key={r} tone="accent">
                        {r}
                      </Badge>
                    ))}
                  </span>
                ) : c.id === 'state' ? (
                  <Clipped text={u.state} />
                ) : c.id === 'created_at' ? (
                  <Time iso={u.createdAt} />
                ) : (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Delete ${u.name}`}
                    onPress={() => onDelete?.(u)}
                  >
                    Delete
                  </Button>
                )}
              </Cell>
            )}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
