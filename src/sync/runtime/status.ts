// Builds the SyncStatus the UI shows from the runtime's parts.
import type { Failure, OutboxEntry } from '../outbox/entry.ts';
import type { AnyMutator, MutatorRegistry } from '../outbox/mutator.ts';
import { blockedIds, type OutboxState } from '../outbox/queue-state.ts';
import type { LocalData } from '../mutators/local-data.ts';
import type { CollectionState } from './collection-state.ts';
import type { Connectivity } from './connectivity.ts';
import type { EngineSet } from './engine-set.ts';
import type { OutboxItem, SyncStatus } from './protocol.ts';

export type StorageProblem = SyncStatus['storage']['problem'];

export interface StatusParts {
  readonly started: boolean;
  readonly leader: boolean;
  readonly online: boolean;
  readonly unauthorized: boolean;
  readonly collections: readonly CollectionState[];
  readonly rowsOf: (name: string) => number;
  readonly outbox: { readonly state: OutboxState; readonly entries: readonly OutboxEntry[] } | undefined;
  readonly describe: (name: string) => AnyMutator<LocalData> | undefined;
  readonly persisted: boolean | null;
  readonly problem: StorageProblem;
}

function summaryOf(entry: OutboxEntry, mutator: AnyMutator<LocalData> | undefined): string {
  if (!mutator?.describe) return entry.name;
  try {
    const parsed = mutator.args.safeParse(entry.args);
    return parsed.success ? mutator.describe(parsed.data) : entry.name;
  } catch {
    return entry.name;
  }
}

export function outboxItems(parts: Pick<StatusParts, 'outbox' | 'describe'>): OutboxItem[] {
  if (!parts.outbox) return [];
  const { state, entries } = parts.outbox;
  const blocked = blockedIds(entries);
  const failures = new Map<string, Failure>(state.failed.map((f) => [f.id, f.failure]));
  return entries.map((entry) => {
    const status: OutboxItem['status'] =
      entry.status === 'failed'
        ? 'failed'
        : state.sending === entry.id
          ? 'sending'
          : blocked.has(entry.id)
            ? 'blocked'
            : 'pending';
    const failure = failures.get(entry.id) ?? entry.failure;
    const item: OutboxItem = {
      id: entry.id,
      seq: entry.seq,
      name: entry.name,
      summary: summaryOf(entry, parts.describe(entry.name)),
      createdAt: entry.createdAt,
      entities: entry.entities,
      status,
    };
    return failure ? { ...item, failure } : item;
  });
}

export function buildStatus(parts: StatusParts): SyncStatus {
  const collections: SyncStatus['collections'] = {};
  for (const c of parts.collections) {
    collections[c.name] = {
      name: c.name,
      label: c.label,
      rows: parts.rowsOf(c.name),
      lastSyncedAt: c.lastSyncedAt,
      syncing: c.syncing,
      complete: c.complete,
      quarantined: c.quarantined,
      error: c.error,
    };
  }
  // A first sync between two pulls (waiting for a lane, a first-screen request or the grace) is
  // still syncing: reading it as idle made the indicator say "Synced" over a partial list.
  const syncing = parts.collections.some(
    (c) => c.syncing || (parts.leader && !c.complete && !c.forbidden && c.error === null),
  );
  const failing = parts.collections.some((c) => c.error !== null && !c.forbidden && c.failures > 0);
  const phase: SyncStatus['phase'] = !parts.started
    ? 'starting'
    : parts.unauthorized || parts.outbox?.state.paused === true
      ? 'unauthorized'
      : !parts.online
        ? 'offline'
        : syncing
          ? 'syncing'
          : failing || parts.problem === 'quota'
            ? 'error'
            : 'idle';
  const items = outboxItems(parts);
  return {
    online: parts.online,
    leader: parts.leader,
    phase,
    collections,
    outbox: {
      pending: items.filter((i) => i.status !== 'failed').length,
      failed: items.filter((i) => i.status === 'failed').length,
      paused: parts.outbox?.state.paused ?? false,
      items,
      notices: [...(parts.outbox?.state.notices ?? [])],
    },
    storage: { persisted: parts.persisted, problem: parts.problem },
  };
}

/** What a follower knows of itself, shown over the leader's report. */
export interface FollowerOwn {
  readonly started: boolean;
  readonly browserOnline: boolean;
  readonly persisted: boolean | null;
  readonly problem: StorageProblem;
}

/** A follower shows what the leader reports, with its own row counts and storage. */
export function followerStatus(own: SyncStatus, leader: SyncStatus, self: FollowerOwn): SyncStatus {
  const collections: SyncStatus['collections'] = {};
  for (const [name, c] of Object.entries(leader.collections))
    collections[name] = { ...c, rows: own.collections[name]?.rows ?? c.rows };
  return {
    ...leader,
    leader: false,
    phase: self.started ? leader.phase : 'starting',
    online: self.browserOnline && leader.online,
    collections,
    storage: { persisted: self.persisted, problem: self.problem ?? leader.storage.problem },
  };
}

/** The runtime's parts its status is read from. */
export interface RuntimeParts {
  readonly started: boolean;
  /** The leader's part, in the leader tab. */
  readonly leadership: { outboxSnapshot(): StatusParts['outbox'] } | undefined;
  readonly connectivity: Pick<Connectivity, 'online' | 'browserOnline' | 'unauthorized'>;
  readonly storage: { readonly persisted: boolean | null; readonly problem: StorageProblem };
  readonly states: ReadonlyMap<string, CollectionState>;
  readonly engines: Pick<EngineSet, 'engine'>;
  readonly registry: Pick<MutatorRegistry<LocalData, AnyMutator<LocalData>>, 'get'>;
  /** The leader tab's last status (followers only). */
  readonly leaderStatus: SyncStatus | undefined;
}

/** The leader's own status; a follower shows the leader's report over its own (followerStatus). */
export function runtimeStatus(parts: RuntimeParts): SyncStatus {
  const { connectivity, storage, leadership } = parts;
  const self = {
    started: parts.started,
    browserOnline: connectivity.browserOnline,
    persisted: storage.persisted,
    problem: storage.problem,
  };
  const own = buildStatus({
    ...self,
    leader: leadership !== undefined,
    online: connectivity.online,
    unauthorized: connectivity.unauthorized,
    collections: [...parts.states.values()],
    rowsOf: (name) => parts.engines.engine(name)?.size ?? 0,
    outbox: leadership?.outboxSnapshot(),
    describe: (name) => parts.registry.get(name),
  });
  return leadership || !parts.leaderStatus ? own : followerStatus(own, parts.leaderStatus, self);
}
