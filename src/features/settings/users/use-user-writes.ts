// The Users screen's writes (spec §4, §8): each says the spec's words when the server has done it
// and the server's message as a toast when it refused; the list is read again either way, and
// the synced people (authors, responders, team members elsewhere) are refreshed after an invite
// or a delete.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { useSyncClient } from '../../../sync/client/hooks.tsx';
import { people } from '../../../sync/collections/people.ts';
import {
  invitedMessage,
  roleUpdatedMessage,
  USER_DELETED,
  type InviteForm,
  type RoleForm,
  type UserView,
} from './user-model.ts';
import { addRoles, deleteUser, inviteUser, USERS_QUERY_KEY } from './users-api.ts';

export interface UserWrites {
  invite: (form: InviteForm) => Promise<boolean>;
  addRole: (form: RoleForm, user: UserView | undefined) => Promise<boolean>;
  remove: (user: UserView) => Promise<boolean>;
}

export function useUserWrites(): UserWrites {
  const queries = useQueryClient();
  const sync = useSyncClient();

  const attempt = useCallback(
    async (write: () => Promise<void>, success: string, peopleChanged: boolean) => {
      try {
        await write();
        toast.success(success);
        return true;
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
        return false;
      } finally {
        void queries.invalidateQueries({ queryKey: USERS_QUERY_KEY });
        if (peopleChanged) void sync.refresh([people.name]);
      }
    },
    [queries, sync],
  );

  const invite = useCallback(
    (form: InviteForm) => {
      const name = `${form.firstName.trim()} ${form.lastName.trim()}`.trim();
      const request = {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        role: form.role,
      };
      return attempt(() => inviteUser(request), invitedMessage(name), true);
    },
    [attempt],
  );

  const addRole = useCallback(
    (form: RoleForm, user: UserView | undefined) =>
      attempt(() => addRoles(form.userId, [form.role]), roleUpdatedMessage(user?.name ?? 'User'), false),
    [attempt],
  );

  const remove = useCallback(
    (user: UserView) => attempt(() => deleteUser(user.id), USER_DELETED, true),
    [attempt],
  );

  return { invite, addRole, remove };
}
