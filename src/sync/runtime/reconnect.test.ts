import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../outbox/test-support.ts';
import type { OnlineSource } from './environment.ts';
import type { FetchLike } from './http.ts';
import type { SyncRuntime } from './sync-runtime.ts';
import { eventually, init, renameNote, ScriptedPullers, testRuntime } from './test-support.ts';

// The leader's outbox after a long time offline: the browser's "online" (or the server's first
// answer) delivers at once, and with no signal at all a probe delivers within 5 s.

const running: SyncRuntime[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

/** A browser whose online flag the test sets; `tell` fires the event (or not: a missed event). */
function fakeBrowser(online: boolean) {
  const listeners = new Set<(online: boolean) => void>();
  const source: OnlineSource = {
    isOnline: () => online,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    set: (value: boolean, tell: boolean) => {
      online = value;
      if (tell) listeners.forEach((l) => l(value));
    },
  };
}

const row = { id: 'n001', title: 'mine', updated_at: '2026-02-01T00:00:00Z' };

/** Fails like a fetch with no network until `up`; then answers the PATCH (with `answer`). */
function network(answer: unknown[] = [row]) {
  const state = { up: false, requests: 0 };
  const fetch: FetchLike = () => {
    state.requests++;
    if (!state.up) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  };
  return { state, fetch };
}

async function offlineForTenMinutes(online: boolean, answer?: unknown[]) {
  const browser = fakeBrowser(online);
  const net = network(answer);
  const time = manualClock();
  const pullers = new ScriptedPullers();
  const runtime = testRuntime({
    pullers,
    fetch: net.fetch,
    env: { online: browser.source, clock: time.clock, random: () => 0.9999 },
  });
  running.push(runtime);
  await runtime.start(init);
  await runtime.mutate(renameNote.name, { id: 'n001', title: 'mine' });
  const pending = () => {
    runtime.publishStatus();
    return runtime.status.outbox.pending;
  };
  await eventually(() => expect(net.state.requests).toBeGreaterThan(0));
  // Ten minutes of failed attempts, one clock step at a time.
  for (let t = 0; t < 600; t++) {
    time.advance(1_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  expect(net.state.requests).toBeGreaterThan(100);
  expect(pending()).toBe(1);
  return { browser, net, time, runtime, pending, pullers };
}

describe('reconnecting', () => {
  it('the browser saying online delivers at once, with no wait', async () => {
    const { browser, net, pending } = await offlineForTenMinutes(false);
    net.state.up = true;
    browser.set(true, true);
    await eventually(() => expect(pending()).toBe(0));
  });

  it('with no online event at all, a probe delivers within 5 s and the status turns online', async () => {
    const { net, time, runtime, pending } = await offlineForTenMinutes(false);
    net.state.up = true; // the browser never says so
    for (let t = 0; t < 5 && pending() > 0; t++) {
      time.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await eventually(() => expect(pending()).toBe(0), 500);
    expect(runtime.status.online).toBe(true);
  });

  it('opened offline with no online event: the server answering unblocks pulls (the row is re-read)', async () => {
    // An answer without the row (a duplicate create answers 409 with no body) leaves the
    // optimistic row until a pull replaces it: that pull must not wait for a missed event.
    const { net, time, runtime, pending, pullers } = await offlineForTenMinutes(false, []);
    expect(pullers.calls).toBe(0);
    net.state.up = true;
    for (let t = 0; t < 5 && pending() > 0; t++) {
      time.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await eventually(() => expect(pending()).toBe(0), 500);
    await eventually(() => expect(pullers.calls).toBeGreaterThan(0), 500);
    expect(runtime.status.online).toBe(true);
  });

  it('server unreachable while the browser says online: delivered within 5 s of it answering', async () => {
    const { net, time, pending } = await offlineForTenMinutes(true);
    net.state.up = true;
    for (let t = 0; t < 5 && pending() > 0; t++) {
      time.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await eventually(() => expect(pending()).toBe(0), 500);
  });
});
