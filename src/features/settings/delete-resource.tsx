// Delete on a settings resource's detail page (spec 02-areas §7 "soft delete by PATCH setting
// deleted_at to now", §9 '{name} deleted successfully'): asks first, queues the delete in the
// outbox (online or not: the row leaves every list at once and the server hears of it when it can;
// a refusal is shown by the page's failed writes, where Discard puts the row back), then returns
// to the list. Only rendered for who may write the resource (the caller asks the gate).
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';

export function DeleteResourceButton({
  name,
  noun,
  onDelete,
  onDeleted,
}: {
  name: string;
  /** What it is, in the question: "health check", "topology". */
  noun: string;
  /** Queues the delete; rejects when it could not be queued (the store refused). */
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
      toast.success(`${name} deleted successfully`);
      setAsking(false);
      onDeleted();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <>
      <Button variant="danger" size="sm" onPress={() => setAsking(true)}>
        Delete
      </Button>
      {asking && (
        <Modal
          title={`Delete ${noun}?`}
          role="alertdialog"
          size="sm"
          isOpen
          onOpenChange={(open) => {
            if (!open) setAsking(false);
          }}
          footer={(close) => (
            <>
              <Button variant="ghost" onPress={close}>
                Cancel
              </Button>
              <Button variant="danger" isDisabled={deleting} onPress={() => void confirm()}>
                Delete
              </Button>
            </>
          )}
        >
          <p>
            Are you sure you want to delete the {noun} <strong>{name}</strong>?
          </p>
        </Modal>
      )}
    </>
  );
}
