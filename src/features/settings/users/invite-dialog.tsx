// 'Invite User' (spec 02-areas §2.13, §5): first name, last name, email and role, each checked
// with the spec's words before anything is sent. The server mails the invitation; an address that
// already has an account only gets the role.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { hasErrors, inviteErrors, ROLE_NAMES, type InviteErrors, type InviteForm } from './user-model.ts';

const EMPTY: InviteForm = { firstName: '', lastName: '', email: '', role: '' };

export function InviteDialog({
  onInvite,
  onClose,
}: {
  /** Sends the invitation; resolves false when it failed (the caller has said why). */
  onInvite: (form: InviteForm) => Promise<boolean>;
  onClose: () => void;
}) {
  const [form, setForm] = useState<InviteForm>(EMPTY);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);

  const change = (next: InviteForm) => {
    setForm(next);
    // Once the form has been checked, each keystroke says at once whether the field is right now.
    if (checked) setErrors(inviteErrors(next));
  };
  const submit = async () => {
    const found = inviteErrors(form);
    setErrors(found);
    setChecked(true);
    if (hasErrors(found)) return;
    setSending(true);
    if (await onInvite(form)) onClose();
    else setSending(false);
  };
  const field = (key: keyof InviteForm) => ({
    isInvalid: errors[key] !== undefined,
    errorMessage: errors[key],
  });

  return (
    <Modal
      title="Invite User"
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button variant="primary" isDisabled={sending} onPress={() => void submit()}>
            {sending ? 'Inviting…' : 'Invite'}
          </Button>
        </>
      )}
    >
      <form
        className="users-dialog__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="First Name"
          value={form.firstName}
          onChange={(firstName) => change({ ...form, firstName })}
          isRequired
          autoFocus
          {...field('firstName')}
        />
        <TextField
          label="Last Name"
          value={form.lastName}
          onChange={(lastName) => change({ ...form, lastName })}
          isRequired
          {...field('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          value={form.email}
          onChange={(email) => change({ ...form, email })}
          isRequired
          {...field('email')}
        />
        <Select
          label="Role"
          placeholder="Select a role"
          selectedKey={form.role === '' ? null : form.role}
          onSelectionChange={(key) => change({ ...form, role: key === null ? '' : String(key) })}
          {...field('role')}
        >
          {ROLE_NAMES.map((r) => (
            <SelectItem key={r} id={r}>
              {r}
            </SelectItem>
          ))}
        </Select>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
