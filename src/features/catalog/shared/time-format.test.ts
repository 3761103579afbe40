import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { exactTime, relativeTime } from './time-format.ts';

describe('time formats', () => {
  it("prints the exact time in the viewer's zone, the same when asked again", () => {
    const iso = '2026-03-15T10:20:30.123456Z';
    const expected = Temporal.Instant.from(iso)
      .toZonedDateTimeISO(Temporal.Now.timeZoneId())
      .toPlainDateTime()
      .toString({ smallestUnit: 'second' })
      .replace('T', ' ');
    expect(exactTime(iso)).toBe(expected);
    expect(exactTime(iso)).toBe(expected);
    expect(exactTime('2026-03-15T10:20:31Z')).not.toBe(expected);
  });

  it('keeps what it cannot read as it is, and empty for nothing', () => {
    expect(exactTime('yesterday')).toBe('yesterday');
    expect(exactTime(null)).toBe('');
    expect(relativeTime('2026-03-15T10:20:00Z', Date.parse('2026-03-15T10:25:00Z'))).toBe('5m ago');
  });
});
