// A request can hang on a connection that died with the network (a socket opened before the
// outage): it gets no answer until the transport's timeout (30 s), while requests sent after it
// are answered at once. A write caught so would keep the outbox (one request at a time) waiting
// half a minute after the network came back. So once a request sent *after* a waiting one has
// been answered, the waiting one is given up when it has waited `stallMs`: it ends as a request
// without answer, which the outbox sends again at once (CONTRACT.md, "Reconnecting").
// Only requests whose second copy is harmless are given up: reads, and writes the server
// recognises when they come twice (creates by id, idempotent updates). A write that could land
// twice (`dedupable: false`) keeps waiting for its own answer or the timeout.

export const STALLED_AFTER_MS = 5_000;

/** Why a stalled request was given up (the abort's reason, and so the outbox's retry reason). */
export class StalledRequest extends Error {
  override readonly name = 'StalledRequest';
  constructor(waitedMs: number) {
    super(`no answer after ${Math.round(waitedMs)} ms while later requests were answered`);
  }
}

interface Waiting {
  readonly startedAt: number;
  readonly controller: AbortController;
  timer?: ReturnType<typeof setTimeout>;
}

export interface StallWatchOptions {
  readonly stallMs?: number;
}

export class StallWatch {
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();
  private readonly stallMs: number;

  constructor(options: StallWatchOptions = {}) {
    this.stallMs = options.stallMs ?? STALLED_AFTER_MS;
  }

  /**
   * A request goes out. `signal` is given up when it stalls (only if `abortable`); call the
   * returned `answered` when an answer arrives and `settled` in any case once it is over.
   */
  begin(abortable: boolean): { signal?: AbortSignal; answered: () => void; settled: () => void } {
    const id = this.nextId++;
    let signal: AbortSignal | undefined;
    if (abortable) {
      const controller = new AbortController();
      signal = controller.signal;
      this.waiting.set(id, { startedAt: performance.now(), controller });
    }
    return {
      ...(signal ? { signal } : {}),
      answered: () => this.answered(id),
      settled: () => this.settle(id),
    };
  }

  /** Request `id` was answered: every abortable request sent before it may be stalled. */
  private answered(id: number): void {
    for (const [earlier, waiting] of this.waiting) {
      if (earlier >= id || waiting.timer !== undefined) continue;
      const due = waiting.startedAt + this.stallMs - performance.now();
      waiting.timer = setTimeout(() => this.giveUp(earlier), Math.max(0, due));
    }
  }

  private giveUp(id: number): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    waiting.controller.abort(new StalledRequest(performance.now() - waiting.startedAt));
  }

  private settle(id: number): void {
    const waiting = this.waiting.get(id);
    if (waiting?.timer !== undefined) clearTimeout(waiting.timer);
    this.waiting.delete(id);
  }
}
