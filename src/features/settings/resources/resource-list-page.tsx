// /settings/{table} for the tables of resource-kinds.ts (spec 02-areas §2.13 "Generic list"):
// breadcrumb, refresh, the add button only with write permission on the table's resource, the
// table with the kind's columns, newest first (spec §7.6 order=created_at.desc); a row opens the
// detail. Reads the synced collection, so it opens at once and offline; adds queue in the outbox.
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { AddResourceDialog } from './add-resource-dialog.tsx';
import { useAddFromAddress } from '../add-from-address.ts';
import { FailedSettingsWrites } from '../failed-writes.tsx';
import { ResourceHeader } from './resource-header.tsx';
import type { ResourceKind } from './resource-kinds.ts';
import { LIVE_RESOURCE_LIST_QUERY, RESOURCE_LIST_QUERY } from './queries.ts';
import { ResourceTable } from './resource-table.tsx';
import { usePeople } from './use-people.ts';
import { useResourceWrites } from './use-resource-writes.ts';
import './resources.css';

const wordsOf = (kind: ResourceKind): LocalListWords => ({
  neverSyncedOffline: `${kind.label} have not been synced to this device yet; they appear once you are back online.`,
  syncFailed: (error) => `${kind.label} could not be synced: ${error}`,
});

export function ResourceList({ kind }: { kind: ResourceKind }) {
  const list = useLocalList(
    kind.collection,
    kind.keepsDeleted ? LIVE_RESOURCE_LIST_QUERY : RESOURCE_LIST_QUERY,
    wordsOf(kind),
  );
  const people = usePeople();
  const mayWrite = useCan(kind.resource, 'write');
  const writes = useResourceWrites(kind);
  const addFromAddress = useAddFromAddress();
  const [adding, setAdding] = useState(false);
  // Asked by the address, the form opens once the permission is known to allow it.
  const showAdd = mayWrite && (adding || addFromAddress.asked);
  const stopAdding = () => {
    setAdding(false);
    addFromAddress.clear();
  };
  const router = useRouter();

  useRegisterCommands(
    [
      {
        id: `settings.${kind.table.replace('_', '-')}.add`,
        title: `Add ${kind.singular.toLowerCase()}`,
        icon: 'settings',
        group: 'settings',
        permission: { resource: kind.resource, action: 'write' },
        run: () => setAdding(true),
      },
    ],
    [kind],
  );

  const state = list.state;
  const note = state.kind === 'empty' ? state.note : undefined;
  return (
    <div className="resources-page">
      <ResourceHeader
        kind={kind}
        action={
          mayWrite && (
            <Button
              variant="primary"
              size="sm"
              aria-label={`Add ${kind.singular}`}
              onPress={() => setAdding(true)}
            >
              + Add
            </Button>
          )
        }
      />
      <FailedSettingsWrites names={kind.writes} />
      {note !== undefined && (
        <p role="status" className="resources-note">
          {note}
        </p>
      )}
      {state.kind === 'error' ? (
        <p role="alert" className="resources-error">
          Could not query the local {kind.label.toLowerCase()}: {state.message}
        </p>
      ) : state.kind === 'loading' ? (
        <div
          className="resources-skeleton"
          role="status"
          aria-busy="true"
          aria-label={`Loading ${kind.label}`}
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      ) : (
        <ResourceTable
          kind={kind}
          rows={list.rows}
          authorOf={people.nameOf}
          onOpen={(row) => void router.navigate({ href: `/settings/${kind.table}/${row.id}` })}
        />
      )}
      {showAdd && <AddResourceDialog kind={kind} onSave={writes.create} onClose={stopAdding} />}
    </div>
  );
}
