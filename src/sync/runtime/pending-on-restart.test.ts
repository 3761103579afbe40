// A restart (reload, new tab, crashed worker) must show undelivered writes from the first answer
// a query gets from the stored data: a write that flickers away while the engines load reads
// to the user as a lost write, and the "Pending" badge that vanishes with it as a delivered one.
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { PageCollectionSpec, StoreProvider } from '../../db/store.ts';
import { outboxCollectionSpec, type OutboxEntry } from '../outbox/entry.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { SyncRuntime } from './sync-runtime.ts';
import { pagesOf } from './store-steps.ts';
import {
  anyNotes,
  ChannelHub,
  eventually,
  fakeLocks,
  init,
  note,
  ns,
  renameNote,
  ScriptedPullers,
  testRuntime,
  type Note,
} from './test-support.ts';

const running: SyncRuntime[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

const stored = (seq: number, id: string, title: string): OutboxEntry => ({
  id: `m${seq}`,
  seq,
  name: renameNote.name,
  args: { id, title },
  entities: [`note:${id}`],
  create: false,
  createdAt: 0,
  status: 'pending',
});

/** A store holding two synced notes and an undelivered rename of the first (a reload's state). */
async function storeWithPendingWrite(): Promise<StoreProvider> {
  const provider = createMemoryStoreProvider();
  const seed = await provider.open(ns);
  await pagesOf(seed, anyNotes).putRows([note(1, 'server title'), note(2)]);
  await seed.rows(outboxCollectionSpec).put(stored(1, 'n001', 'written offline'));
  return provider;
}

/** Every answer the query got, as the first note's title. */
function firstTitles(runtime: SyncRuntime): string[] {
  const seen: string[] = [];
  runtime.subscribeQuery(
    'notes',
    { sort: [{ field: 'id' }] },
    (r) => seen.push((r as QueryResult<Note>).rows[0]?.title ?? '(none)'),
    () => undefined,
  );
  return seen;
}

const never = () => new Promise<never>(() => undefined);

function pagesNeverLoad(inner: StoreProvider): StoreProvider {
  return {
    ...inner,
    open: async (namespace) => {
      const store = await inner.open(namespace);
      return {
        ...store,
        pages: <T>(spec: PageCollectionSpec<T>) => ({ ...store.pages(spec), loadTrusted: never }),
      };
    },
  };
}

describe('undelivered writes after a restart', () => {
  it('are in the first answer of a leader that reopens the store', async () => {
    const pullers = new ScriptedPullers();
    pullers.script = never;
    const runtime = testRuntime({ provider: await storeWithPendingWrite(), pullers });
    running.push(runtime);
    const seen = firstTitles(runtime);
    await runtime.start(init);
    await eventually(() => {
      runtime.publishStatus();
      expect(runtime.status.outbox.pending).toBe(1);
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((title) => title === 'written offline')).toBe(true);
  });

  it('are in the first answer of a follower tab too', async () => {
    const provider = await storeWithPendingWrite();
    const hub = new ChannelHub();
    const locks = fakeLocks();
    const leaderPulls = new ScriptedPullers();
    leaderPulls.script = never;
    const leader = testRuntime({ provider, channel: hub, locks, pullers: leaderPulls });
    running.push(leader);
    await leader.start(init);
    await eventually(() => {
      leader.publishStatus();
      expect(leader.status.leader).toBe(true);
    });
    const follower = testRuntime({ provider, channel: hub, locks });
    running.push(follower);
    const seen = firstTitles(follower);
    await follower.start(init);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((title) => title === 'written offline')).toBe(true);
  });
});

describe('a reload right after a write', () => {
  it('paints the write from the first stored answer', async () => {
    const provider = await storeWithPendingWrite();
    const query = { sort: [{ field: 'id' }], limit: 5 };
    const before = testRuntime({
      provider,
      pullers: Object.assign(new ScriptedPullers(), { script: never }),
    });
    running.push(before);
    await before.start(init);
    before.subscribeQuery(
      'notes',
      query,
      () => undefined,
      () => undefined,
    );
    await before.mutate(renameNote.name, { id: 'n002', title: 'written just before the reload' });
    await before.close(); // at once: well within the snapshots' write delay

    // Stored pages that never finish loading: whatever is painted comes from the stored answer.
    const after = testRuntime({ provider: pagesNeverLoad(provider) });
    running.push(after);
    const seen: string[][] = [];
    after.subscribeQuery(
      'notes',
      query,
      (r) => seen.push((r as QueryResult<Note>).rows.map((row) => row.title)),
      () => undefined,
    );
    void after.start(init);
    await eventually(() => expect(seen[0]).toEqual(['written offline', 'written just before the reload']));
  });
});
