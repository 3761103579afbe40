import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { StoreEvent, StoreProvider } from '../../db/store.ts';
import { outboxEntrySchema } from '../outbox/entry.ts';
import type { FetchLike } from './http.ts';
import type { SyncRuntime } from './sync-runtime.ts';
import { eventually, init, ns, renameNote, testRuntime } from './test-support.ts';

const running: SyncRuntime[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

/** A memory provider whose stores can be told "the database went away" (as IndexedDB does). */
function wipeableProvider() {
  const inner = createMemoryStoreProvider();
  const listeners = new Set<(event: StoreEvent) => void>();
  const provider: StoreProvider = {
    ...inner,
    async open(namespace) {
      const store = await inner.open(namespace);
      return {
        ...store,
        fresh: store.fresh,
        subscribe(listener) {
          listeners.add(listener);
          const off = store.subscribe(listener);
          return () => {
            listeners.delete(listener);
            off();
          };
        },
      };
    },
  };
  const wipe = async () => {
    await inner.deleteStore(ns);
    for (const listener of [...listeners]) listener({ type: 'closed', reason: 'versionchange' });
  };
  return { provider, wipe };
}

/** whoami answers `whoamiStatus`; writes never answer (they stay pending). */
function fetchWith(whoamiStatus: number): FetchLike {
  return (input, init) =>
    input.endsWith('/auth/whoami')
      ? Promise.resolve(new Response('{}', { status: whoamiStatus }))
      : new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
}

describe('a store removed under the runtime', () => {
  it('is reopened for a live session, resyncs and keeps the pending writes', async () => {
    const { provider, wipe } = wipeableProvider();
    const runtime = testRuntime({ provider, fetch: fetchWith(200) });
    running.push(runtime);
    await runtime.start(init);
    await eventually(() => {
      runtime.publishStatus();
      expect(runtime.status.collections['notes']?.lastSyncedAt).not.toBeNull();
    });
    await runtime.mutate(renameNote.name, { id: 'n001', title: 'kept' });
    const before = runtime.store;
    await wipe();
    await eventually(() => expect(runtime.store).not.toBe(before));
    const reopened = runtime.store;
    if (!reopened) throw new Error('no store');
    expect(reopened.fresh).toBe(true);
    await eventually(async () => {
      const stored = await reopened
        .rows({ name: 'outbox', key: 'id', version: 1, schema: outboxEntrySchema })
        .list();
      expect(stored.map((e) => e.name)).toEqual(['renameNote']);
    });
    runtime.publishStatus();
    expect(runtime.status.outbox.pending).toBe(1);
    expect(runtime.isClosed).toBe(false);
  });

  it('is not recreated after a sign-out elsewhere: the runtime stops', async () => {
    const { provider, wipe } = wipeableProvider();
    const runtime = testRuntime({ provider, fetch: fetchWith(401) });
    running.push(runtime);
    await runtime.start(init);
    await wipe();
    await eventually(() => expect(runtime.isClosed).toBe(true));
    expect(runtime.status.phase).toBe('unauthorized');
    expect(await provider.listStores()).toEqual([]);
  });
});
