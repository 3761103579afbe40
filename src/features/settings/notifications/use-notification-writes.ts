// Saving a notification rule through the outbox (spec §4, §7.6, §8): a new rule gets a client
// UUID, namespace 'default', source UI and the current user as created_by; an edit PATCHes the
// form's fields with the recipient fields always sent. The write is durable locally when the
// promise resolves, so the success words are said then, online or not; a refusal later is shown
// by FailedSettingsWrites with the server's message, with Retry and Discard.
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate } from '../../../sync/client/hooks.tsx';
import type { NotificationRow } from '../../../sync/collections/notifications.ts';
import { createNotification, updateNotification } from '../../../sync/mutators/notifications.ts';
import { CREATED, editedFields, editOf, UPDATED, type NotificationForm } from './notification-model.ts';

export function useNotificationWrites(): (
  form: NotificationForm,
  existing: NotificationRow | undefined,
) => Promise<boolean> {
  const mutate = useMutate();
  const user = useCurrentUser();

  return useCallback(
    async (form, existing) => {
      try {
        if (existing !== undefined) {
          const { patch, previous } = editOf(form, existing);
          await mutate(updateNotification, {
            id: existing.id,
            patch,
            previous,
            base_updated_at: existing.updated_at,
            label: existing.title ?? existing.name,
          });
          toast.success(UPDATED);
          return true;
        }
        if (user === undefined) return false;
        await mutate(createNotification, {
          id: crypto.randomUUID(),
          name: form.name.trim(),
          namespace: 'default',
          ...editedFields(form),
          created_by: user.id,
          created_at: new Date().toISOString(),
          person: form.recipient === 'person' ? form.person : null,
          team: form.recipient === 'team' ? form.team : null,
          creator: { id: user.id, name: user.name, avatar: user.avatar },
        });
        toast.success(CREATED);
        return true;
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
        return false;
      }
    },
    [mutate, user],
  );
}
