// Display rules of spec 01-core §4 and §9: durations, uptime, ages and indicator colours.
import type { HealthStatus } from '../../../components/ui/badge.tsx';

/** Under 1 s in ms, under 1 min in s, under 1 h in minutes, otherwise hours; invalid → ''. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '';
  if (ms < 1_000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${trim(ms / 1_000)}s`;
  if (ms < 3_600_000) return `${trim(ms / 60_000)}m`;
  return `${trim(ms / 3_600_000)}h`;
}

const trim = (n: number): string => String(Math.round(n * 100) / 100);

/** Uptime with two decimals, e.g. '99.50%'; '' with no runs. */
export function formatUptime(percent: number | null): string {
  return percent === null ? '' : `${percent.toFixed(2)}%`;
}

/** Relative age: s, m, h, d, mo, y. */
export function formatAge(iso: string | null | undefined, nowMs: number): string {
  if (!iso || iso.startsWith('0001-01-01')) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const s = Math.max(0, Math.round((nowMs - at) / 1000));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m`;
  if (s < 86_400) return `${Math.floor(s / 3600)}h`;
  if (s < 30 * 86_400) return `${Math.floor(s / 86_400)}d`;
  if (s < 365 * 86_400) return `${Math.floor(s / (30 * 86_400))}mo`;
  return `${Math.floor(s / (365 * 86_400))}y`;
}

/** Time until `iso` ('in 3m'), or the age if it is past. */
export function formatUntil(iso: string | null | undefined, nowMs: number): string {
  if (!iso || iso.startsWith('0001-01-01')) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  if (at < nowMs) return `${formatAge(iso, nowMs)} ago`;
  const s = Math.round((at - nowMs) / 1000);
  if (s < 60) return `in ${s}s`;
  if (s < 3600) return `in ${Math.floor(s / 60)}m`;
  return `in ${Math.floor(s / 3600)}h`;
}

/** Spec §4: transition age is shown only when older than one hour (min 3600001 ms) and within 7 days. */
export function showsTransitionAge(iso: string | null | undefined, nowMs: number): boolean {
  if (!iso) return false;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return false;
  const age = nowMs - at;
  return age >= 3_600_001 && age <= 7 * 86_400_000;
}

/** Spec §4: degraded, missing or unhealthy → red; unknown or suspended → gray; warning or mixed → orange; else green. */
export function indicatorOf(status: string | null | undefined): HealthStatus {
  switch ((status ?? 'unknown').toLowerCase()) {
    case 'degraded':
    case 'missing':
    case 'unhealthy':
      return 'unhealthy';
    case 'unknown':
    case 'suspended':
      return 'unknown';
    case 'warning':
    case 'mixed':
      return 'warning';
    default:
      return 'healthy';
  }
}

/** Spec §9 progress colour: above 90 red, above 75 orange. */
export function progressTone(percent: number): 'unhealthy' | 'warning' | 'healthy' {
  if (percent > 90) return 'unhealthy';
  if (percent > 75) return 'warning';
  return 'healthy';
}

/** Spec §5: a number with an ms or s suffix; seconds become milliseconds. */
export type DurationFilter = { ok: true; ms: number | undefined } | { ok: false; error: string };
export const DURATION_ERROR = 'duration is allowed only in milli seconds & seconds';
export const DURATION_PRESETS = ['100ms', '500ms', '1s', '5s', '10s', '30s'] as const;

export function parseDurationFilter(text: string | undefined): DurationFilter {
  const value = (text ?? '').trim();
  if (value === '' || value.toLowerCase() === 'all') return { ok: true, ms: undefined };
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s)$/.exec(value);
  if (!match) return { ok: false, error: DURATION_ERROR };
  const n = Number(match[1]);
  return { ok: true, ms: match[2] === 's' ? Math.round(n * 1000) : Math.round(n) };
}
