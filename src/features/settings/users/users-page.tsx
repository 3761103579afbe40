// /settings/users (spec 02-areas §2.13, §4, §5, §6, §8): every user with their roles and state,
// 'Add Role to User' behind write on rbac, 'Invite User' and delete behind write on identities.
// The list is an online read kept in the query cache (users-api.ts says why); offline it shows
// the last answer, marked as cached.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { CachedBadge } from '../../../lib/query/cached-badge.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { DeleteUserDialog, RoleDialog } from './role-dialog.tsx';
import type { UserView } from './user-model.ts';
import { usersQuery } from './users-api.ts';
import { UsersTable } from './users-table.tsx';
import { useUserWrites } from './use-user-writes.ts';
import { SettingsBreadcrumb } from '../settings-breadcrumb.tsx';
import './users.css';

type Open = { kind: 'invite' } | { kind: 'role' } | { kind: 'delete'; user: UserView };

export function UsersPage() {
  const query = useQuery(usersQuery());
  const queries = useQueryClient();
  const mayInvite = useCan('identities', 'write');
  const mayAssign = useCan('rbac', 'write');
  const writes = useUserWrites();
  const [open, setOpen] = useState<Open | undefined>(undefined);
  const users = query.data ?? [];

  useRegisterCommands(
    [
      {
        id: 'users.invite',
        title: 'Invite user',
        icon: 'user',
        group: 'settings',
        permission: { resource: 'identities', action: 'write' },
        run: () => setOpen({ kind: 'invite' }),
      },
      {
        id: 'users.add-role',
        title: 'Add role to user',
        icon: 'user',
        group: 'settings',
        permission: { resource: 'rbac', action: 'write' },
        run: () => setOpen({ kind: 'role' }),
      },
    ],
    [],
  );

  const close = () => setOpen(undefined);
  return (
    <div className="users-page">
      <header className="users-page__header">
        <SettingsBreadcrumb title="Users" />
        <CachedBadge query={query} />
        <span className="users-page__spacer" />
        {mayAssign && (
          <Button size="sm" onPress={() => setOpen({ kind: 'role' })}>
            Add Role to User
          </Button>
        )}
        {mayInvite && (
          <Button variant="primary" size="sm" onPress={() => setOpen({ kind: 'invite' })}>
            Invite User
          </Button>
        )}
        <Tooltip content="Refresh">
          <Button
            variant="ghost"
            isIconOnly
            aria-label="Refresh users"
            onPress={() => void queries.invalidateQueries({ queryKey: usersQuery().queryKey })}
          >
            <Icon name="refresh" />
          </Button>
        </Tooltip>
      </header>
      {query.error !== null && query.data === undefined ? (
        <p role="alert" className="users-error">
          Users could not be loaded: {query.error.message}
        </p>
      ) : query.data === undefined ? (
        <div className="users-skeleton" role="status" aria-busy="true" aria-label="Loading users">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      ) : (
        <UsersTable
          users={users}
          onDelete={mayInvite ? (user) => setOpen({ kind: 'delete', user }) : undefined}
        />
      )}
      {open?.kind === 'invite' && <InviteDialog onInvite={writes.invite} onClose={close} />}
      {open?.kind === 'role' && (
        <RoleDialog
          users={users}
          onAdd={(form) =>
            writes.addRole(
              form,
              users.find((u) => u.id === form.userId),
            )
          }
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteUserDialog onConfirm={() => writes.remove(open.user)} onClose={close} />
      )}
    </div>
  );
}
