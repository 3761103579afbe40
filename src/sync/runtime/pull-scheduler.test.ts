import { afterEach, describe, expect, it } from 'vitest';
import { defaultBackoff } from '../outbox/backoff.ts';
import { manualClock } from '../outbox/test-support.ts';
import { initialState } from './collection-state.ts';
import { PullScheduler, type SchedulerDeps } from './pull-scheduler.ts';
import { pullError } from './test-support.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let scheduler: PullScheduler | undefined;
afterEach(async () => {
  await scheduler?.stop();
  scheduler = undefined;
});

/** Scheduler dependencies that only keep time (nothing blocks, nothing is reported). */
function quietDeps(
  time: ReturnType<typeof manualClock>,
  firstScreenGraceMs: number,
  random = 0.9999,
): SchedulerDeps {
  return {
    clock: time.clock,
    random: () => random,
    backoff: defaultBackoff,
    blocked: () => false,
    changed: () => undefined,
    onUnauthorized: () => undefined,
    onStorageError: () => undefined,
    onPulled: () => undefined,
    firstScreenGraceMs,
  };
}

type Pull = () => Promise<{ put: number; removed: number; quarantined: number; complete: boolean }>;

/** One collection as the scheduler takes it, every kind of pull answered by `pull`. */
function scheduled(name: string, pull: Pull, refreshMs = 60_000) {
  return {
    state: initialState(name, name),
    puller: { pull, reconcile: pull, firstScreen: pull },
    refreshMs,
    reconcileMs: 3_600_000,
  };
}

/** A scheduler over one collection whose pulls fail as `failure` until `up`. */
function unreachableServer(failure: string, firstScreenGraceMs = 0) {
  const time = manualClock();
  const server = { up: false, pulls: 0 };
  const pull = () => {
    server.pulls++;
    return server.up
      ? Promise.resolve({ put: 0, removed: 0, quarantined: 0, complete: true })
      : Promise.reject(pullError(failure));
  };
  const notes = scheduled('notes', pull);
  scheduler = new PullScheduler([notes], quietDeps(time, firstScreenGraceMs));
  return { time, server, state: notes.state, scheduler };
}

async function failForTenMinutes(failure: string) {
  const setup = unreachableServer(failure);
  setup.scheduler.start();
  for (let t = 0; t < 600; t++) {
    setup.time.advance(1_000);
    await settle();
  }
  // The backoff has grown: step on until the next attempt is more than 10 s away.
  expect(setup.state.failures).toBeGreaterThan(5);
  for (let t = 0; t < 120 && setup.state.nextPullAt - setup.time.clock.now() <= 10_000; t++) {
    setup.time.advance(1_000);
    await settle();
  }
  expect(setup.state.nextPullAt - setup.time.clock.now()).toBeGreaterThan(10_000);
  setup.server.up = true;
  return setup;
}

describe('pulls after reconnecting', () => {
  it('a collection backing off from an unreachable server is pulled at once when the network is back', async () => {
    const { server, state, scheduler: s } = await failForTenMinutes('network');
    const before = server.pulls;
    s.reconnected();
    await settle();
    await settle();
    expect(server.pulls).toBe(before + 1);
    expect(state.error).toBeNull();
    expect(state.failures).toBe(0);
  });

  it('a collection backing off from server errors keeps its backoff (the network was not the problem)', async () => {
    const { server, state, time, scheduler: s } = await failForTenMinutes('server');
    const before = server.pulls;
    s.reconnected();
    await settle();
    await settle();
    expect(server.pulls).toBe(before);
    expect(state.nextPullAt).toBeGreaterThan(time.clock.now());
  });
});

/** A running scheduler over one reachable collection whose first sync waits 500 ms for a screen. */
function startedWithGrace() {
  const setup = unreachableServer('network', 500);
  setup.server.up = true;
  setup.scheduler.start();
  /** The server's pull count once `ms` more have passed. */
  const pullsAfter = async (ms: number) => {
    await settle();
    setup.time.advance(ms);
    await settle();
    return setup.server.pulls;
  };
  return { ...setup, pullsAfter };
}

/** Settles microtasks and lets the scheduler's loop look again. */
async function answeredThen(answer: () => void) {
  answer();
  await settle();
  await settle();
}

