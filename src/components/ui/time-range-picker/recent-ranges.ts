import { z } from 'zod';
import type { TimeRange } from './time-range.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

// The 4 most recent absolute ranges (spec §2.4), remembered in this browser.

const KEY = 'mc.time-range.recent-absolute';
export const RECENT_LIMIT = 4;

const recentSchema = builtOnFirstUse(() =>
  z.array(z.object({ type: z.literal('absolute'), from: z.string(), to: z.string() })),
);

export type AbsoluteRange = Extract<TimeRange, { type: 'absolute' }>;

export function readRecentRanges(storage: Pick<Storage, 'getItem'> = localStorage): AbsoluteRange[] {
  try {
    const parsed = recentSchema.safeParse(JSON.parse(storage.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data.slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `range` first, drops its older duplicate, keeps at most 4; returns the new list. */
export function rememberRange(
  range: AbsoluteRange,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): AbsoluteRange[] {
  const next = [
    range,
    ...readRecentRanges(storage).filter((r) => r.from !== range.from || r.to !== range.to),
  ].slice(0, RECENT_LIMIT);
  try {
    storage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or denied: the list is a convenience, the range itself still applies.
  }
  return next;
}
