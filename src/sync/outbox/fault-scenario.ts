// One seeded fault run for outbox-faults.test.ts: a user makes mutations while the network drops
// requests and responses, the server answers 5xx/429/401, and the process crashes (the old
// instance freezes for good; a new one opens the same store). Returns what the server saw.
// With `othersEdit`, status edits are last-write-wins (setStatusIf) and another user changes the
// incident's status just before some of them reach the server.
import { z } from 'zod';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { LocalStore, RowCollection } from '../../db/store.ts';
import { Outbox } from './outbox.ts';
import type { OutboxRequest } from './outbox-options.ts';
import { counterIds, fakeServer, instantClock, newLocal, registry, seededRandom } from './test-support.ts';

const ns = { backendUrl: 'https://mc.test', organization: 'o', userId: 'u' };
const never = new Promise<never>(() => undefined);
const MAX_CRASHES = 3;

export interface ScenarioResult {
  /** Mutation ids in the order mutate() resolved. */
  expected: string[];
  server: ReturnType<typeof fakeServer>;
  /** Last status set per incident, in mutation order. */
  expectedStatuses: Map<string, string>;
  crashes: number;
  duplicates: number;
  leftover: { pending: number; failed: number };
  /** Notices left by delivered mutations (mutation id → the value it said it replaced). */
  notices: Map<string, unknown>;
  /** Times another user changed a status under a pending edit. */
  otherEdits: number;
}

/** The mutate's result, or undefined when the process crashed and it can never finish. */
async function settledOrCrashed<T>(promise: Promise<T>, crash: Promise<void>): Promise<T | undefined> {
  let result: { value: T } | undefined;
  const tracked = promise.then((value) => (result = { value }));
  await Promise.race([tracked, crash]);
  // Not blocked behind the frozen instance's writes: it finishes within a tick.
  if (!result) await new Promise((resolve) => setTimeout(resolve, 0));
  return result?.value;
}

export async function runScenario(
  seed: number,
  options: { othersEdit?: boolean } = {},
): Promise<ScenarioResult> {
  const rnd = seededRandom(seed);
  const provider = createMemoryStoreProvider();
  const server = fakeServer();
  const newId = counterIds(`s${seed}`);
  const expected: string[] = [];
  const expectedStatuses = new Map<string, string>();
  let crashes = 0;
  let duplicates = 0;
  let otherEdits = 0;
  /** What the user's screen shows per incident: the value their next edit replaces. */
  const seen = new Map<string, string>();

  async function boot() {
    const store = await provider.open(ns);
    let signalCrash = (): void => undefined;
    const gen = { crashed: false, crash: new Promise<void>((resolve) => (signalCrash = resolve)) };
    const crashNow = (): Promise<never> => {
      gen.crashed = true;
      crashes++;
      signalCrash();
      return never;
    };
    const mayCrash = (): boolean => crashes < MAX_CRASHES && rnd() < 0.03;
    const wrapRows = <T>(rows: RowCollection<T>): RowCollection<T> => ({
      ...rows,
      // A crash just before or just after the entry of a delivered mutation is deleted.
      delete: async (keys) => {
        if (gen.crashed || mayCrash()) return crashNow();
        await rows.delete(keys);
        if (mayCrash()) return crashNow();
      },
    });
    const wrapped: LocalStore = { ...store, rows: (spec) => wrapRows(store.rows(spec)) };
    const transport = async (request: OutboxRequest) => {
      if (gen.crashed) return never;
      await Promise.resolve();
      if (mayCrash()) return crashNow();
      const r = rnd();
      if (r < 0.12) throw new TypeError('Failed to fetch (request lost)');
      if (r < 0.18) return { status: 503, body: { message: 'unavailable' } };
      if (r < 0.2) return { status: 429, body: {} };
      if (r < 0.22) return { status: 401, body: { message: 'session expired' } };
      if (
        options.othersEdit === true &&
        request.method === 'PATCH' &&
        request.path === '/api/db/incidents' &&
        rnd() < 0.15
      ) {
        const id = (request.query?.id ?? '').replace(/^eq\./, '');
        server.otherUserSets(id, rnd() < 0.5 ? 'investigating' : 'resolved');
        otherEdits++;
      }
      const answer = server.apply(request);
      if (answer.status === 409) duplicates++;
      if (mayCrash()) return crashNow();
      if (rnd() < 0.12) throw new TypeError('connection reset (response lost)');
      return answer;
    };
    const outbox = await Outbox.open({
      store: wrapped,
      registry,
      local: newLocal(),
      transport,
      clock: instantClock(),
      random: rnd,
      newId,
    });
    outbox.start();
    return { gen, outbox };
  }

  const total = 3 + Math.floor(rnd() * 6);
  let count = 0;
  let live = await boot();
  for (let step = 0; step < 5_000; step++) {
    if (live.gen.crashed) {
      live = await boot();
      continue;
    }
    if (live.outbox.getState().paused) live.outbox.resume();
    if (count < total && rnd() < 0.5) {
      const n = count++;
      const incidentId = `inc-${Math.floor(rnd() * 3)}`;
      const status = (['open', 'mitigated', 'closed'] as const)[n % 3] ?? 'open';
      const previous = seen.get(incidentId) ?? 'open';
      const mutation =
        rnd() < 0.6
          ? live.outbox.mutate('addComment', { id: `c-${seed}-${n}`, incidentId, body: `comment ${n}` })
          : options.othersEdit === true
            ? live.outbox.mutate('setStatusIf', { incidentId, status, previous })
            : live.outbox.mutate('setStatus', { incidentId, status });
      const entry = await settledOrCrashed(mutation, live.gen.crash);
      // A mutate that never resolved was never shown to the user: it owes nothing.
      if (!entry) continue;
      expected.push(entry.id);
      if (entry.name === 'setStatus' || entry.name === 'setStatusIf') {
        expectedStatuses.set(incidentId, status);
        seen.set(incidentId, status);
      }
      continue;
    }
    await Promise.race([live.outbox.whenWaiting(), live.gen.crash]);
    const state = live.outbox.getState();
    if (!live.gen.crashed && count === total && state.pending === 0 && !state.sending) break;
  }
  const state = live.outbox.getState();
  await Promise.race([live.outbox.stop(), live.gen.crash]);
  const notices = new Map(
    state.notices.map((n) => [n.mutationId, z.object({ replaced: z.unknown() }).parse(n.detail).replaced]),
  );
  return {
    expected,
    server,
    expectedStatuses,
    crashes,
    duplicates,
    leftover: { pending: state.pending, failed: state.failed.length },
    notices,
    otherEdits,
  };
}
