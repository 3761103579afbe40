import { describe, expect, it } from 'vitest';
import { outboxCollectionSpec } from './entry.ts';
import { harness } from './outbox-harness.ts';
import { Outbox } from './outbox.ts';
import { newLocal, registry } from './test-support.ts';

const comment = (n: number, incidentId = 'inc-1') => ({ id: `c${n}`, incidentId, body: `comment ${n}` });
/** Lets the loop run until it waits (for work, resume, or a timer). */
const settle = async (outbox: { whenWaiting(): Promise<void> }) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await outbox.whenWaiting();
};

describe('outbox', () => {
  it('stores before resolving, applies optimistically, and delivers in order', async () => {
    const h = await harness();
    const entry = await h.outbox.mutate('addComment', comment(1));
    expect(await h.store.rows(outboxCollectionSpec).get(entry.id)).toMatchObject({
      seq: 1,
      status: 'pending',
    });
    expect(h.local.comments.get('c1')?.pending).toBe(true);
    await h.outbox.mutate('setStatus', { incidentId: 'inc-1', status: 'mitigated' });
    await h.outbox.mutate('addComment', comment(2, 'inc-2'));
    h.outbox.start();
    await settle(h.outbox);
    expect(h.sent.map((r) => [r.method, r.mutationId])).toEqual([
      ['POST', 'm-1'],
      ['PATCH', 'm-2'],
      ['POST', 'm-3'],
    ]);
    expect(h.sent[1]).toMatchObject({
      path: '/api/db/incidents',
      query: { id: 'eq.inc-1' },
      body: { status: 'mitigated' },
    });
    expect(h.delivered.map((d) => [d.entry.id, d.body])).toEqual([
      ['m-1', [{ echoed: 'm-1' }]],
      ['m-2', [{ echoed: 'm-2' }]],
      ['m-3', [{ echoed: 'm-3' }]],
    ]);
    expect(h.outbox.getState()).toMatchObject({ pending: 0, failed: [] });
  });

  it('re-applies the stored entries at open as one batch, so no screen sees them half applied', async () => {
    const h = await harness();
    await h.outbox.mutate('addComment', comment(1));
    await h.outbox.mutate('setStatus', { incidentId: 'inc-1', status: 'mitigated' });
    const local = newLocal();
    const batches: { before: number; after: number }[] = [];
    await Outbox.open({
      store: h.store,
      registry,
      local,
      batched: (fn) => {
        const before = local.comments.size + local.statuses.size;
        fn();
        batches.push({ before, after: local.comments.size + local.statuses.size });
      },
      transport: () => Promise.reject(new Error('not started')),
    });
    expect(batches).toEqual([{ before: 0, after: 2 }]);
  });

  it('rejects unknown names and invalid args without storing anything', async () => {
    const h = await harness();
    // @ts-expect-error: not a registered mutator
    await expect(h.outbox.mutate('nope', {})).rejects.toMatchObject({ kind: 'unknown-mutator' });
    await expect(h.outbox.mutate('addComment', { ...comment(1), body: '' })).rejects.toMatchObject({
      kind: 'invalid-args',
    });
    expect(h.outbox.list()).toEqual([]);
  });

  it('retries 5xx, 408 and 429 with full-jitter exponential backoff, in order', async () => {
    const h = await harness({
      script: [
        { status: 502, body: {} },
        { status: 503, body: {} },
        { status: 408, body: {} },
        { status: 429, body: {} },
        { status: 500, body: {} },
      ],
    });
    await h.outbox.mutate('addComment', comment(1));
    await h.outbox.mutate('addComment', comment(2));
    h.outbox.start();
    for (const expected of [500, 1000, 2000, 4000, 8000]) {
      await settle(h.outbox);
      expect(h.sleeps.at(-1)).toBe(expected);
      expect(h.outbox.getState().retry?.attempts).toBe(Math.log2(expected / 500) + 1);
      h.advance(expected);
    }
    await settle(h.outbox);
    expect(h.sent.map((r) => r.mutationId)).toEqual(['m-1', 'm-1', 'm-1', 'm-1', 'm-1', 'm-1', 'm-2']);
    expect(h.outbox.getState()).toMatchObject({ pending: 0, retry: undefined });
  });

  it('retries network errors (no answer) with the same backoff capped at 5 s', async () => {
    const h = await harness({
      random: () => 0.999999,
      script: Array.from({ length: 5 }, () => new TypeError('Failed to fetch')),
    });
    await h.outbox.mutate('addComment', comment(1));
    h.outbox.start();
    for (let i = 0; i < 5; i++) {
      await settle(h.outbox);
      h.advance(h.sleeps.at(-1) ?? 0);
    }
    await settle(h.outbox);
    expect(h.sleeps).toEqual([999, 1999, 3999, 4999, 4999]);
    expect(h.outbox.getState()).toMatchObject({ pending: 0, retry: undefined });
  });

  it('caps the backoff at 60 s and flushNow() skips the wait', async () => {
    const h = await harness({
      random: () => 0.999999,
      script: Array.from({ length: 9 }, () => ({ status: 502, body: {} })),
    });
    await h.outbox.mutate('addComment', comment(1));
    h.outbox.start();
    for (let i = 0; i < 8; i++) {
      await settle(h.outbox);
      h.advance(h.sleeps.at(-1) ?? 0);
    }
    await settle(h.outbox);
    expect(h.sleeps.slice(5, 8)).toEqual([31999, 59999, 59999]);
    h.outbox.flushNow();
    await settle(h.outbox);
    expect(h.outbox.getState().pending).toBe(0);
  });

  it('counts a 409 duplicate key on a create as delivered', async () => {
    const h = await harness({
      script: [{ status: 409, body: { code: '23505', message: 'duplicate key value' } }],
    });
    await h.outbox.mutate('addComment', comment(1));
    h.outbox.start();
    await settle(h.outbox);
    expect(h.delivered).toMatchObject([{ entry: { id: 'm-1' }, body: undefined, duplicate: true }]);
    expect(h.outbox.getState().pending).toBe(0);
  });

  it('pauses on 401 until resume()', async () => {
    const h = await harness({ script: [{ status: 401, body: { message: 'no session' } }] });
    await h.outbox.mutate('addComment', comment(1));
    await h.outbox.mutate('addComment', comment(2));
    h.outbox.start();
    await settle(h.outbox);
    expect(h.outbox.getState()).toMatchObject({ paused: true, pending: 2 });
    expect(h.sent).toHaveLength(1);
    h.outbox.resume();
    await settle(h.outbox);
    expect(h.sent.map((r) => r.mutationId)).toEqual(['m-1', 'm-1', 'm-2']);
    expect(h.outbox.getState()).toMatchObject({ paused: false, pending: 0 });
  });
});
