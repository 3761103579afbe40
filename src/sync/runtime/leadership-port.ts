// What the leader's part (leadership.ts) may see and do of the runtime that created it. The
// runtime implements this port; Leadership never touches the runtime's own fields.
import type { LocalData } from '../mutators/local-data.ts';
import type { OutboxEntry } from '../outbox/entry.ts';
import type { AnyMutator, MutatorRegistry } from '../outbox/mutator.ts';
import type { CollectionState } from './collection-state.ts';
import type { EngineSet } from './engine-set.ts';
import type { RuntimeEnvironment } from './environment.ts';
import type { SyncInit } from './protocol.ts';
import type { Connectivity } from './connectivity.ts';

export type LeaderConnectivity = Pick<
  Connectivity,
  'browserOnline' | 'unauthorized' | 'setReachable' | 'sessionRefused' | 'sessionResumed'
>;

export interface LeadershipPort {
  readonly env: RuntimeEnvironment;
  readonly init: SyncInit;
  readonly registry: MutatorRegistry<LocalData, AnyMutator<LocalData>>;
  readonly engines: EngineSet;
  /** Each synced collection's progress; the pullers update it in place. */
  readonly states: ReadonlyMap<string, CollectionState>;
  /**
   * The network and the session: offline (the browser's word), failed sends wait a short probe
   * instead of the backoff; refused (401), pulls wait for `resume`. Told whether each request
   * was answered, and of a 401 and a resume.
   */
  readonly connectivity: LeaderConnectivity;
  isClosed(): boolean;
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
