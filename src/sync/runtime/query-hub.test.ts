import { describe, expect, it } from 'vitest';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import { manualClock } from '../outbox/test-support.ts';
import type { QueryResult } from '../query/live-query.ts';
import { EngineSet } from './engine-set.ts';
import type { ExpectedQuery } from './protocol.ts';
import { FIRST_SYNC_PUSH_INTERVAL_MS } from './push-coalescer.ts';
import { QueryHub } from './query-hub.ts';
import { QuerySnapshots, SNAPSHOT_WRITE_DELAY_MS } from './query-snapshots.ts';
import { anyNotes, note, notes, ns, tick, type Note } from './test-support.ts';

const byId = { sort: [{ field: 'id' }] };

async function setup() {
  const time = manualClock();
  const engines = new EngineSet([anyNotes]);
  const store = await createMemoryStoreProvider().open(ns);
  const flags = { loaded: false, firstSync: false, served: 0 };
  const asked: ExpectedQuery[] = [];
  const hub = new QueryHub({
    engines,
    clock: time.clock,
    loaded: () => flags.loaded,
    firstSyncRunning: () => flags.firstSync,
    askFirstScreen: ({ collection, query }) => asked.push({ collection, query }),
    firstScreenServed: () => flags.served++,
  });
  const seen: string[][] = [];
  const errors: string[] = [];
  const listen = (query: object = byId) =>
    hub.subscribe(
      'notes',
      query,
      (r) => seen.push((r as QueryResult<Note>).rows.map((row) => row.id)),
      (message) => errors.push(message),
    );
  return { time, engines, store, flags, asked, hub, seen, errors, listen };
}

describe('QueryHub', () => {
  it('answers from the last snapshot until the engine loads, then live; each answer becomes the next snapshot', async () => {
    const { time, engines, store, flags, hub, seen, listen } = await setup();
    const earlier = new QuerySnapshots(store, time.clock);
    earlier.remember('notes', byId, { rows: [note(9)], total: 1, offset: 0 });
    earlier.flushAll();
    await tick();

    hub.useSnapshots(new QuerySnapshots(store, time.clock));
    listen();
    await tick();
    expect(seen).toEqual([['n009']]);
    expect(flags.served).toBe(1);

    engines.upsert(notes, [note(1)]);
    flags.loaded = true;
    hub.collectionLoaded('notes');
    expect(seen.at(-1)).toEqual(['n001']);

    // The live answer is written as the snapshot after the delay, on the injected clock.
    time.advance(SNAPSHOT_WRITE_DELAY_MS);
    await tick();
    const later = new QuerySnapshots(store, time.clock);
    await later.ready;
    expect(later.lookup('notes', byId)?.rows).toEqual([note(1)]);
  });

  it("during a first sync, synced rows' answers are coalesced; other answers go out at once", async () => {
    const { time, engines, flags, hub, seen, listen } = await setup();
    flags.loaded = true;
    flags.firstSync = true;
    listen();
    hub.applySynced(() => engines.upsert(notes, [note(1)])); // the first rows: at once
    hub.applySynced(() => engines.upsert(notes, [note(2)]));
    hub.applySynced(() => engines.upsert(notes, [note(3)]));
    expect(seen).toEqual([[], ['n001']]);
    engines.upsert(notes, [note(4)]); // not synced (a write of this user's): at once
    expect(seen.at(-1)).toEqual(['n001', 'n002', 'n003', 'n004']);
    hub.applySynced(() => engines.upsert(notes, [note(5)]));
    expect(seen).toHaveLength(3);
    time.advance(FIRST_SYNC_PUSH_INTERVAL_MS);
    await tick();
    expect(seen).toHaveLength(4);
    hub.applySynced(() => engines.upsert(notes, [note(6)]));
    hub.firstSyncComplete('notes'); // the held answer goes out now
    expect(seen.at(-1)).toHaveLength(6);
  });

  it('reports an unknown collection or field, and announced queries are asked first (bad ones dropped)', async () => {
    const { flags, hub, errors, asked, listen } = await setup();
    flags.loaded = true;
    hub.subscribe(
      'nope',
      {},
      () => undefined,
      (message) => errors.push(message),
    );
    listen({ sort: [{ field: 'missing' }] });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toBe('Unknown collection "nope"');
    expect(asked).toEqual([]);

    hub.expect([
      { collection: 'notes', query: { limit: 5 } },
      { collection: 'notes', query: { sort: [{ field: 'missing' }] } },
    ]);
    expect(asked).toEqual([{ collection: 'notes', query: { limit: 5 } }]);
    const id = listen();
    expect(asked.at(-1)).toEqual({ collection: 'notes', query: byId });
    expect(hub.wanted().map((q) => q.query)).toContainEqual({ limit: 5 });
    expect(hub.openCollections().has('notes')).toBe(true);
    hub.close(id);
  });

  it('a closed query hears nothing more', async () => {
    const { engines, flags, hub, seen, listen } = await setup();
    flags.loaded = true;
    const id = listen();
    hub.close(id);
    engines.upsert(notes, [note(1)]);
    expect(seen).toEqual([[]]);
  });
});
