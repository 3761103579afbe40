// The sync worker's core, independent of where it runs (a dedicated worker in browsers,
// in-process in tests). It opens the namespaced store, answers live queries from in-memory
// engines filled from stored pages before any network, and, in the one tab that holds the
// leader lock, pulls collections and delivers the outbox; other tabs follow over a channel.
import { z } from 'zod';
import type { LocalStore } from '../../db/store.ts';
import { StoreError } from '../../db/store-error.ts';
import type { LocalData } from '../mutators/local-data.ts';
import type { OutboxEntry } from '../outbox/entry.ts';
import { createMutatorRegistry, type AnyMutator, type MutatorRegistry } from '../outbox/mutator.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { QueryInput } from '../query/query-schema.ts';
import type { Subscription } from '../query/engine.ts';
import type { ChannelMessage, Command } from './channel.ts';
import { initialState, type CollectionState } from './collection-state.ts';
import { EngineSet, type EngineChange } from './engine-set.ts';
import { warmUpWhenIdle } from './engine-warmup.ts';
import type { RuntimeEnvironment } from './environment.ts';
import { Leadership } from './leadership.ts';
import { PeerLink } from './peer-link.ts';
import { PushCoalescer } from './push-coalescer.ts';
import { QuerySnapshots } from './query-snapshots.ts';
import { syncInitSchema, type ExpectedQuery, type SyncInit, type SyncStatus } from './protocol.ts';
import { buildStatus, type StorageProblem } from './status.ts';
import {
  checkStored,
  openStore,
  loadCollections,
  readStoredOutbox,
  rememberSync,
  sessionState,
} from './store-steps.ts';

export type ResultListener = (result: QueryResult<unknown>) => void;
export type ErrorListener = (message: string) => void;

interface OpenQuery {
  readonly collection: string;
  query: QueryInput;
  readonly onResult: ResultListener;
  readonly onError: ErrorListener;
  subscription: Subscription | undefined;
  /** Sends answers to the page; during a first sync, those caused by synced rows are coalesced. */
  readonly pushes: PushCoalescer<QueryResult<unknown>>;
}

const messageOf = (error: unknown): string =>
  error instanceof z.ZodError
    ? z.prettifyError(error)
    : error instanceof Error
      ? error.message
      : String(error);

/** How long the leader keeps its changes for a worker that starts meanwhile (see 'hello'). */
const RECENT_CHANGES_MS = 5_000;

export class SyncRuntime {
  readonly engines: EngineSet;
  readonly registry: MutatorRegistry<LocalData, AnyMutator<LocalData>>;
  readonly states = new Map<string, CollectionState>();
  store: LocalStore | undefined;
  init: SyncInit | undefined;
  private link: PeerLink | undefined;
  private leadership: Leadership | undefined;
  private readonly queries = new Map<number, OpenQuery>();
  /** Queries a screen about to open will ask (expectQueries): their first rows are asked first. */
  private expected: readonly ExpectedQuery[] = [];
  private nextQueryId = 1;
  private readonly statusListeners = new Set<(status: SyncStatus) => void>();
  private statusTimer: ReturnType<typeof setTimeout> | undefined;
  private lastStatus: SyncStatus;
  private leaderStatus: SyncStatus | undefined;
  private started = false;
  private closed = false;
  private readonly closing = new AbortController();
  private snapshots: QuerySnapshots | undefined;
  /** Settles once the store is open (queries may arrive before that). */
  private readonly snapshotsOpened: Promise<QuerySnapshots | undefined>;
  private openedSnapshots: (snapshots: QuerySnapshots | undefined) => void = () => undefined;
  browserOnline: boolean;
  reachable = true;
  unauthorized = false;
  problem: StorageProblem = null;
  private persisted: boolean | null = null;
  private loaded: Promise<void> = Promise.resolve();
  private stopOnline: () => void = () => undefined;
  // A runtime started on hold loads local data and answers queries but joins no election (so it
  // touches no network) until `join()`: the tab starts it before the server confirmed the user.
  private electionHeld = false;
  private joinRequested = false;
  // A runtime started on hold begins before the page has asked anything. Its bulk load (a large
  // read and index build that occupy the worker's thread for a second or more at 100k rows)
  // waits until the first query has been answered from its snapshot, or join(), or a deadline,
  // so the first screen is never queued behind it.
  private firstScreenServed: () => void = () => undefined;
  private readonly firstScreenOrJoin = new Promise<void>((resolve) => (this.firstScreenServed = resolve));
  /** True while synced rows (a pulled page, the leader's changes) reach the engines. */
  private applyingSynced = false;
  private readonly recentChanges: { at: number; changes: readonly EngineChange[] }[] = [];

