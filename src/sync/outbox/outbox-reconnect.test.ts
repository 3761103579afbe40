import { describe, expect, it } from 'vitest';
import { harness } from './outbox-harness.ts';

// Back online after a long outage, writes go out within seconds: network failures (no answer)
// never back off past the 5 s network cap, a sign of the network ends the wait at once, and a
// missed "online" signal costs at most one probe interval. Server errors keep their own backoff.

const comment = (n: number) => ({ id: `c${n}`, incidentId: 'inc-1', body: `comment ${n}` });
const settle = async (outbox: { whenWaiting(): Promise<void> }) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await outbox.whenWaiting();
};
const ok = { status: 201, body: [] };
const noAnswer = () => new TypeError('Failed to fetch');
const TEN_MINUTES = 10 * 60_000;

type Harness = Awaited<ReturnType<typeof harness>>;

/** Lets the loop run, firing each retry timer it sets, until the clock reaches `until`. */
async function runUntil(h: Harness, until: number): Promise<void> {
  for (;;) {
    await settle(h.outbox);
    const next = h.outbox.getState().retry?.nextAttemptAt;
    if (next === undefined || next > until) {
      h.advance(Math.max(0, until - h.clock.now()));
      await settle(h.outbox);
      return;
    }
    h.advance(Math.max(0, next - h.clock.now()));
  }
}

/** Runs until the next request has been sent (and failed): the worst moment for the network to return. */
async function throughNextAttempt(h: Harness): Promise<void> {
  const sent = h.sent.length;
  while (h.sent.length === sent) {
    const next = h.outbox.getState().retry?.nextAttemptAt ?? h.clock.now();
    h.advance(Math.max(0, next - h.clock.now()));
    await settle(h.outbox);
  }
}

/** Time between consecutive requests. */
const gapsOf = (times: readonly number[]): number[] => times.slice(1).map((t, i) => t - (times[i] ?? 0));

describe('outbox after reconnecting', () => {
  it('unreachable for 10 minutes: probes at most 5 s apart, so a silent reconnect delivers within 5 s', async () => {
    let network = false;
    // Worst-case jitter: every delay at its ceiling.
    const h = await harness({ random: () => 0.9999, fallback: () => (network ? ok : noAnswer()) });
    for (let n = 1; n <= 3; n++) await h.outbox.mutate('addComment', comment(n));
    h.outbox.start();
    await runUntil(h, TEN_MINUTES);
    await throughNextAttempt(h);
    network = true; // and nobody says so
    const back = h.clock.now();
    expect(h.outbox.getState().pending).toBe(3);
    await runUntil(h, back + 5_000);
    expect(h.outbox.getState()).toMatchObject({ pending: 0, retry: undefined });
    expect(h.delivered.map((d) => d.entry.id)).toEqual(['m-1', 'm-2', 'm-3']);
    expect((h.sentAt.at(-3) ?? Infinity) - back).toBeLessThanOrEqual(5_000);
    // It kept probing all along, never more than 5 s apart.
    expect(Math.max(...gapsOf(h.sentAt))).toBeLessThanOrEqual(5_000);
    expect(h.sent.length).toBeGreaterThan(120);
  });

  it('offline for 10 minutes: waits a fixed probe interval, and the online signal sends at once', async () => {
    let network = false;
    let online = false;
    const h = await harness({
      random: () => 0.9999,
      online: () => online,
      fallback: () => (network ? ok : noAnswer()),
    });
    for (let n = 1; n <= 3; n++) await h.outbox.mutate('addComment', comment(n));
    h.outbox.start();
    await runUntil(h, TEN_MINUTES);
    // One cheap probe per 2.5–5 s, not a growing backoff and not a hot loop.
    const gaps = gapsOf(h.sentAt);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(2_500);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(5_000);
    expect(h.outbox.getState().pending).toBe(3);

    network = true;
    online = true;
    h.outbox.networkRestored();
    await settle(h.outbox);
    // Delivered without the clock moving at all.
    expect(h.outbox.getState()).toMatchObject({ pending: 0, retry: undefined });
    expect(h.delivered.map((d) => d.entry.id)).toEqual(['m-1', 'm-2', 'm-3']);
  });

  it('a missed online event (the browser still says offline) costs at most one 5 s probe', async () => {
    let network = false;
    const h = await harness({
      random: () => 0.9999,
      online: () => false,
      fallback: () => (network ? ok : noAnswer()),
    });
    await h.outbox.mutate('addComment', comment(1));
    h.outbox.start();
    await runUntil(h, TEN_MINUTES);
    await throughNextAttempt(h);
    network = true;
    await runUntil(h, h.clock.now() + 5_000);
    expect(h.outbox.getState().pending).toBe(0);
    expect(h.delivered).toHaveLength(1);
  });

  it('a sign of the network during a failing attempt retries at once', async () => {
    let signal = (): void => undefined;
    const h = await harness({
      random: () => 0.9999,
      script: [
        () => {
          signal(); // e.g. a pull got an answer while this request was failing
          return noAnswer();
        },
      ],
    });
    signal = () => h.outbox.networkRestored();
    await h.outbox.mutate('addComment', comment(1));
    h.outbox.start();
    await settle(h.outbox);
    expect(h.sent).toHaveLength(2);
    expect(h.outbox.getState().pending).toBe(0);
  });

  it('network failures do not inflate the server backoff, and a network signal leaves it alone', async () => {
    const h = await harness({
      random: () => 0.9999,
      script: [...Array.from({ length: 10 }, noAnswer), { status: 503, body: {} }, { status: 503, body: {} }],
    });
    await h.outbox.mutate('addComment', comment(1));
    h.outbox.start();
    for (let i = 0; i < 11; i++) {
      await settle(h.outbox);
      h.advance(h.sleeps.at(-1) ?? 0);
    }
    await settle(h.outbox);
    // After ten unanswered attempts, the first 503 waits as a first server error does (< 1 s),
    // the second one < 2 s.
    expect(h.outbox.getState().retry).toMatchObject({ attempts: 12, cause: 'server' });
    expect(h.sleeps.slice(-2)).toEqual([999, 1999]);
    const due = h.outbox.getState().retry?.nextAttemptAt;
    h.outbox.networkRestored();
    await settle(h.outbox);
    expect(h.outbox.getState().retry?.nextAttemptAt).toBe(due);
    expect(h.sent).toHaveLength(12);
  });
});
