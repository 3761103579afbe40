import { Temporal } from '../../../lib/time.ts';

/** "5m ago", "3h ago", "2d ago"; the exact time is for a title attribute. */
export function relativeTime(iso: string | null | undefined, nowMs: number = Date.now()): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const s = Math.max(0, Math.round((nowMs - ms) / 1000));
  if (s < 60) return `${s}s ago`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m}m ago`;
  const h = Math.round(m / 60);
  if (h < 48) return `${h}h ago`;
  const d = Math.round(h / 24);
  if (d < 60) return `${d}d ago`;
  return `${Math.round(d / 30)}mo ago`;
}

// Every visible row formats two or three timestamps on each render, and a list re-renders on
// every synced page: through the Temporal polyfill that cost ~1 ms a row (the main thread's
// longest tasks during a cold sync). The zone is read once and answers are remembered.
const EXACT_CACHE_LIMIT = 5_000;
const exactCache = new Map<string, string>();
let viewerZone: string | undefined;

/** "2026-03-15 10:20:30" in the viewer's zone. */
export function exactTime(iso: string | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const known = exactCache.get(iso);
  if (known !== undefined) return known;
  let out: string;
  try {
    viewerZone ??= Temporal.Now.timeZoneId();
    const t = Temporal.Instant.from(iso).toZonedDateTimeISO(viewerZone);
    out = `${t.toPlainDate().toString()} ${t.toPlainTime().toString({ smallestUnit: 'second' })}`;
  } catch {
    out = iso;
  }
  if (exactCache.size >= EXACT_CACHE_LIMIT) exactCache.clear();
  exactCache.set(iso, out);
  return out;
}
