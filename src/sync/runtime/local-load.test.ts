import { describe, expect, it, vi } from 'vitest';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { LocalData } from '../mutators/local-data.ts';
import { outboxCollectionSpec } from '../outbox/entry.ts';
import { createMutatorRegistry, type AnyMutator } from '../outbox/mutator.ts';
import { manualClock } from '../outbox/test-support.ts';
import { initialState } from './collection-state.ts';
import { EngineSet } from './engine-set.ts';
import { runtimeEnvironment } from './environment.ts';
import { HoldGate, loadLocal, reapplyPending } from './local-load.ts';
import { pagesOf } from './store-steps.ts';
import { anyNotes, note, ns, renameNote, ScriptedPullers, tick } from './test-support.ts';

async function setup(held: Promise<void> | undefined) {
  const time = manualClock();
  const env = runtimeEnvironment(
    { collections: [anyNotes], mutators: [renameNote], createPuller: new ScriptedPullers().create },
    { clock: time.clock, heldLoadWaitMs: 2_000, checkStoredAfterMs: 3_000 },
  );
  const store = await createMemoryStoreProvider().open(ns);
  await pagesOf(store, anyNotes).putRows([note(1), note(2)]);
  const engines = new EngineSet([anyNotes]);
  const registry = createMutatorRegistry<LocalData, AnyMutator<LocalData>>([renameNote]);
  const states = new Map([['notes', initialState('notes', 'notes')]]);
  const seen = { loaded: [] as string[], titleWhenLoaded: '', dropped: 0 };
  const closing = new AbortController();
  const load = () =>
    loadLocal({
      env,
      store,
      engines,
      states,
      signal: closing.signal,
      waitFor: held,
      wanted: () => new Set(),
      reapply: (entries, local) => reapplyPending(registry, engines, entries, local),
      collectionLoaded: (name) => {
        seen.loaded.push(name);
        seen.titleWhenLoaded = String((engines.get(anyNotes, 'n001') as { title: string }).title);
      },
      dropped: () => seen.dropped++,
    });
  return { time, store, engines, states, seen, closing, load };
}

describe('loadLocal', () => {
  it('fills the engines from the store with pending writes re-applied before the collection answers', async () => {
    const { store, engines, states, seen, load } = await setup(undefined);
    await store.rows(outboxCollectionSpec).put({
      id: 'e1',
      seq: 1,
      name: renameNote.name,
      args: { id: 'n001', title: 'pending' },
      entities: ['note:n001'],
      create: false,
      createdAt: 1,
      status: 'pending',
    });
    await load();
    expect(seen.loaded).toEqual(['notes']);
    expect(seen.titleWhenLoaded).toBe('pending');
    expect(engines.engine('notes')?.size).toBe(2);
    expect(states.get('notes')?.loaded).toBe(true);
  });

  it('held, it waits for the first screen or the deadline on the clock', async () => {
    let release = () => undefined as void;
    const firstScreen = new Promise<void>((resolve) => (release = resolve));
    const served = await setup(firstScreen);
    const servedLoad = served.load();
    await tick(10);
    expect(served.seen.loaded).toEqual([]);
    release();
    await servedLoad;
    expect(served.seen.loaded).toEqual(['notes']);

    const timedOut = await setup(new Promise(() => undefined));
    const timedOutLoad = timedOut.load();
    timedOut.time.advance(1_999);
    await tick(10);
    expect(timedOut.seen.loaded).toEqual([]);
    timedOut.time.advance(1);
    await timedOutLoad;
    expect(timedOut.seen.loaded).toEqual(['notes']);
  });

  it('checks the rows loaded on trust later, on the clock, and reports rows that failed', async () => {
    const { time, store, engines, seen, load } = await setup(undefined);
    await pagesOf(store, anyNotes).putRows([{ id: 'bad', title: 7, updated_at: 'x' }]);
    await load();
    expect(engines.engine('notes')?.size).toBe(3);
    await tick(10);
    expect(seen.dropped).toBe(0);
    time.advance(3_000);
    await vi.waitFor(() => expect(seen.dropped).toBe(1));
    expect(engines.engine('notes')?.size).toBe(2);
  });
});

describe('HoldGate', () => {
  it('holds the election until join, which releases it once; a join before the hold holds nothing', async () => {
    const gate = new HoldGate();
    let opened = false;
    void gate.firstScreenOrJoin.then(() => (opened = true));
    expect(gate.hold()).toBe(true);
    expect(gate.join()).toBe(true);
    expect(gate.join()).toBe(false);
    await tick();
    expect(opened).toBe(true);

    const early = new HoldGate();
    early.join();
    expect(early.hold()).toBe(false);
  });

  it('a first screen served opens the load without releasing the election', async () => {
    const gate = new HoldGate();
    let opened = false;
    void gate.firstScreenOrJoin.then(() => (opened = true));
    gate.hold();
    gate.firstScreenServed();
    await tick();
    expect(opened).toBe(true);
    expect(gate.join()).toBe(true);
  });
});
