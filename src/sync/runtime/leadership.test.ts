import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { LocalData } from '../mutators/local-data.ts';
import { z } from 'zod';
import { createMutatorRegistry, defineMutator, type AnyMutator } from '../outbox/mutator.ts';
import type { AnySyncedCollection } from '../registry/synced-collection.ts';
import { initialState, type CollectionState } from './collection-state.ts';
import { Connectivity } from './connectivity.ts';
import { EngineSet } from './engine-set.ts';
import { runtimeEnvironment } from './environment.ts';
import type { FetchLike } from './http.ts';
import { Leadership } from './leadership.ts';
import type { LeadershipPort } from './leadership-port.ts';
import { reapplyPending } from './local-load.ts';
import { pagesOf } from './store-steps.ts';
import {
  anyNotes,
  deliverRows,
  eventually,
  hangingFetch,
  init,
  note,
  notes,
  ns,
  pullError,
  renameNote,
  ScriptedPullers,
  tick,
} from './test-support.ts';

/** A hard delete, as flags and evidence are: its answer carries no row. */
const deleteNote = defineMutator({
  name: 'deleteNote',
  args: z.object({ id: z.string() }),
  entities: (a) => [`note:${a.id}`],
  describe: (a) => `Delete note ${a.id}`,
  apply: (local: LocalData, a) => local.remove(notes, [a.id]),
  revert: () => undefined,
  toRequest: (a) => ({ method: 'DELETE', path: '/db/notes', query: { id: `eq.${a.id}` } }),
});

/** An RPC whose path is no collection's: the server makes a note event of it. */
const pingNote = defineMutator({
  name: 'pingNote',
  args: z.object({ id: z.string() }),
  entities: (a) => [`note:${a.id}`],
  apply: () => undefined,
  toRequest: (a) => ({ method: 'POST', path: '/rpc/ping_note', body: { id: a.id } }),
  pulls: ['note_events'],
});

const running: Leadership[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((l) => l.stop()));
});

/** A Leadership over a port the test inspects: what it reported, and what it applied as synced. */
async function setup(
  options: {
    pullers?: ScriptedPullers;
    fetch?: FetchLike;
    online?: boolean;
    more?: readonly AnySyncedCollection[];
  } = {},
) {
  const pullers = options.pullers ?? new ScriptedPullers();
  const collections = [anyNotes, ...(options.more ?? [])];
  const env = runtimeEnvironment(
    { collections, mutators: [renameNote, deleteNote, pingNote], createPuller: pullers.create },
    { fetch: options.fetch ?? hangingFetch, random: () => 0.5, firstScreenGraceMs: 0 },
  );
  const engines = new EngineSet(collections);
  const registry = createMutatorRegistry<LocalData, AnyMutator<LocalData>>([
    renameNote,
    deleteNote,
    pingNote,
  ]);
  const seen = { pulled: [] as CollectionState[], synced: 0, changed: 0 };
  const leader: { current?: Leadership } = {};
  const connectivity = new Connectivity(options.online ?? true, {
    reconnected: () => leader.current?.reconnected(),
    changed: () => seen.changed++,
  });
  const port: LeadershipPort = {
    env,
    init,
    registry,
    engines,
    states: new Map(collections.map((c) => [c.name, initialState(c.name, c.label)])),
    connectivity,
    isClosed: () => false,
    statusChanged: () => seen.changed++,
    storageFailed: () => undefined,
    pulled: (state) => seen.pulled.push({ ...state }),
    reapply: (entries) => reapplyPending(registry, engines, entries),
    applySynced: (apply) => {
      seen.synced++;
      apply();
    },
  };
  const store = await createMemoryStoreProvider().open(ns);
  const leadership = new Leadership(port, store);
  leader.current = leadership;
  running.push(leadership);
  await leadership.start();
  return { leadership, pullers, engines, connectivity, seen, store };
}

