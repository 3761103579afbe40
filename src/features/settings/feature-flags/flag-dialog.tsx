// The add/edit dialog (spec §2.13 "fields Feature flag and Value"; §4 create when new, otherwise
// update; §5 'please provide all details'). An existing flag keeps its name (its key); it offers
// Delete, which asks first.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { PropertyRow } from '../../../sync/collections/feature-flags.ts';
import { flagFormError, type FlagForm } from './flag-model.ts';

export function FlagDialog({
  existing,
  onSave,
  onDelete,
  onClose,
}: {
  /** The flag being edited; undefined to add one. */
  existing: PropertyRow | undefined;
  onSave: (form: FlagForm) => Promise<boolean>;
  onDelete: () => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<FlagForm>({ name: existing?.name ?? '', value: existing?.value ?? '' });
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const problem = flagFormError(form);
    setError(problem);
    if (problem !== undefined) return;
    setSaving(true);
    if (await onSave(form)) onClose();
    else setSaving(false);
  };
  const missing = (v: string) => error !== undefined && v.trim() === '';

  return (
    <Modal
      title={existing === undefined ? 'Add Feature Flag' : 'Edit Feature Flag'}
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <div className="flags-dialog__footer">
          {existing !== undefined && (
            <Button variant="danger" isDisabled={saving} onPress={onDelete}>
              Delete
            </Button>
          )}
          <Button variant="primary" isDisabled={saving} onPress={() => void submit()}>
            {existing === undefined ? 'Save' : 'Update'}
          </Button>
        </div>
      }
    >
      <form
        className="flags-dialog__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Feature flag"
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
          isReadOnly={existing !== undefined}
          isRequired
          isInvalid={missing(form.name)}
          autoFocus={existing === undefined}
        />
        <TextField
          label="Value"
          value={form.value}
          onChange={(value) => setForm({ ...form, value })}
          isRequired
          isInvalid={missing(form.value)}
          autoFocus={existing !== undefined}
        />
        {error !== undefined && (
          <p role="alert" className="flags-dialog__error">
            {error}
          </p>
        )}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

/** 'Delete feature flag?' before a flag is removed. */
export function DeleteFlagDialog({
  name,
  onConfirm,
  onClose,
}: {
  name: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title="Delete feature flag?"
      size="sm"
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button
            variant="danger"
            isDisabled={busy}
            onPress={() => {
              setBusy(true);
              void onConfirm().then((ok) => (ok ? onClose() : setBusy(false)));
            }}
          >
            Delete
          </Button>
        </>
      )}
    >
      <p className="flags-dialog__text">
        The feature flag <strong>{name}</strong> will be removed.
      </p>
    </Modal>
  );
}
