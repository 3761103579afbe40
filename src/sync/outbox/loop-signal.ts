/**
 * How the replay loop sleeps and is woken: any change (new mutation, resume, retry) calls
 * `wake()`, which ends the current wait at once; `whenWaiting()` lets tests and callers know the
 * loop has nothing to do right now.
 */
export class LoopSignal {
  private controller = new AbortController();
  private waiting = true;
  private waiters: Array<() => void> = [];

  /** Aborted by the next wake(); pass it to sleeps so they end early. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  wake(): void {
    // Not waiting any more as of now, even before the loop's continuation runs.
    this.waiting = false;
    this.controller.abort();
    this.controller = new AbortController();
  }

  /** Marks the loop as waiting until `until` settles (use `untilWoken()` to wait for wake()). */
  async wait(until: Promise<void>): Promise<void> {
    this.waiting = true;
    this.release();
    await until;
    this.waiting = false;
  }

  untilWoken(): Promise<void> {
    const signal = this.controller.signal;
    return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
  }

  whenWaiting(): Promise<void> {
    if (this.waiting) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The loop ended: release everyone and report waiting from now on. */
  stopped(): void {
    this.waiting = true;
    this.release();
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((resolve) => resolve());
  }
}
