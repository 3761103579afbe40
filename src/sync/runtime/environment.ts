// What the runtime takes from its surroundings, with the browser/worker defaults. Tests inject
// fakes for all of it and run the runtime in-process.
import { createDexieStoreProvider } from '../../db/dexie-store.ts';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { StoreProvider } from '../../db/store.ts';
import type { LocalData } from '../mutators/local-data.ts';
import type { BackoffOptions } from '../outbox/backoff.ts';
import { systemClock, type Clock } from '../outbox/clock.ts';
import type { AnyMutator } from '../outbox/mutator.ts';
import type { AnySyncedCollection } from '../registry/synced-collection.ts';
import { defaultChannel, defaultLocks, type ChannelLike, type LocksLike } from './channel.ts';
import type { FetchLike } from './http.ts';
import type { CreatePuller } from './pull-port.ts';

export interface OnlineSource {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

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
}

export function browserOnline(): OnlineSource {
  return {
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
    subscribe(listener) {
      if (typeof addEventListener === 'undefined') return () => undefined;
      const on = () => listener(true);
      const off = () => listener(false);
      addEventListener('online', on);
      addEventListener('offline', off);
      return () => {
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
    backoff: { baseMs: 1_000, capMs: 60_000 },
    online: browserOnline(),
    channel: defaultChannel,
    locks: defaultLocks(),
    persisted: browserPersisted,
    reopenDelayMs: 500,
    ...required,
    ...overrides,
  };
}
