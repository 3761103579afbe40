// The body of `POST /api/logs` (api-contract §3.6 "Logs") and its time window. The console sends
// `{id, name, query}`; Mission Control's handler also takes `labels` (merged into the selector's),
// and its log backends take `start`/`end` (durations back from now, `now-…` date math or ISO
// instants) and a `limit`, so those are read too. Unknown fields are ignored, as Go's binder does.
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lines returned at most when the request names no limit, and the most it may ask for. */
export const DEFAULT_LIMIT = 1_000;
export const MAX_LIMIT = 5_000;

export const logsRequestSchema = z.object({
  id: z
    .string({ error: 'component ID is required' })
    .trim()
    .min(1, 'component ID is required')
    .regex(UUID, 'id must be a component id (a UUID)'),
  name: z.string({ error: 'name must be a log selector name' }).optional(),
  query: z.string({ error: 'query must be text' }).nullish(),
  start: z.string({ error: 'start must be a duration, now-<duration> or a timestamp' }).nullish(),
  end: z.string({ error: 'end must be a duration, now-<duration> or a timestamp' }).nullish(),
  limit: z
    .number({ error: `limit must be a number from 1 to ${MAX_LIMIT}` })
    .int()
    .min(1)
    .max(MAX_LIMIT, `limit must be a number from 1 to ${MAX_LIMIT}`)
    .optional(),
  labels: z.record(z.string(), z.string(), { error: 'labels must map names to text values' }).nullish(),
});
export type LogsRequest = z.infer<typeof logsRequestSchema>;

const UNIT_MS: Record<string, number> = {
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
  M: 30 * 86_400_000,
  y: 365 * 86_400_000,
};

/** `5m`, `now-5m`, `now` or an ISO instant → ms since epoch; null when it is none of those. */
export function parseInstant(text: string, nowMs: number): number | null {
  const t = text.trim();
  if (t === 'now') return nowMs;
  const relative = /^(?:now-)?(\d+)([smhdwMy])$/.exec(t);
  if (relative !== null) return nowMs - Number(relative[1]) * (UNIT_MS[relative[2] ?? ''] ?? 0);
  if (!/^\d{4}-\d{2}-\d{2}/.test(t)) return null;
  const ms = Date.parse(t);
  return Number.isNaN(ms) ? null : ms;
}

export type Window = { ok: true; fromMs: number; toMs: number } | { ok: false; message: string };

/** The request's time window: `start` (default: the store's whole retention) to `end` (default now). */
export function windowOf(
  req: Pick<LogsRequest, 'start' | 'end'>,
  nowMs: number,
  retentionMs: number,
): Window {
  const from = req.start ? parseInstant(req.start, nowMs) : nowMs - retentionMs;
  if (from === null) return { ok: false, message: `invalid start "${req.start ?? ''}"` };
  const to = req.end ? parseInstant(req.end, nowMs) : nowMs;
  if (to === null) return { ok: false, message: `invalid end "${req.end ?? ''}"` };
  if (from > to) return { ok: false, message: 'start must be before end' };
  return { ok: true, fromMs: Math.max(from, nowMs - retentionMs), toMs: Math.min(to, nowMs) };
}
