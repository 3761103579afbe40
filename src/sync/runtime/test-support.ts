// Test support for the runtime: a small synced collection, a mutator over it, a puller driven by
// the test, a fake BroadcastChannel hub and Web Locks, and an in-process runtime factory.
import { z } from 'zod';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { StoreEvent, StoreProvider } from '../../db/store.ts';
import type { LocalData } from '../mutators/local-data.ts';
import { defineMutator, type AnyMutator } from '../outbox/mutator.ts';
import { defineSyncedCollection, type AnySyncedCollection } from '../registry/synced-collection.ts';
import type { ChannelLike, LocksLike } from './channel.ts';
import { runtimeEnvironment, type OnlineSource, type RuntimeEnvironment } from './environment.ts';
import type { FetchLike } from './http.ts';
import type { CreatePuller, PullDeps, PullResult } from './pull-port.ts';
import { SyncRuntime } from './sync-runtime.ts';

export const noteSchema = z.object({ id: z.string(), title: z.string(), updated_at: z.string() });
export type Note = z.infer<typeof noteSchema>;

export const notes = defineSyncedCollection<Note>({
  name: 'notes',
  label: 'notes',
  source: { path: '/db/notes', select: 'id,title,updated_at' },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'none' },
  schema: noteSchema,
  engine: {
    fields: {
      id: { kind: 'string' },
      title: { kind: 'string', text: true },
      updated_at: { kind: 'timestamp' },
    },
  },
});
export const anyNotes = notes as unknown as AnySyncedCollection;

export const renameNote = defineMutator({
  name: 'renameNote',
  args: z.object({ id: z.string(), title: z.string().min(1) }),
  entities: (a) => [`note:${a.id}`],
  describe: (a) => `Rename note to ${a.title}`,
  apply: (local: LocalData, a) => {
    const row = local.get(notes, a.id);
    local.upsert(notes, [
      { id: a.id, title: a.title, updated_at: row?.updated_at ?? '2026-01-01T00:00:00Z' },
    ]);
  },
  revert: (local: LocalData, a) => local.remove(notes, [a.id]),
  toRequest: (a) => ({
    method: 'PATCH',
    path: '/api/db/notes',
    query: { id: `eq.${a.id}` },
    body: { title: a.title },
    prefer: 'return=representation',
  }),
});

