// Times as the runs screens show them: relative ages and durations. Pure.
import { runDurationMs } from '../../../sync/collections/playbook-runs.ts';

export function age(iso: string | null, nowMs: number): string {
  if (iso === null) return '';
  const s = Math.max(0, Math.round((nowMs - Date.parse(iso)) / 1000));
  if (s < 60) return `${s}s ago`;
  if (s < 3600) return `${Math.floor(s / 60)}m ago`;
  if (s < 86_400) return `${Math.floor(s / 3600)}h ago`;
  return `${Math.floor(s / 86_400)}d ago`;
}

export function duration(ms: number | null): string {
  if (ms === null) return '';
  if (ms < 1000) return `${ms}ms`;
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${s % 60}s`;
}

export const runDuration = (row: { start_time: string | null; end_time: string | null }): string =>
  duration(runDurationMs(row));

export const exact = (iso: string | null): string => (iso === null ? '' : new Date(iso).toLocaleString());
