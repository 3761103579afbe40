import { afterEach, describe, expect, it } from 'vitest';
import { outboxEntrySchema } from '../outbox/entry.ts';
import type { SyncRuntime } from './sync-runtime.ts';
import { eventually, fetchWith, init, renameNote, testRuntime, wipeableProvider } from './test-support.ts';

const running: SyncRuntime[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

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