  constructor(readonly env: RuntimeEnvironment) {
    this.snapshotsOpened = new Promise((resolve) => (this.openedSnapshots = resolve));
    this.engines = new EngineSet(env.collections, (changes) => this.engineChanged(changes));
    this.registry = createMutatorRegistry<LocalData, AnyMutator<LocalData>>(env.mutators);
    for (const spec of env.collections) this.states.set(spec.name, initialState(spec.name, spec.label));
    this.browserOnline = env.online.isOnline();
    this.lastStatus = this.computeStatus();
  }

  /**
   * Opens the store, loads local data, and joins the leader election (unless `hold`; see
   * `join`). Resolves once local rows answer.
   */
  async start(input: unknown, options: { hold?: boolean | undefined } = {}): Promise<void> {
    if (this.init) throw new Error('the sync runtime is already started');
    const init = syncInitSchema.parse(input);
    this.init = init;
    const opened = await openStore(this.env, init.namespace);
    this.store = opened.store;
    this.problem = opened.problem;
    this.snapshots = new QuerySnapshots(opened.store, () => this.env.clock.now());
    this.openedSnapshots(this.snapshots);
    this.watchStore(opened.store);
    this.stopOnline = this.env.online.subscribe((online) => this.setBrowserOnline(online));
    void this.env.persisted().then((p) => {
      this.persisted = p;
      this.statusChanged();
    });
    this.link = new PeerLink({
      channel: this.env.channel(`mcc-sync:${opened.store.name}`),
      locks: this.env.locks,
      lockName: `mcc-sync:${opened.store.name}`,
      onLeader: () => void this.becomeLeader(),
      onMessage: (message) => this.onPeerMessage(message),
      onCommand: (command) => this.runCommand(command),
    });
    this.loaded = this.loadLocal(opened.store, options.hold === true);
    this.link.post({ type: 'hello', from: this.link.id });
    if (options.hold === true && !this.joinRequested) this.electionHeld = true;
    else this.link.elect();
    await this.loaded;
  }

  /** Lets a runtime started on hold join the leader election (its user is now confirmed). */
  join(): void {
    this.joinRequested = true;
    this.firstScreenServed();
    if (!this.electionHeld || this.closed) return;
    this.electionHeld = false;
    this.link?.elect();
  }

  private async loadLocal(store: LocalStore, held: boolean): Promise<void> {
    if (held)
      await Promise.race([
        this.firstScreenOrJoin,
        this.env.clock.sleep(this.env.heldLoadWaitMs, this.closing.signal).catch(() => undefined),
      ]);
    // Undelivered writes live only in memory: each collection gets them re-applied as it loads,
    // before its queries are answered, or a reload would show them gone (and their "Pending"
    // badges with them) until the outbox opens after the last collection. The leader's outbox
    // applies them again when it opens (apply is idempotent); a follower keeps this copy.
    const pending = readStoredOutbox(store);
    const loadedOnly = this.engines.restrictedTo((name) => this.states.get(name)?.loaded === true);
    await loadCollections(
      store,
      this.env.collections,
      this.engines,
      this.states,
      async (name) => {
        this.reapply(await pending, loadedOnly);
        this.collectionLoaded(name);
      },
      () => new Set([...this.queries.values()].map((open) => open.collection)),
    );
    void warmUpWhenIdle(
      this.engines.names.map((name) => this.engines.engine(name)),
      this.closing.signal,
    ); // idle-time warm-up (engine-warmup.ts)
    this.started = true;
    this.statusChanged();
    void this.checkStoredLater(store);
  }

