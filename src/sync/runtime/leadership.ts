// What only the leader tab's worker does: deliver the outbox and run the pullers. Created when
// the Web Lock is granted (at start, or when the previous leader's tab closes).
import type { LocalStore } from '../../db/store.ts';
import type { LocalData } from '../mutators/local-data.ts';
import type { OutboxEntry } from '../outbox/entry.ts';
import type { AnyMutator } from '../outbox/mutator.ts';
import { Outbox } from '../outbox/outbox.ts';
import type { Delivery } from '../outbox/outbox-options.ts';
import type { OutboxState } from '../outbox/queue-state.ts';
import type { QueryInput } from '../query/query-schema.ts';
import type { AnySyncedCollection } from '../registry/synced-collection.ts';
import type { Command } from './channel.ts';
import { createHttp, resolveApiPath } from './http.ts';
import type { Puller } from './pull-port.ts';
import { PullScheduler, type ScheduledCollection } from './pull-scheduler.ts';
import type { SyncRuntime } from './sync-runtime.ts';
import { pagesOf } from './store-steps.ts';

export class Leadership {
  private outbox: Outbox<LocalData, AnyMutator<LocalData>> | undefined;
  private scheduler: PullScheduler | undefined;
  private readonly pullers = new Map<string, Puller>();
  private readonly http;
  private opened: Promise<void> = Promise.resolve();
  private readonly stopping = new AbortController();

  constructor(
    private readonly runtime: SyncRuntime,
    private store: LocalStore,
  ) {
    const init = runtime.init;
    if (!init) throw new Error('the runtime has not started');
    this.http = createHttp({
      apiBase: init.apiBase,
      ...(runtime.env.fetch ? { fetch: runtime.env.fetch } : {}),
      onReachable: (r) => runtime.setReachable(r),
      stop: this.stopping.signal,
    });
  }

  start(): Promise<void> {
    this.opened = this.open();
    return this.opened;
  }

  private async open(): Promise<void> {
    const { runtime } = this;
    this.outbox = await Outbox.open<LocalData, AnyMutator<LocalData>>({
      store: this.store,
      registry: runtime.registry,
      local: runtime.engines,
      transport: this.http.transport,
      clock: runtime.env.clock,
      random: runtime.env.random,
      backoff: runtime.env.backoff,
      // Offline, failed sends wait a short fixed probe interval instead of growing the backoff.
      online: () => runtime.browserOnline,
      onDelivered: (delivery) => this.delivered(delivery),
      onCallbackError: (error, where) => console.error(`outbox ${where} failed`, error),
    });
    this.outbox.subscribe(() => runtime.statusChanged());
    this.scheduler = this.createScheduler();
    if (runtime.isClosed) return this.stop();
    this.outbox.start();
    this.scheduler.start();
  }

  private createScheduler(): PullScheduler {
    const { runtime } = this;
    const scheduled: ScheduledCollection[] = [];
    for (const spec of runtime.env.collections) {
      const state = runtime.states.get(spec.name);
      if (!state) continue;
      const puller = runtime.env.createPuller<unknown>({
        spec,
        pages: pagesOf(this.store, spec),
        http: this.http.get,
        onRows: (change) => this.pulledRows(spec, change),
        now: () => runtime.env.clock.now(),
      });
      this.pullers.set(spec.name, puller);
      scheduled.push({ state, puller, refreshMs: spec.refreshMs, reconcileMs: spec.reconcileMs });
    }
    return new PullScheduler(scheduled, {
      clock: runtime.env.clock,
      random: runtime.env.random,
      backoff: runtime.env.backoff,
      blocked: () => runtime.unauthorized || !runtime.browserOnline || runtime.isClosed,
      changed: () => runtime.statusChanged(),
      onUnauthorized: () => {
        runtime.unauthorized = true;
        runtime.statusChanged();
      },
      onStorageError: (error) => runtime.noteStorageError(error),
      onPulled: (state) => runtime.pulled(state),
      firstScreenGraceMs: runtime.env.firstScreenGraceMs,
    });
  }

