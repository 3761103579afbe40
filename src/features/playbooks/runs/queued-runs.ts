// Runs queued offline (mutator playbook_runs.run), read from the outbox's items: they have no
// server row yet, so the runs list shows them on top, as pending, until the outbox lets go of them
// (sent, cancelled, or expired and dismissed). Decision 0017.
import { useSyncStatusValue } from '../../../sync/client/hooks.tsx';
import type { OutboxItem } from '../../../sync/client/public-types.ts';
import { QUEUED_RUN_EXPIRY_MS, queuedRunOf, queueRun } from '../../../sync/mutators/playbooks.ts';

export const EXPIRED_WORDS = 'Expired: not sent (it waited more than 10 minutes for the connection)';

export interface QueuedRun {
  readonly entryId: string;
  readonly playbookId: string;
  readonly summary: string;
  readonly queuedAt: number;
  /** The outbox refused to send it (its expiry passed), or it will when it tries. */
  readonly expired: boolean;
  readonly failure: string | undefined;
}

export function queuedRunsOf(items: readonly OutboxItem[], nowMs: number): QueuedRun[] {
  return items.flatMap((item) => {
    const run = item.name === queueRun.name ? queuedRunOf(item.entities) : undefined;
    if (run === undefined) return [];
    const expired = item.failure?.code === 'expired' || nowMs - item.createdAt >= QUEUED_RUN_EXPIRY_MS;
    return [
      {
        entryId: item.id,
        playbookId: run.playbookId,
        summary: item.summary,
        queuedAt: item.createdAt,
        expired,
        failure: item.status === 'failed' && !expired ? item.failure?.message : undefined,
      },
    ];
  });
}

const NONE: readonly OutboxItem[] = [];

/** The outbox items of queued runs (the component re-renders only when they change). */
export function useQueuedRunItems(): readonly OutboxItem[] {
  return useSyncStatusValue((s) => {
    const items = s.outbox.items.filter((i) => i.name === queueRun.name);
    return items.length === 0 ? NONE : items;
  });
}
