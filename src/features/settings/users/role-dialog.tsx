// 'Add Role to User' (spec 02-areas §2.13, §5): a user and a role, each required with the spec's
// words. Names in the user drop-down are cut to 50 characters with an ellipsis; the whole name is
// each option's accessible name and tooltip.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import {
  hasErrors,
  ROLE_NAMES,
  roleErrors,
  truncated,
  type RoleErrors,
  type RoleForm,
  type UserView,
} from './user-model.ts';

export function RoleDialog({
  users,
  onAdd,
  onClose,
}: {
  users: readonly UserView[];
  onAdd: (form: RoleForm) => Promise<boolean>;
  onClose: () => void;
}) {
  const [form, setForm] = useState<RoleForm>({ userId: '', role: '' });
  const [errors, setErrors] = useState<RoleErrors>({});
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);

  const change = (next: RoleForm) => {
    setForm(next);
    if (checked) setErrors(roleErrors(next, users));
  };
  const submit = async () => {
    const found = roleErrors(form, users);
    setErrors(found);
    setChecked(true);
    if (hasErrors(found)) return;
    setSending(true);
    if (await onAdd(form)) onClose();
    else setSending(false);
  };

  return (
    <Modal
      title="Add Role to User"
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button variant="primary" isDisabled={sending} onPress={() => void submit()}>
            {sending ? 'Saving…' : 'Save'}
          </Button>
        </>
      )}
    >
      <div className="users-dialog__form">
        <Select
          label="User"
          placeholder="Select a user"
          autoFocus
          selectedKey={form.userId === '' ? null : form.userId}
          onSelectionChange={(key) => change({ ...form, userId: key === null ? '' : String(key) })}
          isInvalid={errors.userId !== undefined}
          errorMessage={errors.userId}
        >
          {users.map((u) => (
            <SelectItem key={u.id} id={u.id} textValue={u.name} aria-label={u.name}>
              <span className="users-option" title={u.name}>
                {truncated(u.name)}
              </span>
            </SelectItem>
          ))}
        </Select>
        <Select
          label="Role"
          placeholder="Select a role"
          selectedKey={form.role === '' ? null : form.role}
          onSelectionChange={(key) => change({ ...form, role: key === null ? '' : String(key) })}
          isInvalid={errors.role !== undefined}
          errorMessage={errors.role}
        >
          {ROLE_NAMES.map((r) => (
            <SelectItem key={r} id={r}>
              {r}
            </SelectItem>
          ))}
        </Select>
      </div>
    </Modal>
  );
}

/** 'Delete User ?' before a user is deleted (spec §2.13). */
export function DeleteUserDialog({
  onConfirm,
  onClose,
}: {
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title="Delete User ?"
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
      <p className="users-dialog__text">Are you sure you want to delete this user ?</p>
    </Modal>
  );
}
