// 'Add Team' / 'Add Rule' (spec 02-areas §2.13 add button, §4 "Add/Save for a new resource",
// §5 "Submit is disabled while a form is invalid"): the same fields as the Spec tab; Save queues
// the create and closes.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { formInvalid, ResourceFields, useResourceSchema } from './resource-form.tsx';
import type { ResourceKind } from './resource-kinds.ts';
import { formOf, type ResourceForm } from './resource-model.ts';

export function AddResourceDialog({
  kind,
  onSave,
  onClose,
}: {
  kind: ResourceKind;
  onSave: (form: ResourceForm) => Promise<boolean>;
  onClose: () => void;
}) {
  const [form, setForm] = useState<ResourceForm>(formOf(undefined));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const schema = useResourceSchema(kind);
  const invalid = formInvalid(kind, form, schema);

  const submit = async () => {
    setTried(true);
    if (invalid) return;
    setSaving(true);
    if (await onSave(form)) onClose();
    else setSaving(false);
  };

  return (
    <Modal
      title={`Add ${kind.singular}`}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <div className="resources-dialog__footer">
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" isDisabled={saving || (tried && invalid)} onPress={() => void submit()}>
            {saving ? 'Saving' : 'Save'}
          </Button>
        </div>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <ResourceFields
          kind={kind}
          form={form}
          onChange={setForm}
          existing={false}
          readOnly={false}
          showErrors={tried}
          schema={schema}
        />
      </form>
    </Modal>
  );
}
