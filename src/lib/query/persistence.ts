import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { APP_VERSION } from './app-version.ts';
import {
  closeQueryCacheDb,
  idbStringStorage,
  peekString,
  queryCacheDbName,
  type StringStorage,
} from './idb-storage.ts';
import { appQueryClient, CACHE_MAX_AGE_MS } from './query-client.ts';

// The QueryClient's answers are saved to IndexedDB (throttled) and restored at start, so an
// offline start shows the last answers. Query data must be plain JSON (it is serialised).
// One user's answers at a time: `forgetOtherUsers` drops them when another user signs in, and the
// sign-out wipe calls `stopQueryPersistence` before deleting every database.

let stopped = false;

async function cacheDatabaseExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  const names = await indexedDB.databases().catch(() => []);
  const name = queryCacheDbName();
  return names.some((db) => db.name === name);
}

/** The serialised client state holds at least one query (the persister writes JSON). */
const holdsQueries = (value: string): boolean => value.includes('"queries":[{');

const PERSIST_KEY = 'queries';
// Reads never create the database (sign-out must leave none behind) and skip the slow
// `databases()` listing that writes still use: the read is on the start-up path.
const readSaved = async (key: string) =>
  stopped || typeof indexedDB === 'undefined' ? null : peekString(key);
let bootRead: Promise<string | null> | null = null;

/**
 * Starts reading the saved answers while the page boots. The provider's own restore starts in an
 * effect, after React's first render of the app, and the shell waits for the feature flags in
 * them; the restore then takes this read instead of starting its own.
 */
export function startQueryCacheRead(): void {
  bootRead ??= readSaved(PERSIST_KEY);
}

/**
 * Writes go nowhere once persistence is stopped, so a late save cannot outlive a wipe. A page
 * with nothing worth keeping (the sign-in screen after a sign-out) neither reads nor writes a
 * database that does not exist yet: sign-out must leave no database behind.
 */
const guardedStorage: StringStorage = {
  getItem: (key) => {
    const early = key === PERSIST_KEY ? bootRead : null;
    bootRead = null;
    return early ?? readSaved(key);
  },
  setItem: async (key, value) => {
    if (stopped || (!holdsQueries(value) && !(await cacheDatabaseExists()))) return;
    await idbStringStorage.setItem(key, value);
  },
  removeItem: async (key) =>
    stopped || !(await cacheDatabaseExists()) ? undefined : idbStringStorage.removeItem(key),
};

const persister = createAsyncStoragePersister({
  storage: guardedStorage,
  key: PERSIST_KEY,
  throttleTime: 1_000,
});

/**
 * Only successful answers are kept; a query opts out with `meta: { persist: false }`. Typed by
 * shape: the persister's types pin a nested copy of query-core, the leaving save uses the app's.
 */
const shouldPersist = (query: {
  readonly state: { readonly status: string };
  readonly meta?: Readonly<Record<string, unknown>> | undefined;
}): boolean => query.state.status === 'success' && query.meta?.['persist'] !== false;

/** Options for `<PersistQueryClientProvider persistOptions={...}>`. */
export const queryPersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: CACHE_MAX_AGE_MS,
  buster: APP_VERSION,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
};

/** The same saves without the throttle, for the moment the page is left. */
const leavingPersister = createAsyncStoragePersister({
  storage: guardedStorage,
  key: PERSIST_KEY,
  throttleTime: 0,
});

/**
 * Writes the answers now, without the throttle: what was just dropped (the previous user's
 * identity, at a sign-in) must not come back with a start that follows at once.
 */
export async function saveQueryCacheNow(): Promise<void> {
  if (stopped) return;
  // What persistQueryClientSave writes (whose types pin the persister's nested query-core copy).
  await leavingPersister.persistClient({
    buster: APP_VERSION,
    timestamp: Date.now(),
    clientState: dehydrate(appQueryClient, { shouldDehydrateQuery: shouldPersist }),
  });
}

/**
 * Saves the answers at once whenever the page is left or hidden. The throttled save runs up to a
 * second (plus its write) behind the last answer, and a reload in that window lost it: the
 * answer had been on screen but did not read offline after the reload.
 */
export function saveQueryCacheOnLeave(): void {
  // Leaving a page fires both `visibilitychange` (hidden) and `pagehide`: the whole cache is
  // serialised once, not twice on the unload path, unless an answer changed in between.
  let changed = true;
  appQueryClient.getQueryCache().subscribe(() => {
    changed = true;
  });
  const save = () => {
    if (!changed) return;
    changed = false;
    void saveQueryCacheNow();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
}

/**
 * Stops saving, forgets every answer in memory and deletes the persisted cache. Called by the
 * sign-out wipe before it deletes the databases, so nothing is written back afterwards.
 */
export async function stopQueryPersistence(): Promise<void> {
  stopped = true;
  appQueryClient.clear();
  closeQueryCacheDb();
  if (typeof indexedDB === 'undefined') return;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(queryCacheDbName());
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}
