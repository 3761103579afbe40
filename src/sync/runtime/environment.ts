// What the runtime takes from its surroundings, with the browser/worker defaults. Tests inject
// fakes for all of it and run the runtime in-process.
import { createDexieStoreProvider } from '../../db/dexie-store.ts';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { StoreProvider } from '../../db/store.ts';
import type { LocalData } from '../mutators/local-data.ts';
import { defaultBackoff, type BackoffOptions } from '../outbox/backoff.ts';
import { systemClock, type Clock } from '../outbox/clock.ts';
import type { AnyMutator } from '../outbox/mutator.ts';
import type { AnySyncedCollection } from '../registry/synced-collection.ts';
import { defaultChannel, defaultLocks, type ChannelLike, type LocksLike } from './channel.ts';
import type { FetchLike } from './http.ts';
import type { CreatePuller } from './pull-port.ts';

export interface OnlineSource {
  isOnline(): boolean;
  /** `listener` hears each change of the browser's word on the network. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** How often a worker re-reads navigator.onLine (cheap: no network). */
export const onlinePollMs = 1_000;

export interface RuntimeEnvironment {
  readonly collections: readonly AnySyncedCollection[];
  readonly mutators: readonly AnyMutator<LocalData>[];
  readonly createPuller: CreatePuller;
  /** IndexedDB in browsers. */
  readonly storeProvider: StoreProvider;
  /** Used when the store cannot be opened (private mode): the app keeps working online. */
  readonly fallbackProvider: StoreProvider;
  readonly fetch?: FetchLike;
  readonly clock: Clock;
  readonly random: () => number;
  readonly backoff: BackoffOptions;
  readonly online: OnlineSource;
  readonly channel: (name: string) => ChannelLike | null;
  readonly locks: LocksLike | null;
  /** navigator.storage.persisted(), null where unsupported. */
  readonly persisted: () => Promise<boolean | null>;
  /** How long a wiped store waits before it is reopened (another tab may be signing out). */
  readonly reopenDelayMs: number;
  /** How long after start the rows loaded on trust are parsed in the background (store CONTRACT). */
  readonly checkStoredAfterMs: number;
  /** At most how long a runtime started on hold waits for its first query before loading. */
  readonly heldLoadWaitMs: number;
  /**
   * How long a first sync's bulk read waits for a screen's first request on the collection (it
   * then waits until that small request is answered, so the server answers it alone).
   */
  readonly firstScreenGraceMs: number;
}

/**
 * navigator.onLine and its events. Chromium updates navigator.onLine in dedicated workers but
 * fires no online/offline events there (measured with Playwright's setOffline), so the value is
 * also polled: without it the sync worker never learnt the network was back. The listener is
 * called at once with the current value (it may have changed since the runtime was created).
 */
export function browserOnline(pollMs = onlinePollMs): OnlineSource {
  const read = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine);
  return {
    isOnline: read,
    subscribe(listener) {
      let last: boolean | undefined;
      const report = (online: boolean): void => {
        if (online === last) return;
        last = online;
        listener(online);
      };
      report(read());
      const on = () => report(true);
      const off = () => report(false);
      const timer = setInterval(() => report(read()), pollMs);
      const events = typeof addEventListener === 'function';
      if (events) {
        addEventListener('online', on);
        addEventListener('offline', off);
      }
      return () => {
        clearInterval(timer);
        if (!events) return;
        removeEventListener('online', on);
        removeEventListener('offline', off);
      };
    },
  };
}

async function browserPersisted(): Promise<boolean | null> {
  try {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    return storage?.persisted ? await storage.persisted() : null;
  } catch {
    return null;
  }
}

/** The environment of a browser worker, with `overrides` (tests). */
export function runtimeEnvironment(
  required: Pick<RuntimeEnvironment, 'collections' | 'mutators' | 'createPuller'>,
  overrides: Partial<RuntimeEnvironment> = {},
): RuntimeEnvironment {
  return {
    storeProvider: createDexieStoreProvider(),
    fallbackProvider: createMemoryStoreProvider(),
    clock: systemClock,
    random: Math.random,
    backoff: defaultBackoff,
    online: browserOnline(),
    channel: defaultChannel,
    locks: defaultLocks(),
    persisted: browserPersisted,
    reopenDelayMs: 500,
    checkStoredAfterMs: 3_000,
    heldLoadWaitMs: 2_000,
    firstScreenGraceMs: 500,
    ...required,
    ...overrides,
  };
}
