// The form of one connection (spec 02-areas §2.13, §4, §5): '{type} Connection Details' with
// Back, Save (new) or Update and Delete (existing), and Test for an existing one. A save that
// carries a secret needs the connection to the server; offline the form says so and Save waits.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import type { ConnectionRow } from '../../../sync/collections/connections.ts';
import { ConnectionFields } from './connection-fields.tsx';
import {
  carriesSecrets,
  validate,
  type ConnectionForm,
  type ConnectionTypeDef,
} from './model/connection-model.ts';
import { TestConnectionButton } from './test-connection.tsx';
import type { ConnectionWrites } from './use-connection-writes.ts';

export const SECRET_NEEDS_SERVER =
  'Saving a password, token or key needs the connection to the server, and this device is offline. ' +
  'Save again when you are back online, or take the value from a Secret or ConfigMap.';
export const UPDATE_NEEDS_SERVER =
  "This connection's passwords, tokens and keys are read from the server when its form opens, and " +
  'this device is offline: it can be updated once you are back online. It can be deleted now.';

export interface ConnectionDialogProps {
  type: ConnectionTypeDef;
  initial: ConnectionForm;
  /** The connection being edited, or undefined for a new one. */
  row: ConnectionRow | undefined;
  /** Update is possible: the whole connection was read from the server (always true for a new one). */
  editable: boolean;
  online: boolean;
  writes: ConnectionWrites;
  /** Back to the type picker (new) or the list (existing). */
  onBack: () => void;
  onDelete: (row: ConnectionRow) => void;
  onClose: () => void;
  /** Shown above the fields (loading or read problems). */
  note?: string | undefined;
}

export function ConnectionDialog(props: ConnectionDialogProps) {
  const { type, row, editable, online, writes, onBack, onDelete, onClose, note } = props;
  const [form, setForm] = useState<ConnectionForm>(props.initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = tried ? validate(type, form) : {};
  const waitsForServer = !online && carriesSecrets(type, form);
  const blocked = !editable ? UPDATE_NEEDS_SERVER : waitsForServer ? SECRET_NEEDS_SERVER : undefined;

  const submit = async () => {
    setTried(true);
    if (blocked !== undefined || Object.keys(validate(type, form)).length > 0) return;
    setBusy(true);
    const ok = await writes.save(type, form, row);
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Modal
      title={`${type.label} Connection Details`}
      size="lg"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <div className="conn-dialog__footer">
          <Button variant="ghost" onPress={onBack}>
            Back
          </Button>
          <span className="conn-dialog__spacer" />
          {row !== undefined && (
            <Button variant="danger" isDisabled={busy} onPress={() => onDelete(row)}>
              Delete
            </Button>
          )}
          {row !== undefined && <TestConnectionButton id={row.id} online={online} />}
          <Button
            variant="primary"
            isDisabled={busy || blocked !== undefined}
            onPress={() => void submit()}
            {...(blocked === undefined ? {} : { 'aria-describedby': 'conn-blocked' })}
          >
            {row === undefined ? (busy ? 'Saving...' : 'Save') : busy ? 'Updating...' : 'Update'}
          </Button>
        </div>
      }
    >
      <form
        className="conn-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {note !== undefined && (
          <p role="status" className="conn-note">
            {note}
          </p>
        )}
        {blocked !== undefined && (
          <p id="conn-blocked" role="status" className="conn-note conn-note--warning">
            {blocked}
          </p>
        )}
        <ConnectionFields
          type={type}
          form={form}
          onChange={setForm}
          errors={errors}
          existing={row !== undefined}
          readOnly={!editable}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
