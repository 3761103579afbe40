import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isDateMath, resolveDateMath } from './date-math.ts';
import { readRecentRanges, rememberRange } from './recent-ranges.ts';
import {
  QUICK_RANGES,
  parseTimeRange,
  relativeLabel,
  timeRangeBounds,
  timeRangeLabel,
  timeRangeToSearch,
} from './time-range.ts';

const now = Temporal.ZonedDateTime.from('2026-03-18T10:20:30[UTC]'); // a Wednesday

describe('date math', () => {
  it('recognises and resolves offsets and roundings', () => {
    expect(isDateMath('now-1d/d')).toBe(true);
    expect(isDateMath('yesterday')).toBe(false);
    expect(resolveDateMath('now-2h', now)?.toString()).toBe('2026-03-18T08:20:30+00:00[UTC]');
    expect(resolveDateMath('now-1d/d', now)?.toString()).toBe('2026-03-17T00:00:00+00:00[UTC]');
    expect(resolveDateMath('now-1d/d', now, true)?.toString()).toBe('2026-03-17T23:59:59.999+00:00[UTC]');
    expect(resolveDateMath('now/w', now)?.toString()).toBe('2026-03-16T00:00:00+00:00[UTC]');
    expect(resolveDateMath('now-1M/M', now)?.toString()).toBe('2026-02-01T00:00:00+00:00[UTC]');
    expect(resolveDateMath('now-1M/M', now, true)?.toString()).toBe('2026-02-28T23:59:59.999+00:00[UTC]');
    expect(resolveDateMath('nope', now)).toBeNull();
  });
});

describe('time ranges in the URL', () => {
  it('defaults to the last 2 days', () => {
    expect(parseTimeRange({})).toEqual({ ok: true, range: { type: 'relative', range: '2d' } });
  });
  it('round-trips each kind through search values', () => {
    for (const range of [
      { type: 'relative', range: '7d' },
      { type: 'mapped', id: 'previous-week' },
      { type: 'absolute', from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00Z' },
    ] as const) {
      expect(parseTimeRange(timeRangeToSearch(range))).toEqual({ ok: true, range });
    }
  });
  it('rejects bad values with the spec messages', () => {
    expect(parseTimeRange({ rangeType: 'relative', range: '3w' })).toEqual({
      ok: false,
      error: 'Invalid relative time range',
    });
    expect(parseTimeRange({ rangeType: 'mapped', range: 'someday' })).toEqual({
      ok: false,
      error: 'Invalid mapped time range',
    });
    expect(
      parseTimeRange({ rangeType: 'absolute', from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' }).ok,
    ).toBe(false);
    expect(parseTimeRange({ rangeType: 'absolute', from: 'x' }).ok).toBe(false);
  });
});

describe('bounds and labels', () => {
  it('sends date math for relative ranges and instants for mapped ones', () => {
    expect(timeRangeBounds({ type: 'relative', range: '2d' }, now)).toEqual({ from: 'now-2d', to: 'now' });
    expect(timeRangeBounds({ type: 'mapped', id: 'yesterday' }, now)).toEqual({
      from: '2026-03-17T00:00:00Z',
      to: '2026-03-17T23:59:59.999Z',
    });
    expect(timeRangeBounds({ type: 'mapped', id: 'this-week-so-far' }, now)).toEqual({
      from: '2026-03-16T00:00:00Z',
      to: 'now',
    });
    expect(timeRangeBounds({ type: 'mapped', id: 'previous-year' }, now)).toEqual({
      from: '2025-01-01T00:00:00Z',
      to: '2025-12-31T23:59:59.999Z',
    });
  });
  it('labels ranges', () => {
    expect(relativeLabel('2d')).toBe('Last 2 days');
    expect(relativeLabel('1h')).toBe('Last 1 hour');
    expect(relativeLabel('6M')).toBe('Last 6 months');
    expect(timeRangeLabel({ type: 'mapped', id: 'today-so-far' })).toBe('Today so far');
    expect(QUICK_RANGES).toHaveLength(14);
  });
});

describe('recent absolute ranges', () => {
  it('keeps the 4 most recent, newest first, without duplicates', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const r = (d: number) => ({
      type: 'absolute' as const,
      from: `2026-03-0${d}T00:00:00Z`,
      to: `2026-03-0${d + 1}T00:00:00Z`,
    });
    for (const d of [1, 2, 3, 4, 5, 3]) rememberRange(r(d), storage);
    expect(readRecentRanges(storage).map((x) => x.from.slice(8, 10))).toEqual(['03', '05', '04', '02']);
  });
});
