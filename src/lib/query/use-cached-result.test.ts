import { describe, expect, it } from 'vitest';
import { cachedLabel } from './cached-badge.tsx';
import { cachedResultOf, fetchedAgo } from './use-cached-result.ts';

const live = {
  data: [1],
  dataUpdatedAt: 1_000,
  errorUpdatedAt: 0,
  fetchStatus: 'idle',
  isRefetchError: false,
} as const;

describe('cachedResultOf', () => {
  it('is live while online with a fresh answer', () => {
    expect(cachedResultOf(live, true)).toEqual({ cached: false, fetchedAt: 1_000 });
  });
  it('marks data shown while offline, paused, or after a failed refetch', () => {
    expect(cachedResultOf(live, false).cached).toBe(true);
    expect(cachedResultOf({ ...live, fetchStatus: 'paused' }, true).cached).toBe(true);
    expect(cachedResultOf({ ...live, isRefetchError: true }, true).cached).toBe(true);
    expect(cachedResultOf({ ...live, errorUpdatedAt: 2_000 }, true).cached).toBe(true);
  });
  it('has nothing to mark without data', () => {
    expect(cachedResultOf({ ...live, data: undefined }, false)).toEqual({ cached: false, fetchedAt: null });
  });
});

describe('fetchedAgo and the badge label', () => {
  const now = 10 * 24 * 3_600_000;
  it('counts minutes, hours and days', () => {
    expect(fetchedAgo(now - 20_000, now)).toBe('just now');
    expect(fetchedAgo(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(fetchedAgo(now - 3 * 3_600_000, now)).toBe('3 h ago');
    expect(fetchedAgo(now - 2 * 24 * 3_600_000, now)).toBe('2 d ago');
  });
  it('reads "Cached — last fetched 5 min ago" only for cached data', () => {
    expect(cachedLabel({ cached: true, fetchedAt: now - 5 * 60_000 }, now)).toBe(
      'Cached — last fetched 5 min ago',
    );
    expect(cachedLabel({ cached: false, fetchedAt: now }, now)).toBeNull();
  });
});
