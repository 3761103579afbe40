import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUrlWriteQueue, pendingFor, type AddressPort, type RawPatch } from './url-write-queue.ts';

function fakeAddress(pathname = '/catalog') {
  const writes: { raw: RawPatch; push: boolean }[] = [];
  let path = pathname;
  const address: AddressPort = {
    pathname: () => path,
    write: (raw, push) => {
      writes.push({ raw, push });
      return Promise.resolve();
    },
  };
  return { address, writes, go: (p: string) => (path = p) };
}

describe('URL write queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a debounced write at once and writes the address only when typing pauses', async () => {
    const queue = createUrlWriteQueue();
    const { address, writes } = fakeAddress();
    queue.write(address, { search: 'd' }, { push: false, debounceMs: 400 });
    queue.write(address, { search: 'di' }, { push: false, debounceMs: 400 });
    expect(queue.pending()?.raw).toEqual({ search: 'di' });
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(399);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual([{ raw: { search: 'di' }, push: false }]);
    // The overlay lasts until the navigation settles, then the address alone answers.
    expect(queue.pending()).not.toBeNull();
    await vi.runAllTimersAsync();
    expect(queue.pending()).toBeNull();
  });

  it('an immediate write carries the pending ones with it and cancels their timer', () => {
    const queue = createUrlWriteQueue();
    const { address, writes } = fakeAddress();
    queue.write(address, { search: 'disk' }, { push: false, debounceMs: 400 });
    queue.write(address, { status: 'healthy:1' }, { push: true, debounceMs: 0 });
    expect(writes).toEqual([{ raw: { search: 'disk', status: 'healthy:1' }, push: true }]);
    vi.advanceTimersByTime(1000);
    expect(writes).toHaveLength(1);
  });

  it('drops a debounced write when the user has left the page', () => {
    const queue = createUrlWriteQueue();
    const { address, writes, go } = fakeAddress();
    const seen = vi.fn();
    queue.subscribe(seen);
    queue.write(address, { search: 'disk' }, { push: false, debounceMs: 400 });
    go('/health');
    vi.advanceTimersByTime(400);
    expect(writes).toEqual([]);
    expect(queue.pending()).toBeNull();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it("gives a hook the same overlay while only other keys' writes change", () => {
    const queue = createUrlWriteQueue();
    const { address } = fakeAddress('/catalog');
    const tabs = ['configType'];
    const list = ['search', 'configType'];
    queue.write(address, { search: 'h' }, { push: false, debounceMs: 400 });
    const tabsBefore = pendingFor(queue.pending(), '/catalog', tabs);
    const listBefore = pendingFor(queue.pending(), '/catalog', list);
    queue.write(address, { search: 'ha' }, { push: false, debounceMs: 400 });
    expect(pendingFor(queue.pending(), '/catalog', tabs)).toBe(tabsBefore);
    expect(pendingFor(queue.pending(), '/catalog', list)).not.toBe(listBefore);
    expect(JSON.parse(pendingFor(queue.pending(), '/catalog', list))).toEqual([['search', 'ha']]);
    // A key cleared (undefined) is a write too; another page's writes are not this page's.
    queue.write(address, { configType: undefined }, { push: false, debounceMs: 400 });
    expect(JSON.parse(pendingFor(queue.pending(), '/catalog', tabs))).toEqual([['configType', null]]);
    expect(pendingFor(queue.pending(), '/health', list)).toBe('');
  });
});
