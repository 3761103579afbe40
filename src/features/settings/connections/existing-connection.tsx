// An existing connection's form: the whole connection is asked of the server as the form opens,
// and the form is filled from that answer (secrets included, held in this component's state only).
// Offline, the form shows what the device knows (no secret is ever kept on it) and cannot Update,
// but can Delete (queued). Also the delete confirmation.
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import type { ConnectionRow } from '../../../sync/collections/connections.ts';
import { ConnectionDialog } from './connection-dialog.tsx';
import { initialForm, typeOf, type ConnectionTypeDef } from './model/connection-model.ts';
import type { ConnectionWrites } from './use-connection-writes.ts';
import { useFullConnection } from './use-full-connection.ts';

/** A type this console has no form for: its name and namespace, Test and Delete only. */
const unknownType = (value: string): ConnectionTypeDef => ({
  value,
  label: value,
  mark: '?',
  group: 'connection',
  fields: [],
});

interface Props {
  row: ConnectionRow;
  online: boolean;
  writes: ConnectionWrites;
  onDelete: (row: ConnectionRow) => void;
  onClose: () => void;
}

export function ExistingConnection({ row, online, writes, onDelete, onClose }: Props) {
  const state = useFullConnection(row.id, online);
  const known = typeOf(row.type);
  const type = known ?? unknownType(row.type);
  const common = { type, row, online, writes, onBack: onClose, onDelete, onClose };
  const unknownNote =
    known === undefined ? `This console has no form for ${row.type} connections.` : undefined;

  if (state.kind === 'loading')
    return (
      <Modal
        title={`${type.label} Connection Details`}
        size="lg"
        isOpen
        onOpenChange={(o) => !o && onClose()}
      >
        <LoadingBlock label="Loading ..." />
      </Modal>
    );
  if (state.kind === 'loaded')
    return (
      <ConnectionDialog
        {...common}
        initial={initialForm(type, state.connection)}
        editable={known !== undefined}
        note={unknownNote}
      />
    );
  // Offline or unreadable: what the device holds, without any secret; Update waits.
  const local = { ...row, url: null, username: null, password: null, certificate: null };
  const note =
    state.kind === 'gone'
      ? 'This connection is no longer on the server.'
      : state.kind === 'failed' && state.message !== 'offline'
        ? `The connection could not be read from the server: ${state.message}`
        : unknownNote;
  return <ConnectionDialog {...common} initial={initialForm(type, local)} editable={false} note={note} />;
}

export function DeleteConnectionDialog({
  row,
  onConfirm,
  onClose,
}: {
  row: ConnectionRow;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <Modal
      title="Delete connection?"
      role="alertdialog"
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              void onConfirm().then((ok) => ok && onClose());
            }}
          >
            Delete
          </Button>
        </>
      )}
    >
      <p>
        Are you sure you want to delete the connection <strong>{row.name}</strong>?
      </p>
    </Modal>
  );
}