  /** Validates what was loaded on trust, once the first screen and the first pulls are under way. */
  private async checkStoredLater(store: LocalStore): Promise<void> {
    await this.env.clock.sleep(this.env.checkStoredAfterMs, this.closing.signal);
    if (this.closed) return;
    const dropped = await checkStored(store, this.env.collections, this.engines, () => this.closed);
    if (dropped > 0) this.statusChanged();
  }

  private async becomeLeader(): Promise<void> {
    await this.loaded;
    if (this.closed || !this.store) return;
    this.leadership = new Leadership(this, this.store);
    const starting = this.leadership.start();
    for (const open of [...this.expected, ...this.queries.values()]) this.askFirstScreen(open);
    await starting;
    this.statusChanged();
  }

  // ---- live queries ------------------------------------------------------------------------

  subscribeQuery(
    collection: string,
    query: QueryInput,
    onResult: ResultListener,
    onError: ErrorListener,
  ): number {
    const id = this.nextQueryId++;
    const open: OpenQuery = {
      collection,
      query,
      onResult: (result) => {
        if (this.applyingSynced && this.firstSyncRunning(collection)) open.pushes.throttled(result);
        else open.pushes.immediate(result);
      },
      onError,
      subscription: undefined,
      pushes: new PushCoalescer(
        (result) => {
          this.snapshots?.remember(collection, open.query, result);
          onResult(result);
        },
        (result) => result.total > 0,
      ),
    };
    this.queries.set(id, open);
    const engine = this.engines.engine(collection);
    if (!engine) {
      onError(`Unknown collection "${collection}"`);
      return id;
    }
    try {
      engine.parseQuery(query);
    } catch (error) {
      onError(messageOf(error));
      return id;
    }
    if (this.states.get(collection)?.loaded) this.attach(open);
    else void this.showSnapshot(id, open).finally(() => this.firstScreenServed());
    this.askFirstScreen(open);
    return id;
  }

  /** Whether the collection's first sync is under way (a follower goes by the leader's status). */
  private firstSyncRunning(collection: string): boolean {
    if (this.leadership) return this.states.get(collection)?.complete === false;
    return this.leaderStatus?.collections[collection]?.complete === false;
  }

  /**
   * Queries a screen about to open will ask (known from its address before its code and first
   * render): during a first sync their first rows are asked as soon as this tab leads, so they
   * are local when the screen subscribes. Asking the same rows again later costs nothing.
   */
  expectQueries(list: readonly ExpectedQuery[]): void {
    // The latest announcement replaces the last: it is the screen being opened now.
    this.expected = list.filter((item) => {
      try {
        return this.engines.engine(item.collection)?.parseQuery(item.query) !== undefined;
      } catch {
        return false; // the screen's own subscription reports a bad query
      }
    });
    for (const item of this.expected) this.askFirstScreen(item);
  }

  /** During a collection's first sync, the leader asks the server for this query's first rows. */
  private askFirstScreen(open: ExpectedQuery): void {
    if (this.states.get(open.collection)?.complete === false)
      void this.leadership?.firstScreen(open.collection, open.query);
  }

  /** Until the engine can answer, the answer this query had last time (see query-snapshots.ts). */
  private async showSnapshot(id: number, open: OpenQuery): Promise<void> {
    const snapshots = await this.snapshotsOpened;
    await snapshots?.ready;
    if (open.subscription || this.closed || this.queries.get(id) !== open) return;
    const last = snapshots?.lookup(open.collection, open.query);
    if (last) open.onResult(last);
  }

