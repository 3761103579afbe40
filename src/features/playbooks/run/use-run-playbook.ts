// Run: online it posts at once and opens the run; offline it queues the run, which the outbox
// sends when the connection returns, unless ten minutes have passed (decision 0017).
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate } from '../../../sync/client/hooks.tsx';
import { queueRun } from '../../../sync/mutators/playbooks.ts';
import { errorWords, runPlaybook, type RunTarget } from '../api.ts';

export const RUN_STARTED = 'Playbook run started';
export const RUN_QUEUED = 'The run will be sent when the connection returns';

export function useRunPlaybook() {
  const router = useRouter();
  const mutate = useMutate();
  const userId = useCurrentUser()?.id;
  const runNow = useCallback(
    async (playbookId: string, target: RunTarget, params: Record<string, string>): Promise<boolean> => {
      try {
        const { run_id } = await runPlaybook(playbookId, target, params);
        toast.success(RUN_STARTED);
        void router.navigate({ href: `/playbooks/runs/${encodeURIComponent(run_id)}` });
        return true;
      } catch (error) {
        toast.error(await errorWords(error));
        return false;
      }
    },
    [router],
  );
  const queue = useCallback(
    async (playbookId: string, target: RunTarget, params: Record<string, string>, label: string) => {
      try {
        await mutate(queueRun, {
          id: crypto.randomUUID(),
          playbook_id: playbookId,
          ...target,
          params,
          queued_at: new Date().toISOString(),
          label,
          ...(userId === undefined ? {} : { created_by: userId }),
        });
        toast.success(RUN_QUEUED);
        return true;
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
        return false;
      }
    },
    [mutate, userId],
  );
  return { runNow, queue };
}
