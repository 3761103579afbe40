// Runs each large engine's warm-up (src/sync/query/warm-up.ts) in idle time: in slices of a few
// milliseconds with a yield to the event loop between them, so a query that arrives waits for
// one slice at most; after any query the warm-up pauses until the engine has been quiet for a
// while, and after any write (a sync page) until the writes have settled, so it never runs
// during a first sync or a burst of typing. Warming everything at load time instead blocked the
// worker for 0.4–1 s (docs/decisions/0005).
import type { Steps } from '../query/radix-sort.ts';

/** What the scheduler needs of an engine (QueryEngine has it). */
export interface Warmable {
  readonly size: number;
  readonly activity: number;
  readonly writeCount: number;
  warmUp(): Steps<void>;
}

export interface WarmUpSchedule {
  /** Longest run of steps before yielding to the event loop. */
  readonly sliceMs: number;
  /** Quiet time needed after a query before the next slice. */
  readonly quietMs: number;
  /** Quiet time needed after a write (sync pages come in bursts). */
  readonly settleMs: number;
  /** Engines smaller than this are skipped: their first queries are cheap anyway. */
  readonly minRows: number;
  now(): number;
  /** Runs `task` after `ms` (setTimeout). */
  later(task: () => void, ms: number): void;
  /** Runs `task` as soon as pending messages had their turn (a MessageChannel round trip). */
  soon(task: () => void): void;
}

function yieldToEventLoop(task: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(task, 0);
    return;
  }
  // Unlike a nested setTimeout, not clamped to 4 ms; pending messages (queries) still go first.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

export const defaultWarmUpSchedule: WarmUpSchedule = {
  sliceMs: 8,
  quietMs: 300,
  settleMs: 2_000,
  minRows: 5_000,
  now: () => performance.now(),
  later: (task, ms) => void setTimeout(task, ms),
  soon: yieldToEventLoop,
};

/**
 * Warms `engines` one after another, largest first, each once it is quiet. Resolves when every
 * engine is done (or skipped) or when `signal` aborts. A reload mid-way ends that engine's
 * warm-up early (it stops by itself); its next query then builds what it needs as before.
 */
export function warmUpWhenIdle(
  engines: readonly (Warmable | undefined)[],
  signal?: AbortSignal,
  schedule: Partial<WarmUpSchedule> = {},
): Promise<void> {
  const s: WarmUpSchedule = { ...defaultWarmUpSchedule, ...schedule };
  const queue = engines.filter((engine): engine is Warmable => engine !== undefined);
  return new Promise((resolve) => {
    let engine: Warmable | undefined;
    let steps: Steps<void> | undefined;
    let seen = { activity: 0, writes: 0, at: 0, wait: 0 };
    const watch = (next: Warmable, wait: number) =>
      (seen = { activity: next.activity, writes: next.writeCount, at: s.now(), wait });

    const tick = (): void => {
      if (signal?.aborted) return resolve();
      if (!engine) {
        // Largest first, sized now (a first sync may have filled them since the start).
        queue.sort((a, b) => b.size - a.size);
        engine = queue.shift();
        if (!engine) return resolve();
        steps = undefined;
        watch(engine, s.quietMs);
      }
      // Used since the last look: wait until it has been quiet long enough.
      if (engine.writeCount !== seen.writes) watch(engine, s.settleMs);
      else if (engine.activity !== seen.activity)
        watch(engine, Math.max(s.quietMs, seen.wait - (s.now() - seen.at)));
      const waited = s.now() - seen.at;
      if (waited < seen.wait) return s.later(tick, seen.wait - waited);
      if (!steps) {
        if (engine.size < s.minRows) {
          engine = undefined;
          return s.soon(tick);
        }
        steps = engine.warmUp();
      }
      const start = s.now();
      do {
        if (steps.next().done === true) {
          engine = undefined;
          break;
        }
      } while (s.now() - start < s.sliceMs);
      // The warm-up itself never counts as use; anything else that ran meanwhile does.
      if (engine) seen = { ...seen, activity: engine.activity, writes: engine.writeCount, wait: 0 };
      s.soon(tick);
    };
    tick();
  });
}