  updateQuery(id: number, query: QueryInput): void {
    const open = this.queries.get(id);
    if (!open) return;
    open.query = query;
    try {
      if (open.subscription) open.subscription.update(query);
      else {
        this.engines.engine(open.collection)?.parseQuery(query);
        // Still loading: the new window (a scroll, a resize) may have its own snapshot.
        void this.showSnapshot(id, open);
      }
      this.askFirstScreen(open);
    } catch (error) {
      open.onError(messageOf(error));
    }
  }

  closeQuery(id: number): void {
    const open = this.queries.get(id);
    open?.subscription?.unsubscribe();
    open?.pushes.cancel();
    this.queries.delete(id);
  }

  /**
   * Applies synced rows (a pulled page, the leader's changes) to the engines. While a collection's
   * first sync runs, the answers they change are coalesced (push-coalescer.ts).
   */
  applySynced(apply: () => void): void {
    const was = this.applyingSynced;
    this.applyingSynced = true;
    try {
      apply();
    } finally {
      this.applyingSynced = was;
    }
  }

  private attach(open: OpenQuery): void {
    const engine = this.engines.engine(open.collection);
    if (!engine || open.subscription) return;
    try {
      open.subscription = engine.subscribe(open.query, open.onResult);
    } catch (error) {
      open.onError(messageOf(error));
    }
  }

  private collectionLoaded(name: string): void {
    for (const open of this.queries.values()) if (open.collection === name) this.attach(open);
    this.statusChanged();
  }

  // ---- commands ----------------------------------------------------------------------------

  async mutate(name: string, args: unknown): Promise<OutboxEntry> {
    const entry = (await this.command({ op: 'mutate', name, args })) as OutboxEntry;
    // A reload or a closed tab often follows the user's own write at once: the answers it changed
    // (already pushed here, also in a follower, whose leader posts its changes before its reply)
    // are stored now, or the next start would paint the screen without the write.
    this.snapshots?.flushAll();
    return entry;
  }

  retry(entryId: string): Promise<void> {
    return this.command({ op: 'retry', entryId }).then(() => undefined);
  }

  discard(entryId: string): Promise<void> {
    return this.command({ op: 'discard', entryId }).then(() => undefined);
  }

  refresh(collections?: readonly string[]): Promise<void> {
    return this.command(
      collections ? { op: 'refresh', collections: [...collections] } : { op: 'refresh' },
    ).then(() => undefined);
  }

  resume(): Promise<void> {
    this.unauthorized = false;
    this.statusChanged();
    return this.command({ op: 'resume' }).then(() => undefined);
  }

  /** Runs a command here when leader, else on the leader tab. */
  private async command(command: Command): Promise<unknown> {
    await this.loaded;
    if (this.leadership) return this.leadership.run(command);
    if (!this.link) throw new Error('The sync worker has not started');
    if (command.op === 'mutate') {
      // Validate here so a bad call fails with the mutator's message, not a channel timeout.
      const mutator = this.registry.get(command.name);
      if (!mutator) throw new Error(`unknown mutation "${command.name}"`);
      const parsed = mutator.args.safeParse(command.args);
      if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
    }
    return this.link.request(command);
  }

  private runCommand(command: Command): Promise<unknown> {
    if (!this.leadership) return Promise.reject(new Error('This tab is not syncing'));
    return this.leadership.run(command);
  }

  // ---- status ------------------------------------------------------------------------------

  get status(): SyncStatus {
    return this.lastStatus;
  }