describe('Leadership', () => {
  it('pulls rows into the engines as synced rows and reports each pull through the port', async () => {
    const pullers = new ScriptedPullers();
    pullers.script = (deps) => deliverRows(deps, [note(1), note(2)]);
    const { engines, seen } = await setup({ pullers });
    await eventually(() => expect(seen.pulled.at(-1)?.complete).toBe(true));
    expect(engines.engine('notes')?.size).toBe(2);
    expect(seen.synced).toBeGreaterThan(0);
  });

  it('a 401 refuses the session through the port and pulls stop; resume resumes it and pulls again', async () => {
    const pullers = new ScriptedPullers();
    let refused = true;
    pullers.script = (deps) =>
      refused ? Promise.reject(pullError('unauthorized')) : deliverRows(deps, [note(3)]);
    const { leadership, connectivity, engines } = await setup({ pullers });
    await eventually(() => expect(connectivity.unauthorized).toBe(true));
    const calls = pullers.calls;
    await tick(50);
    expect(pullers.calls).toBe(calls);
    refused = false;
    await leadership.run({ op: 'resume' });
    expect(connectivity.unauthorized).toBe(false);
    expect(engines.engine('notes')?.size).toBe(1);
  });

  it('offline (as the port says) it does not pull; the network coming back pulls at once', async () => {
    const { pullers, connectivity } = await setup({ online: false });
    await tick(30);
    expect(pullers.calls).toBe(0);
    connectivity.setBrowserOnline(true);
    await eventually(() => expect(pullers.calls).toBeGreaterThan(0));
  });

  it("a delivered write's answer replaces the optimistic row at once, not as coalesced synced rows", async () => {
    const fetch: FetchLike = (_input, request) =>
      request.method === 'PATCH'
        ? Promise.resolve(new Response(JSON.stringify([note(1, 'from server')]), { status: 200 }))
        : hangingFetch(_input, request);
    const { leadership, engines, seen, connectivity } = await setup({ fetch });
    await eventually(() => expect(seen.pulled.length).toBeGreaterThan(0));
    const synced = seen.synced;
    await leadership.run({ op: 'mutate', name: renameNote.name, args: { id: 'n001', title: 'mine' } });
    await eventually(() => expect(engines.get(anyNotes, 'n001')).toMatchObject({ title: 'from server' }));
    expect(seen.synced).toBe(synced);
    expect(connectivity.online).toBe(true);
    expect(leadership.outboxSnapshot()?.entries).toEqual([]);
  });

  describe('a delivered write pulls at once what the server writes because of it', () => {
    // The server adds a note event for each rename and each ping; events refresh every 30 s.
    const noteEvents = {
      ...anyNotes,
      name: 'note_events',
      source: { path: '/db/note_events', select: 'id,title,updated_at' },
      pulledAfterWritesTo: ['notes'],
    } satisfies AnySyncedCollection;
    const answering: FetchLike = (_input, request) =>
      request.method === 'PATCH'
        ? Promise.resolve(new Response(JSON.stringify([note(1, 'from server')]), { status: 200 }))
        : request.method === 'POST'
          ? Promise.resolve(new Response(JSON.stringify({ event: 'e1' }), { status: 200 }))
          : hangingFetch(_input, request);
    async function afterFirstPulls() {
      const pulled: string[] = [];
      const pullers = new ScriptedPullers();
      pullers.script = (deps) => {
        pulled.push(deps.spec.name);
        return Promise.resolve({ put: 0, removed: 0, quarantined: 0, complete: true });
      };
      const { leadership } = await setup({ pullers, fetch: answering, more: [noteEvents] });
      await eventually(() => expect(pulled).toEqual(expect.arrayContaining(['notes', 'note_events'])));
      pulled.length = 0;
      return { leadership, pulled };
    }

    it('rows a trigger writes for a table written (a history)', async () => {
      const { leadership, pulled } = await afterFirstPulls();
      await leadership.run({ op: 'mutate', name: renameNote.name, args: { id: 'n001', title: 'mine' } });
      await eventually(() => expect(pulled).toContain('note_events'));
      // The written collection itself took the write's answer: it is not pulled again for it.
      expect(pulled).not.toContain('notes');
    });

    it("rows an RPC makes (a playbook's run)", async () => {
      const { leadership, pulled } = await afterFirstPulls();
      await leadership.run({ op: 'mutate', name: pingNote.name, args: { id: 'n001' } });
      await eventually(() => expect(pulled).toEqual(['note_events']));
    });
  });

  it('a delivered hard delete is forgotten by the store too, so a reload does not bring the row back', async () => {
    const fetch: FetchLike = (_input, request) =>
      request.method === 'DELETE'
        ? Promise.resolve(new Response(null, { status: 204 }))
        : hangingFetch(_input, request);
    const { leadership, store } = await setup({ fetch });
    const stored = pagesOf(store, anyNotes);
    await stored.putRows([note(1), note(2)]);
    await leadership.run({ op: 'mutate', name: deleteNote.name, args: { id: 'n001' } });
    await eventually(() => expect(leadership.outboxSnapshot()?.entries).toEqual([]));
    await eventually(async () =>
      expect((await stored.loadTrusted()).map((r) => (r as { id: string }).id)).toEqual(['n002']),
    );
  });
});
