// Time bounds of the changes request: RFC3339 timestamps or Grafana/Elastic-style date math
// (`now`, `now-7d`, `now-1M/M`, `now/d`), units s m h d w M y. Rounding (`/u`) truncates to the
// start of the unit in UTC; months and years step by calendar.

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

function roundDown(d: Date, unit: string): Date {
  const r = new Date(d);
  switch (unit) {
    case 'y':
      r.setUTCMonth(0, 1);
      r.setUTCHours(0, 0, 0, 0);
      return r;
    case 'M':
      r.setUTCDate(1);
      r.setUTCHours(0, 0, 0, 0);
      return r;
    case 'w': {
      r.setUTCHours(0, 0, 0, 0);
      const dow = (r.getUTCDay() + 6) % 7; // Monday first
      r.setUTCDate(r.getUTCDate() - dow);
      return r;
    }
    case 'd':
      r.setUTCHours(0, 0, 0, 0);
      return r;
    case 'h':
      r.setUTCMinutes(0, 0, 0);
      return r;
    case 'm':
      r.setUTCSeconds(0, 0);
      return r;
    case 's':
      r.setUTCMilliseconds(0);
      return r;
    default:
      throw new Error(`invalid rounding unit: ${unit}`);
  }
}

/** Parses `value` against `now`; throws with a readable message when it is neither form. */
export function parseTimeBound(value: string, now: Date = new Date()): Date {
  const v = value.trim();
  if (v.startsWith('now')) {
    let at = new Date(now);
    const re = /([+-])(\d+)([smhdwMy])|\/([smhdwMy])/gy;
    re.lastIndex = 3;
    while (re.lastIndex < v.length) {
      const m = re.exec(v);
      if (m === null) throw new Error(`invalid date math: ${value}`);
      if (m[4] !== undefined) {
        at = roundDown(at, m[4]);
        continue;
      }
      const n = Number(m[2]) * (m[1] === '-' ? -1 : 1);
      const unit = m[3] ?? '';
      if (unit === 'M') at.setUTCMonth(at.getUTCMonth() + n);
      else if (unit === 'y') at.setUTCFullYear(at.getUTCFullYear() + n);
      else at = new Date(at.getTime() + n * (UNIT_MS[unit] ?? 0));
    }
    return at;
  }
  if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v)) {
    const d = new Date(v);
    if (!Number.isNaN(d.getTime())) return d;
  }
  throw new Error(`invalid time: ${value}`);
}
