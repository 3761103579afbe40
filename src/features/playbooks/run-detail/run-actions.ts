// What the run page does to a run: approve, cancel, re-run with the same parameters, and
// download its logs. Each answer refreshes the run (the poll and the synced runs).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { saveFile } from '../../../lib/download.ts';
import { useSyncClient } from '../../../sync/client/hooks.tsx';
import { playbookRuns, type PlaybookRunRow } from '../../../sync/collections/playbook-runs.ts';
import { errorWords, runAction } from '../api.ts';
import { useRunPlaybook } from '../run/use-run-playbook.ts';
import { logsText, type Step } from './steps-model.ts';

export const APPROVED = 'Playbook run approved';
export const CANCELLED = 'Playbook run cancelled';
export const LOGS_DOWNLOADED = 'Downloaded logs';

/** The parameters a run was given, as strings again (what Run sends). */
export function sameParams(run: Pick<PlaybookRunRow, 'parameters'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(run.parameters ?? {}))
    out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return out;
}

export function useRunPageActions(run: PlaybookRunRow | undefined) {
  const queries = useQueryClient();
  const sync = useSyncClient();
  const { runNow } = useRunPlaybook();
  const refresh = useCallback(() => {
    if (run === undefined) return;
    void queries.invalidateQueries({ queryKey: ['playbooks', 'run', run.id] });
    void queries.invalidateQueries({ queryKey: ['playbooks', 'run-actions', run.id] });
    void sync.refresh([playbookRuns.name]);
  }, [queries, run, sync]);

  const act = useCallback(
    async (kind: 'approve' | 'cancel') => {
      if (run === undefined) return;
      try {
        await runAction(kind, run.id);
        toast.success(kind === 'approve' ? APPROVED : CANCELLED);
      } catch (error) {
        toast.error(await errorWords(error));
      }
      refresh();
    },
    [refresh, run],
  );

  const rerun = useCallback(async () => {
    if (run === undefined) return;
    const target = {
      ...(run.config_id === null ? {} : { config_id: run.config_id }),
      ...(run.component_id === null ? {} : { component_id: run.component_id }),
      ...(run.check_id === null ? {} : { check_id: run.check_id }),
    };
    await runNow(run.playbook_id, target, sameParams(run));
  }, [run, runNow]);

  const download = useCallback(
    (steps: readonly Step[]) => {
      if (run === undefined) return;
      saveFile(new Blob([logsText(run.id, steps)], { type: 'text/plain' }), `playbook-run-${run.id}.log`);
      toast.success(LOGS_DOWNLOADED);
    },
    [run],
  );

  return { approve: () => act('approve'), cancel: () => act('cancel'), rerun, download };
}
