// Durations as the canary endpoints accept them: `timeRange`/`start` like 15m, 1h, 24h, 7d, 2w,
// 1mo, 1y (canary-checker's duration syntax plus the console's ladder units).
const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
  mo: 30 * 86_400_000,
  y: 365 * 86_400_000,
};

/** `1h` → 3600000; null when the text is not a positive duration. */
export function parseDurationMs(text: string | undefined | null): number | null {
  if (text === undefined || text === null) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|mo|s|m|h|d|w|y)\s*$/.exec(text);
  if (match === null) return null;
  const value = Number(match[1]);
  const unit = UNIT_MS[match[2] ?? ''];
  if (unit === undefined || !(value > 0)) return null;
  return value * unit;
}

/**
 * canary-checker's graph buckets: 1 minute up to 2 h, 15 minutes up to 24 h, 1 hour up to 7 d,
 * else 4 hours.
 */
export function bucketMsFor(rangeMs: number): number {
  if (rangeMs <= 2 * 3_600_000) return 60_000;
  if (rangeMs <= 24 * 3_600_000) return 15 * 60_000;
  if (rangeMs <= 7 * 86_400_000) return 3_600_000;
  return 4 * 3_600_000;
}
