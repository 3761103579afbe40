import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserOnline } from './environment.ts';

// Chromium fires no online/offline events in dedicated workers (the sync worker), while
// navigator.onLine does change there: the browser source polls it.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('browserOnline', () => {
  it('reports navigator.onLine at once and each change within one poll, with no events', () => {
    vi.useFakeTimers();
    const navigator = { onLine: false };
    vi.stubGlobal('navigator', navigator);
    const heard: boolean[] = [];
    const stop = browserOnline(1_000).subscribe((online) => heard.push(online));
    expect(heard).toEqual([false]);
    vi.advanceTimersByTime(3_000);
    expect(heard).toEqual([false]);
    navigator.onLine = true;
    vi.advanceTimersByTime(1_000);
    expect(heard).toEqual([false, true]);
    navigator.onLine = false;
    vi.advanceTimersByTime(1_000);
    expect(heard).toEqual([false, true, false]);
    stop();
    navigator.onLine = true;
    vi.advanceTimersByTime(5_000);
    expect(heard).toEqual([false, true, false]);
  });
});
