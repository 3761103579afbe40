// Publishes the runtime's SyncStatus to its listeners. A pull changes the status once per page,
// so changes are coalesced on the injected clock; `publish` sends at once (tests, a peer's hello,
// before close). The status itself is computed by the caller (`compute`).
import type { Clock } from '../outbox/clock.ts';
import type { SyncStatus } from './protocol.ts';

/** At most one coalesced status push per this many ms. */
export const STATUS_COALESCE_MS = 50;

export interface StatusPublisherOptions {
  readonly clock: Clock;
  /** The status as of now. */
  readonly compute: () => SyncStatus;
  /** Also told each published status (the leader posts it to the other tabs). */
  readonly published?: (status: SyncStatus) => void;
}

export class StatusPublisher {
  private readonly listeners = new Set<(status: SyncStatus) => void>();
  private last: SyncStatus;
  private scheduled = false;
  private readonly stopping = new AbortController();

  constructor(private readonly options: StatusPublisherOptions) {
    this.last = options.compute();
  }

  /** The status last published. */
  get current(): SyncStatus {
    return this.last;
  }

  subscribe(listener: (status: SyncStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Coalesces status changes into one push per STATUS_COALESCE_MS (50 ms) at most. */
  changed(): void {
    if (this.scheduled || this.stopping.signal.aborted) return;
    this.scheduled = true;
    void this.options.clock.sleep(STATUS_COALESCE_MS, this.stopping.signal).then(() => {
      this.scheduled = false;
      if (!this.stopping.signal.aborted) this.publish();
    });
  }

  /** Publishes now. */
  publish(): void {
    const status = this.options.compute();
    this.last = status;
    this.options.published?.(status);
    for (const listener of [...this.listeners]) listener(status);
  }

  /** Drops the pending push and every listener. */
  close(): void {
    this.stopping.abort();
    this.listeners.clear();
  }
}
