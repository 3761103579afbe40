import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { QueryResult } from '../query/live-query.ts';
import { createInProcessClient } from '../client/in-process-client.ts';
import type { SyncRuntime } from './sync-runtime.ts';
import { pagesOf } from './store-steps.ts';
import {
  anyNotes,
  deliverRows,
  eventually,
  init,
  note,
  notes,
  ns,
  pullError,
  renameNote,
  ScriptedPullers,
  testRuntime,
  tick,
  type Note,
} from './test-support.ts';

const running: SyncRuntime[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

function track(runtime: SyncRuntime): SyncRuntime {
  running.push(runtime);
  return runtime;
}

function listen(runtime: SyncRuntime, query = {}) {
  const results: QueryResult<Note>[] = [];
  const errors: string[] = [];
  runtime.subscribeQuery(
    'notes',
    { sort: [{ field: 'id' }], ...query },
    (r) => results.push(r as QueryResult<Note>),
    (e) => errors.push(e),
  );
  return { results, errors, last: () => results.at(-1) };
}

describe('SyncRuntime', () => {
  it('answers from stored pages before any network', async () => {
    const provider = createMemoryStoreProvider();
    const seed = await provider.open(ns);
    await pagesOf(seed, anyNotes).putRows([note(1), note(2), note(3)]);
    const pullers = new ScriptedPullers();
    pullers.script = () => new Promise(() => undefined); // the network never answers
    const runtime = track(testRuntime({ provider, pullers }));
    const q = listen(runtime);
    await runtime.start(init);
    expect(q.last()?.rows.map((r) => r.id)).toEqual(['n001', 'n002', 'n003']);
    expect(q.last()?.total).toBe(3);
  });

  it('pushes pulled rows to open queries and reports the collection synced', async () => {
    const pullers = new ScriptedPullers();
    let pulled = false;
    pullers.script = (deps) =>
      pulled
        ? Promise.resolve({ put: 0, removed: 0, quarantined: 0, complete: true })
        : ((pulled = true), deliverRows(deps, [note(1), note(2)]));
    const runtime = track(testRuntime({ pullers }));
    await runtime.start(init);
    const q = listen(runtime);
    await eventually(() => expect(q.last()?.total).toBe(2));
    runtime.publishStatus();
    await eventually(() => {
      runtime.publishStatus();
      expect(runtime.status.collections['notes']?.lastSyncedAt).not.toBeNull();
    });
    expect(runtime.status.collections['notes']).toMatchObject({ rows: 2, complete: true, error: null });
    expect(runtime.status.leader).toBe(true);
  });

  it('rejects a query on an unknown field through onError', async () => {
    const runtime = track(testRuntime());
    await runtime.start(init);
    const q = listen(runtime, { where: [{ field: 'nope', in: ['x'] }] });
    expect(q.errors.length).toBe(1);
    expect(q.results).toEqual([]);
  });

  it('applies a write at once and keeps it over later pulls until delivered', async () => {
    const pullers = new ScriptedPullers();
    let batches = 0;
    pullers.script = (deps) =>
      batches++ < 2 ? deliverRows(deps, [note(1, 'server title')]) : new Promise(() => undefined);
    const runtime = track(testRuntime({ pullers })); // fetch never answers: the write stays pending
    await runtime.start(init);
    const q = listen(runtime);
    await eventually(() => expect(q.last()?.rows[0]?.title).toBe('server title'));
    const entry = await runtime.mutate(renameNote.name, { id: 'n001', title: 'mine' });
    expect(entry.name).toBe('renameNote');
    expect(q.last()?.rows[0]?.title).toBe('mine');
    await runtime.refresh(['notes']);
    await tick(10);
    expect(batches).toBeGreaterThanOrEqual(2);
    expect(q.last()?.rows[0]?.title).toBe('mine');
    runtime.publishStatus();
    expect(runtime.status.outbox).toMatchObject({ pending: 1, failed: 0 });
    expect(runtime.status.outbox.items[0]?.summary).toBe('Rename note to mine');
  });

  it('replaces the optimistic row with the server answer once delivered', async () => {
    const fetch = () =>
      Promise.resolve(
        new Response(
          JSON.stringify([{ id: 'n001', title: 'from server', updated_at: '2026-02-01T00:00:00Z' }]),
          { status: 200 },
        ),
      );
    const runtime = track(testRuntime({ fetch }));
    await runtime.start(init);
    const q = listen(runtime);
    await runtime.mutate(renameNote.name, { id: 'n001', title: 'mine' });
    await eventually(() => expect(q.last()?.rows[0]?.title).toBe('from server'));
    await eventually(() => {
      runtime.publishStatus();
      expect(runtime.status.outbox.pending).toBe(0);
    });
  });

  it('shows a refused write as failed with the reason, and discard reverts it', async () => {
    const fetch = () =>
      Promise.resolve(
        new Response(JSON.stringify({ code: '42501', message: 'permission denied' }), { status: 403 }),
      );
    const runtime = track(testRuntime({ fetch }));
    await runtime.start(init);
    const q = listen(runtime);
    const entry = await runtime.mutate(renameNote.name, { id: 'n009', title: 'mine' });
    await eventually(() => {
      runtime.publishStatus();
      expect(runtime.status.outbox.failed).toBe(1);
    });
    expect(runtime.status.outbox.items[0]).toMatchObject({
      status: 'failed',
      failure: { status: 403, message: 'permission denied' },
    });
    await runtime.discard(entry.id);
    expect(q.last()?.total).toBe(0);
  });

  it('pauses on 401 until resume()', async () => {
    const pullers = new ScriptedPullers();
    let unauthorized = true;
    pullers.script = (deps) =>
      unauthorized ? Promise.reject(pullError('unauthorized')) : deliverRows(deps, [note(4)]);
    const runtime = track(testRuntime({ pullers }));
    await runtime.start(init);
    await eventually(() => {
      runtime.publishStatus();
      expect(runtime.status.phase).toBe('unauthorized');
    });
    const calls = pullers.calls;
    await tick(50);
    expect(pullers.calls).toBe(calls);
    unauthorized = false;
    await runtime.resume();
    runtime.publishStatus();
    expect(runtime.status.phase).not.toBe('unauthorized');
    expect(runtime.engines.engine('notes')?.size).toBe(1);
  });

  it('marks a refused (403) collection and does not retry it hot', async () => {
    const pullers = new ScriptedPullers();
    pullers.script = () => Promise.reject(pullError('forbidden', 'HTTP 403'));
    const runtime = track(testRuntime({ pullers }));
    await runtime.start(init);
    await eventually(() => expect(pullers.calls).toBe(1));
    await tick(50);
    expect(pullers.calls).toBe(1);
    runtime.publishStatus();
    expect(runtime.status.collections['notes']?.error).toMatch(/do not have access/);
    expect(runtime.status.phase).toBe('idle');
  });

  it('backs off after network failures and reports offline', async () => {
    const pullers = new ScriptedPullers();
    pullers.script = () => Promise.reject(pullError('network'));
    const runtime = track(testRuntime({ pullers }));
    await runtime.start(init);
    runtime.setReachable(false);
    await eventually(() => expect(pullers.calls).toBe(1));
    await tick(100);
    expect(pullers.calls).toBe(1); // next attempt ≥ 1 s later
    runtime.publishStatus();
    expect(runtime.status.phase).toBe('offline');
    expect(runtime.status.online).toBe(false);
  });

  it('the in-process client serves hooks-style live queries and status', async () => {
    const pullers = new ScriptedPullers();
    pullers.script = (deps) => deliverRows(deps, [note(7)]);
    const runtime = track(testRuntime({ pullers }));
    const client = createInProcessClient(runtime);
    await runtime.start(init);
    const seen: number[] = [];
    const handle = client.liveQuery(notes, { sort: [{ field: 'id' }] }, (r) => seen.push(r.total));
    await eventually(() => expect(seen.at(-1)).toBe(1));
    await eventually(() => expect(client.status.current().phase).not.toBe('starting'));
    handle.close();
  });
});
