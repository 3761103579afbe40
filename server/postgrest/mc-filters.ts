import { PgrstError } from './errors.ts';

/**
 * Mission Control's proxy rewrites `<col>.filter=<list>` parameters before PostgREST sees them
 * (`flanksource/mission-control` `db/middleware.go`): timestamp columns take datemath
 * (`>now-1h`, `<…`, `=…`; no prefix means `lt`), other columns a comma list where `!x` negates
 * and `x*`, `*x`, `*x*` are globs; positives become one `or(col.ilike.…)`, negatives
 * `col.not.ilike.…`, all inside one `and=(…)`.
 */
const DATE_FIELDS = new Set([
  'acknowledged',
  'check_time',
  'closed',
  'created_at',
  'deleted_at',
  'end_time',
  'expires_at',
  'first_observed',
  'last_attempt',
  'last_login',
  'last_observed',
  'last_received',
  'last_runtime',
  'last_scraped_time',
  'last_seen',
  'last_transition_time',
  'next_runtime',
  'resolved',
  'scheduled_time',
  'silenced_at',
  'start_time',
  'time',
  'time_end',
  'time_start',
  'updated_at',
]);

const UNIT_MS: Record<string, number> = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  H: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

function addUnit(d: Date, n: number, unit: string): Date {
  const out = new Date(d);
  if (unit === 'y') out.setUTCFullYear(out.getUTCFullYear() + n);
  else if (unit === 'M') out.setUTCMonth(out.getUTCMonth() + n);
  else out.setTime(out.getTime() + n * (UNIT_MS[unit] ?? 0));
  return out;
}

function roundDown(d: Date, unit: string): Date {
  const out = new Date(d);
  if (unit === 'y') out.setUTCMonth(0, 1);
  if (unit === 'y' || unit === 'M') out.setUTCDate(unit === 'M' ? 1 : out.getUTCDate());
  if (unit === 'w') out.setUTCDate(out.getUTCDate() - ((out.getUTCDay() + 6) % 7));
  if (['y', 'M', 'w', 'd'].includes(unit)) out.setUTCHours(0, 0, 0, 0);
  else if (unit === 'h' || unit === 'H') out.setUTCMinutes(0, 0, 0);
  else if (unit === 'm') out.setUTCSeconds(0, 0);
  else if (unit === 's') out.setUTCMilliseconds(0);
  return out;
}

/** Evaluates `now-7d`, `now/d`, `2024-01-01T00:00:00Z`, `2024-01-01||+1d`. */
export function evaluateDatemath(expr: string, now: Date): Date | null {
  let anchor: Date;
  let rest: string;
  if (expr.startsWith('now')) {
    anchor = now;
    rest = expr.slice(3);
  } else {
    const [abs = '', math = ''] = expr.split('||');
    const t = Date.parse(abs);
    if (Number.isNaN(t)) return null;
    anchor = new Date(t);
    rest = math;
  }
  let d = anchor;
  const re = /([+-])(\d+)([yMwdhHms])|\/([yMwdhHms])/gy;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(rest)) !== null) {
    consumed = re.lastIndex;
    if (m[4] !== undefined) d = roundDown(d, m[4]);
    else d = addUnit(d, (m[1] === '-' ? -1 : 1) * Number(m[2]), m[3] ?? 's');
  }
  return consumed === rest.length ? d : null;
}

function rfc3339(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function quote(v: string): string {
  return /[,()"\\]|^\s|\s$/.test(v) ? `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : v;
}

function patternTerms(field: string, items: string[], op: string): string[] {
  return items.map((raw) => {
    const glob = raw.startsWith('*') && raw.endsWith('*') && raw.length > 1;
    const v = glob ? `*${raw.slice(1, -1)}*` : raw;
    return `${field}.${op}.${quote(v)}`;
  });
}

/** Applies the rewrite to decoded query pairs; other pairs pass through unchanged. */
export function rewriteMissionControlFilters(
  pairs: [string, string][],
  now: Date = new Date(),
): [string, string][] {
  if (!pairs.some(([k]) => k.endsWith('.filter'))) return pairs;
  const out = pairs.filter(([k]) => !k.endsWith('.filter'));
  const keys = [...new Set(pairs.filter(([k]) => k.endsWith('.filter')).map(([k]) => k))].sort();
  const terms: string[] = [];
  for (const key of keys) {
    const field = key.slice(0, -'.filter'.length);
    const values = pairs.filter(([k]) => k === key).map(([, v]) => v);
    if (DATE_FIELDS.has(field)) {
      for (const value of values) {
        const op = value.startsWith('=') ? 'eq' : value.startsWith('>') ? 'gt' : 'lt';
        const expr = /^[=<>]/.test(value) ? value.slice(1) : value;
        const at = evaluateDatemath(expr.trim(), now);
        if (at === null)
          throw new PgrstError(
            400,
            'PGRST100',
            `invalid datemath expression (${JSON.stringify(value)}) for field (${field})`,
          );
        out.push([field, `${op}.${rfc3339(at)}`]);
      }
      continue;
    }
    const positive: string[] = [];
    const negative: string[] = [];
    for (const item of values.flatMap((v) => v.split(','))) {
      if (item === '') continue;
      if (item.startsWith('!')) negative.push(item.slice(1));
      else positive.push(item);
    }
    if (positive.length > 0) terms.push(`or(${patternTerms(field, positive, 'ilike').join(',')})`);
    terms.push(
      ...patternTerms(
        field,
        negative.filter((n) => n !== ''),
        'not.ilike',
      ),
    );
  }
  if (terms.length > 0) out.push(['and', `(${terms.join(',')})`]);
  return out;
}
