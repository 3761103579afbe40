// The actions a run page shows: the synced actions of the run and of its child runs (so every
// synced run's details read offline, issue #23), and, online, the server's answer to
// rpc/get_playbook_run_actions every 5 s while the run is live (spec §4). A fresh server answer
// is the whole truth for the run and wins; before it comes (and offline) the local rows answer.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { playbookRunActions } from '../../../sync/collections/playbook-run-actions.ts';
import { playbookRuns } from '../../../sync/collections/playbook-runs.ts';
import type { QueryInput } from '../../../sync/query/query-schema.ts';
import { runActionsQuery, type RunAction } from '../api.ts';
import { RUN_POLL_MS } from './steps-model.ts';

/** A run's child runs (a playbook that runs on agents makes one per agent), by their parent. */
export const childRunsQuery = (runId: string): QueryInput => ({
  where: [{ field: 'parent_id', in: [runId] }],
  limit: 500,
});

/** The actions of these runs, in the order they were scheduled. */
export const actionsOfRunsQuery = (runIds: readonly string[]): QueryInput => ({
  where: [{ field: 'playbook_run_id', in: [...runIds] }],
  sort: [{ field: 'scheduled_time', dir: 'asc' }],
  limit: 1000,
});

export interface RunStepsSource {
  readonly actions: readonly RunAction[] | undefined;
  /** Neither the device nor the server could give the actions. */
  readonly failed: boolean;
}

export function useRunStepsSource(
  runId: string,
  status: string | undefined,
  { online, live }: { online: boolean; live: boolean },
): RunStepsSource {
  const children = useLiveQuery(playbookRuns, childRunsQuery(runId)).result?.rows ?? [];
  const local = useLiveQuery(playbookRunActions, actionsOfRunsQuery([runId, ...children.map((c) => c.id)]));
  const polled = useQuery({
    ...runActionsQuery(runId),
    enabled: online,
    refetchInterval: live ? RUN_POLL_MS : false,
  });
  // A status change (the run ended, was approved or cancelled) is read with its actions at once.
  const refetch = polled.refetch;
  useEffect(() => {
    if (status !== undefined && online) void refetch();
  }, [status, online, refetch]);

  const fresh = polled.isFetchedAfterMount ? polled.data : undefined;
  const localRows = local.result?.rows;
  const actions =
    fresh ??
    (localRows !== undefined && localRows.length > 0 ? localRows : undefined) ??
    polled.data ??
    localRows;
  return { actions, failed: actions === undefined && (local.error !== undefined || polled.isError) };
}
