// The sync worker's core, independent of where it runs (a dedicated worker in browsers,
// in-process in tests). It opens the namespaced store, answers live queries from in-memory
// engines filled from stored pages before any network, and, in the one tab that holds the
// leader lock, pulls collections and delivers the outbox; other tabs follow over a channel.
// This class is the composition root: each concern is a part with its own file and tests.
import type { LocalStore } from '../../db/store.ts';
import type { LocalData } from '../mutators/local-data.ts';
import type { OutboxEntry } from '../outbox/entry.ts';
import { createMutatorRegistry, type AnyMutator, type MutatorRegistry } from '../outbox/mutator.ts';
import type { QueryInput } from '../query/query-schema.ts';
import type { Command } from './channel.ts';
import { initialState, type CollectionState } from './collection-state.ts';
import { CommandRouter } from './command-router.ts';
import { Connectivity } from './connectivity.ts';
import { EngineSet } from './engine-set.ts';
import type { RuntimeEnvironment } from './environment.ts';
import { Leadership } from './leadership.ts';
import type { LeadershipPort } from './leadership-port.ts';
import { HoldGate, loadLocal, reapplyPending } from './local-load.ts';
import { PeerLink } from './peer-link.ts';
import { PeerRelay } from './peer-relay.ts';
import { syncInitSchema, type ExpectedQuery, type SyncInit, type SyncStatus } from './protocol.ts';
import { QueryHub, type ErrorListener, type ResultListener } from './query-hub.ts';
import { QuerySnapshots } from './query-snapshots.ts';
import { runtimeStatus } from './status.ts';
import { StatusPublisher } from './status-publisher.ts';
import { StoreKeeper } from './store-keeper.ts';
import { typeAheadOver, type TypeAhead } from './type-ahead.ts';

export type { ErrorListener, ResultListener } from './query-hub.ts';

export class SyncRuntime {
  readonly engines: EngineSet;
  /** Answers to open search boxes' next keystrokes (type-ahead.ts), reached by worker-api.ts. */
  readonly typeAhead: TypeAhead;
  readonly registry: MutatorRegistry<LocalData, AnyMutator<LocalData>>;
  readonly states = new Map<string, CollectionState>();
  private init: SyncInit | undefined;
  private link: PeerLink | undefined;
  private relay: PeerRelay | undefined;
  private leadership: Leadership | undefined;
  private readonly queries: QueryHub;
  private readonly connectivity: Connectivity;
  private readonly storage: StoreKeeper;
  private readonly statusPublisher: StatusPublisher;
  private readonly commands: CommandRouter;
  private leaderStatus: SyncStatus | undefined;
  private started = false;
  private closed = false;
  private readonly closing = new AbortController();
  private loaded: Promise<void> = Promise.resolve();
  private stopOnline: () => void = () => undefined;
  /** Started on hold, the election waits for join() and the bulk load for the first screen. */
  private readonly gate = new HoldGate();

  constructor(readonly env: RuntimeEnvironment) {
    this.engines = new EngineSet(env.collections, (changes) => this.relay?.engineChanged(changes));
    this.typeAhead = typeAheadOver(this.engines, (name) => this.states.get(name)?.loaded === true);
    this.registry = createMutatorRegistry<LocalData, AnyMutator<LocalData>>(env.mutators);
    for (const spec of env.collections) this.states.set(spec.name, initialState(spec.name, spec.label));
    this.queries = new QueryHub({
      engines: this.engines,
      clock: env.clock,
      loaded: (collection) => this.states.get(collection)?.loaded === true,
      firstSyncRunning: (collection) => this.firstSyncRunning(collection),
      askFirstScreen: (query) => this.askFirstScreen(query),
      firstScreenServed: () => this.gate.firstScreenServed(),
    });
    this.connectivity = new Connectivity(env.online.isOnline(), {
      reconnected: () => this.leadership?.reconnected(),
      changed: () => this.statusChanged(),
    });
    this.storage = new StoreKeeper({
      env,
      signal: this.closing.signal,
      changed: () => this.statusChanged(),
      states: this.states,
      reopened: async (store) => this.leadership?.moveTo(store),
      signedOut: () => this.signedOutElsewhere(),
    });
    this.statusPublisher = new StatusPublisher({
      clock: env.clock,
      compute: () => this.computeStatus(),
      published: (status) => {
        if (this.leadership && this.link) this.link.post({ type: 'status', from: this.link.id, status });
      },
    });
    this.commands = new CommandRouter({
      registry: this.registry,
      ready: () => this.loaded,
      leader: () => this.leadership,
      remote: () => this.link,
    });
  }

