// Pure functions over the ordered entries: what goes next, what is blocked, what the UI shows.
import type { RetryCause } from './classify.ts';
import type { Failure, OutboxEntry } from './entry.ts';
import type { OutboxNotice } from './notice-log.ts';

/** What the top bar and screens show about the outbox. */
export interface OutboxState {
  /** Entries not failed (waiting, in flight, or blocked behind a failure). */
  readonly pending: number;
  /** Pending entries held back because an earlier mutation of the same entity failed. */
  readonly blocked: number;
  readonly failed: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly seq: number;
    readonly failure: Failure;
  }>;
  /** True after a 401, until resume(). */
  readonly paused: boolean;
  /** Id of the entry being sent, if any. */
  readonly sending: string | undefined;
  /**
   * Consecutive transient failures of the head entry, when it is tried next, and whether the
   * last one was the network's (no answer) or the server's (408/429/5xx).
   */
  readonly retry:
    { readonly attempts: number; readonly nextAttemptAt: number; readonly cause: RetryCause } | undefined;
  /** A storage failure that stopped the queue (e.g. the database was closed). */
  readonly storeError: string | undefined;
  /** What delivered mutations left for the user to read, oldest first, until dismissed. */
  readonly notices: readonly OutboxNotice[];
}

/**
 * Pending entries that must wait: they share an entity with a failed entry, or with an earlier
 * blocked one (so a chain of dependent writes keeps its order).
 */
export function blockedIds(entries: readonly OutboxEntry[]): Set<string> {
  const held = new Set<string>();
  const blocked = new Set<string>();
  for (const entry of entries) {
    if (entry.status === 'failed' || entry.entities.some((e) => held.has(e))) {
      entry.entities.forEach((e) => held.add(e));
      if (entry.status === 'pending') blocked.add(entry.id);
    }
  }
  return blocked;
}

/** The first pending, unblocked entry in `seq` order (entries must be sorted by seq). */
export function nextDeliverable(entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  const blocked = blockedIds(entries);
  return entries.find((entry) => entry.status === 'pending' && !blocked.has(entry.id));
}

export function summarize(
  entries: readonly OutboxEntry[],
  extra: Pick<OutboxState, 'paused' | 'sending' | 'retry' | 'storeError' | 'notices'>,
): OutboxState {
  const failed = entries.flatMap((e) =>
    e.status === 'failed'
      ? [{ id: e.id, name: e.name, seq: e.seq, failure: e.failure ?? { message: 'failed' } }]
      : [],
  );
  return { pending: entries.length - failed.length, blocked: blockedIds(entries).size, failed, ...extra };
}
