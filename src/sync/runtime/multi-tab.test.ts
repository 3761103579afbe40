import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { SyncRuntime } from './sync-runtime.ts';
import {
  ChannelHub,
  deliverRows,
  eventually,
  fakeLocks,
  init,
  note,
  renameNote,
  ScriptedPullers,
  testRuntime,
  type Note,
} from './test-support.ts';

const running: SyncRuntime[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

function titles(runtime: SyncRuntime): () => string[] {
  let last: QueryResult<Note> | undefined;
  runtime.subscribeQuery(
    'notes',
    { sort: [{ field: 'id' }] },
    (r) => (last = r as QueryResult<Note>),
    () => undefined,
  );
  return () => last?.rows.map((r) => r.title) ?? [];
}

describe('several tabs on one store', () => {
  it('one leader pulls; a follower sees its rows and writes through it; the follower takes over when the leader closes', async () => {
    const provider = createMemoryStoreProvider();
    const hub = new ChannelHub();
    const locks = fakeLocks();
    const leaderPulls = new ScriptedPullers();
    leaderPulls.script = (deps) => deliverRows(deps, [note(1, 'from leader')]);
    const followerPulls = new ScriptedPullers();
    followerPulls.script = (deps) => deliverRows(deps, [note(2, 'after fail-over')]);

    const a = testRuntime({ provider, channel: hub, locks, pullers: leaderPulls });
    const b = testRuntime({ provider, channel: hub, locks, pullers: followerPulls });
    running.push(a, b);
    await a.start(init);
    await eventually(() => {
      a.publishStatus();
      expect(a.status.leader).toBe(true);
    });
    await b.start(init);
    const seenByB = titles(b);

    await eventually(() => expect(seenByB()).toEqual(['from leader']));
    expect(followerPulls.calls).toBe(0);
    b.publishStatus();
    expect(b.status.leader).toBe(false);

    // A write made in the follower is queued by the leader and shown in both tabs.
    const entry = await b.mutate(renameNote.name, { id: 'n001', title: 'written in b' });
    expect(entry.name).toBe('renameNote');
    await eventually(() => expect(seenByB()).toEqual(['written in b']));
    await eventually(() => {
      b.publishStatus();
      expect(b.status.outbox.pending).toBe(1);
    });

    // The leader's tab closes: the follower is granted the lock, opens the outbox and pulls.
    await a.close();
    running.splice(running.indexOf(a), 1);
    await eventually(() => {
      b.publishStatus();
      expect(b.status.leader).toBe(true);
    }, 1_000);
    await eventually(() => expect(followerPulls.calls).toBeGreaterThan(0));
    await eventually(() => expect(seenByB()).toEqual(['written in b', 'after fail-over']));
    b.publishStatus();
    expect(b.status.outbox.pending).toBe(1);
  });

  it('a signed-out broadcast stops the other tabs', async () => {
    const provider = createMemoryStoreProvider();
    const hub = new ChannelHub();
    const locks = fakeLocks();
    const a = testRuntime({ provider, channel: hub, locks });
    const b = testRuntime({ provider, channel: hub, locks });
    running.push(a, b);
    await a.start(init);
    await b.start(init);
    await b.close({ signOut: true });
    await eventually(() => expect(a.isClosed).toBe(true));
    expect(a.status.phase).toBe('unauthorized');
  });

  it('a lone leader broadcasts no rows; a tab that starts later gets the changes its store read may have missed', async () => {
    const provider = createMemoryStoreProvider();
    const hub = new ChannelHub();
    const locks = fakeLocks();
    const leaderPulls = new ScriptedPullers();
    // Rows reach the leader's engine but not (yet) the store: what a newcomer's read can miss.
    leaderPulls.script = (deps) => {
      deps.onRows({ put: [note(1, 'in memory only')], remove: [] });
      return Promise.resolve({ put: 1, removed: 0, quarantined: 0, complete: true });
    };
    const a = testRuntime({ provider, channel: hub, locks, pullers: leaderPulls });
    running.push(a);
    await a.start(init);
    const seenByA = titles(a);
    await eventually(() => expect(seenByA()).toEqual(['in memory only']));
    const isChanges = (m: unknown) =>
      typeof m === 'object' && m !== null && 'type' in m && m.type === 'changes';
    expect(hub.posted.filter(isChanges)).toEqual([]);

    const b = testRuntime({ provider, channel: hub, locks });
    running.push(b);
    await b.start(init);
    const seenByB = titles(b);
    await eventually(() => expect(seenByB()).toEqual(['in memory only']));
    expect(hub.posted.filter(isChanges).length).toBeGreaterThan(0);
  });
});
