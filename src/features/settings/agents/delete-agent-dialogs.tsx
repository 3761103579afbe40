// The delete flow (spec 01-core §4): first whether the agent's resources go too (Yes or No sets
// the cleanup flag), then 'Are you sure you want to delete agent?'. Closing the first question
// without answering cancels the delete.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { CONFIRM_DELETE } from './agent-model.ts';

export function DeleteAgentDialogs({
  name,
  onConfirm,
  onClose,
}: {
  name: string;
  /** Deletes (soft), with the resources when `cleanup`; resolves false when it could not be queued. */
  onConfirm: (cleanup: boolean) => Promise<boolean>;
  onClose: () => void;
}) {
  const [cleanup, setCleanup] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const closeOn = (open: boolean) => {
    if (!open) onClose();
  };

  if (cleanup === undefined)
    return (
      <Modal
        title="Delete Agents Resources"
        size="sm"
        role="alertdialog"
        isOpen
        onOpenChange={closeOn}
        footer={
          <>
            <Button onPress={() => setCleanup(false)}>No</Button>
            <Button variant="danger" onPress={() => setCleanup(true)}>
              Yes
            </Button>
          </>
        }
      >
        <p className="agents-dialog__text">
          Would you like to delete the resources created by agent <strong>{name}</strong>?
        </p>
      </Modal>
    );

  return (
    <Modal
      title="Delete Agent"
      size="sm"
      role="alertdialog"
      isOpen
      onOpenChange={closeOn}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button
            variant="danger"
            isDisabled={busy}
            onPress={() => {
              setBusy(true);
              void onConfirm(cleanup).then((ok) => (ok ? onClose() : setBusy(false)));
            }}
          >
            Delete
          </Button>
        </>
      )}
    >
      <p className="agents-dialog__text">{CONFIRM_DELETE}</p>
    </Modal>
  );
}
