import { DbError } from './database.ts';

/**
 * The order in which a database with few connections runs statements: the embedded PGlite (one
 * connection) or a Postgres pool (a few).
 *
 * A running statement cannot be interrupted, so what a queue can do is choose what runs next. Statements that usually take little time (a session lookup, a sign-in step) go
 * first, ahead of the heavy reads they would otherwise wait behind; how long a statement usually
 * takes is learnt from its own runs (by SQL text, timed inside the engine). See decision 0015.
 */
export interface QueueOptions {
  /** Statements waiting at most; one more is refused with SQLSTATE 53300 (a 503). */
  maxWaiting: number;
  /** A statement that usually runs within this many ms (or has not run yet) is short. */
  shortMs: number;
  /**
   * After a short statement, how long a long one waits for the next short statement before it
   * starts: a request's statements come one after another, and each would otherwise wait for a
   * whole long statement.
   */
  graceMs: number;
  /** Short statements run in a row at most while a long one waits, so long ones are not starved. */
  maxShortRun: number;
  /**
   * Statements running at once (connections). With more than one, long statements use one fewer,
   * so a short one never waits for a long one to end.
   */
  slots: number;
}

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = {
  maxWaiting: 500,
  shortMs: 10,
  graceMs: 4,
  maxShortRun: 32,
  slots: 1,
};

/** What a task hands back: its value and how long the engine itself worked on it. */
export interface Timed<T> {
  value: T;
  ms: number;
}

interface Job {
  key: string;
  short: boolean;
  start: () => void;
  fail: (e: DbError) => void;
}

const LEARNT_KEYS_MAX = 5000;

export class StatementQueue {
  private readonly options: QueueOptions;
  private readonly shortJobs: Job[] = [];
  private readonly longJobs: Job[] = [];
  private readonly usualMs = new Map<string, number>();
  private running = 0;
  private runningLong = 0;
  private lastWasShort = false;
  private shortRun = 0;
  private grace: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(options: Partial<QueueOptions> = {}) {
    this.options = { ...DEFAULT_QUEUE_OPTIONS, ...options };
  }

  /** Statements waiting for their turn (not counting running ones). */
  get waiting(): number {
    return this.shortJobs.length + this.longJobs.length;
  }

  /**
   * Runs `task` at its turn. A task whose `signal` aborts while it waits is dropped and rejects
   * with SQLSTATE 57014; once started it runs to its end.
   */
  run<T>(key: string, task: () => Promise<Timed<T>>, signal?: AbortSignal): Promise<T> {
    if (this.closed) return Promise.reject(new DbError('The database is closed', '57P01', null, null));
    if (signal?.aborted === true) return Promise.reject(clientGone());
    if (this.waiting >= this.options.maxWaiting)
      return Promise.reject(
        new DbError(
          `Too many statements waiting for the database (${this.options.maxWaiting})`,
          '53300',
          null,
          null,
        ),
      );
    return new Promise<T>((resolve, reject) => {
      const usual = this.usualMs.get(key);
      const job: Job = {
        key,
        short: usual === undefined || usual <= this.options.shortMs,
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
        if (this.remove(job)) reject(clientGone());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      (job.short ? this.shortJobs : this.longJobs).push(job);
      this.pump();
    });
  }

  /** Refuses what still waits (SQLSTATE 57P01); the running task finishes. */
  close(): void {
    this.closed = true;
    if (this.grace !== null) clearTimeout(this.grace);
    for (const job of this.shortJobs.splice(0).concat(this.longJobs.splice(0)))
      job.fail(new DbError('The database is closing', '57P01', null, null));
  }

  private learn(key: string, ms: number): void {
    const before = this.usualMs.get(key);
    if (before === undefined && this.usualMs.size >= LEARNT_KEYS_MAX) this.usualMs.clear();
    this.usualMs.set(key, before === undefined ? ms : before * 0.7 + ms * 0.3);
  }

  private remove(job: Job): boolean {
    const list = job.short ? this.shortJobs : this.longJobs;
    const at = list.indexOf(job);
    if (at < 0) return false;
    list.splice(at, 1);
    return true;
  }

  private finished(job: Job): void {
    this.running--;
    if (!job.short) this.runningLong--;
    this.lastWasShort = job.short;
    this.pump();
  }

  private pump(): void {
    while (this.running < this.options.slots) {
      const job = this.next();
      if (job === undefined) return;
      if (this.grace !== null) {
        clearTimeout(this.grace);
        this.grace = null;
      }
      this.running++;
      if (!job.short) this.runningLong++;
      job.start();
    }
  }

  private next(): Job | undefined {
    const longSlots = Math.max(1, this.options.slots - 1);
    const longWaits = this.longJobs.length > 0 && this.runningLong < longSlots;
    if (this.shortJobs.length > 0 && (!longWaits || this.shortRun < this.options.maxShortRun)) {
      this.shortRun = longWaits ? this.shortRun + 1 : 0;
      return this.shortJobs.shift();
    }
    if (!longWaits) return undefined;
    if (this.lastWasShort && this.options.graceMs > 0 && this.shortRun < this.options.maxShortRun) {
      this.grace ??= setTimeout(() => {
        this.grace = null;
        this.lastWasShort = false;
        this.pump();
      }, this.options.graceMs);
      return undefined;
    }
    this.shortRun = 0;
    return this.longJobs.shift();
  }
}

function clientGone(): DbError {
  return new DbError('The client went away before its statement ran', '57014', null, null);
}
