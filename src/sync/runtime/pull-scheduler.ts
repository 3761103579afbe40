// Runs the pullers (leader tab only): each collection on its refresh interval, id reconciliation
// on its own interval and after reconnecting, exponential backoff with jitter on failure, no
// network while offline or signed out, and no hot retries of a collection the server refuses.
import { backoffDelay, type BackoffOptions } from '../outbox/backoff.ts';
import type { Clock } from '../outbox/clock.ts';
import type { CollectionState } from './collection-state.ts';
import { pullFailureKind, type Puller, type PullResult } from './pull-port.ts';

export interface ScheduledCollection {
  readonly state: CollectionState;
  readonly puller: Puller;
  readonly refreshMs: number;
  readonly reconcileMs: number;
}

export interface SchedulerDeps {
  readonly clock: Clock;
  readonly random: () => number;
  readonly backoff: BackoffOptions;
  /** Pulls wait while this is true (offline, signed out, store being reopened). */
  readonly blocked: () => boolean;
  readonly changed: () => void;
  readonly onUnauthorized: () => void;
  readonly onStorageError: (error: unknown) => void;
  /** A pull finished (success or complete) for this collection. */
  readonly onPulled: (state: CollectionState, result: PullResult) => void;
  /** How long an unfinished first sync waits at start for a screen's first request (0: none). */
  readonly firstScreenGraceMs?: number;
}

/**
 * Collections pulled at once. One lane made every small collection (checks, incidents) wait behind
 * a cold pull of 100k config items; a few lanes let first rows of each arrive early while keeping
 * the server and the worker's IndexedDB writes from being flooded.
 */
const pullLanes = 3;