export const note = (n: number, title = `note ${n}`): Note => ({
  id: `n${String(n).padStart(3, '0')}`,
  title,
  updated_at: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}Z`,
});

/** A puller the test drives: each pull() runs `script` (default: nothing new, complete). */
export class ScriptedPullers {
  readonly deps = new Map<string, PullDeps<unknown>>();
  /** First-screen requests the runtime made, in order. */
  readonly firstScreens: { collection: string; query: unknown }[] = [];
  calls = 0;
  script: (deps: PullDeps<unknown>) => Promise<PullResult> = () =>
    Promise.resolve({ put: 0, removed: 0, quarantined: 0, complete: true });
  readonly create: CreatePuller = <T>(deps: PullDeps<T>) => {
    const loose = deps as unknown as PullDeps<unknown>;
    this.deps.set(deps.spec.name, loose);
    const run = () => {
      this.calls++;
      return this.script(loose);
    };
    const firstScreen = (query: unknown) => {
      this.firstScreens.push({ collection: deps.spec.name, query });
      return Promise.resolve({ put: 0, removed: 0, quarantined: 0, complete: false });
    };
    return { pull: run, reconcile: run, firstScreen };
  };
}

export function pullError(kind: string, message = kind): Error {
  return Object.assign(new Error(message), { kind });
}

/** Persists rows as the real puller would, then tells the runtime. */
export async function deliverRows(deps: PullDeps<unknown>, rows: readonly unknown[]): Promise<PullResult> {
  await deps.pages.putRows(rows);
  deps.onRows({ put: rows, remove: [] });
  return { put: rows.length, removed: 0, quarantined: 0, complete: true };
}

/** BroadcastChannel between runtimes in one test (delivery is async, as in browsers). */
export class ChannelHub {
  private readonly members = new Set<{ name: string; listeners: Set<(event: MessageEvent) => void> }>();
  /** Every message posted, in order. */
  readonly posted: unknown[] = [];
  open = (name: string): ChannelLike => {
    const member = { name, listeners: new Set<(event: MessageEvent) => void>() };
    this.members.add(member);
    return {
      postMessage: (message) => {
        const copy: unknown = structuredClone(message);
        this.posted.push(copy);
        for (const other of this.members)
          if (other !== member && other.name === name)
            setTimeout(
              () => other.listeners.forEach((l) => l(new MessageEvent('message', { data: copy }))),
              0,
            );
      },
      addEventListener: (_type, listener) => void member.listeners.add(listener),
      removeEventListener: (_type, listener) => void member.listeners.delete(listener),
      close: () => void this.members.delete(member),
    };
  };
}

/** Web Locks: exclusive, granted in request order, released when the callback's promise settles. */
export function fakeLocks(): LocksLike {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  const next = (name: string) => {
    const queue = queues.get(name) ?? [];
    const run = queue.shift();
    if (run) run();
    else held.delete(name);
  };
  return {
    request: (name, callback) =>
      new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          callback()
            .then(resolve, reject)
            .finally(() => next(name));
        };
        if (held.has(name)) queues.set(name, [...(queues.get(name) ?? []), run]);
        else run();
      }),
  };
}

export const onlineAlways: OnlineSource = { isOnline: () => true, subscribe: () => () => undefined };

export const ns = { backendUrl: 'http://127.0.0.1:1', organization: 'default', userId: 'u1' };
export const init = { apiBase: 'http://127.0.0.1:1/api', namespace: ns };

export interface TestRuntimeOptions {
  readonly provider?: StoreProvider;
  readonly pullers?: ScriptedPullers;
  readonly fetch?: FetchLike;
  readonly channel?: ChannelHub;
  readonly locks?: LocksLike | null;
  readonly collections?: readonly AnySyncedCollection[];
  readonly mutators?: readonly AnyMutator<LocalData>[];
  readonly env?: Partial<RuntimeEnvironment>;
}

/** A fetch that never answers (requests stay in flight until aborted). */
export const hangingFetch: FetchLike = (_input, init) =>
  new Promise((_resolve, reject) =>
    init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
  );

export function testRuntime(options: TestRuntimeOptions = {}): SyncRuntime {
  const pullers = options.pullers ?? new ScriptedPullers();
  const hub = options.channel;
  return new SyncRuntime(
    runtimeEnvironment(
      {
        collections: options.collections ?? [anyNotes],
        mutators: options.mutators ?? [renameNote],
        createPuller: pullers.create,
      },
      {
        storeProvider: options.provider ?? createMemoryStoreProvider(),
        fetch: options.fetch ?? hangingFetch,
        online: onlineAlways,
        channel: hub ? hub.open : () => null,
        locks: options.locks === undefined ? null : options.locks,
        persisted: () => Promise.resolve(null),
        reopenDelayMs: 0,
        random: () => 0.5,
        firstScreenGraceMs: 0,
        ...options.env,
      },
    ),
  );
}

/** A memory provider whose stores can be told "the database went away" (as IndexedDB does). */
export function wipeableProvider() {
  const inner = createMemoryStoreProvider();
  const listeners = new Set<(event: StoreEvent) => void>();
  const provider: StoreProvider = {
    ...inner,
    async open(namespace) {
      const store = await inner.open(namespace);
      return {
        ...store,
        fresh: store.fresh,
        subscribe(listener) {
          listeners.add(listener);
          const off = store.subscribe(listener);
          return () => {
            listeners.delete(listener);
            off();
          };
        },
      };
    },
  };
  const wipe = async () => {
    await inner.deleteStore(ns);
    for (const listener of [...listeners]) listener({ type: 'closed', reason: 'versionchange' });
  };
  return { provider, wipe };
}

/** whoami answers `whoamiStatus`; writes never answer (they stay pending). */
export function fetchWith(whoamiStatus: number): FetchLike {
  return (input, init) =>
    input.endsWith('/auth/whoami')
      ? Promise.resolve(new Response('{}', { status: whoamiStatus }))
      : new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
}

export const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` passes (polling), or fails with its last error. */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 2_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await tick(10);
    }
  }
}
