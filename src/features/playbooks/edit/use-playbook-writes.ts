// Saving and deleting a playbook through the outbox (spec §7.4, §8's words). The write is durable
// locally when the promise resolves, so the success words are said then, online or not; a refusal
// later is shown by FailedPlaybookWrites with the server's message.
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate } from '../../../sync/client/hooks.tsx';
import type { PlaybookRow } from '../../../sync/collections/playbooks.ts';
import { createPlaybook, deletePlaybook, updatePlaybook } from '../../../sync/mutators/playbooks.ts';
import { CREATED, deleteFailed, UPDATED, updateFailed, type SpecSave } from './spec-form.ts';

const words = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function usePlaybookWrites() {
  const mutate = useMutate();
  const user = useCurrentUser();

  const save = useCallback(
    async (form: SpecSave, existing: PlaybookRow | undefined): Promise<boolean> => {
      try {
        if (existing === undefined) {
          if (user === undefined) return false;
          const args = {
            id: crypto.randomUUID(),
            ...form,
            created_by: user.id,
            created_at: new Date().toISOString(),
          };
          await mutate(createPlaybook, args);
          toast.success(CREATED);
        } else {
          const { title, spec, category, description, icon } = existing;
          await mutate(updatePlaybook, {
            id: existing.id,
            patch: form,
            previous: { title, spec, category, description, icon },
            base_updated_at: existing.updated_at,
            label: existing.title,
          });
          toast.success(UPDATED);
        }
        return true;
      } catch (error) {
        toast.error(updateFailed(words(error)));
        return false;
      }
    },
    [mutate, user],
  );

  const remove = useCallback(
    async (row: PlaybookRow): Promise<boolean> => {
      try {
        await mutate(deletePlaybook, { id: row.id, deleted_at: new Date().toISOString(), removed: row });
        return true;
      } catch (error) {
        toast.error(deleteFailed(words(error)));
        return false;
      }
    },
    [mutate],
  );

  return { save, remove };
}
