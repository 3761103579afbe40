import { Temporal } from 'temporal-polyfill';

// Client-side date math (`now`, `now-1d/d`, `now/w`) in the viewer's time zone, for quick ranges
// like "Yesterday" whose ends are calendar boundaries. A `to` end rounds up to the end of its unit
// (Grafana's convention: `now-1d/d` .. `now-1d/d` is the whole of yesterday).

type Unit = 's' | 'm' | 'h' | 'd' | 'w' | 'M' | 'y';

type DurationKey = 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';

const DURATION_KEY: Record<Unit, DurationKey> = {
  s: 'seconds',
  m: 'minutes',
  h: 'hours',
  d: 'days',
  w: 'weeks',
  M: 'months',
  y: 'years',
};

function isUnit(u: string | undefined): u is Unit {
  return u !== undefined && u in DURATION_KEY;
}

function startOf(t: Temporal.ZonedDateTime, unit: Unit): Temporal.ZonedDateTime {
  switch (unit) {
    case 'y':
      return t.with({ month: 1, day: 1 }).startOfDay();
    case 'M':
      return t.with({ day: 1 }).startOfDay();
    case 'w':
      return t.subtract({ days: t.dayOfWeek - 1 }).startOfDay();
    case 'd':
      return t.startOfDay();
    case 'h':
      return t.round({ smallestUnit: 'hour', roundingMode: 'floor' });
    case 'm':
      return t.round({ smallestUnit: 'minute', roundingMode: 'floor' });
    case 's':
      return t.round({ smallestUnit: 'second', roundingMode: 'floor' });
  }
}

function endOf(t: Temporal.ZonedDateTime, unit: Unit): Temporal.ZonedDateTime {
  return startOf(t, unit)
    .add({ [DURATION_KEY[unit]]: 1 })
    .subtract({ milliseconds: 1 });
}

/** True for expressions this module understands (`now`, offsets, roundings). */
export function isDateMath(expr: string): boolean {
  return /^now(([+-]\d+[smhdwMy])|(\/[smhdwMy]))*$/.test(expr.trim());
}

/** Resolves `expr` at `now`; null when it is not date math. */
export function resolveDateMath(
  expr: string,
  now: Temporal.ZonedDateTime,
  roundUp = false,
): Temporal.ZonedDateTime | null {
  const v = expr.trim();
  if (!isDateMath(v)) return null;
  let at = now;
  for (const m of v.slice(3).matchAll(/([+-])(\d+)([smhdwMy])|\/([smhdwMy])/g)) {
    const roundUnit = m[4];
    if (isUnit(roundUnit)) {
      at = roundUp ? endOf(at, roundUnit) : startOf(at, roundUnit);
      continue;
    }
    const unit = m[3];
    if (!isUnit(unit)) return null;
    const n = Number(m[2]);
    const d: Temporal.DurationLike = { [DURATION_KEY[unit]]: n };
    at = m[1] === '-' ? at.subtract(d) : at.add(d);
  }
  return at;
}

/** The viewer's current time in their own zone. */
export function zonedNow(): Temporal.ZonedDateTime {
  return Temporal.Now.zonedDateTimeISO();
}
