// /playbooks/runs/{id} (spec 02-areas §2.11, §4): the run's header (playbook, status, resource,
// times), its actions (Re-run with the same parameters, Cancel, Approve while it waits for
// approval, Download logs; writes behind write on playbooks) and its steps with the selected
// one's output. The run and its actions come from the synced runs and actions (offline too) and,
// while it is pending, running or waiting, from the server every 5 s (use-run-steps-source.ts).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { useItemTitle, usePageTitle } from '../../../lib/page-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRow, useSyncStatusValue } from '../../../sync/client/hooks.tsx';
import { playbookRuns } from '../../../sync/collections/playbook-runs.ts';
import { playbooks } from '../../../sync/collections/playbooks.ts';
import { runRowQuery } from '../api.ts';
import { RunTargetName } from '../run/run-target-name.tsx';
import { RunStatus } from '../runs/run-status.tsx';
import { exact, runDuration } from '../runs/run-time.ts';
import { useRunPageActions } from './run-actions.ts';
import { StepList } from './step-list.tsx';
import { StepResult } from './step-result.tsx';
import { useRunStepsSource } from './use-run-steps-source.ts';
import { LIVE_RUN_STATUSES, RUN_POLL_MS, selectedStep, stepsOf } from './steps-model.ts';
import '../playbooks.css';

const CANCELLABLE = LIVE_RUN_STATUSES;
const APPROVABLE = ['waiting', 'pending_approval'];

export function PlaybookRunPage({ id }: { id: string }) {
  usePageTitle('Playbook Run');
  const local = useRow(playbookRuns, id);
  const online = useSyncStatusValue((s) => s.online);
  const localLive = local.row !== undefined && LIVE_RUN_STATUSES.includes(local.row.status);
  const polled = useQuery({
    ...runRowQuery(id),
    enabled: online,
    refetchInterval: (q) => {
      const status = q.state.data?.status ?? local.row?.status;
      return status === undefined || LIVE_RUN_STATUSES.includes(status) ? RUN_POLL_MS : false;
    },
  });
  // The server's answer once it came in this visit; the synced row otherwise (and offline).
  const run = (polled.isFetchedAfterMount ? polled.data : undefined) ?? local.row ?? polled.data ?? undefined;
  const live = run !== undefined && LIVE_RUN_STATUSES.includes(run.status);
  const actions = useRunStepsSource(id, run?.status, { online, live: live || localLive });
  const playbook = useRow(playbooks, run?.playbook_id).row;
  const mayWrite = useCan('playbooks', 'write');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const now = useNow(1_000);
  const page = useRunPageActions(run);
  const title = playbook?.title ?? playbook?.name;
  useItemTitle(title === undefined ? undefined : `${title} run`);

  if (run === undefined) {
    if (!local.loaded || polled.isLoading) return <LoadingBlock label="Loading ..." />;
    return (
      <div className="playbooks-page">
        <p className="playbooks-empty">No details found</p>
        <Link href="/playbooks/runs">All runs</Link>
      </div>
    );
  }
  const steps = stepsOf(run, actions.actions ?? []);
  const step = selectedStep(steps, chosen);
  const target = {
    config_id: run.config_id ?? undefined,
    component_id: run.component_id ?? undefined,
    check_id: run.check_id ?? undefined,
  };
  return (
    <div className="playbooks-page run-page">
      <nav className="run-page__crumbs" aria-label="Breadcrumb">
        <Link href="/playbooks/runs">Playbook Runs</Link> /
      </nav>
      <header className="run-page__header">
        <h1 className="playbooks-page__title run-page__title" title={title ?? run.playbook_id}>
          {title ?? 'Playbook run'}
        </h1>
        <RunStatus status={run.status} />
        <span className="playbooks-page__spacer" />
        {mayWrite && (
          <>
            {APPROVABLE.includes(run.status) && (
              <Button variant="primary" size="sm" isDisabled={!online} onPress={() => void page.approve()}>
                Approve
              </Button>
            )}
            {CANCELLABLE.includes(run.status) && (
              <Button variant="danger" size="sm" isDisabled={!online} onPress={() => void page.cancel()}>
                Cancel
              </Button>
            )}
            <Button size="sm" isDisabled={!online} onPress={() => void page.rerun()}>
              Re-run
            </Button>
          </>
        )}
        <Button size="sm" onPress={() => page.download(steps)}>
          Download logs
        </Button>
      </header>
      {!online && mayWrite && (
        <p className="playbooks-note">Offline: approve, cancel and re-run need the connection.</p>
      )}
      <dl className="run-page__facts">
        <div>
          <dt>Resource</dt>
          <dd>
            <RunTargetName bare target={target} />
          </dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>{exact(run.start_time ?? run.scheduled_time ?? run.created_at)}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{runDuration(run)}</dd>
        </div>
      </dl>
      {actions.failed && (
        <p role="alert" className="playbooks-error">
          The run's actions could not be loaded{online ? '' : ' while offline'}.
        </p>
      )}
      <div className="run-page__body">
        <StepList steps={steps} selected={step?.id} nowMs={now} onSelect={setChosen} />
        <StepResult step={step} />
      </div>
    </div>
  );
}
