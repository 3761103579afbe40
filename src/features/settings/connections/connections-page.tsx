// /settings/connections (spec 02-areas §2.13, §4, §5, §6, §8): the connections from local data
// (synced without any secret), Add (type picker, then the type's form), a row opens its form with
// Update, Delete and Test. Every write control asks write on connections. Opens and reads offline;
// writes without a secret queue in the outbox, a secret needs the connection.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { useSyncClient, useSyncStatusValue } from '../../../sync/client/hooks.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { connections, type ConnectionRow } from '../../../sync/collections/connections.ts';
import { CONNECTION_WRITES } from '../../../sync/mutators/connections.ts';
import { FailedSettingsWrites } from '../failed-writes.tsx';
import { SettingsBreadcrumb } from '../settings-breadcrumb.tsx';
import { ConnectionDialog } from './connection-dialog.tsx';
import { ConnectionsTable } from './connections-table.tsx';
import { DeleteConnectionDialog, ExistingConnection } from './existing-connection.tsx';
import { initialForm, type ConnectionTypeDef } from './model/connection-model.ts';
import { connectionListQuery } from './queries.ts';
import { TypePicker } from './type-picker.tsx';
import { connectionSortSchema } from './url-state.ts';
import { useConnectionWrites } from './use-connection-writes.ts';
import './connections.css';

const WORDS: LocalListWords = {
  neverSyncedOffline:
    'Connections have not been synced to this device yet; they appear once you are back online.',
  syncFailed: (error) => `Connections could not be synced: ${error}`,
};

type Editing =
  | { kind: 'pick' }
  | { kind: 'new'; type: ConnectionTypeDef }
  | { kind: 'edit'; row: ConnectionRow }
  | { kind: 'delete'; row: ConnectionRow };

export function ConnectionsPage() {
  const [sort, setSort] = useUrlState(connectionSortSchema);
  const list = useLocalList(connections, connectionListQuery(sort), WORDS);
  const mayWrite = useCan('connections', 'write');
  const online = useSyncStatusValue((s) => s.online);
  const writes = useConnectionWrites();
  const sync = useSyncClient();
  const [editing, setEditing] = useState<Editing | undefined>(undefined);
  const close = () => setEditing(undefined);
  const askDelete = (row: ConnectionRow) => setEditing({ kind: 'delete', row });

  useRegisterCommands(
    [
      {
        id: 'connections.add',
        title: 'Add connection',
        icon: 'settings',
        group: 'settings',
        permission: { resource: 'connections', action: 'write' },
        run: () => setEditing({ kind: 'pick' }),
      },
    ],
    [],
  );

  const state = list.state;
  const note = state.kind === 'empty' ? state.note : undefined;
  return (
    <div className="conn-page">
      <header className="conn-page__header">
        <SettingsBreadcrumb title="Connections" />
        {mayWrite && (
          <Button
            variant="primary"
            size="sm"
            aria-label="Add connection"
            onPress={() => setEditing({ kind: 'pick' })}
          >
            + Add
          </Button>
        )}
        <span className="conn-page__spacer" />
        <Tooltip content="Refresh">
          <Button
            variant="ghost"
            isIconOnly
            aria-label="Refresh connections"
            onPress={() => void sync.refresh([connections.name])}
          >
            <Icon name="refresh" />
          </Button>
        </Tooltip>
      </header>
      <FailedSettingsWrites names={CONNECTION_WRITES} />
      {note !== undefined && (
        <p role="status" className="conn-note">
          {note}
        </p>
      )}
      {state.kind === 'error' ? (
        <p role="alert" className="conn-error">
          Could not query the local connections: {state.message}
        </p>
      ) : state.kind === 'loading' && list.rows.length === 0 ? (
        <div className="conn-skeleton" role="status" aria-busy="true" aria-label="Loading connections">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      ) : (
        <ConnectionsTable
          rows={list.rows}
          sort={sort}
          onSort={setSort}
          onOpen={mayWrite ? (row) => setEditing({ kind: 'edit', row }) : undefined}
        />
      )}
      {mayWrite && editing?.kind === 'pick' && (
        <TypePicker onPick={(type) => setEditing({ kind: 'new', type })} onClose={close} />
      )}
      {mayWrite && editing?.kind === 'new' && (
        <ConnectionDialog
          type={editing.type}
          initial={initialForm(editing.type)}
          row={undefined}
          editable
          online={online}
          writes={writes}
          onBack={() => setEditing({ kind: 'pick' })}
          onDelete={askDelete}
          onClose={close}
        />
      )}
      {mayWrite && editing?.kind === 'edit' && (
        <ExistingConnection
          row={editing.row}
          online={online}
          writes={writes}
          onDelete={askDelete}
          onClose={close}
        />
      )}
      {mayWrite && editing?.kind === 'delete' && (
        <DeleteConnectionDialog
          row={editing.row}
          onConfirm={() => writes.remove(editing.row)}
          onClose={close}
        />
      )}
    </div>
  );
}