  /**
   * Opens the store, loads local data, and joins the leader election (unless `hold`; see
   * `join`). Resolves once local rows answer.
   */
  async start(input: unknown, options: { hold?: boolean | undefined } = {}): Promise<void> {
    if (this.init) throw new Error('the sync runtime is already started');
    const init = syncInitSchema.parse(input);
    this.init = init;
    const store = await this.storage.open(init);
    this.queries.useSnapshots(new QuerySnapshots(store, this.env.clock));
    this.stopOnline = this.env.online.subscribe((online) => this.setBrowserOnline(online));
    const link = new PeerLink({
      channel: this.env.channel(`mcc-sync:${store.name}`),
      locks: this.env.locks,
      lockName: `mcc-sync:${store.name}`,
      clock: this.env.clock,
      onLeader: () => void this.becomeLeader(),
      onMessage: (message) => this.relay?.receive(message),
      onCommand: (command) => this.commands.runForPeer(command),
    });
    this.link = link;
    this.relay = this.peerRelay(link);
    this.loaded = loadLocal({
      env: this.env,
      store,
      engines: this.engines,
      states: this.states,
      signal: this.closing.signal,
      waitFor: options.hold === true ? this.gate.firstScreenOrJoin : undefined,
      wanted: () => this.queries.openCollections(),
      reapply: (entries, local) => reapplyPending(this.registry, this.engines, entries, local),
      collectionLoaded: (name) => {
        this.queries.collectionLoaded(name);
        this.typeAhead.changed(name);
        this.statusChanged();
      },
      dropped: () => this.statusChanged(),
    }).then(() => {
      this.started = true;
      this.statusChanged();
    });
    link.post({ type: 'hello', from: link.id });
    if (options.hold !== true || !this.gate.hold()) link.elect();
    await this.loaded;
  }

  /** Lets a runtime started on hold join the leader election (its user is now confirmed). */
  join(): void {
    if (this.gate.join() && !this.closed) this.link?.elect();
  }

  private async becomeLeader(): Promise<void> {
    await this.loaded;
    const store = this.storage.store;
    if (this.closed || !store || !this.init) return;
    this.leadership = new Leadership(this.leadershipPort(this.init), store);
    const starting = this.leadership.start();
    for (const query of this.queries.wanted()) this.askFirstScreen(query);
    await starting;
    this.statusChanged();
  }

  // ---- live queries (query-hub.ts) ---------------------------------------------------------

  subscribeQuery(
    collection: string,
    query: QueryInput,
    onResult: ResultListener,
    onError: ErrorListener,
  ): number {
    return this.queries.subscribe(collection, query, onResult, onError);
  }

  /** Queries a screen about to open will ask: their first rows are asked first (QueryHub.expect). */
  expectQueries(list: readonly ExpectedQuery[]): void {
    this.queries.expect(list);
  }

  updateQuery(id: number, query: QueryInput): void {
    this.queries.update(id, query);
  }

  closeQuery(id: number): void {
    this.queries.close(id);
  }

  /** Whether the collection's first sync is under way (a follower goes by the leader's status). */
  private firstSyncRunning(collection: string): boolean {
    if (this.leadership) return this.states.get(collection)?.complete === false;
    return this.leaderStatus?.collections[collection]?.complete === false;
  }

  /** During a collection's first sync, the leader asks the server for this query's first rows. */
  private askFirstScreen(query: ExpectedQuery): void {
    if (this.states.get(query.collection)?.complete === false)
      void this.leadership?.firstScreen(query.collection, query.query);
  }

  // ---- commands (command-router.ts) --------------------------------------------------------

  async mutate(name: string, args: unknown): Promise<OutboxEntry> {
    const entry = (await this.commands.run({ op: 'mutate', name, args })) as OutboxEntry;
    // A reload or a closed tab often follows the user's own write at once: the answers it changed
    // (already pushed here, also in a follower, whose leader posts its changes before its reply)
    // are stored now, or the next start would paint the screen without the write.
    this.queries.storeAnswers();
    return entry;
  }

