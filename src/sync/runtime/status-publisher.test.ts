import { describe, expect, it } from 'vitest';
import { manualClock } from '../outbox/test-support.ts';
import type { SyncStatus } from './protocol.ts';
import { STATUS_COALESCE_MS, StatusPublisher } from './status-publisher.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A publisher on a manual clock whose computed status goes online when told; computes are counted. */
function setup() {
  const time = manualClock();
  let computed = 0;
  let online = false;
  const compute = () => {
    computed++;
    return { online, phase: 'idle' } as unknown as SyncStatus;
  };
  const posted: SyncStatus[] = [];
  const publisher = new StatusPublisher({ clock: time.clock, compute, published: (s) => posted.push(s) });
  const heard: boolean[] = [];
  publisher.subscribe((status) => heard.push(status.online));
  return {
    time,
    publisher,
    heard,
    posted,
    computed: () => computed,
    goOnline: () => (online = true),
  };
}

describe('StatusPublisher', () => {
  it('coalesces a burst of changes into one push after the interval, with the latest status', async () => {
    const { time, publisher, heard, posted, goOnline } = setup();
    publisher.changed();
    goOnline();
    publisher.changed();
    publisher.changed();
    await settle();
    expect(heard).toEqual([]);
    time.advance(STATUS_COALESCE_MS - 1);
    await settle();
    expect(heard).toEqual([]);
    time.advance(1);
    await settle();
    expect(heard).toEqual([true]);
    expect(posted).toHaveLength(1);
    expect(publisher.current.online).toBe(true);
    // The next change starts a new interval.
    publisher.changed();
    time.advance(STATUS_COALESCE_MS);
    await settle();
    expect(heard).toEqual([true, true]);
  });

  it('publishes at once when asked, and an unsubscribed listener hears nothing more', () => {
    const { publisher, heard, goOnline } = setup();
    const other: boolean[] = [];
    const stop = publisher.subscribe((s) => other.push(s.online));
    goOnline();
    publisher.publish();
    stop();
    publisher.publish();
    expect(heard).toEqual([true, true]);
    expect(other).toEqual([true]);
  });

  it('after close, a pending push is dropped and changes schedule nothing', async () => {
    const { time, publisher, heard, computed } = setup();
    publisher.changed();
    publisher.close();
    const before = computed();
    time.advance(STATUS_COALESCE_MS);
    publisher.changed();
    time.advance(STATUS_COALESCE_MS);
    await settle();
    expect(heard).toEqual([]);
    expect(computed()).toBe(before);
  });
});