/** How long a refused (403) collection waits before it is asked again. */
const forbiddenRetryMs = 15 * 60_000;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Settles with `promise`, or rejects as aborted as soon as `signal` aborts (stop never waits on a pull). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(Object.assign(new Error('aborted'), { kind: 'aborted' }));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(Object.assign(new Error('aborted'), { kind: 'aborted' }));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export class PullScheduler {
  private running = false;
  private wakeUp: AbortController = new AbortController();
  private loopDone: Promise<void> = Promise.resolve();
  private readonly stopper = new AbortController();
  private readonly waiters = new Map<string, Array<() => void>>();
  /**
   * Refreshes asked while the collection's pull was under way. That pull may have read before
   * what they ask for happened (a write just delivered, its history row written after the read),
   * so another pull follows it, and they wait for that one.
   */
  private readonly askedDuringPull = new Map<string, Array<() => void>>();
  /** Collections whose last pull failed because the server could not be reached. */
  private readonly unreachable = new Set<string>();
  /**
   * First-screen requests still unanswered, by collection (holdForFirstScreen). A collection in
   * here is one a screen waits on: see `rank`.
   */
  private readonly firstScreensAsked = new Map<string, number>();
  private graceEndsAt = 0;

  constructor(
    private readonly collections: readonly ScheduledCollection[],
    private readonly deps: SchedulerDeps,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    // Reconcile ids one interval from now (or on reconnect), not at start: fresh rows come first.
    for (const c of this.collections)
      if (c.state.lastReconcileAt === 0) c.state.lastReconcileAt = this.deps.clock.now();
    // A screen opening now asks for its first rows (holdForFirstScreen); a bulk read started at
    // once would keep the server busy with 2,000 rows while that small request waits behind it.
    const grace = this.deps.firstScreenGraceMs ?? 0;
    this.graceEndsAt = this.deps.clock.now() + grace;
    for (const c of this.collections)
      if (grace > 0 && !c.state.complete && c.puller.firstScreen)
        c.state.nextPullAt = Math.max(c.state.nextPullAt, this.graceEndsAt);
    this.loopDone = this.loop();
  }

  /**
   * An unfinished first sync of `name` that has not started pulling waits until `answered`
   * settles: the screen's first rows are asked of the server alone, then the bulk read begins.
   */
  holdForFirstScreen(name: string, answered: Promise<PullResult>): void {
    const c = this.collections.find((candidate) => candidate.state.name === name);
    if (c === undefined || c.state.complete || c.state.syncing) return;
    const { state } = c;
    this.firstScreensAsked.set(name, (this.firstScreensAsked.get(name) ?? 0) + 1);
    state.nextPullAt = Infinity;
    // Several screens may ask at once (a list and its facets): the read waits for all of them.
    // Once one brought rows it starts; otherwise (a query that needs no request is answered at
    // once, empty) it still waits out the grace for a screen that has yet to ask.
    let broughtRows = false;
    const release = (rows: boolean) => {
      broughtRows ||= rows;
      const left = (this.firstScreensAsked.get(name) ?? 1) - 1;
      this.firstScreensAsked.set(name, left);
      if (left > 0 || state.nextPullAt !== Infinity) return;
      const now = this.deps.clock.now();
      state.nextPullAt = broughtRows ? now : Math.max(this.graceEndsAt, now);
      this.wake();
    };
    answered.then(
      (result) => release(result.put > 0),
      () => release(false),
    );
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopper.abort();
    this.wake();
    await this.loopDone;
    for (const list of [...this.waiters.values(), ...this.askedDuringPull.values()])
      list.forEach((resolve) => resolve());
    this.waiters.clear();
    this.askedDuringPull.clear();
  }

  /** Re-checks what is due now (back online, resumed). */
  wake(): void {
    this.wakeUp.abort();
  }

  /**
   * Back online: reconcile ids on the next pull of every collection, and pull at once what was
   * waiting out a backoff because the server could not be reached (up to a minute otherwise).
   */
  reconnected(): void {
    const now = this.deps.clock.now();
    for (const c of this.collections) {
      c.state.lastReconcileAt = -Infinity;
      if (!this.unreachable.delete(c.state.name)) continue;
      c.state.nextPullAt = Math.min(c.state.nextPullAt, now);
      c.state.failures = 0;
    }
    this.wake();
  }

  /** Pulls the named collections (all when omitted) now; resolves after their next attempt. */
  refresh(names?: readonly string[]): Promise<void> {
    const picked = this.collections.filter((c) => names === undefined || names.includes(c.state.name));
    const done = picked.map(
      (c) =>
        new Promise<void>((resolve) => {
          c.state.forbidden = false;
          const { name } = c.state;
          if (c.state.syncing) {
            this.askedDuringPull.set(name, [...(this.askedDuringPull.get(name) ?? []), resolve]);
            return;
          }
          c.state.nextPullAt = 0;
          this.waiters.set(name, [...(this.waiters.get(name) ?? []), resolve]);
        }),
    );
    this.wake();
    return Promise.all(done).then(() => undefined);
  }

  private async loop(): Promise<void> {
    const inFlight = new Map<string, Promise<void>>();
    while (this.running) {
      // A fresh wake-up signal before looking: a pull finishing while we look wakes the sleep below.
      this.wakeUp = new AbortController();
      const now = this.deps.clock.now();
      const blocked = this.deps.blocked();
      if (!blocked) {
        const due = this.collections
          .filter((c) => !inFlight.has(c.state.name) && c.state.nextPullAt <= now)
          .sort((a, b) => this.rank(a) - this.rank(b) || a.state.nextPullAt - b.state.nextPullAt);
        for (const c of due.slice(0, Math.max(0, pullLanes - inFlight.size))) {
          const run = this.pullOne(c).finally(() => {
            inFlight.delete(c.state.name);
            this.wake();
          });
          inFlight.set(c.state.name, run);
        }
      }
      const idle = this.collections.filter((c) => !inFlight.has(c.state.name));
      const next =
        blocked || inFlight.size >= pullLanes ? Infinity : Math.min(...idle.map((c) => c.state.nextPullAt));
      const wait = Number.isFinite(next) ? Math.max(0, next - now) : 24 * 3600_000;
      await this.deps.clock.sleep(wait, AbortSignal.any([this.wakeUp.signal, this.stopper.signal]));
    }
    await Promise.all(inFlight.values());
  }

  /**
   * 0 for a first sync a screen waits on, which takes the next free lane before other due
   * collections, 1 for the rest. Released after the grace, such a read would otherwise queue
   * behind every small collection (each due since the grace ended) while the screen shows its
   * first-screen rows.
   */
  private rank(c: ScheduledCollection): number {
    return this.firstScreensAsked.has(c.state.name) && !c.state.complete ? 0 : 1;
  }

  private async pullOne(c: ScheduledCollection): Promise<void> {
    const { state } = c;
    const { clock } = this.deps;
    const reconcile = state.complete && clock.now() - state.lastReconcileAt >= c.reconcileMs;
    state.syncing = true;
    this.deps.changed();
    try {
      const run = reconcile ? c.puller.reconcile(this.stopper.signal) : c.puller.pull(this.stopper.signal);
      const result = await untilAborted(run, this.stopper.signal);
      const now = clock.now();
      if (reconcile) state.lastReconcileAt = now;
      this.unreachable.delete(state.name);
      state.failures = 0;
      state.error = null;
      state.forbidden = false;
      state.quarantined = Math.max(state.quarantined, result.quarantined);
      if (result.complete) {
        state.lastSyncedAt = now;
        state.complete = true;
      }
      state.nextPullAt = now + (result.complete ? c.refreshMs : 0);
      this.deps.onPulled(state, result);
    } catch (error) {
      this.failed(c, error);
    } finally {
      state.syncing = false;
      const waiting = this.waiters.get(state.name) ?? [];
      this.waiters.delete(state.name);
      waiting.forEach((resolve) => resolve());
      const again = this.askedDuringPull.get(state.name);
      if (again !== undefined) {
        this.askedDuringPull.delete(state.name);
        this.waiters.set(state.name, again);
        // After a failure its backoff stands; the next attempt answers them either way.
        if (state.failures === 0) state.nextPullAt = Math.min(state.nextPullAt, clock.now());
      }
      this.deps.changed();
    }
  }

  private failed(c: ScheduledCollection, error: unknown): void {
    const { state } = c;
    const now = this.deps.clock.now();
    const kind = pullFailureKind(error);
    if (kind === 'network') this.unreachable.add(state.name);
    else if (kind !== 'aborted') this.unreachable.delete(state.name);
    const retryIn = () => Math.max(1_000, backoffDelay(state.failures, this.deps.random, this.deps.backoff));
    switch (kind) {
      case 'aborted':
        state.nextPullAt = now;
        return;
      case 'unauthorized':
        // Paused as a whole until resume(); this collection goes first then.
        state.nextPullAt = now;
        this.deps.onUnauthorized();
        return;
      case 'forbidden':
        state.forbidden = true;
        state.error = `You do not have access to ${state.label}`;
        state.nextPullAt = now + Math.max(forbiddenRetryMs, c.reconcileMs);
        return;
      case 'network':
        state.error = 'The server could not be reached';
        break;
      case 'storage':
        state.error = `Local storage failed: ${messageOf(error)}`;
        this.deps.onStorageError(error);
        break;
      default:
        state.error = messageOf(error);
    }
    state.nextPullAt = now + retryIn();
    state.failures++;
  }
}
