// Holds the runtime's local store and what the status says about it (persisted, and any problem:
// unavailable, quota, wiped). When the browser or another tab deletes the database, it reopens
// it after a short wait on the injected clock, unless the session ended with it (a sign-out).
import type { LocalStore } from '../../db/store.ts';
import { StoreError } from '../../db/store-error.ts';
import type { CollectionState } from './collection-state.ts';
import type { RuntimeEnvironment } from './environment.ts';
import type { SyncInit } from './protocol.ts';
import type { StorageProblem } from './status.ts';
import { openStore, rememberSync, sessionState } from './store-steps.ts';

export interface StoreKeeperDeps {
  readonly env: RuntimeEnvironment;
  /** Aborted when the runtime closes. */
  readonly signal: AbortSignal;
  /** Something the status shows changed. */
  readonly changed: () => void;
  /** Each synced collection's progress: a fresh reopened store resyncs them all. */
  readonly states: ReadonlyMap<string, CollectionState>;
  /** The deleted store was reopened: the runtime continues in `store`. */
  readonly reopened: (store: LocalStore) => Promise<void>;
  /** The store went with the session (a sign-out in another tab). */
  readonly signedOut: () => Promise<void>;
}

export class StoreKeeper {
  private current: LocalStore | undefined;
  private init: SyncInit | undefined;
  private storageProblem: StorageProblem = null;
  private persistedNow: boolean | null = null;

  constructor(private readonly deps: StoreKeeperDeps) {}

  get store(): LocalStore | undefined {
    return this.current;
  }

  get problem(): StorageProblem {
    return this.storageProblem;
  }

  /** navigator.storage.persisted() once known (null where unsupported or not yet known). */
  get persisted(): boolean | null {
    return this.persistedNow;
  }

  /** Opens the namespace's store (memory, with the 'unavailable' problem, when it is refused). */
  async open(init: SyncInit): Promise<LocalStore> {
    this.init = init;
    const opened = await openStore(this.deps.env, init.namespace);
    this.use(opened.store, opened.problem);
    void this.deps.env.persisted().then((persisted) => {
      this.persistedNow = persisted;
      this.deps.changed();
    });
    return opened.store;
  }

  /** A write failed: a full disk shows as the 'quota' problem. */
  noteError(error: unknown): void {
    const cause =
      error instanceof StoreError
        ? error
        : error instanceof Error && error.cause instanceof StoreError
          ? error.cause
          : undefined;
    if (cause?.kind === 'quota' || /quota/i.test(error instanceof Error ? error.message : ''))
      this.storageProblem = 'quota';
    this.deps.changed();
  }

  /** After a successful pull: its progress is kept, and a wiped/quota note clears once resynced. */
  pulled(state: CollectionState): void {
    if (state.lastSyncedAt !== null && this.current)
      void rememberSync(this.current, state).catch((error: unknown) => this.noteError(error));
    const states = [...this.deps.states.values()];
    if (this.storageProblem === 'wiped' && states.every((s) => s.complete || s.forbidden))
      this.storageProblem = null;
    if (this.storageProblem === 'quota') this.storageProblem = null;
  }

  close(): void {
    this.current?.close();
  }

  private use(store: LocalStore, problem: StorageProblem): void {
    this.current = store;
    this.storageProblem = problem;
    store.subscribe((event) => {
      if (event.type === 'quota-exceeded') {
        this.storageProblem = 'quota';
        this.deps.changed();
      } else if (event.type === 'closed' && !this.deps.signal.aborted) {
        void this.reopen();
      }
    });
  }

  /** The browser or another tab removed the database: reopen it and resync, keeping the outbox. */
  private async reopen(): Promise<void> {
    const { env, signal } = this.deps;
    const init = this.init;
    if (!init) return;
    await env.clock.sleep(env.reopenDelayMs, signal);
    if (signal.aborted) return;
    // A sign-out in another tab also deletes the database: recreate it only for a live session.
    const session = await sessionState(env, init.apiBase);
    if (signal.aborted) return;
    if (session === 'signed-out') return this.deps.signedOut();
    const opened =
      session === 'active'
        ? await openStore(env, init.namespace)
        : { store: await env.fallbackProvider.open(init.namespace), problem: null };
    if (signal.aborted) {
      opened.store.close();
      return;
    }
    const states = [...this.deps.states.values()];
    const wiped = opened.store.fresh && states.some((s) => s.lastSyncedAt !== null);
    this.use(opened.store, opened.problem ?? (wiped ? 'wiped' : null));
    if (opened.store.fresh)
      for (const state of states) Object.assign(state, { complete: false, lastReconcileAt: -Infinity });
    await this.deps.reopened(opened.store);
    this.deps.changed();
  }
}
