// The outbox when storage fails: quota on mutate, and a store wiped under a running queue.
import { describe, expect, it } from 'vitest';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import { outboxCollectionSpec } from './entry.ts';
import { harness, namespace } from './outbox-harness.ts';

const comment = (n: number) => ({ id: `c${n}`, incidentId: 'inc-1', body: `comment ${n}` });
const settle = async (outbox: { whenWaiting(): Promise<void> }) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await outbox.whenWaiting();
};

describe('outbox storage failures', () => {
  it('rejects mutate with the quota error and neither shows nor applies it', async () => {
    let full = false;
    const provider = createMemoryStoreProvider({
      beforeWrite: () => {
        if (full) throw new DOMException('quota', 'QuotaExceededError');
      },
    });
    const h = await harness({ provider });
    full = true;
    await expect(h.outbox.mutate('addComment', comment(1))).rejects.toMatchObject({
      name: 'StoreError',
      kind: 'quota',
    });
    expect(h.outbox.list()).toEqual([]);
    expect(h.local.comments.size).toBe(0);
    full = false;
    await h.outbox.mutate('addComment', comment(2));
    expect(h.outbox.list().map((e) => e.seq)).toEqual([2]);
  });

  it('keeps its intent when the store is wiped, and continues in a new one', async () => {
    const h = await harness();
    await h.outbox.mutate('addComment', comment(1));
    await h.outbox.mutate('addComment', comment(2));
    await h.provider.deleteStore(namespace);
    h.outbox.start();
    await settle(h.outbox);
    // The first create reached the server, but its entry could not be removed: the queue stops.
    expect(h.outbox.getState()).toMatchObject({
      pending: 2,
      storeError: expect.stringMatching(/closed/) as unknown,
    });
    await expect(h.outbox.mutate('addComment', comment(3))).rejects.toMatchObject({ kind: 'closed' });

    const fresh = await h.provider.open(namespace);
    expect(fresh.fresh).toBe(true);
    await h.outbox.moveTo(fresh);
    expect((await fresh.rows(outboxCollectionSpec).list()).map((e) => e.id)).toEqual(['m-1', 'm-2']);
    h.script.push({ status: 409, body: { code: '23505', message: 'duplicate key' } });
    h.outbox.resume();
    await settle(h.outbox);
    expect(h.sent.map((r) => r.mutationId)).toEqual(['m-1', 'm-1', 'm-2']);
    expect(h.delivered.map((d) => [d.entry.id, d.duplicate])).toEqual([
      ['m-1', true],
      ['m-2', false],
    ]);
    expect(await fresh.rows(outboxCollectionSpec).list()).toEqual([]);
  });
});
