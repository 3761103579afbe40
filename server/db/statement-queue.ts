import { DbError } from './database.ts';

/**
 * The order in which a database with few connections runs statements: the embedded PGlite (one
 * connection) or a Postgres pool (a few).
 *
 * A running statement cannot be interrupted, so what a queue can do is choose what runs next:
 * the waiting statement expected to take least time (a session lookup, a sign-in step) goes
 * first, ahead of heavy reads it would otherwise wait behind. What a statement usually takes is
 * learnt from its own runs, by SQL text, timed where it runs; relative, so a busy machine that
 * slows everything down keeps the order. See decision 0016.
 */
export interface QueueOptions {
  /** Statements waiting at most; one more is refused with SQLSTATE 53300 (a 503). */
  maxWaiting: number;
  /**
   * After a cheap statement, how long a statement expected to take several times longer waits
   * for the next cheap one before it starts: a request's statements come one after another, and
   * each would otherwise wait for a whole heavy statement.
   */
  graceMs: number;
  /** Statements that overtook the oldest waiting one, at most in a row (no starvation). */
  maxOvertakes: number;
  /** Statements running at once (connections). */
  slots: number;
  /**
   * With several slots, statements usually longer than this use one slot fewer, so a short
   * statement never waits for a long one to end.
   */
  shortMs: number;
  /** Long statements running at once, at most (default: one slot fewer than `slots`). */
  longSlots?: number | undefined;
}

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = {
  maxWaiting: 500,
  graceMs: 4,
  maxOvertakes: 8,
  slots: 1,
  shortMs: 10,
};

/** What a task hands back: its value and how long the engine itself worked on it. */
export interface Timed<T> {
  value: T;
  ms: number;
}

interface Job {
  /** Expected ms (0 when never run). */
  cost: number;
  start: () => void;
  fail: (e: DbError) => void;
}

const LEARNT_KEYS_MAX = 5000;
const SPIKE_CAP = 3;
/** A statement expected to take this many times the one that just ran waits for the grace. */
const GRACE_RATIO = 4;

export class StatementQueue {
  private readonly options: QueueOptions;
  /** Oldest first. */
  private readonly jobs: Job[] = [];
  private readonly usualMs = new Map<string, number>();
  private running = 0;
  private runningLong = 0;
  private lastCost = Infinity;
  private overtakes = 0;
  private grace: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(options: Partial<QueueOptions> = {}) {
    this.options = { ...DEFAULT_QUEUE_OPTIONS, ...options };
  }

  /** Statements waiting for their turn (not counting running ones). */
  get waiting(): number {
    return this.jobs.length;
  }

  /**
   * Runs `task` at its turn. A task whose `signal` aborts while it waits is dropped and rejects
   * with SQLSTATE 57014; once started it runs to its end.
   */
  run<T>(key: string, task: () => Promise<Timed<T>>, signal?: AbortSignal): Promise<T> {
    if (this.closed) return Promise.reject(new DbError('The database is closed', '57P01', null, null));
    if (signal?.aborted === true) return Promise.reject(clientGone());
    if (this.jobs.length >= this.options.maxWaiting)
      return Promise.reject(
        new DbError(
          `Too many statements waiting for the database (${this.options.maxWaiting})`,
          '53300',
          null,
          null,
        ),
      );
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        cost: this.usualMs.get(key) ?? 0,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          Promise.resolve()
            .then(task)
            .then(
              (r) => {
                this.learn(key, r.ms);
                this.finished(job);
                resolve(r.value);
              },
              (e: unknown) => {
                this.finished(job);
                reject(e instanceof Error ? e : new Error(String(e)));
              },
            );
        },
        fail: reject,
      };
      const onAbort = (): void => {
        const at = this.jobs.indexOf(job);
        if (at < 0) return;
        this.jobs.splice(at, 1);
        reject(clientGone());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.jobs.push(job);
      this.pump();
    });
  }

  /** Refuses what still waits (SQLSTATE 57P01); running tasks finish. */
  close(): void {
    this.closed = true;
    if (this.grace !== null) clearTimeout(this.grace);
    for (const job of this.jobs.splice(0))
      job.fail(new DbError('The database is closing', '57P01', null, null));
  }

  private learn(key: string, ms: number): void {
    const before = this.usualMs.get(key);
    if (before === undefined && this.usualMs.size >= LEARNT_KEYS_MAX) this.usualMs.clear();
    // One slow run (the thread descheduled on a busy machine, a GC) moves the estimate by at most
    // a factor: a session lookup that once took 300 ms is still a cheap statement.
    this.usualMs.set(key, before === undefined ? ms : before * 0.7 + Math.min(ms, before * SPIKE_CAP) * 0.3);
  }

  private isLong(job: Job): boolean {
    return this.options.slots > 1 && job.cost > this.options.shortMs;
  }

  private finished(job: Job): void {
    this.running--;
    if (this.isLong(job)) this.runningLong--;
    this.lastCost = job.cost;
    this.pump();
  }

  private pump(): void {
    while (this.running < this.options.slots) {
      const at = this.next();
      if (at < 0) return;
      const [job] = this.jobs.splice(at, 1);
      if (job === undefined) return;
      if (this.grace !== null) {
        clearTimeout(this.grace);
        this.grace = null;
      }
      this.overtakes = at === 0 ? 0 : this.overtakes + 1;
      this.running++;
      if (this.isLong(job)) this.runningLong++;
      job.start();
    }
  }

  /** Index of the job to start now, or -1 (none may start, or the grace holds a heavy one back). */
  private next(): number {
    const longFull = this.runningLong >= (this.options.longSlots ?? this.options.slots - 1);
    const allowed = (j: Job): boolean => !(this.isLong(j) && longFull);
    const oldest = this.jobs[0];
    if (oldest === undefined) return -1;
    if (this.overtakes >= this.options.maxOvertakes && allowed(oldest)) return 0;
    let best = -1;
    for (let i = 0; i < this.jobs.length; i++) {
      const j = this.jobs[i];
      if (j !== undefined && allowed(j) && (best < 0 || j.cost < (this.jobs[best]?.cost ?? Infinity)))
        best = i;
    }
    const chosen = this.jobs[best];
    if (chosen === undefined) return -1;
    const holdBack =
      this.options.graceMs > 0 &&
      this.running === 0 &&
      chosen.cost > GRACE_RATIO * Math.max(this.lastCost, 1);
    if (holdBack && this.overtakes < this.options.maxOvertakes) {
      this.grace ??= setTimeout(() => {
        this.grace = null;
        this.lastCost = Infinity;
        this.pump();
      }, this.options.graceMs);
      return -1;
    }
    return best;
  }
}

function clientGone(): DbError {
  return new DbError('The client went away before its statement ran', '57014', null, null);
}