describe('a first sync and the first screen', () => {
  const noRows = { put: 0, removed: 0, quarantined: 0, complete: false };
  const rowsPut = { put: 60, removed: 0, quarantined: 0, complete: false };

  it('the bulk read waits its grace for a screen, then starts by itself', async () => {
    const { pullsAfter } = startedWithGrace();
    expect(await pullsAfter(499)).toBe(0);
    expect(await pullsAfter(1)).toBe(1);
  });

  it("a screen's first request holds the bulk read until it is answered, past the grace", async () => {
    const { server, pullsAfter, scheduler: s } = startedWithGrace();
    let answer: () => void = () => undefined;
    s.holdForFirstScreen('notes', new Promise((resolve) => (answer = () => resolve(rowsPut))));
    expect(await pullsAfter(5_000)).toBe(0);
    await answeredThen(answer);
    expect(server.pulls).toBe(1);
  });

  it('the bulk read waits for every screen that asked, and starts once one brought rows', async () => {
    const { server, pullsAfter, scheduler: s } = startedWithGrace();
    let answerList: () => void = () => undefined;
    s.holdForFirstScreen('notes', Promise.resolve(noRows));
    s.holdForFirstScreen('notes', new Promise((resolve) => (answerList = () => resolve(rowsPut))));
    expect(await pullsAfter(100)).toBe(0);
    await answeredThen(answerList);
    expect(server.pulls).toBe(1);
  });

  it('screens answered without rows within the grace leave the read to start at its end', async () => {
    const { pullsAfter, scheduler: s } = startedWithGrace();
    s.holdForFirstScreen('notes', Promise.resolve(noRows));
    expect(await pullsAfter(100)).toBe(0);
    expect(await pullsAfter(400)).toBe(1);
  });

  it('a failed first request releases the bulk read too, and a collection already pulling is not held', async () => {
    const { state, pullsAfter, scheduler: s } = startedWithGrace();
    s.holdForFirstScreen('notes', Promise.reject(new Error('offline')));
    expect(await pullsAfter(500)).toBe(1);
    state.complete = false;
    state.syncing = true;
    s.holdForFirstScreen('notes', new Promise(() => undefined));
    expect(state.nextPullAt).not.toBe(Infinity);
  });
});

describe('lanes during a first sync', () => {
  it("a screen's collection released after the grace takes the next free lane before the other due collections", async () => {
    const time = manualClock();
    const started: string[] = [];
    const finishers: Array<() => void> = [];
    const collection = (name: string) =>
      scheduled(name, () => {
        started.push(name);
        return new Promise((resolve) =>
          finishers.push(() => resolve({ put: 1, removed: 0, quarantined: 0, complete: true })),
        );
      });
    // The screen's collection comes last in the registry, so order alone would queue it behind the rest.
    const names = ['a', 'b', 'c', 'd', 'e', 'items'];
    scheduler = new PullScheduler(names.map(collection), quietDeps(time, 500, 0.5));
    scheduler.start();
    let answer: () => void = () => undefined;
    scheduler.holdForFirstScreen(
      'items',
      new Promise(
        (resolve) => (answer = () => resolve({ put: 60, removed: 0, quarantined: 0, complete: false })),
      ),
    );
    time.advance(500);
    await settle();
    expect(started).toEqual(['a', 'b', 'c']); // three lanes, the held read still waiting
    answer();
    await settle();
    finishers[0]?.();
    await settle();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'items']);
  });
});

describe('refresh', () => {
  it('asked while a pull is under way, it pulls again after it and waits for that one', async () => {
    const time = manualClock();
    const finishers: Array<() => void> = [];
    const histories = scheduled(
      'histories',
      () =>
        new Promise((resolve) =>
          finishers.push(() => resolve({ put: 0, removed: 0, quarantined: 0, complete: true })),
        ),
      30_000,
    );
    const { state } = histories;
    scheduler = new PullScheduler([histories], quietDeps(time, 0));
    scheduler.start();
    await settle();
    expect(finishers).toHaveLength(1);
    // A write is delivered while that pull reads: the row the server wrote for it may be missed.
    let refreshed = false;
    void scheduler.refresh(['histories']).then(() => (refreshed = true));
    finishers[0]?.();
    await settle();
    await settle();
    expect(refreshed).toBe(false);
    // Another pull starts at once, not 30 s later, and the refresh is answered by it.
    expect(finishers).toHaveLength(2);
    finishers[1]?.();
    await settle();
    await settle();
    expect(refreshed).toBe(true);
    expect(state.nextPullAt).toBe(time.clock.now() + 30_000);
  });
});
