// The runtime's dealings with the local store: opening it (memory when IndexedDB is refused),
// streaming stored pages into the engines, and the small records it keeps for itself.
import type { LocalStore, PageCollection, StoreNamespace } from '../../db/store.ts';
import { outboxCollectionSpec, type OutboxEntry } from '../outbox/entry.ts';
import type { AnySyncedCollection } from '../registry/synced-collection.ts';
import { syncMetaSpec, type CollectionState } from './collection-state.ts';
import type { EngineSet } from './engine-set.ts';
import { createHttp } from './http.ts';
import type { RuntimeEnvironment } from './environment.ts';
import type { StorageProblem } from './status.ts';

export async function openStore(env: RuntimeEnvironment, ns: StoreNamespace): Promise<{ store: LocalStore; problem: StorageProblem }> {
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
 * Streams each collection's stored pages into its engine. The first page answers queries at
 * once (first paint before any network); the rest is loaded in one bulk build at the end.
 */
export async function loadCollections(
  store: LocalStore,
  specs: readonly AnySyncedCollection[],
  engines: EngineSet,
  states: ReadonlyMap<string, CollectionState>,
  loaded: (name: string) => void,
  /** Collections the screen is waiting for (open queries) load first. */
  wanted: () => ReadonlySet<string> = () => new Set(),
): Promise<void> {
  const metas = await store.rows(syncMetaSpec).list().catch(() => []);
  for (const meta of metas) {
    const state = states.get(meta.name);
    if (state) Object.assign(state, { lastSyncedAt: meta.lastSyncedAt, complete: meta.complete });
  }
  const remaining = [...specs];
  while (remaining.length > 0) {
    // Asked again after every collection: a screen opened meanwhile moves its data forward.
    const asked = wanted();
    const index = Math.max(0, remaining.findIndex((candidate) => asked.has(candidate.name)));
    const [spec] = remaining.splice(index, 1);
    if (!spec) break;
    const engine = engines.engine(spec.name);
    const state = states.get(spec.name);
    if (!engine || !state) continue;
    const all: unknown[] = [];
    try {
      for await (const page of pagesOf(store, spec).loadAll()) {
        if (all.length === 0) {
          engine.load(page);
          state.loaded = true;
          loaded(spec.name);
        }
        for (const row of page) all.push(row);
      }
    } catch (error) {
      console.warn(`loading ${spec.name} from the local store failed`, error);
    }
    if (!state.loaded || all.length > engine.size) engine.load(all);
    if (!state.loaded) {
      state.loaded = true;
      loaded(spec.name);
    }
  }
}

export async function readStoredOutbox(store: LocalStore): Promise<OutboxEntry[]> {
  const entries = await store.rows(outboxCollectionSpec).list().catch(() => []);
  return entries.sort((a, b) => a.seq - b.seq);
}

export function rememberSync(store: LocalStore, state: CollectionState): Promise<void> {
  return store.rows(syncMetaSpec).put({ name: state.name, lastSyncedAt: state.lastSyncedAt, complete: state.complete });
}

/** Whether the session is still valid (`unknown`: the server could not be reached). */
export async function sessionState(env: RuntimeEnvironment, apiBase: string): Promise<'active' | 'signed-out' | 'unknown'> {
  try {
    const { get } = createHttp({ apiBase, ...(env.fetch ? { fetch: env.fetch } : {}), timeoutMs: 10_000 });
    const { status } = await get('/auth/whoami', new URLSearchParams());
    return status === 401 ? 'signed-out' : status >= 200 && status < 300 ? 'active' : 'unknown';
  } catch {
    return 'unknown';
  }
}
