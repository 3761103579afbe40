// The outbox: durable, ordered, exactly-once delivery of named mutations (brief: "Sync engine rules").
import { z } from 'zod';
import type { LocalStore } from '../../db/store.ts';
import { defaultBackoff } from './backoff.ts';
import type { Outcome } from './classify.ts';
import { firstSending, sendEntry } from './send-entry.ts';
import { systemClock } from './clock.ts';
import type { OutboxEntry } from './entry.ts';
import { EntryLog } from './entry-log.ts';
import { guard, guardAsync, messageOf } from './guard.ts';
import { resolveEntry, type AnyMutator, type ArgsOf } from './mutator.ts';
import { LoopSignal } from './loop-signal.ts';
import { NoticeLog, noticeIdOf, type OutboxNotice } from './notice-log.ts';
import { OutboxError, type OutboxOptions } from './outbox-options.ts';
import { nextDeliverable, summarize, type OutboxState } from './queue-state.ts';
import { afterFailure, afterNetworkSignal, type RetryState } from './retry-schedule.ts';

/** A mutator's `recover` that keeps asking to resend is a bug or a hot row: fail after this many. */
export const MAX_RESENDS = 5;

/**
 * Open with `Outbox.open(options)`, then `start()` on the one tab that owns the network.
 * Replay is strictly in `seq` order, one request at a time; see CONTRACT.md.
 */
export class Outbox<Local, M extends AnyMutator<Local>> {
  private readonly log: EntryLog;
  private readonly noticeLog: NoticeLog;
  /** Resends in a row per entry (in memory: a restart allows a few more). */
  private readonly resends = new Map<string, number>();
  private readonly clock;
  private paused = false;
  private sending: string | undefined;
  private retryState: RetryState | undefined;
  /** Counts signs of the network (networkRestored); an attempt notes it when it starts. */
  private networkSignals = 0;
  private storeError: string | undefined;
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  private readonly signal = new LoopSignal();
  private readonly listeners = new Set<(state: OutboxState) => void>();
  private serial: Promise<unknown> = Promise.resolve();

  private constructor(private readonly options: OutboxOptions<Local, M>) {
    this.log = new EntryLog(options.store);
    this.noticeLog = new NoticeLog(options.store);
    this.clock = options.clock ?? systemClock;
  }

  /** Loads the stored entries (in order) and re-applies their optimistic effects. */
  static async open<Local, M extends AnyMutator<Local>>(
    options: OutboxOptions<Local, M>,
  ): Promise<Outbox<Local, M>> {
    const outbox = new Outbox(options);
    await outbox.log.load();
    await outbox.noticeLog.load();
    const reapply = () => {
      for (const entry of outbox.log.entries) {
        const found = resolveEntry(options.registry, entry);
        if (found.ok) guard(() => found.mutator.apply(options.local, found.args), outbox.onError('apply'));
      }
    };
    if (options.batched) options.batched(reapply);
    else reapply();
    return outbox;
  }

  /**
   * Validates `args`, stores the entry durably, then applies it optimistically. Resolves with the
   * stored entry; rejects with OutboxError (bad name/args) or StoreError (e.g. quota).
   */
  mutate<N extends M['name']>(name: N, args: ArgsOf<M, N>): Promise<OutboxEntry> {
    const mutator = this.options.registry.get(name);
    if (!mutator) return Promise.reject(new OutboxError('unknown-mutator', `unknown mutation "${name}"`));
    const parsed = mutator.args.safeParse(args);
    if (!parsed.success)
      return Promise.reject(new OutboxError('invalid-args', z.prettifyError(parsed.error)));
    return this.serially(async () => {
      const entry: OutboxEntry = {
        id: (this.options.newId ?? (() => crypto.randomUUID()))(),
        seq: this.log.nextSeq(),
        name,
        args,
        entities: [...mutator.entities(parsed.data)],
        create: mutator.create === true,
        createdAt: this.clock.now(),
        status: 'pending',
      };
      await this.log.put(entry);
      guard(() => mutator.apply(this.options.local, parsed.data), this.onError('apply'));
      this.changed();
      return entry;
    });
  }

