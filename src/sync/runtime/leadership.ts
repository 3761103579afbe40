// What only the leader tab's worker does: deliver the outbox and run the pullers. Created when
// the Web Lock is granted (at start, or when the previous leader's tab closes). It reaches the runtime
// only through its port (leadership-port.ts).
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
import type { LeadershipPort } from './leadership-port.ts';
import { createHttp, resolveApiPath } from './http.ts';
import type { Puller } from './pull-port.ts';
import { PullScheduler, type ScheduledCollection } from './pull-scheduler.ts';
import { pagesOf } from './store-steps.ts';

export class Leadership {
  private outbox: Outbox<LocalData, AnyMutator<LocalData>> | undefined;
  private scheduler: PullScheduler | undefined;
  private readonly pullers = new Map<string, Puller>();
  private readonly http;
  private opened: Promise<void> = Promise.resolve();
  private readonly stopping = new AbortController();

  constructor(
    private readonly port: LeadershipPort,
    private store: LocalStore,
  ) {
    this.http = createHttp({
      apiBase: port.init.apiBase,
      ...(port.env.fetch ? { fetch: port.env.fetch } : {}),
      onReachable: (r) => port.connectivity.setReachable(r),
      stop: this.stopping.signal,
    });
  }

  start(): Promise<void> {
    this.opened = this.open();
    return this.opened;
  }

  private async open(): Promise<void> {
    const { port } = this;
    this.outbox = await Outbox.open<LocalData, AnyMutator<LocalData>>({
      store: this.store,
      registry: port.registry,
      local: port.engines,
      batched: (fn) => port.engines.batched(fn),
      transport: this.http.transport,
      clock: port.env.clock,
      random: port.env.random,
      backoff: port.env.backoff,
      // Offline, failed sends wait a short fixed probe interval instead of growing the backoff.
      online: () => port.connectivity.browserOnline,
      onDelivered: (delivery) => this.delivered(delivery),
      onCallbackError: (error, where) => console.error(`outbox ${where} failed`, error),
    });
    this.outbox.subscribe(() => port.statusChanged());
    this.scheduler = this.createScheduler();
    if (port.isClosed()) return this.stop();
    this.outbox.start();
    this.scheduler.start();
  }

  private createScheduler(): PullScheduler {
    const { port } = this;
    const scheduled: ScheduledCollection[] = [];
    for (const spec of port.env.collections) {
      const state = port.states.get(spec.name);
      if (!state) continue;
      const puller = port.env.createPuller<unknown>({
        spec,
        pages: pagesOf(this.store, spec),
        http: this.http.get,
        onRows: (change) => this.pulledRows(spec, change),
        now: () => port.env.clock.now(),
      });
      this.pullers.set(spec.name, puller);
      scheduled.push({ state, puller, refreshMs: spec.refreshMs, reconcileMs: spec.reconcileMs });
    }
    return new PullScheduler(scheduled, {
      clock: port.env.clock,
      random: port.env.random,
      backoff: port.env.backoff,
      blocked: () => port.connectivity.unauthorized || !port.connectivity.browserOnline || port.isClosed(),
      changed: () => port.statusChanged(),
      onUnauthorized: () => port.connectivity.sessionRefused(),
      onStorageError: (error) => port.storageFailed(error),
      onPulled: (state) => port.pulled(state),
      firstScreenGraceMs: port.env.firstScreenGraceMs,
    });
  }

  /** A pulled batch reaches the engine together with the pending writes re-applied over it. */
  private pulledRows(
    spec: AnySyncedCollection,
    change: { readonly put: readonly unknown[]; readonly remove: readonly string[] },
    synced = true,
  ): void {
    const { engines } = this.port;
    const apply = () =>
      engines.batched(() => {
        if (change.remove.length > 0) engines.remove(spec, change.remove);
        if (change.put.length > 0) engines.upsert(spec, change.put);
        this.port.reapply(this.outbox?.list() ?? []);
      });
    // Pulled pages may have their answers coalesced during a first sync; a delivered write's answer never is.
    if (synced) this.port.applySynced(apply);
    else apply();
    this.port.statusChanged();
  }

  /**
   * The server's answer replaces the optimistic row: rows returned for a collection synced from
   * the same path are stored and shown; otherwise that collection is pulled soon.
   */
  private async delivered({ entry, body }: Delivery): Promise<void> {
    const mutator = this.port.registry.get(entry.name);
    const parsedArgs = mutator?.args.safeParse(entry.args);
    if (!mutator || !parsedArgs?.success) return;
    const request = mutator.toRequest(parsedArgs.data);
    if (request.method === 'DELETE') await this.forgetDeleted(mutator, parsedArgs.data);
    const { apiBase } = this.port.init;
    const target = resolveApiPath(apiBase, request.path);
    const matching = this.port.env.collections.filter(
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
    // What the server wrote because of this write (an incident's history rows, an RPC's run) is
    // pulled now, not at the collection's next interval.
    const written = new Set(matching.map((spec) => spec.name));
    const caused = [
      ...(mutator.pulls ?? []),
      ...this.port.env.collections
        .filter((spec) => spec.pulledAfterWritesTo?.some((name) => written.has(name)))
        .map((spec) => spec.name),
    ];
    for (const name of caused) if (!refetch.includes(name)) refetch.push(name);
    if (refetch.length > 0) void this.scheduler?.refresh(refetch);
  }

  /**
   * A delivered DELETE: the store forgets the rows the write's own `apply` removed. Its answer
   * carries no row, and a hard delete reaches a later pull only through the periodic sweep, so
   * until then a reload brought the deleted flag or evidence back from the store.
   */
  private async forgetDeleted(mutator: AnyMutator<LocalData>, args: unknown): Promise<void> {
    const removed = new Map<string, string[]>();
    mutator.apply(
      {
        get: () => undefined,
        upsert: () => undefined,
        remove: (collection, keys) =>
          removed.set(collection.name, [...(removed.get(collection.name) ?? []), ...keys]),
      },
      args,
    );
    for (const spec of this.port.env.collections) {
      const keys = removed.get(spec.name);
      if (keys !== undefined && keys.length > 0) await pagesOf(this.store, spec).deleteRows(keys);
    }
  }

  /** Asks the server for an open query's first window while its collection's first sync runs. */
  async firstScreen(collection: string, query: QueryInput): Promise<void> {
    await this.opened;
    const { port } = this;
    const puller = this.pullers.get(collection);
    if (!puller?.firstScreen || port.connectivity.unauthorized || !port.connectivity.browserOnline) return;
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
        this.port.connectivity.sessionResumed();
        outbox.resume();
        this.scheduler?.wake();
        this.port.statusChanged();
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