  subscribeStatus(listener: (status: SyncStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Coalesces status changes (a pull changes it per page) into one push per 100 ms at most. */
  statusChanged(): void {
    if (this.statusTimer !== undefined || this.closed) return;
    this.statusTimer = setTimeout(() => {
      this.statusTimer = undefined;
      this.publishStatus();
    }, 50);
  }

  /** Publishes now (tests, and before close). */
  publishStatus(): void {
    const status = this.computeStatus();
    this.lastStatus = status;
    if (this.leadership && this.link) this.link.post({ type: 'status', from: this.link.id, status });
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private computeStatus(): SyncStatus {
    const own = buildStatus({
      started: this.started,
      leader: this.leadership !== undefined,
      online: this.browserOnline && this.reachable,
      unauthorized: this.unauthorized,
      collections: [...this.states.values()],
      rowsOf: (name) => this.engines.engine(name)?.size ?? 0,
      outbox: this.leadership?.outboxSnapshot(),
      describe: (name) => this.registry.get(name),
      persisted: this.persisted,
      problem: this.problem,
    });
    if (this.leadership || !this.leaderStatus) return own;
    // A follower shows what the leader reports, with its own row counts and storage.
    const collections: SyncStatus['collections'] = {};
    for (const [name, c] of Object.entries(this.leaderStatus.collections))
      collections[name] = { ...c, rows: own.collections[name]?.rows ?? c.rows };
    return {
      ...this.leaderStatus,
      leader: false,
      phase: this.started ? this.leaderStatus.phase : 'starting',
      online: this.browserOnline && this.leaderStatus.online,
      collections,
      storage: { persisted: this.persisted, problem: this.problem ?? this.leaderStatus.storage.problem },
    };
  }

  // ---- engines, peers, store events ---------------------------------------------------------

  /** Re-applies pending writes' optimistic effects, as one engine change. */
  reapply(entries: readonly OutboxEntry[], local: LocalData = this.engines): void {
    this.engines.batched(() => {
      for (const entry of entries) {
        const mutator = this.registry.get(entry.name);
        const parsed = mutator?.args.safeParse(entry.args);
        if (!mutator || !parsed?.success) continue;
        try {
          mutator.apply(local, parsed.data);
        } catch (error) {
          console.error(`re-applying ${entry.name} failed`, error);
        }
      }
    });
  }

  private engineChanged(changes: readonly EngineChange[]): void {
    if (!this.leadership || !this.link) return;
    // Kept a few seconds for a worker that starts meanwhile: its store read may have missed them.
    const now = this.env.clock.now();
    this.recentChanges.push({ at: now, changes });
    while ((this.recentChanges[0]?.at ?? now) < now - RECENT_CHANGES_MS) this.recentChanges.shift();
    if (this.link.hasPeers) this.broadcastChanges(changes);
  }

  private broadcastChanges(changes: readonly EngineChange[]): void {
    if (changes.length === 0 || !this.link) return;
    this.link.post({
      type: 'changes',
      from: this.link.id,
      changes: changes.map((c) => ({ ...c, put: [...c.put], remove: [...c.remove] })),
    });
  }

  private onPeerMessage(message: ChannelMessage): void {
    switch (message.type) {
      case 'changes':
        if (!this.leadership)
          void this.loaded.then(() => this.applySynced(() => this.engines.apply(message.changes)));
        return;
      case 'status':
        if (this.leadership) return;
        this.leaderStatus = message.status;
        this.statusChanged();
        return;
      case 'hello':
        if (!this.leadership) return;
        this.publishStatus();
        // Replayed in order: a row the newcomer loaded newer from the store ends at its latest.
        this.broadcastChanges(this.recentChanges.flatMap((recent) => recent.changes));
        return;
      case 'signed-out':
        this.unauthorized = true;
        this.publishStatus();
        void this.close();
        return;
      default:
        return;
    }
  }

  setBrowserOnline(online: boolean): void {
    const was = this.browserOnline && this.reachable;
    this.browserOnline = online;
    if (online) this.reachable = true;
    if (online && !was) this.leadership?.reconnected();
    this.statusChanged();
  }

  /** Told after every request whether the server answered. */
  setReachable(reachable: boolean): void {
    // An answer proves the network is there, whatever the browser last said (a missed event).
    const online = reachable || this.browserOnline;
    if (reachable === this.reachable && online === this.browserOnline) return;
    const was = this.browserOnline && this.reachable;
    this.reachable = reachable;
    this.browserOnline = online;
    if (reachable && !was) this.leadership?.reconnected();
    this.statusChanged();
  }

  noteStorageError(error: unknown): void {
    const cause =
      error instanceof StoreError
        ? error
        : error instanceof Error && error.cause instanceof StoreError
          ? error.cause
          : undefined;
    if (cause?.kind === 'quota' || /quota/i.test(error instanceof Error ? error.message : ''))
      this.problem = 'quota';
    this.statusChanged();
  }

  private watchStore(store: LocalStore): void {
    store.subscribe((event) => {
      if (event.type === 'quota-exceeded') {
        this.problem = 'quota';
        this.statusChanged();
      } else if (event.type === 'closed' && !this.closed) {
        void this.storeClosed();
      }
    });
  }

  /** The browser or another tab removed the database: reopen it and resync, keeping the outbox. */
  private async storeClosed(): Promise<void> {
    const init = this.init;
    if (!init) return;
    await new Promise((resolve) => setTimeout(resolve, this.env.reopenDelayMs));
    if (this.closed) return;
    // A sign-out in another tab also deletes the database: recreate it only for a live session.
    const session = await sessionState(this.env, init.apiBase);
    if (this.closed) return;
    if (session === 'signed-out') {
      this.unauthorized = true;
      this.publishStatus();
      await this.close();
      return;
    }
    const opened =
      session === 'active'
        ? await openStore(this.env, init.namespace)
        : { store: await this.env.fallbackProvider.open(init.namespace), problem: null };
    if (this.closed) {
      opened.store.close();
      return;
    }
    const hadSynced = [...this.states.values()].some((s) => s.lastSyncedAt !== null);
    this.store = opened.store;
    this.problem = opened.problem ?? (opened.store.fresh && hadSynced ? 'wiped' : null);
    this.watchStore(opened.store);
    if (opened.store.fresh)
      for (const state of this.states.values())
        Object.assign(state, { complete: false, lastReconcileAt: -Infinity });
    await this.leadership?.moveTo(opened.store);
    this.statusChanged();
  }

  /** Called by the leader after each successful pull; clears a wiped/quota note once resynced. */
  pulled(state: CollectionState): void {
    if (state.complete) {
      // The first sync is complete: its last coalesced answers go out now, and the answers the
      // screens show are stored at once, not up to a second later (a reload may come any moment).
      for (const open of this.queries.values()) if (open.collection === state.name) open.pushes.flush();
      this.snapshots?.flushAll();
    }
    if (state.lastSyncedAt !== null && this.store)
      void rememberSync(this.store, state).catch((error: unknown) => this.noteStorageError(error));
    if (this.problem === 'wiped' && [...this.states.values()].every((s) => s.complete || s.forbidden))
      this.problem = null;
    if (this.problem === 'quota') this.problem = null;
  }

  /** Stops everything; with `signOut`, tells other tabs to stop too (the store is about to be wiped). */
  async close(options: { signOut?: boolean | undefined } = {}): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.closing.abort();
    this.openedSnapshots(undefined);
    if (options.signOut && this.link) this.link.post({ type: 'signed-out', from: this.link.id });
    if (this.statusTimer !== undefined) clearTimeout(this.statusTimer);
    this.stopOnline();
    await this.leadership?.stop();
    this.link?.close();
    for (const open of this.queries.values()) {
      open.subscription?.unsubscribe();
      open.pushes.cancel();
    }
    this.queries.clear();
    this.snapshots?.close();
    this.store?.close();
    this.statusListeners.clear();
  }

  get isClosed(): boolean {
    return this.closed;
  }
}
