import { afterEach, describe, expect, it } from 'vitest';
import { defaultBackoff } from '../outbox/backoff.ts';
import { manualClock } from '../outbox/test-support.ts';
import { initialState } from './collection-state.ts';
import { PullScheduler } from './pull-scheduler.ts';
import { pullError } from './test-support.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let scheduler: PullScheduler | undefined;
afterEach(async () => {
  await scheduler?.stop();
  scheduler = undefined;
});

/** A scheduler over one collection whose pulls fail as `failure` until `up`. */
function unreachableServer(failure: string) {
  const time = manualClock();
  const server = { up: false, pulls: 0 };
  const pull = () => {
    server.pulls++;
    return server.up ? Promise.resolve({ put: 0, removed: 0, quarantined: 0, complete: true }) : Promise.reject(pullError(failure));
  };
  const state = initialState('notes', 'Notes');
  scheduler = new PullScheduler([{ state, puller: { pull, reconcile: pull, firstScreen: pull }, refreshMs: 60_000, reconcileMs: 3_600_000 }], {
    clock: time.clock,
    random: () => 0.9999,
    backoff: defaultBackoff,
    blocked: () => false,
    changed: () => undefined,
    onUnauthorized: () => undefined,
    onStorageError: () => undefined,
    onPulled: () => undefined,
  });
  return { time, server, state, scheduler };
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
