// Starting from local data: the stored pages fill the engines (the screen's collections first),
// pending writes are re-applied over them, and the rows loaded on trust are checked later. A
// runtime started on hold (the tab has not confirmed its user yet) joins no election until
// `join`, and waits for its first screen before the bulk load (HoldGate).
import type { LocalStore } from '../../db/store.ts';
import type { LocalData } from '../mutators/local-data.ts';
import type { OutboxEntry } from '../outbox/entry.ts';
import type { AnyMutator, MutatorRegistry } from '../outbox/mutator.ts';
import type { CollectionState } from './collection-state.ts';
import type { EngineSet } from './engine-set.ts';
import { warmUpWhenIdle } from './engine-warmup.ts';
import type { RuntimeEnvironment } from './environment.ts';
import { checkStored, loadCollections, readStoredOutbox } from './store-steps.ts';

export interface LocalLoadDeps {
  readonly env: RuntimeEnvironment;
  readonly store: LocalStore;
  readonly engines: EngineSet;
  readonly states: ReadonlyMap<string, CollectionState>;
  /** Aborted when the runtime closes. */
  readonly signal: AbortSignal;
  /** Held: the load waits for this (or env.heldLoadWaitMs) first. */
  readonly waitFor: Promise<void> | undefined;
  /** Collections with open queries (loaded first). */
  readonly wanted: () => ReadonlySet<string>;
  /** Re-applies pending writes over the collections loaded so far (`local`). */
  readonly reapply: (entries: readonly OutboxEntry[], local: LocalData) => void;
  readonly collectionLoaded: (name: string) => void;
  /** Rows loaded on trust failed their schema when checked later, and left the engines. */
  readonly dropped: () => void;
}

/** Fills the engines from the store; resolves once every collection answers. */
export async function loadLocal(deps: LocalLoadDeps): Promise<void> {
  const { env, store, engines, states, signal } = deps;
  if (deps.waitFor)
    await Promise.race([deps.waitFor, env.clock.sleep(env.heldLoadWaitMs, signal).catch(() => undefined)]);
  // Undelivered writes live only in memory: each collection gets them re-applied as it loads,
  // before its queries are answered, or a reload would show them gone (and their "Pending"
  // badges with them) until the outbox opens after the last collection. The leader's outbox
  // applies them again when it opens (apply is idempotent); a follower keeps this copy.
  const pending = readStoredOutbox(store);
  const loadedOnly = engines.restrictedTo((name) => states.get(name)?.loaded === true);
  await loadCollections(
    store,
    env.collections,
    engines,
    states,
    async (name) => {
      deps.reapply(await pending, loadedOnly);
      deps.collectionLoaded(name);
    },
    deps.wanted,
  );
  void warmUpWhenIdle(
    engines.names.map((name) => engines.engine(name)),
    signal,
  ); // idle-time warm-up (engine-warmup.ts)
  void checkStoredLater(deps);
}

/** Validates what was loaded on trust, once the first screen and the first pulls are under way. */
async function checkStoredLater({ env, store, engines, signal, dropped }: LocalLoadDeps): Promise<void> {
  await env.clock.sleep(env.checkStoredAfterMs, signal);
  if (signal.aborted) return;
  if ((await checkStored(store, env.collections, engines, () => signal.aborted)) > 0) dropped();
}

/** Re-applies pending writes' optimistic effects to `local`, as one engine change. */
export function reapplyPending(
  registry: MutatorRegistry<LocalData, AnyMutator<LocalData>>,
  engines: EngineSet,
  entries: readonly OutboxEntry[],
  local: LocalData = engines,
): void {
  engines.batched(() => {
    for (const entry of entries) {
      const mutator = registry.get(entry.name);
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

/**
 * A runtime started on hold loads local data and answers queries but joins no election (so it
 * touches no network) until `join()`: the tab starts it before the server confirmed the user.
 * Its bulk load (a large read and index build that occupy the worker's thread for a second or
 * more at 100k rows) waits until the first query has been answered from its snapshot, or
 * join(), or a deadline, so the first screen is never queued behind it.
 */
export class HoldGate {
  private held = false;
  private joinRequested = false;
  private served: () => void = () => undefined;
  /** Settles when the first screen was served, or on join. */
  readonly firstScreenOrJoin = new Promise<void>((resolve) => (this.served = resolve));

  /** Starting on hold: whether the election must wait (false if `join` came first). */
  hold(): boolean {
    this.held = !this.joinRequested;
    return this.held;
  }

  /** A query was answered before the engines loaded: the bulk load may go. */
  firstScreenServed(): void {
    this.served();
  }

  /** The user is confirmed: whether the held election should start now. */
  join(): boolean {
    this.joinRequested = true;
    this.served();
    const wasHeld = this.held;
    this.held = false;
    return wasHeld;
  }
}
