// Exact comparison of PostgREST timestamps. Postgres prints timestamptz with microseconds and
// trims trailing zeros ("…:59+00:00", "…:59.61+00:00", "…:59.611123+00:00"); JS Dates keep only
// milliseconds, so two rows 300 µs apart would look equal. Cursors therefore stay the server's
// own strings on the wire and are compared here as epoch microseconds.

const isoPattern =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d+))?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

/** Epoch microseconds of an ISO-8601 / Postgres timestamp, or undefined when it is not one. */
export function epochMicros(value: string): number | undefined {
  const m = isoPattern.exec(value.trim());
  if (!m) return undefined;
  const [, date, time, fraction = '', zone = 'Z'] = m;
  const offset = zone === 'Z' || zone === 'z' ? 'Z' : normaliseOffset(zone);
  const ms = Date.parse(`${date}T${time}${offset}`);
  if (Number.isNaN(ms)) return undefined;
  const micros = Number(fraction.slice(0, 6).padEnd(6, '0'));
  return ms * 1000 + micros;
}

function normaliseOffset(zone: string): string {
  const sign = zone[0];
  const digits = zone.slice(1).replace(':', '');
  return `${sign}${digits.slice(0, 2)}:${digits.slice(2, 4).padEnd(2, '0')}`;
}

/** Orders two cursor values: as instants when both are timestamps, as numbers when both are numeric, else as strings. */
export function compareCursor(a: string, b: string): number {
  const ta = epochMicros(a);
  const tb = epochMicros(b);
  if (ta !== undefined && tb !== undefined) return Math.sign(ta - tb);
  const na = Number(a);
  const nb = Number(b);
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(na) && Number.isFinite(nb))
    return Math.sign(na - nb);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `value` moved `ms` into the past, as an ISO string (millisecond precision: a lower bound), or undefined when not a timestamp. */
export function instantMinus(value: string, ms: number): string | undefined {
  const micros = epochMicros(value);
  if (micros === undefined) return undefined;
  return new Date(Math.floor(micros / 1000) - ms).toISOString();
}
