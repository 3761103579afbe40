import { describe, expect, it } from 'vitest';
import { parseUrlState, urlValuesOf } from '../../lib/screen-state/use-url-state.ts';
import { rawPatchOf } from '../../lib/screen-state/url-values.ts';
import {
  DEFAULT_START,
  logsSearchSchema,
  requestWindowOf,
  startOfTimeRange,
  timeRangeOfStart,
} from './url-state.ts';

describe('the /logs address', () => {
  it('reads the component, selector, query and start, defaulting start to the first preset', () => {
    expect(parseUrlState(logsSearchSchema, '?topologyId=abc&logsSelector=Loki&query=timeout')).toEqual({
      topologyId: 'abc',
      logsSelector: 'Loki',
      query: 'timeout',
      start: '5m',
    });
    expect(DEFAULT_START).toBe('5m');
    expect(parseUrlState(logsSearchSchema, '?topologyId=&start=1h')).toEqual({ start: '1h' });
  });

  it('leaves the default start and empty values out of the address', () => {
    expect(rawPatchOf(logsSearchSchema, { start: '5m', query: '', logsSelector: 'Loki' })).toEqual({
      start: undefined,
      query: undefined,
      logsSelector: 'Loki',
    });
    expect(urlValuesOf('topologyId=%22abc%22')).toEqual({ topologyId: 'abc' });
  });

  it('round-trips relative, quick and absolute ranges through start; anything else is the first preset', () => {
    const ranges = [
      { type: 'relative', range: '3h' },
      { type: 'mapped', id: 'yesterday' },
      { type: 'absolute', from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' },
    ] as const;
    for (const range of ranges) expect(timeRangeOfStart(startOfTimeRange(range))).toEqual(range);
    expect(startOfTimeRange(ranges[2])).toBe('2026-01-01T00:00:00Z/2026-01-02T00:00:00Z');
    for (const bad of ['', '7x', 'someday', '2026-01-02T00:00:00Z/2026-01-01T00:00:00Z', 'a/b'])
      expect(timeRangeOfStart(bad)).toEqual({ type: 'relative', range: '5m' });
  });

  it('asks the server for relative ranges as date math, so the cache key does not move with the clock', () => {
    expect(requestWindowOf('15m')).toEqual({ start: 'now-15m', end: 'now' });
    expect(requestWindowOf('2026-01-01T00:00:00Z/2026-01-02T00:00:00Z')).toEqual({
      start: '2026-01-01T00:00:00Z',
      end: '2026-01-02T00:00:00Z',
    });
    const today = requestWindowOf('today-so-far');
    expect(Date.parse(today.start)).toBeLessThanOrEqual(Date.now());
    expect(today.end).toBe('now');
  });
});
