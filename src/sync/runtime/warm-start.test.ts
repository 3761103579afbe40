import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { PageCollectionSpec, StoreProvider } from '../../db/store.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { SyncRuntime } from './sync-runtime.ts';
import { pagesOf } from './store-steps.ts';
import { syncMetaSpec } from './collection-state.ts';
import { querySnapshotSpec, SNAPSHOT_WRITE_DELAY_MS } from './query-snapshots.ts';
import {
  anyNotes,
  deliverRows,
  eventually,
  init,
  note,
  ns,
  ScriptedPullers,
  testRuntime,
  tick,
  type Note,
} from './test-support.ts';

const running: SyncRuntime[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

describe('warm start', () => {
  it('shows stored rows at once, then drops a stored row that fails its schema and quarantines it', async () => {
    const provider = createMemoryStoreProvider();
    const seed = await provider.open(ns);
    const broken = { id: 'n009', title: 42, updated_at: '2026-01-01T00:00:09Z' } as unknown as Note;
    await pagesOf(seed, anyNotes).putRows([note(1), note(2), broken]);
    const pullers = new ScriptedPullers();
    pullers.script = () => new Promise(() => undefined);
    const runtime = testRuntime({ provider, pullers, env: { checkStoredAfterMs: 0 } });
    running.push(runtime);
    const results: QueryResult<Note>[] = [];
    runtime.subscribeQuery(
      'notes',
      { sort: [{ field: 'id' }] },
      (r) => results.push(r as QueryResult<Note>),
      () => undefined,
    );
    await runtime.start(init);
    expect(results[0]?.rows.map((r) => r.id)).toEqual(['n001', 'n002', 'n009']);
    await eventually(() => expect(results.at(-1)?.rows.map((r) => r.id)).toEqual(['n001', 'n002']));
    const reopened = await provider.open(ns);
    expect((await reopened.quarantine.list()).map((record) => record.key)).toEqual(['n009']);
  });

  it('paints the last answer of a query before the stored pages are loaded, then the live answer', async () => {
    const provider = createMemoryStoreProvider();
    const seed = await provider.open(ns);
    await pagesOf(seed, anyNotes).putRows([note(1), note(2), note(3)]);
    const query = { sort: [{ field: 'id' }], limit: 2 };
    const never = () => new Promise<never>(() => undefined);

    const first = new ScriptedPullers();
    first.script = never;
    const before = testRuntime({ provider, pullers: first });
    running.push(before);
    await before.start(init);
    before.subscribeQuery(
      'notes',
      query,
      () => undefined,
      () => undefined,
    );
    await tick(SNAPSHOT_WRITE_DELAY_MS + 100);
    await before.close();
    // Meanwhile the stored pages changed (another tab pulled): the snapshot is what was shown.
    await pagesOf(await provider.open(ns), anyNotes).putRows([note(0)]);

    let openGate = () => undefined as void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const pullers = new ScriptedPullers();
    pullers.script = never;
    const after = testRuntime({ provider: slowPages(provider, gate), pullers });
    running.push(after);
    const seen: string[][] = [];
    after.subscribeQuery(
      'notes',
      query,
      (r) => seen.push((r as QueryResult<Note>).rows.map((row) => row.id)),
      () => undefined,
    );
    const started = after.start(init);
    await eventually(() => expect(seen).toEqual([['n001', 'n002']]));
    // A window that changes while loading is answered from its own snapshot when there is one.
    after.updateQuery(1, { ...query, limit: 3 });
    after.updateQuery(1, query);
    await eventually(() => expect(seen.length).toBeGreaterThan(1));
    expect(new Set(seen.map((ids) => ids.join()))).toEqual(new Set(['n001,n002']));
    openGate();
    await started;
    await eventually(() => expect(seen.at(-1)).toEqual(['n000', 'n001']));
  });
});

describe('first screen first', () => {
  it("asks the leader for an open query's first rows while the first sync runs, and not once it is complete", async () => {
    const pullers = new ScriptedPullers();
    pullers.script = () => new Promise(() => undefined);
    const runtime = testRuntime({ pullers });
    running.push(runtime);
    runtime.subscribeQuery(
      'notes',
      { where: [{ field: 'title', in: ['a'] }], limit: 20 },
      () => undefined,
      () => undefined,
    );
    await runtime.start(init);
    await eventually(() =>
      expect(pullers.firstScreens).toEqual([
        { collection: 'notes', query: { where: [{ field: 'title', in: ['a'] }], limit: 20 } },
      ]),
    );

    const provider = createMemoryStoreProvider();
    const seed = await provider.open(ns);
    await seed.rows(syncMetaSpec).put({ name: 'notes', lastSyncedAt: Date.now(), complete: true });
    const warm = new ScriptedPullers();
    warm.script = () => new Promise(() => undefined);
    const synced = testRuntime({ provider, pullers: warm });
    running.push(synced);
    synced.subscribeQuery(
      'notes',
      { limit: 20 },
      () => undefined,
      () => undefined,
    );
    await synced.start(init);
    await tick(50);
    expect(warm.firstScreens).toEqual([]);
  });

  it('asks the first rows of a query announced before the page subscribed, as soon as it leads (held until join)', async () => {
    const pullers = new ScriptedPullers();
    pullers.script = () => new Promise(() => undefined);
    const runtime = testRuntime({ pullers });
    running.push(runtime);
    const list = { where: [{ field: 'title', in: ['a'] }], limit: 20 };
    runtime.expectQueries([
      { collection: 'notes', query: list },
      { collection: 'nowhere', query: { limit: 5 } },
    ]);
    await runtime.start(init, { hold: true });
    await tick(100);
    expect(pullers.firstScreens).toEqual([]);
    // A later announcement (the address changed) replaces the first.
    const other = { where: [{ field: 'title', in: ['b'] }], limit: 20 };
    runtime.expectQueries([{ collection: 'notes', query: other }]);
    runtime.join();
    await eventually(() => expect(pullers.firstScreens).toEqual([{ collection: 'notes', query: other }]));
    // Announced while leading: asked at once.
    runtime.expectQueries([{ collection: 'notes', query: list }]);
    await eventually(() => expect(pullers.firstScreens.map((f) => f.query)).toEqual([other, list]));
  });

  it('stores the answers on screen as soon as the first sync completes, not a second later', async () => {
    const provider = createMemoryStoreProvider();
    const pullers = new ScriptedPullers();
    pullers.script = (deps) => deliverRows(deps, [note(1), note(2)]);
    const runtime = testRuntime({ provider, pullers });
    running.push(runtime);
    const query = { sort: [{ field: 'id' }], limit: 5 };
    runtime.subscribeQuery(
      'notes',
      query,
      () => undefined,
      () => undefined,
    );
    await runtime.start(init);
    const stored = async () =>
      (await (await provider.open(ns)).rows(querySnapshotSpec).list()).map((s) => s.result.rows.length);
    await eventually(() => expect(pullers.calls).toBeGreaterThan(0));
    // Well within the write delay: the completed sync wrote the answer itself.
    await eventually(async () => expect(await stored()).toEqual([2]), SNAPSHOT_WRITE_DELAY_MS / 2);
  });
});

/** The same store, with every bulk page load (`loadTrusted`) going through `around`. */
function aroundPageLoads(
  inner: StoreProvider,
  around: <R>(load: () => Promise<R>) => Promise<R>,
): StoreProvider {
  return {
    ...inner,
    open: async (namespace) => {
      const store = await inner.open(namespace);
      return {
        ...store,
        pages: <T>(spec: PageCollectionSpec<T>) => {
          const pages = store.pages(spec);
          return { ...pages, loadTrusted: () => around(() => pages.loadTrusted()) };
        },
      };
    },
  };
}

/** The same store, with page loads held until `gate` opens (a slow disk, a large collection). */
function slowPages(inner: StoreProvider, gate: Promise<void>): StoreProvider {
  return aroundPageLoads(inner, async (load) => (await gate, load()));
}

describe('started on hold (before the server confirmed the user)', () => {
  it('answers from local rows but pulls nothing until it joins', async () => {
    const provider = createMemoryStoreProvider();
    await pagesOf(await provider.open(ns), anyNotes).putRows([note(1), note(2)]);
    const pullers = new ScriptedPullers();
    const runtime = testRuntime({ provider, pullers });
    running.push(runtime);
    const seen: string[][] = [];
    runtime.subscribeQuery(
      'notes',
      { sort: [{ field: 'id' }] },
      (r) => seen.push((r as QueryResult<Note>).rows.map((row) => row.id)),
      () => undefined,
    );
    await runtime.start(init, { hold: true });
    expect(seen.at(-1)).toEqual(['n001', 'n002']);
    await tick(200);
    expect(pullers.calls).toBe(0);
    runtime.join();
    await eventually(() => expect(pullers.calls).toBeGreaterThan(0));
  });

  it('joins at once when join() arrives while the store is still opening', async () => {
    const pullers = new ScriptedPullers();
    const runtime = testRuntime({ pullers });
    running.push(runtime);
    const started = runtime.start(init, { hold: true });
    runtime.join();
    await started;
    await eventually(() => expect(pullers.calls).toBeGreaterThan(0));
  });

  it('answers the first query from its snapshot before the bulk load starts, and loads only then', async () => {
    const provider = createMemoryStoreProvider();
    await pagesOf(await provider.open(ns), anyNotes).putRows([note(1), note(2), note(3)]);
    const query = { sort: [{ field: 'id' }], limit: 2 };
    const first = testRuntime({ provider });
    running.push(first);
    await first.start(init);
    first.subscribeQuery(
      'notes',
      query,
      () => undefined,
      () => undefined,
    );
    await tick(SNAPSHOT_WRITE_DELAY_MS + 100);
    await first.close();

    let pageReads = 0;
    const counting = aroundPageLoads(provider, (load) => (pageReads++, load()));
    const held = testRuntime({ provider: counting, env: { heldLoadWaitMs: 60_000 } });
    running.push(held);
    const started = held.start(init, { hold: true });
    await tick(100);
    expect(pageReads).toBe(0);
    const seen: string[][] = [];
    held.subscribeQuery(
      'notes',
      query,
      (r) => seen.push((r as QueryResult<Note>).rows.map((row) => row.id)),
      () => undefined,
    );
    await started;
    expect(seen[0]).toEqual(['n001', 'n002']);
    expect(pageReads).toBeGreaterThan(0);
  });
});