  retry(entryId: string): Promise<void> {
    return this.run({ op: 'retry', entryId });
  }

  discard(entryId: string): Promise<void> {
    return this.run({ op: 'discard', entryId });
  }

  refresh(collections?: readonly string[]): Promise<void> {
    const command: Command = collections
      ? { op: 'refresh', collections: [...collections] }
      : { op: 'refresh' };
    return this.run(command);
  }

  resume(): Promise<void> {
    this.connectivity.sessionResumed();
    return this.run({ op: 'resume' });
  }

  private run(command: Command): Promise<void> {
    return this.commands.run(command).then(() => undefined);
  }

  // ---- status (status-publisher.ts) --------------------------------------------------------

  get status(): SyncStatus {
    return this.statusPublisher.current;
  }

  subscribeStatus(listener: (status: SyncStatus) => void): () => void {
    return this.statusPublisher.subscribe(listener);
  }

  /** Coalesces status changes (a pull changes it per page) into one push per 50 ms at most. */
  statusChanged(): void {
    if (!this.closed) this.statusPublisher.changed();
  }

  /** Publishes now (tests, and before close). */
  publishStatus(): void {
    this.statusPublisher.publish();
  }

  private computeStatus(): SyncStatus {
    const { started, leadership, connectivity, storage, states, engines, registry, leaderStatus } = this;
    return runtimeStatus({
      started,
      leadership,
      connectivity,
      storage,
      states,
      engines,
      registry,
      leaderStatus,
    });
  }

  // ---- network, store, peers ---------------------------------------------------------------

  setBrowserOnline(online: boolean): void {
    this.connectivity.setBrowserOnline(online);
  }

  /** Told after every request whether the server answered. */
  setReachable(reachable: boolean): void {
    this.connectivity.setReachable(reachable);
  }

  /** The store in use (a new one after the database was deleted and reopened). */
  get store(): LocalStore | undefined {
    return this.storage.store;
  }

  private async signedOutElsewhere(): Promise<void> {
    this.connectivity.sessionRefused();
    this.publishStatus();
    await this.close();
  }

  /** Called by the leader after each successful pull. */
  private pulled(state: CollectionState): void {
    // The first sync is complete: its last coalesced answers go out now, and the answers the
    // screens show are stored at once, not up to a second later (a reload may come any moment).
    if (state.complete) this.queries.firstSyncComplete(state.name);
    this.storage.pulled(state);
  }

  private peerRelay(link: PeerLink): PeerRelay {
    return new PeerRelay({
      link,
      clock: this.env.clock,
      leading: () => this.leadership !== undefined,
      applyLeaderChanges: (changes) =>
        void this.loaded.then(() => this.queries.applySynced(() => this.engines.apply(changes))),
      leaderStatus: (status) => {
        this.leaderStatus = status;
        this.statusChanged();
      },
      publishStatus: () => this.publishStatus(),
      signedOutElsewhere: () => void this.signedOutElsewhere(),
    });
  }

  private leadershipPort(init: SyncInit): LeadershipPort {
    return {
      env: this.env,
      init,
      registry: this.registry,
      engines: this.engines,
      states: this.states,
      connectivity: this.connectivity,
      isClosed: () => this.closed,
      statusChanged: () => this.statusChanged(),
      storageFailed: (error) => this.storage.noteError(error),
      pulled: (state) => this.pulled(state),
      reapply: (entries) => reapplyPending(this.registry, this.engines, entries),
      applySynced: (apply) => this.queries.applySynced(apply),
    };
  }

  /** Stops everything; with `signOut`, tells other tabs to stop too (the store is about to be wiped). */
  async close(options: { signOut?: boolean | undefined } = {}): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.closing.abort();
    this.queries.closing();
    if (options.signOut && this.link) this.link.post({ type: 'signed-out', from: this.link.id });
    this.statusPublisher.close();
    this.stopOnline();
    await this.leadership?.stop();
    this.link?.close();
    this.queries.closeAll();
    this.typeAhead.closeAll();
    this.storage.close();
  }

  get isClosed(): boolean {
    return this.closed;
  }
}
