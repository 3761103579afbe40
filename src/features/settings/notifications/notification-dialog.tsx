// 'Create Notification' and 'Edit Notification' (spec §2.13, §4, §5): name (fixed once the rule
// exists), title, events from the spec's list, recipients, filter and a markdown template. Errors
// show once a field is touched, and Save/Update stays disabled while the form is invalid (§5). A
// rule whose source is not UI, or a user who may not write, gets the same form read-only.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { NotificationRow } from '../../../sync/collections/notifications.ts';
import {
  formErrors,
  formOf,
  isReadOnlySource,
  NOTIFICATION_EVENTS,
  type FormErrors,
  type NotificationForm,
} from './notification-model.ts';
import { RecipientFields } from './recipient-fields.tsx';

type Touched = Partial<Record<keyof FormErrors, true>>;

function EventChoices({
  events,
  error,
  readOnly,
  onChange,
}: {
  events: readonly string[];
  error: string | undefined;
  readOnly: boolean;
  onChange: (events: string[]) => void;
}) {
  const toggle = (event: string, on: boolean) =>
    onChange(on ? [...events, event] : events.filter((e) => e !== event));
  return (
    <fieldset className="notif-events" aria-invalid={error !== undefined}>
      <legend className="mc-field__label">
        Events
        <span className="mc-field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="notif-events__grid">
        {NOTIFICATION_EVENTS.map((event) => (
          <Checkbox
            key={event}
            isSelected={events.includes(event)}
            isReadOnly={readOnly}
            onChange={(on) => toggle(event, on)}
          >
            {event}
          </Checkbox>
        ))}
      </div>
      {error !== undefined && (
        <p role="alert" className="notif-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function NotificationDialog({
  existing,
  mayWrite,
  onSave,
  onClose,
}: {
  /** The rule opened; undefined to create one. */
  existing: NotificationRow | undefined;
  mayWrite: boolean;
  onSave: (form: NotificationForm) => Promise<boolean>;
  onClose: () => void;
}) {
  const [form, setForm] = useState<NotificationForm>(() => formOf(existing));
  const [touched, setTouched] = useState<Touched>({});
  const [saving, setSaving] = useState(false);
  const isNew = existing === undefined;
  const readOnly = !mayWrite || isReadOnlySource(existing);
  const errors = formErrors(form, isNew);
  const invalid = Object.keys(errors).length > 0;
  const shown = (field: keyof FormErrors) => (touched[field] === true ? errors[field] : undefined);
  const change = (next: NotificationForm, field?: keyof FormErrors) => {
    setForm(next);
    if (field !== undefined) setTouched((t) => ({ ...t, [field]: true }));
  };

  const submit = async () => {
    if (readOnly || invalid || saving) return;
    setSaving(true);
    if (await onSave(form)) onClose();
    else setSaving(false);
  };

  return (
    <Modal
      title={isNew ? 'Create Notification' : 'Edit Notification'}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) =>
        readOnly ? (
          <Button onPress={close}>Close</Button>
        ) : (
          <>
            <Button onPress={close}>Cancel</Button>
            <Button variant="primary" isDisabled={invalid || saving} onPress={() => void submit()}>
              {isNew ? 'Save' : 'Update'}
            </Button>
          </>
        )
      }
    >
      <form
        className="notif-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {existing !== undefined && isReadOnlySource(existing) && (
          <p className="notif-form__note">
            This notification is managed by {existing.source} and cannot be edited here.
          </p>
        )}
        <TextField
          label="Name"
          value={form.name}
          isReadOnly={readOnly || !isNew}
          isRequired={isNew}
          isInvalid={shown('name') !== undefined}
          errorMessage={shown('name')}
          autoFocus={isNew}
          onChange={(name) => change({ ...form, name }, 'name')}
          onBlur={() => setTouched((t) => ({ ...t, name: true }))}
        />
        <TextField
          label="Title"
          value={form.title}
          isReadOnly={readOnly}
          onChange={(title) => change({ ...form, title })}
        />
        <EventChoices
          events={form.events}
          error={shown('events')}
          readOnly={readOnly}
          onChange={(events) => change({ ...form, events }, 'events')}
        />
        <RecipientFields
          form={form}
          error={shown('custom_services')}
          readOnly={readOnly}
          onChange={(next) =>
            change(
              next,
              form.recipient === 'others' && next.recipient === 'others' ? 'custom_services' : undefined,
            )
          }
        />
        <TextField
          label="Filter"
          placeholder="check.type != 'junit'"
          value={form.filter}
          isReadOnly={readOnly}
          onChange={(filter) => change({ ...form, filter })}
        />
        <TextField
          label="Template"
          description="Markdown"
          multiline
          rows={5}
          value={form.template}
          isReadOnly={readOnly}
          onChange={(template) => change({ ...form, template })}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
