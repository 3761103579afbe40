import { z } from 'zod';

/**
 * `POST /api/catalog/summary` request, as the console sends it (api-contract §3.2). `groupBy`
 * names `type`, `config_class` or tag keys; `filter` is a label map whose values may start with
 * `!` (exclude); `health`/`status` are "a,!b" lists; `changes`/`analysis` count since a duration;
 * `cost` picks the cost window reported as `cost_<range>`.
 */
/** Most `groupBy` keys a summary takes: each is a grouping column (1,700 of them were a 500). */
export const MAX_GROUP_BY = 20;

export const summaryRequestSchema = z.object({
  groupBy: z.array(z.string().min(1)).max(MAX_GROUP_BY).default(['type']),
  deleted: z.boolean().default(false),
  filter: z.record(z.string(), z.string()).default({}),
  health: z.string().default(''),
  status: z.string().default(''),
  tags: z.array(z.string()).default([]),
  changes: z.object({ since: z.string().default('') }).default({ since: '' }),
  analysis: z.object({ since: z.string().default('') }).default({ since: '' }),
  cost: z.enum(['', '1h', '1d', '30d']).default(''),
});
export type SummaryRequest = z.infer<typeof summaryRequestSchema>;

const UNITS: Readonly<Record<string, string>> = {
  s: 'seconds',
  m: 'minutes',
  h: 'hours',
  d: 'days',
  w: 'weeks',
  y: 'years',
};

/** "30d" → "30 days" (a Postgres interval literal); null when it is not a duration. */
export function durationToInterval(since: string): string | null {
  const m = /^(\d{1,6})([smhdwy])$/.exec(since.trim());
  if (m === null) return null;
  const [, amount, unit] = m;
  if (amount === undefined || unit === undefined) return null;
  return `${amount} ${UNITS[unit] ?? 'days'}`;
}

/** "a,!b,c" → { include: [a, c], exclude: [b] } (blank entries dropped). */
export function splitIncludeExclude(list: string): { include: string[]; exclude: string[] } {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const raw of list.split(',')) {
    const v = raw.trim();
    if (v === '' || v === '!') continue;
    if (v.startsWith('!')) exclude.push(v.slice(1));
    else include.push(v);
  }
  return { include, exclude };
}
