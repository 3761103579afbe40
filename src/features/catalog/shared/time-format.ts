import { Temporal } from 'temporal-polyfill';

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

/** "2026-03-15 10:20:30" in the viewer's zone. */
export function exactTime(iso: string | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return '';
  try {
    const t = Temporal.Instant.from(iso).toZonedDateTimeISO(Temporal.Now.timeZoneId());
    return `${t.toPlainDate().toString()} ${t.toPlainTime().toString({ smallestUnit: 'second' })}`;
  } catch {
    return iso;
  }
}
