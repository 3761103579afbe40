// One browser tab's sync state for a fault run: its own store (a separate memory database, as two
// tabs of different users or a wiped store would have), the persisted collections and pullers
// that can be "killed" mid-pull and replaced by a fresh instance on the same store.
import { createMemoryStoreProvider } from '../../../src/db/memory-store.ts';
import type { PageCollection } from '../../../src/db/store.ts';
import { createPuller, PullError, type PullHttp, type Puller } from '../../../src/sync/pull/index.ts';
import type { SyncedCollection } from '../../../src/sync/registry/synced-collection.ts';

export interface SyncedCopy<T> {
  readonly spec: SyncedCollection<T>;
  readonly pages: PageCollection<T>;
  puller: Puller;
  /** A new puller instance (the old one was abandoned mid-pull). */
  restart(): void;
  rows(): Promise<Map<string, T>>;
}

export async function openCopy<T>(
  tabName: string,
  spec: SyncedCollection<T>,
  http: PullHttp,
): Promise<SyncedCopy<T>> {
  const store = await createMemoryStoreProvider().open({
    backendUrl: 'http://faults',
    organization: 'o',
    userId: tabName,
  });
  const pages = store.pages({
    name: spec.name,
    key: spec.key,
    version: spec.version,
    schema: spec.schema,
    pageSize: spec.pageSize,
  });
  const make = () => createPuller({ spec, pages, http, onRows: () => undefined });
  const copy: SyncedCopy<T> = {
    spec,
    pages,
    puller: make(),
    restart: () => void (copy.puller = make()),
    async rows() {
      const out = new Map<string, T>();
      for await (const page of pages.loadAll()) for (const row of page) out.set(String(row[spec.key]), row);
      return out;
    },
  };
  return copy;
}

/** Retries until the call succeeds (the runtime's backoff, without the waiting). */
export async function untilDone(call: () => Promise<unknown>, context: string, tries = 200): Promise<number> {
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      await call();
      return attempt;
    } catch (error) {
      if (!(error instanceof PullError) || error.kind === 'client' || error.kind === 'storage') throw error;
    }
  }
  throw new Error(`${context}: still failing after ${tries} tries`);
}
