// Saving and removing a flag through the outbox (spec §4, §8): a new flag (no created_at) is
// created with the current user as its author, an existing one updated. The write is durable
// locally when the promise resolves, so the spec's success words are said then, online or not;
// a refusal later is shown by FailedFlagWrites with the server's message. The navigation follows
// at once: the shell's flags are updated with the change (the next read of the server's list
// confirms them).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import type { FeatureFlags } from '../../../lib/access/feature-flags.ts';
import { featureFlagsQuery } from '../../../lib/access/queries.ts';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate } from '../../../sync/client/hooks.tsx';
import type { PropertyRow } from '../../../sync/collections/feature-flags.ts';
import {
  createFeatureFlag,
  deleteFeatureFlag,
  updateFeatureFlag,
} from '../../../sync/mutators/feature-flags.ts';
import { ADDED, flagsWithChange, REMOVED, UPDATED, type FlagForm } from './flag-model.ts';

export interface FlagWrites {
  /** Creates the flag, or updates `existing` (its name stays). Resolves false when it could not be queued. */
  save(form: FlagForm, existing: PropertyRow | undefined): Promise<boolean>;
  remove(row: PropertyRow): Promise<boolean>;
}

export function useFlagWrites(): FlagWrites {
  const mutate = useMutate();
  const user = useCurrentUser();
  const client = useQueryClient();

  const reflect = useCallback(
    (name: string, value: string | undefined) =>
      client.setQueryData<FeatureFlags>(featureFlagsQuery().queryKey, (flags) =>
        flags === undefined ? flags : { disabled: flagsWithChange(flags.disabled, name, value) },
      ),
    [client],
  );

  const attempt = useCallback(async (write: () => Promise<unknown>, success: string) => {
    try {
      await write();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  }, []);

  const save = useCallback(
    async (form: FlagForm, existing: PropertyRow | undefined) => {
      const value = form.value.trim();
      if (existing !== undefined) {
        const ok = await attempt(
          () =>
            mutate(updateFeatureFlag, {
              name: existing.name,
              value,
              previous: existing.value,
              base_updated_at: existing.updated_at,
            }),
          UPDATED,
        );
        if (ok) reflect(existing.name, value);
        return ok;
      }
      if (user === undefined) return false;
      const name = form.name.trim();
      const creator = { id: user.id, name: user.name, avatar: user.avatar };
      const args = { name, value, created_by: user.id, created_at: new Date().toISOString(), creator };
      const ok = await attempt(() => mutate(createFeatureFlag, args), ADDED);
      if (ok) reflect(name, value);
      return ok;
    },
    [attempt, mutate, reflect, user],
  );

  const remove = useCallback(
    async (row: PropertyRow) => {
      const ok = await attempt(() => mutate(deleteFeatureFlag, { name: row.name, removed: row }), REMOVED);
      if (ok) reflect(row.name, undefined);
      return ok;
    },
    [attempt, mutate, reflect],
  );

  return { save, remove };
}
