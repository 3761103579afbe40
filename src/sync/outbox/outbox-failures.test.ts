import { describe, expect, it } from 'vitest';
import { outboxCollectionSpec } from './entry.ts';
import { harness } from './outbox-harness.ts';
import { Outbox } from './outbox.ts';
import { counterIds, manualClock, newLocal, registry } from './test-support.ts';

const comment = (n: number, incidentId = 'inc-1') => ({ id: `c${n}`, incidentId, body: `comment ${n}` });
const settle = async (outbox: { whenWaiting(): Promise<void> }) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await outbox.whenWaiting();
};
const fk = {
  status: 409,
  body: {
    code: '23503',
    message: 'insert or update on table "comments" violates foreign key constraint',
    details: 'x',
    hint: null,
  },
};

describe('outbox failures', () => {
  it('keeps a 4xx as failed with the server message, blocks the same entity and lets others through', async () => {
    const h = await harness({ script: [fk] });
    await h.outbox.mutate('addComment', comment(1, 'inc-1'));
    await h.outbox.mutate('setStatus', { incidentId: 'inc-1', status: 'closed' });
    await h.outbox.mutate('addComment', comment(3, 'inc-2'));
    h.outbox.start();
    await settle(h.outbox);
    expect(h.sent.map((r) => r.mutationId)).toEqual(['m-1', 'm-3']);
    const state = h.outbox.getState();
    expect(state).toMatchObject({ pending: 1, blocked: 1 });
    expect(state.failed).toEqual([
      {
        id: 'm-1',
        name: 'addComment',
        seq: 1,
        failure: {
          status: 409,
          code: '23503',
          message: 'insert or update on table "comments" violates foreign key constraint',
        },
      },
    ]);
    expect(await h.store.rows(outboxCollectionSpec).get('m-1')).toMatchObject({
      status: 'failed',
      failure: { code: '23503' },
    });
  });

  it('retry() re-queues a failed entry ahead of its dependants', async () => {
    const h = await harness({ script: [{ status: 400, body: { message: 'bad' } }] });
    await h.outbox.mutate('addComment', comment(1));
    await h.outbox.mutate('setStatus', { incidentId: 'inc-1', status: 'closed' });
    h.outbox.start();
    await settle(h.outbox);
    await expect(h.outbox.retry('m-2')).rejects.toMatchObject({ kind: 'not-failed' });
    await h.outbox.retry('m-1');
    await settle(h.outbox);
    expect(h.sent.map((r) => r.mutationId)).toEqual(['m-1', 'm-1', 'm-2']);
    expect(h.outbox.getState()).toMatchObject({ pending: 0, failed: [] });
  });

  it('discard() removes the entry, reverts its optimistic apply and unblocks dependants', async () => {
    const h = await harness({
      script: [{ status: 403, body: { message: 'permission denied for table comments' } }],
    });
    await h.outbox.mutate('addComment', comment(1));
    await h.outbox.mutate('setStatus', { incidentId: 'inc-1', status: 'closed' });
    h.outbox.start();
    await settle(h.outbox);
    expect(h.local.comments.has('c1')).toBe(true);
    await h.outbox.discard('m-1');
    expect(h.local.comments.has('c1')).toBe(false);
    await settle(h.outbox);
    expect(h.sent.map((r) => r.mutationId)).toEqual(['m-1', 'm-2']);
    expect(await h.store.rows(outboxCollectionSpec).list()).toEqual([]);
    await expect(h.outbox.discard('m-1')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('publishes state changes to subscribers', async () => {
    const h = await harness({ script: [{ status: 422, body: { message: 'nope' } }] });
    const seen: Array<[number, number]> = [];
    h.outbox.subscribe((state) => seen.push([state.pending, state.failed.length]));
    await h.outbox.mutate('addComment', comment(1));
    h.outbox.start();
    await settle(h.outbox);
    expect(seen[0]).toEqual([1, 0]);
    expect(seen.at(-1)).toEqual([0, 1]);
  });

  it('survives a restart: a new outbox over the same store resumes pending entries in order', async () => {
    const first = await harness({ script: [{ status: 503, body: {} }] });
    await first.outbox.mutate('addComment', comment(1));
    await first.outbox.mutate('setStatus', { incidentId: 'inc-1', status: 'mitigated' });
    await first.outbox.mutate('addComment', comment(3, 'inc-9'));
    first.outbox.start();
    await settle(first.outbox);
    await first.outbox.stop();
    first.store.close();

    const store = await first.provider.open({
      backendUrl: 'https://mc.test',
      organization: 'o',
      userId: 'u',
    });
    const local = newLocal();
    const sent: string[] = [];
    const outbox = await Outbox.open({
      store,
      registry,
      local,
      clock: manualClock().clock,
      newId: counterIds('n'),
      transport: (request) => {
        sent.push(request.mutationId);
        return Promise.resolve({ status: 201, body: null });
      },
    });
    // Optimistic effects are re-applied on open, so the UI shows pending writes after a reload.
    expect([...local.comments.keys()]).toEqual(['c1', 'c3']);
    expect(local.statuses.get('inc-1')).toBe('mitigated');
    await outbox.mutate('addComment', comment(4));
    expect(outbox.list().map((e) => [e.id, e.seq])).toEqual([
      ['m-1', 1],
      ['m-2', 2],
      ['m-3', 3],
      ['n-1', 4],
    ]);
    outbox.start();
    await settle(outbox);
    expect(sent).toEqual(['m-1', 'm-2', 'm-3', 'n-1']);
  });

  it('marks entries whose mutator is gone or whose args no longer validate as failed', async () => {
    const h = await harness();
    await h.store.rows(outboxCollectionSpec).put([
      {
        id: 'x1',
        seq: 1,
        name: 'renamedAway',
        args: {},
        entities: ['a'],
        create: false,
        createdAt: 0,
        status: 'pending',
      },
      {
        id: 'x2',
        seq: 2,
        name: 'addComment',
        args: { id: 'c' },
        entities: ['b'],
        create: true,
        createdAt: 0,
        status: 'pending',
      },
    ]);
    await h.outbox.stop();
    const outbox = await Outbox.open({
      store: h.store,
      registry,
      local: newLocal(),
      transport: () => Promise.resolve({ status: 201, body: null }),
    });
    outbox.start();
    await settle(outbox);
    expect(outbox.getState().failed.map((f) => [f.id, f.failure.message.split(':')[0]])).toEqual([
      ['x1', 'unknown mutation "renamedAway"'],
      ['x2', 'invalid arguments'],
    ]);
    await outbox.stop();
  });
});
