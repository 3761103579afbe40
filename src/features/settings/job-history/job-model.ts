// What the Job History page reads out of a job (spec 02-areas §2.13): which detail tabs exist and
// in which order, the most common error, and the words and tones of durations, times and statuses.
import type { HealthStatus } from '../../../components/ui/badge.tsx';
import type { JobDetails, JobHistoryRow } from '../../../sync/collections/job-histories.ts';

export type DetailTab = 'errors' | 'scrape_summary' | 'summary';

export const DETAIL_TAB_LABELS: Readonly<Record<DetailTab, string>> = {
  errors: 'Errors',
  scrape_summary: 'Scrape Summary',
  summary: 'Summary',
};

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * The detail tabs a job has, in the spec's order: errors, then scrape summary, then summary. The
 * first is the one selected; none means the job has no details modal.
 */
export function detailTabs(details: JobDetails | null): readonly DetailTab[] {
  if (details === null) return [];
  return (['errors', 'scrape_summary', 'summary'] as const).filter((tab) => !isEmpty(details[tab]));
}

/** The error a job reported most often (the first of equals); undefined without errors. */
export function mostCommonError(details: JobDetails | null): string | undefined {
  const counts = new Map<string, number>();
  let best: string | undefined;
  let bestCount = 0;
  for (const error of details?.errors ?? []) {
    const n = (counts.get(error) ?? 0) + 1;
    counts.set(error, n);
    if (n > bestCount) {
      best = error;
      bestCount = n;
    }
  }
  return best;
}

/** "850ms", "12.3s", "3m 5s", "1h 2m"; empty while the job runs. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '';
  if (ms < 1_000) return `${ms}ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)}s`;
  const s = Math.round(ms / 1_000);
  if (s < 3_600) return `${Math.floor(s / 60)}m ${s % 60}s`;
  return `${Math.floor(s / 3_600)}h ${Math.floor((s % 3_600) / 60)}m`;
}

/** "45s ago", "3m ago", "5h ago", "2d ago". */
export function relativeTime(iso: string | null, nowMs: number): string {
  if (iso === null) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const s = Math.max(0, Math.round((nowMs - ms) / 1_000));
  if (s < 60) return `${s}s ago`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m}m ago`;
  const h = Math.round(m / 60);
  if (h < 48) return `${h}h ago`;
  return `${Math.round(h / 24)}d ago`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-27 11:39:05" in the viewer's zone. */
export function exactTime(iso: string | null): string {
  if (iso === null) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The colour of a job status (STOPPED, STALE and SKIPPED are neutral). */
export function statusTone(status: string | null): HealthStatus | 'neutral' | 'accent' {
  switch (status) {
    case 'SUCCESS':
      return 'healthy';
    case 'WARNING':
      return 'warning';
    case 'FAILED':
      return 'unhealthy';
    case 'RUNNING':
      return 'accent';
    default:
      return 'neutral';
  }
}

/** What the Resource column says: the resource's name, else its id. */
export function resourceLabel(row: Pick<JobHistoryRow, 'resource_name' | 'resource_id'>): string {
  return row.resource_name ?? row.resource_id ?? '';
}