  /** Starts replaying (idempotent). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loopDone = this.loop();
  }

  /** Stops after the request in flight, if any, has been handled. */
  async stop(): Promise<void> {
    this.running = false;
    this.signal.wake();
    await this.loopDone;
  }

  /** After sign-in (a 401 paused the queue), or after a storage failure was dealt with. */
  resume(): void {
    this.paused = false;
    this.storeError = undefined;
    this.changed();
  }

  /** Skips the current backoff wait, whatever its cause (a user's "try now"). */
  flushNow(): void {
    if (this.retryState) this.retryState = { ...this.retryState, nextAttemptAt: this.clock.now() };
    this.changed();
  }

  /**
   * A sign the network is back (online event, any answer from the server): a wait caused by
   * network failures ends now and their count starts over; a server error's backoff stays. If
   * an attempt is in flight and fails for want of network, it is retried at once.
   */
  networkRestored(): void {
    this.networkSignals++;
    this.retryState = afterNetworkSignal(this.retryState, this.clock.now());
    this.changed();
  }

  /** Puts a failed entry back in the queue at its original position. */
  retry(id: string): Promise<void> {
    return this.serially(async () => {
      const entry = this.log.find(id);
      if (entry.status !== 'failed') throw new OutboxError('not-failed', `mutation ${id} has not failed`);
      const { failure: _failure, ...rest } = entry;
      await this.replace({ ...rest, status: 'pending' });
    });
  }

  /**
   * Drops an entry (not while it is in flight) and reverts its optimistic effect. Given a
   * notice's id, dismisses the notice (nothing else changes).
   */
  discard(id: string): Promise<void> {
    return this.serially(async () => {
      if (this.noticeLog.has(id)) {
        await this.noticeLog.remove(id);
        this.changed();
        return;
      }
      const entry = this.log.find(id);
      if (this.sending === id) throw new OutboxError('in-flight', `mutation ${id} is being sent`);
      await this.log.remove(id);
      this.forgetRetry(id);
      const found = resolveEntry(this.options.registry, entry);
      if (found.ok && found.mutator.revert) {
        const revert = found.mutator.revert.bind(found.mutator);
        guard(() => revert(this.options.local, found.args), this.onError('revert'));
      }
      this.changed();
    });
  }

  /**
   * Continues in another store (e.g. reopened after the browser wiped the old one), writing every
   * entry there first; then resume() if a storage failure had stopped the queue.
   */
  moveTo(store: LocalStore): Promise<void> {
    return this.serially(async () => {
      await this.log.moveTo(store);
      await this.noticeLog.moveTo(store);
    });
  }

  getState(): OutboxState {
    const r = this.retryState;
    const retry = r && { attempts: r.attempts, nextAttemptAt: r.nextAttemptAt, cause: r.cause };
    return summarize(this.log.entries, {
      paused: this.paused,
      sending: this.sending,
      retry,
      storeError: this.storeError,
      notices: this.noticeLog.notices,
    });
  }

  /** Entries in replay order (pending and failed), e.g. to re-apply over freshly synced rows. */
  list(): readonly OutboxEntry[] {
    return [...this.log.entries];
  }

