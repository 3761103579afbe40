import { describe, expect, it } from 'vitest';
import { manualClock } from '../outbox/test-support.ts';
import type { ChannelMessage } from './channel.ts';
import type { EngineChange } from './engine-set.ts';
import { PeerRelay, RECENT_CHANGES_MS } from './peer-relay.ts';
import type { SyncStatus } from './protocol.ts';

const change = (id: string) => ({ collection: 'notes', put: [{ id }] as unknown[], remove: [] as string[] });
const ids = (message: ChannelMessage | undefined) =>
  message?.type === 'changes'
    ? message.changes.flatMap((c) => c.put.map((row) => (row as { id: string }).id))
    : [];

function setup(leading: boolean) {
  const time = manualClock();
  const posted: ChannelMessage[] = [];
  const link = { id: 'me', hasPeers: false, post: (message: ChannelMessage) => void posted.push(message) };
  const seen = { applied: [] as EngineChange[], statuses: 0, published: 0, signedOut: 0 };
  const relay = new PeerRelay({
    link,
    clock: time.clock,
    leading: () => leading,
    applyLeaderChanges: (changes) => void seen.applied.push(...changes),
    leaderStatus: () => void seen.statuses++,
    publishStatus: () => void seen.published++,
    signedOutElsewhere: () => void seen.signedOut++,
  });
  return { time, posted, link, seen, relay };
}

describe('PeerRelay', () => {
  it('a lone leader posts no changes; with a peer it posts each change', () => {
    const { posted, link, relay } = setup(true);
    relay.engineChanged([change('a')]);
    expect(posted).toEqual([]);
    link.hasPeers = true;
    relay.engineChanged([change('b')]);
    expect(posted.map(ids)).toEqual([['b']]);
  });

  it("a newcomer's hello gets the leader's status and the last few seconds of changes, in order", () => {
    const { time, posted, seen, relay } = setup(true);
    relay.engineChanged([change('old')]);
    time.advance(RECENT_CHANGES_MS + 1);
    relay.engineChanged([change('a')]);
    relay.engineChanged([change('b')]);
    relay.receive({ type: 'hello', from: 'new' });
    expect(seen.published).toBe(1);
    expect(posted.map(ids)).toEqual([['a', 'b']]);
  });

  it("a follower applies the leader's changes and status; a leader ignores them and followers' hellos", () => {
    const status = { phase: 'idle' } as unknown as SyncStatus;
    const follower = setup(false);
    follower.relay.receive({ type: 'changes', from: 'leader', changes: [change('a')] });
    follower.relay.receive({ type: 'status', from: 'leader', status });
    follower.relay.receive({ type: 'hello', from: 'new' });
    follower.relay.engineChanged([change('mine')]);
    expect(follower.seen.applied).toEqual([change('a')]);
    expect(follower.seen.statuses).toBe(1);
    expect(follower.seen.published).toBe(0);
    expect(follower.posted).toEqual([]);

    const leader = setup(true);
    leader.relay.receive({ type: 'changes', from: 'other', changes: [change('a')] });
    leader.relay.receive({ type: 'status', from: 'other', status });
    expect(leader.seen.applied).toEqual([]);
    expect(leader.seen.statuses).toBe(0);
  });

  it('a sign-out in another tab reaches leader and follower alike', () => {
    for (const leading of [true, false]) {
      const { seen, relay } = setup(leading);
      relay.receive({ type: 'signed-out', from: 'other' });
      expect(seen.signedOut).toBe(1);
    }
  });
});
