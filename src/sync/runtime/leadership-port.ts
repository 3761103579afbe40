// What the leader's part (leadership.ts) may see and do of the runtime that created it. The
// runtime implements this port; Leadership never touches the runtime's own fields.
import type { LocalData } from '../mutators/local-data.ts';
import type { OutboxEntry } from '../outbox/entry.ts';
import type { AnyMutator, MutatorRegistry } from '../outbox/mutator.ts';
import type { CollectionState } from './collection-state.ts';
import type { EngineSet } from './engine-set.ts';
import type { RuntimeEnvironment } from './environment.ts';
import type { SyncInit } from './protocol.ts';

export interface LeadershipPort {
  readonly env: RuntimeEnvironment;
  readonly init: SyncInit;
  readonly registry: MutatorRegistry<LocalData, AnyMutator<LocalData>>;
  readonly engines: EngineSet;
  /** Each synced collection's progress; the pullers update it in place. */
  readonly states: ReadonlyMap<string, CollectionState>;
  /** The browser's word on the network (offline, failed sends wait a short probe, not the backoff). */
  browserOnline(): boolean;
  /** The server refused the session: pulls and first-screen requests wait for `resume`. */
  unauthorized(): boolean;
  isClosed(): boolean;
  /** After every request: whether the server answered. */
  setReachable(reachable: boolean): void;
  /** A request was answered 401. */
  sessionRefused(): void;
  /** The user signed in again (`resume`). */
  sessionResumed(): void;
  /** Something the status shows changed (the outbox, a collection's progress). */
  statusChanged(): void;
  storageFailed(error: unknown): void;
  /** A pull succeeded (`state` is its collection's progress). */
  pulled(state: CollectionState): void;
  /** Re-applies pending writes' optimistic effects (over rows just pulled). */
  reapply(entries: readonly OutboxEntry[]): void;
  /** Applies synced rows to the engines: during a first sync their answers may be coalesced. */
  applySynced(apply: () => void): void;
}