  subscribe(listener: (state: OutboxState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves once the loop is waiting: for work (empty, all failed or blocked), for resume()
   * (paused), or for a backoff timer. Immediately when not started.
   */
  whenWaiting(): Promise<void> {
    return this.running ? this.signal.whenWaiting() : Promise.resolve();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const entry = this.paused || this.storeError ? undefined : nextDeliverable(this.log.entries);
      if (!entry) {
        await this.signal.wait(this.signal.untilWoken());
        continue;
      }
      const due = this.retryState?.id === entry.id ? this.retryState.nextAttemptAt : 0;
      const wait = due - this.clock.now();
      if (wait > 0) {
        await this.signal.wait(this.clock.sleep(wait, this.signal.signal));
        continue;
      }
      try {
        await this.attempt(entry);
      } catch (error) {
        this.storeError = messageOf(error);
        this.changed();
      }
    }
    this.signal.stopped();
  }

  private async attempt(entry: OutboxEntry): Promise<void> {
    this.sending = entry.id;
    this.changed();
    const signals = this.networkSignals;
    let outcome: Outcome;
    try {
      // Went out before: its answer may have been lost after it took effect (see `landed`).
      const sentBefore = entry.sentAt !== undefined;
      const sending = await this.serially(() => this.markSent(entry));
      outcome = await sendEntry(this.options.registry, this.options.transport, sending, {
        now: this.clock.now(),
        sentBefore,
      });
      // Bookkeeping joins the API's write queue, and `sending` holds until it is done, so a
      // concurrent discard() can neither slip between the answer and its record nor be undone.
      await this.serially(() => this.record(sending, outcome, signals !== this.networkSignals));
    } finally {
      this.sending = undefined;
      this.changed();
    }
    const onDelivered = this.options.onDelivered;
    if (outcome.kind === 'delivered' && onDelivered) {
      await guardAsync(
        () => onDelivered({ entry, body: outcome.body, duplicate: outcome.duplicate }),
        this.onError('onDelivered'),
      );
    }
  }

  /** Records, durably and before it goes out, the first attempt of a write that can land twice. */
  private async markSent(entry: OutboxEntry): Promise<OutboxEntry> {
    const sent = firstSending(this.options.registry, entry, this.clock.now());
    if (sent !== entry) await this.log.put(sent);
    return sent;
  }

  private async record(entry: OutboxEntry, outcome: Outcome, networkSignalled: boolean): Promise<void> {
    if (outcome.kind === 'delivered' || outcome.kind === 'fail') this.resends.delete(entry.id);
    if (outcome.kind === 'delivered') {
      // The notice first: a crash in between re-delivers the entry and writes the same notice.
      const notice = this.noticeOf(entry);
      if (notice) await this.noticeLog.put(notice);
      await this.log.remove(entry.id);
      this.forgetRetry(entry.id);
    } else if (outcome.kind === 'resend') {
      const count = (this.resends.get(entry.id) ?? 0) + 1;
      if (count > MAX_RESENDS) {
        await this.replace({
          ...entry,
          status: 'failed',
          failure: { message: `the server refused it ${count} times in a row` },
        });
        return;
      }
      this.resends.set(entry.id, count);
      // Same id, seq and entities: the entry keeps its place; only what it sends changes.
      await this.replace({ ...entry, args: outcome.args });
    } else if (outcome.kind === 'retry') {
      const previous = this.retryState?.id === entry.id ? this.retryState : undefined;
      this.retryState = afterFailure(previous, entry.id, outcome.cause, {
        now: this.clock.now(),
        online: this.options.online?.() ?? true,
        random: this.options.random ?? Math.random,
        backoff: this.options.backoff ?? defaultBackoff,
        networkSignalled,
      });
    } else if (outcome.kind === 'pause') {
      this.paused = true;
    } else await this.replace({ ...entry, status: 'failed', failure: outcome.failure });
  }

  private async replace(entry: OutboxEntry): Promise<void> {
    await this.log.put(entry);
    this.forgetRetry(entry.id);
    this.changed();
  }

  private forgetRetry(id: string): void {
    if (this.retryState?.id === id) this.retryState = undefined;
  }

  private noticeOf(entry: OutboxEntry): OutboxNotice | undefined {
    const found = resolveEntry(this.options.registry, entry);
    if (!found.ok || !found.mutator.notice) return undefined;
    const notice = found.mutator.notice.bind(found.mutator);
    let detail: unknown;
    guard(() => (detail = notice(found.args)), this.onError('notice'));
    if (detail === undefined) return undefined;
    return {
      id: noticeIdOf(entry.id),
      mutationId: entry.id,
      name: entry.name,
      entities: entry.entities,
      at: this.clock.now(),
      detail,
    };
  }

  /** Store writes from the API run one at a time, so entries enter memory in seq order. */
  private serially<R>(task: () => Promise<R>): Promise<R> {
    const result = this.serial.then(task);
    this.serial = result.catch(() => undefined);
    return result;
  }

  private onError(where: 'apply' | 'revert' | 'onDelivered' | 'notice'): (error: unknown) => void {
    return (error) => this.options.onCallbackError?.(error, where);
  }

  private changed(): void {
    const state = this.getState();
    for (const listener of [...this.listeners]) listener(state);
    this.signal.wake();
  }
}