  /** A pulled batch reaches the engine together with the pending writes re-applied over it. */
  private pulledRows(
    spec: AnySyncedCollection,
    change: { readonly put: readonly unknown[]; readonly remove: readonly string[] },
    synced = true,
  ): void {
    const { engines } = this.runtime;
    const apply = () =>
      engines.batched(() => {
        if (change.remove.length > 0) engines.remove(spec, change.remove);
        if (change.put.length > 0) engines.upsert(spec, change.put);
        this.runtime.reapply(this.outbox?.list() ?? []);
      });
    // Pulled pages may have their answers coalesced during a first sync; a delivered write's answer never is.
    if (synced) this.runtime.applySynced(apply);
    else apply();
    this.runtime.statusChanged();
  }

  /**
   * The server's answer replaces the optimistic row: rows returned for a collection synced from
   * the same path are stored and shown; otherwise that collection is pulled soon.
   */
  private async delivered({ entry, body }: Delivery): Promise<void> {
    const mutator = this.runtime.registry.get(entry.name);
    const parsedArgs = mutator?.args.safeParse(entry.args);
    if (!mutator || !parsedArgs?.success || !this.runtime.init) return;
    const { apiBase } = this.runtime.init;
    const target = resolveApiPath(apiBase, mutator.toRequest(parsedArgs.data).path);
    const matching = this.runtime.env.collections.filter(
      (c) => resolveApiPath(apiBase, c.source.path) === target,
    );
    const rows = Array.isArray(body)
      ? (body as unknown[])
      : body === undefined || body === null
        ? []
        : [body];
    const refetch: string[] = [];
    for (const spec of matching) {
      const parsed = rows.map((row) => spec.schema.safeParse(row));
      const good = parsed.flatMap((p) => (p.success ? [p.data] : []));
      if (good.length === 0 || good.length !== rows.length) {
        refetch.push(spec.name);
        continue;
      }
      await pagesOf(this.store, spec).putRows(good);
      this.pulledRows(spec, { put: good, remove: [] }, false);
    }
    if (refetch.length > 0) void this.scheduler?.refresh(refetch);
  }

  /** Asks the server for an open query's first window while its collection's first sync runs. */
  async firstScreen(collection: string, query: QueryInput): Promise<void> {
    await this.opened;
    const { runtime } = this;
    const puller = this.pullers.get(collection);
    if (!puller?.firstScreen || runtime.unauthorized || !runtime.browserOnline) return;
    try {
      const answered = puller.firstScreen(query, this.stopping.signal);
      this.scheduler?.holdForFirstScreen(collection, answered);
      await answered;
    } catch {
      // Best effort: the keyset pass brings the same rows; its errors are the ones reported.
    }
  }

  outboxSnapshot(): { state: OutboxState; entries: readonly OutboxEntry[] } | undefined {
    return this.outbox ? { state: this.outbox.getState(), entries: this.outbox.list() } : undefined;
  }

  async run(command: Command): Promise<unknown> {
    await this.opened;
    const outbox = this.outbox;
    if (!outbox) throw new Error('The sync worker is still starting');
    switch (command.op) {
      case 'mutate':
        return outbox.mutate(command.name, command.args);
      case 'retry':
        return outbox.retry(command.entryId);
      case 'discard':
        return outbox.discard(command.entryId);
      case 'refresh':
        return this.scheduler?.refresh(command.collections);
      case 'resume':
        this.runtime.unauthorized = false;
        outbox.resume();
        this.scheduler?.wake();
        this.runtime.statusChanged();
        return this.scheduler?.refresh();
    }
  }

  /** Any sign the network is back (online, the server answered again): deliver at once. */
  reconnected(): void {
    this.scheduler?.reconnected();
    this.outbox?.networkRestored();
  }

  /** Continues in a reopened store (the old one was wiped): pullers restart from scratch. */
  async moveTo(store: LocalStore): Promise<void> {
    this.store = store;
    await this.scheduler?.stop();
    await this.outbox?.moveTo(store);
    this.outbox?.resume();
    this.scheduler = this.createScheduler();
    this.scheduler.start();
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.scheduler?.stop();
    await this.outbox?.stop();
  }
}
