// Creating and updating health checks through the outbox (spec 02-areas §4 "Add/Save for a new
// resource, Update when editing"). The write is durable locally when the promise resolves, so the
// success words are said then, online or not; a later refusal is shown by FailedSettingsWrites.
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate } from '../../../sync/client/hooks.tsx';
import type { CanaryRow } from '../../../sync/collections/canaries.ts';
import { createCanary, deleteCanary, updateCanary } from '../../../sync/mutators/canaries.ts';
import type { CanaryDraft } from './canary-editor.tsx';

export const CANARY_WRITES = [createCanary.name, updateCanary.name, deleteCanary.name];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useCanaryWrites() {
  const mutate = useMutate();
  const user = useCurrentUser();

  const attempt = useCallback(async (write: () => Promise<unknown>, success: string) => {
    try {
      await write();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(messageOf(error));
      return false;
    }
  }, []);

  const create = useCallback(
    async (draft: CanaryDraft) => {
      if (user === undefined) return false;
      const args = {
        id: crypto.randomUUID(),
        ...draft,
        labels: Object.keys(draft.labels).length === 0 ? null : draft.labels,
        created_by: user.id,
        created_at: new Date().toISOString(),
      };
      return attempt(() => mutate(createCanary, args), 'Health check added successfully');
    },
    [attempt, mutate, user],
  );

  const update = useCallback(
    async (row: CanaryRow, draft: CanaryDraft) => {
      const labels = Object.keys(draft.labels).length === 0 ? null : draft.labels;
      const patch = {
        ...(same(labels, row.labels ?? null) ? {} : { labels }),
        ...(same(draft.spec, row.spec) ? {} : { spec: draft.spec }),
      };
      if (Object.keys(patch).length === 0) return true;
      const previous = {
        labels: row.labels,
        spec:
          row.spec !== null && typeof row.spec === 'object' ? (row.spec as Record<string, unknown>) : null,
      };
      return attempt(
        () =>
          mutate(updateCanary, {
            id: row.id,
            patch,
            previous,
            base_updated_at: row.updated_at,
            label: row.name,
          }),
        'Health check updated successfully',
      );
    },
    [attempt, mutate],
  );

  /** Queues the soft delete (DeleteResourceButton says the words and reports a refusal to queue). */
  const remove = useCallback(
    (row: CanaryRow) =>
      mutate(deleteCanary, { id: row.id, deleted_at: new Date().toISOString(), removed: row }),
    [mutate],
  );

  return { create, update, remove };
}
