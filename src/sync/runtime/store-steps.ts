// The runtime's dealings with the local store: opening it (memory when IndexedDB is refused),
// streaming stored pages into the engines, and the small records it keeps for itself.
import type { LocalStore, PageCollection, StoreNamespace } from '../../db/store.ts';
import { outboxCollectionSpec, type OutboxEntry } from '../outbox/entry.ts';
import type { AnySyncedCollection } from '../registry/synced-collection.ts';
import { syncMetaSpec, type CollectionState } from './collection-state.ts';
import { keyOf, type EngineSet } from './engine-set.ts';
import { createHttp } from './http.ts';
import type { RuntimeEnvironment } from './environment.ts';
import type { StorageProblem } from './status.ts';

export async function openStore(
  env: RuntimeEnvironment,
  ns: StoreNamespace,
): Promise<{ store: LocalStore; problem: StorageProblem }> {
  try {
    return { store: await env.storeProvider.open(ns), problem: null };
  } catch (error) {
    console.warn('local store unavailable; syncing into memory only', error);
    return { store: await env.fallbackProvider.open(ns), problem: 'unavailable' };
  }
}

/** The persisted copy of a synced collection (the same spec the puller writes with). */
export function pagesOf(store: LocalStore, spec: AnySyncedCollection): PageCollection<unknown> {
  return store.pages<unknown>({
    name: spec.name,
    key: spec.key,
    version: spec.version,
    schema: spec.schema,
    pageSize: spec.pageSize,
    ...(spec.migrations ? { migrations: spec.migrations } : {}),
  });
}

/**
 * Fills each collection's engine from the store: one read of the stored pages (trusted, see the
 * store's CONTRACT.md) and one engine build, the screen's collections first. `checkStored` then
 * validates what was trusted, off the first screen's path.
 */
export async function loadCollections(
  store: LocalStore,
  specs: readonly AnySyncedCollection[],
  engines: EngineSet,
  states: ReadonlyMap<string, CollectionState>,
  loaded: (name: string) => void | Promise<void>,
  /** Collections the screen is waiting for (open queries) load first. */
  wanted: () => ReadonlySet<string> = () => new Set(),
): Promise<void> {
  const metas = await store
    .rows(syncMetaSpec)
    .list()
    .catch(() => []);
  for (const meta of metas) {
    const state = states.get(meta.name);
    if (state) Object.assign(state, { lastSyncedAt: meta.lastSyncedAt, complete: meta.complete });
  }
  const remaining = [...specs];
  while (remaining.length > 0) {
    // Asked again after every collection: a screen opened meanwhile moves its data forward.
    const asked = wanted();
    const index = Math.max(
      0,
      remaining.findIndex((candidate) => asked.has(candidate.name)),
    );
    const [spec] = remaining.splice(index, 1);
    if (!spec) break;
    const engine = engines.engine(spec.name);
    const state = states.get(spec.name);
    if (!engine || !state) continue;
    try {
      const rows = await pagesOf(store, spec).loadTrusted();
      // Rows may have arrived meanwhile (from the leader tab): never replace them with older ones.
      if (engine.size === 0) engine.load(rows);
      else engine.upsert(rows.filter((row) => engine.get(keyOf(spec, row)) === undefined));
    } catch (error) {
      console.warn(`loading ${spec.name} from the local store failed`, error);
    }
    state.loaded = true;
    await loaded(spec.name);
  }
}

/**
 * Parses every row `loadCollections` trusted, a page at a time; rows that fail were quarantined
 * by the store and leave memory too (unless a pull has since replaced them with a valid row).
 */
export async function checkStored(
  store: LocalStore,
  specs: readonly AnySyncedCollection[],
  engines: EngineSet,
  stopped: () => boolean,
): Promise<number> {
  let dropped = 0;
  for (const spec of specs) {
    try {
      for await (const keys of pagesOf(store, spec).check()) {
        if (stopped()) return dropped;
        const invalid = keys.map(String).filter((key) => {
          const row = engines.engine(spec.name)?.get(key);
          return row !== undefined && !spec.schema.safeParse(row).success;
        });
        if (invalid.length > 0) engines.remove(spec, invalid);
        dropped += invalid.length;
      }
    } catch (error) {
      console.warn(`checking the stored ${spec.name} failed`, error);
    }
  }
  return dropped;
}

export async function readStoredOutbox(store: LocalStore): Promise<OutboxEntry[]> {
  const entries = await store
    .rows(outboxCollectionSpec)
    .list()
    .catch(() => []);
  return entries.sort((a, b) => a.seq - b.seq);
}

export function rememberSync(store: LocalStore, state: CollectionState): Promise<void> {
  return store
    .rows(syncMetaSpec)
    .put({ name: state.name, lastSyncedAt: state.lastSyncedAt, complete: state.complete });
}

/** Whether the session is still valid (`unknown`: the server could not be reached). */
export async function sessionState(
  env: RuntimeEnvironment,
  apiBase: string,
): Promise<'active' | 'signed-out' | 'unknown'> {
  try {
    const { get } = createHttp({ apiBase, ...(env.fetch ? { fetch: env.fetch } : {}), timeoutMs: 10_000 });
    const { status } = await get('/auth/whoami', new URLSearchParams());
    return status === 401 ? 'signed-out' : status >= 200 && status < 300 ? 'active' : 'unknown';
  } catch {
    return 'unknown';
  }
}
