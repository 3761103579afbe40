// Add and Edit playbook (spec 02-areas §2.11, §5): the title and the YAML spec, checked against
// the playbook spec schema as you type with inline errors and line numbers; Save is disabled
// while the form is invalid. Edit also offers Delete, which asks first.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSpecSchema } from '../../../lib/spec-validation/index.ts';
import type { PlaybookRow } from '../../../sync/collections/playbooks.ts';
import { checkSpecForm, formOf, type SpecForm, type SpecSave } from './spec-form.ts';
import { SpecField } from './spec-field.tsx';

export function PlaybookDialog({
  existing,
  onSave,
  onDelete,
  onClose,
}: {
  existing: PlaybookRow | undefined;
  onSave: (save: SpecSave) => Promise<boolean>;
  onDelete: () => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<SpecForm>(() => formOf(existing));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const schema = useSpecSchema('playbook-spec.schema.json').data;
  const check = checkSpecForm(form, schema);

  const submit = async () => {
    setTouched(true);
    if (check.save === undefined) return;
    setSaving(true);
    if (await onSave(check.save)) onClose();
    else setSaving(false);
  };

  return (
    <Modal
      title={existing === undefined ? 'Add Playbook' : `Edit ${existing.title}`}
      size="lg"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <div className="playbook-dialog__footer">
          {existing !== undefined && (
            <Button variant="danger" isDisabled={saving} onPress={onDelete}>
              Delete
            </Button>
          )}
          <span className="playbook-dialog__spacer" />
          <Button
            variant="primary"
            isDisabled={saving || check.save === undefined}
            onPress={() => void submit()}
          >
            {existing === undefined ? 'Save' : 'Update'}
          </Button>
        </div>
      }
    >
      <form
        className="playbook-dialog__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Title"
          value={form.title}
          onChange={(title) => {
            setTouched(true);
            setForm({ ...form, title });
          }}
          isRequired
          isInvalid={touched && check.titleError !== undefined}
          errorMessage={check.titleError}
          autoFocus={existing === undefined}
        />
        <SpecField
          value={form.text}
          onChange={(text) => setForm({ ...form, text })}
          schema={schema}
          diagnostics={check.diagnostics}
        />
      </form>
    </Modal>
  );
}

/** 'Delete playbook?' before a playbook is soft-deleted. */
export function DeletePlaybookDialog({
  title,
  onConfirm,
  onClose,
}: {
  title: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title="Delete playbook?"
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
      <p className="playbook-dialog__text">
        The playbook <strong>{title}</strong> will be deleted. Its past runs stay.
      </p>
    </Modal>
  );
}
