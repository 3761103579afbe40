// A refused mutation's `recover` (test-support's setStatusIf: last write wins, and says so).
import { describe, expect, it } from 'vitest';
import { outboxCollectionSpec } from './entry.ts';
import { harness } from './outbox-harness.ts';
import { Outbox, MAX_RESENDS } from './outbox.ts';
import { outboxNoticeSpec } from './notice-log.ts';
import type { OutboxRequest } from './outbox-options.ts';
import { counterIds, newLocal, registry } from './test-support.ts';

const settle = async (outbox: { whenWaiting(): Promise<void> }) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await outbox.whenWaiting();
};
const refused = {
  status: 406,
  body: { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object' },
};
const serverHolds = (status: string) => ({ status: 200, body: [{ id: 'inc-1', status }] });
const edit = (status: string, previous: string) => ({ incidentId: 'inc-1', status, previous });
const shape = (r: OutboxRequest) => `${r.method} ${r.mutationId} ${r.query?.status ?? ''}`.trim();

describe('outbox: a refused mutation the mutator recovers', () => {
  it('reads the server, resends in place (before later writes on the incident) and leaves a durable notice', async () => {
    const h = await harness({ script: [refused, serverHolds('investigating')] });
    await h.outbox.mutate('setStatusIf', edit('mitigated', 'open'));
    await h.outbox.mutate('addComment', { id: 'c1', incidentId: 'inc-1', body: 'after the edit' });
    h.outbox.start();
    await settle(h.outbox);
    expect(h.sent.map(shape)).toEqual([
      'PATCH m-1 eq.open',
      'GET m-1',
      'PATCH m-1 eq.investigating',
      'POST m-2',
    ]);
    expect(h.delivered.map((d) => d.entry.id)).toEqual(['m-1', 'm-2']);
    const notices = h.outbox.getState().notices;
    expect(notices).toEqual([
      {
        id: 'notice:m-1',
        mutationId: 'm-1',
        name: 'setStatusIf',
        entities: ['incident:inc-1'],
        at: 0,
        detail: { replaced: 'investigating' },
      },
    ]);
    expect(await h.store.rows(outboxNoticeSpec).list()).toEqual(notices);

    // A reload sees it; dismissing it (discard by the notice's id) removes only the notice.
    await h.outbox.stop();
    const reopened = await Outbox.open({
      store: h.store,
      registry,
      local: newLocal(),
      transport: () => Promise.reject(new Error('offline')),
      newId: counterIds('r'),
    });
    expect(reopened.getState().notices.map((n) => n.id)).toEqual(['notice:m-1']);
    await reopened.discard('notice:m-1');
    expect(reopened.getState().notices).toEqual([]);
    expect(await h.store.rows(outboxNoticeSpec).list()).toEqual([]);
  });

  it('counts the edit delivered, without a notice, when the server already holds its value (an earlier answer was lost)', async () => {
    const h = await harness({ script: [refused, serverHolds('mitigated')] });
    await h.outbox.mutate('setStatusIf', edit('mitigated', 'open'));
    h.outbox.start();
    await settle(h.outbox);
    expect(h.sent.map(shape)).toEqual(['PATCH m-1 eq.open', 'GET m-1']);
    expect(h.delivered.map((d) => [d.entry.id, d.body])).toEqual([
      ['m-1', [{ id: 'inc-1', status: 'mitigated' }]],
    ]);
    expect(h.outbox.getState()).toMatchObject({ pending: 0, notices: [] });
  });

  it('a read without an answer is a network retry of the whole attempt; a 401 pauses; a 503 backs off', async () => {
    const h = await harness({
      script: [refused, new TypeError('Failed to fetch'), refused, { status: 401, body: {} }],
    });
    await h.outbox.mutate('setStatusIf', edit('mitigated', 'open'));
    h.outbox.start();
    await settle(h.outbox);
    expect(h.outbox.getState().retry).toMatchObject({ attempts: 1, cause: 'network' });
    h.advance(h.sleeps.at(-1) ?? 0);
    await settle(h.outbox);
    expect(h.outbox.getState().paused).toBe(true);
    h.script.push(refused, { status: 503, body: {} });
    h.outbox.resume();
    await settle(h.outbox);
    expect(h.outbox.getState().retry).toMatchObject({ cause: 'server' });
    h.script.push(refused, serverHolds('resolved'), { status: 200, body: [] });
    h.advance(60_000);
    await settle(h.outbox);
    expect(h.sent.map(shape).slice(-3)).toEqual(['PATCH m-1 eq.open', 'GET m-1', 'PATCH m-1 eq.resolved']);
    expect(h.outbox.getState()).toMatchObject({
      pending: 0,
      failed: [],
      notices: [{ detail: { replaced: 'resolved' } }],
    });
    // The stored entry was rewritten in place while it waited; it is gone once delivered.
    expect(await h.store.rows(outboxCollectionSpec).list()).toEqual([]);
  });

  it('keeps the refusal as the failure when recover gives up, and a clear reason when the row is gone', async () => {
    const h = await harness({
      script: [{ status: 400, body: { message: 'bad status' } }, refused, { status: 200, body: [] }],
    });
    await h.outbox.mutate('setStatusIf', edit('mitigated', 'open'));
    await h.outbox.mutate('setStatusIf', { ...edit('closed', 'open'), incidentId: 'inc-2' });
    h.outbox.start();
    await settle(h.outbox);
    expect(h.outbox.getState().failed.map((f) => f.failure)).toEqual([
      { status: 400, message: 'bad status' },
      { status: 406, code: 'PGRST116', message: 'The incident no longer exists' },
    ]);
  });

  it('fails an entry the server keeps refusing after MAX_RESENDS rounds, instead of spinning', async () => {
    let n = 0;
    const h = await harness({
      fallback: (r) => (r.method === 'GET' ? serverHolds(`other-${++n}`) : refused),
    });
    await h.outbox.mutate('setStatusIf', edit('mitigated', 'open'));
    h.outbox.start();
    await settle(h.outbox);
    expect(h.sent.filter((r) => r.method === 'PATCH')).toHaveLength(MAX_RESENDS + 1);
    expect(h.outbox.getState().failed[0]?.failure.message).toMatch(/refused it 6 times/);
  });

  it('a recover that throws fails the entry with the reason, the queue goes on', async () => {
    const h = await harness({ script: [refused, { status: 200, body: 'not rows' }] });
    await h.outbox.mutate('setStatusIf', edit('mitigated', 'open'));
    await h.outbox.mutate('addComment', { id: 'c9', incidentId: 'inc-9', body: 'unrelated' });
    h.outbox.start();
    await settle(h.outbox);
    expect(h.outbox.getState().failed[0]?.failure.message).toMatch(/recovery failed/);
    expect(h.delivered.map((d) => d.entry.id)).toEqual(['m-2']);
  });
});
