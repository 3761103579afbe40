import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { LocalStore, StoreProvider } from '../../db/store.ts';
import { StoreError } from '../../db/store-error.ts';
import { manualClock } from '../outbox/test-support.ts';
import { initialState } from './collection-state.ts';
import { runtimeEnvironment } from './environment.ts';
import { StoreKeeper } from './store-keeper.ts';
import {
  anyNotes,
  fetchWith,
  init,
  renameNote,
  ScriptedPullers,
  tick,
  wipeableProvider,
} from './test-support.ts';

function setup(provider: StoreProvider, whoami = 200) {
  const notes = { ...initialState('notes', 'notes'), complete: true, lastSyncedAt: 1 };
  const time = manualClock();
  const closing = new AbortController();
  const seen = { changed: 0, reopened: [] as LocalStore[], signedOut: 0 };
  const keeper = new StoreKeeper({
    env: runtimeEnvironment(
      { collections: [anyNotes], mutators: [renameNote], createPuller: new ScriptedPullers().create },
      {
        storeProvider: provider,
        fetch: fetchWith(whoami),
        clock: time.clock,
        reopenDelayMs: 500,
        persisted: () => Promise.resolve(true),
      },
    ),
    signal: closing.signal,
    changed: () => seen.changed++,
    states: new Map([['notes', notes]]),
    reopened: (store) => {
      seen.reopened.push(store);
      return Promise.resolve();
    },
    signedOut: () => {
      seen.signedOut++;
      return Promise.resolve();
    },
  });
  return { time, closing, seen, keeper, notes };
}

describe('StoreKeeper', () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('opens the store, and falls back to memory with a problem when it is refused', async () => {
    const { keeper } = setup(createMemoryStoreProvider());
    await keeper.open(init);
    expect(keeper.store).toBeDefined();
    expect(keeper.problem).toBeNull();
    await tick();
    expect(keeper.persisted).toBe(true);

    const refused: StoreProvider = {
      ...createMemoryStoreProvider(),
      open: () => Promise.reject(new Error('IndexedDB refused')),
    };
    const fallback = setup(refused).keeper;
    await fallback.open(init);
    expect(fallback.store).toBeDefined();
    expect(fallback.problem).toBe('unavailable');
  });

  it('a full disk shows as quota until the next successful pull', async () => {
    const { keeper, notes } = setup(createMemoryStoreProvider());
    await keeper.open(init);
    keeper.noteError(new Error('write failed', { cause: new StoreError('quota', 'full') }));
    expect(keeper.problem).toBe('quota');
    keeper.pulled(notes);
    expect(keeper.problem).toBeNull();
  });

  it('reopens a deleted store after the delay (on the clock) as wiped, resyncing all, until resynced', async () => {
    const { provider, wipe } = wipeableProvider();
    const { time, seen, keeper, notes } = setup(provider);
    const before = await keeper.open(init);
    await wipe();
    await tick();
    expect(seen.reopened).toEqual([]);
    time.advance(500);
    await vi.waitFor(() => expect(seen.reopened).toHaveLength(1));
    expect(keeper.store).toBe(seen.reopened[0]);
    expect(keeper.store).not.toBe(before);
    expect(keeper.problem).toBe('wiped');
    expect(notes).toMatchObject({ complete: false, lastReconcileAt: -Infinity });
    keeper.pulled(notes);
    expect(keeper.problem).toBe('wiped');
    notes.complete = true;
    keeper.pulled(notes);
    expect(keeper.problem).toBeNull();
  });

  it('does not recreate a store deleted by a sign-out elsewhere, nor reopen once closing', async () => {
    const signedOut = wipeableProvider();
    const first = setup(signedOut.provider, 401);
    await first.keeper.open(init);
    await signedOut.wipe();
    first.time.advance(500);
    await vi.waitFor(() => expect(first.seen.signedOut).toBe(1));
    expect(first.seen.reopened).toEqual([]);

    const closing = wipeableProvider();
    const second = setup(closing.provider);
    await second.keeper.open(init);
    await closing.wipe();
    second.closing.abort();
    second.time.advance(500);
    await tick(20);
    expect(second.seen.reopened).toEqual([]);
  });
});
