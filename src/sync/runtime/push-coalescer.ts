// While a collection's first sync streams its pages (50 of them for 100k config items, a few
// hundred ms apart), every open query's answer changes with every page. Sending each answer to the
// page costs a structured clone and a React render per query per page on the main thread, which
// shares the machine's cores with the worker and the server. Answers caused by synced rows are
// therefore sent at most once per interval per query: the first at once (the first rows appear as
// soon as the first page lands, even right after an empty answer), the latest at the end of each
// interval, so the final one always arrives. Answers the user asked for (a new query, filter or
// window) always go out at once.

import { systemClock, type Clock } from '../outbox/clock.ts';

/** At most one synced-rows answer per query per this many ms during a first sync. */
export const FIRST_SYNC_PUSH_INTERVAL_MS = 400;

export class PushCoalescer<R> {
  private lastSent = -Infinity;
  /** False after an answer showing nothing yet: the next one (the first rows) goes out at once. */
  private shown = false;
  private waiting: { result: R } | undefined;
  /** Aborts the wait for the held answer's turn. */
  private timer: AbortController | undefined;

  constructor(
    private readonly deliver: (result: R) => void,
    /** Whether an answer shows anything (an empty one is never followed by a held one). */
    private readonly showsRows: (result: R) => boolean,
    private readonly clock: Clock = systemClock,
    private readonly intervalMs = FIRST_SYNC_PUSH_INTERVAL_MS,
  ) {}

  /** An answer changed by synced rows: sent now if none went out within the interval, else held (latest wins). */
  throttled(result: R): void {
    const wait = this.lastSent + this.intervalMs - this.clock.now();
    if (!this.shown) return this.immediate(result);
    if (wait <= 0 && !this.timer) return this.send(result);
    this.waiting = { result };
    if (this.timer) return;
    const timer = new AbortController();
    this.timer = timer;
    void this.clock.sleep(Math.max(0, wait), timer.signal).then(() => {
      if (this.timer !== timer) return; // cancelled meanwhile
      this.timer = undefined;
      this.flush();
    });
  }

  /** An answer to send at once; it supersedes any held one. */
  immediate(result: R): void {
    this.cancel();
    this.send(result);
  }

  /** Sends the held answer now, if any. */
  flush(): void {
    const waiting = this.waiting;
    this.cancel();
    if (waiting) this.send(waiting.result);
  }

  /** Drops the held answer (the query closed). */
  cancel(): void {
    this.waiting = undefined;
    this.timer?.abort();
    this.timer = undefined;
  }

  private send(result: R): void {
    this.lastSent = this.clock.now();
    this.shown = this.showsRows(result);
    this.deliver(result);
  }
}
