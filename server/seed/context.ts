import { Rng, uuidFrom } from './prng.ts';

/** One database row as the seeder inserts it: column name → JSON-serialisable value. */
export type Row = Record<string, unknown>;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * What every generator receives: the seed, the fixed `now`, ids derived from stable keys, and
 * timestamps expressed as offsets back from `now` (so two runs on one seed at different clock
 * times differ only by that shift).
 */
export class SeedContext {
  readonly nowMs: number;

  constructor(
    readonly seed: number,
    now: number,
  ) {
    // Whole seconds: timestamps print the same way in JS and in Postgres.
    this.nowMs = Math.floor(now / SECOND) * SECOND;
  }

  /** A stable id for `kind`/`key` under this seed. */
  id(kind: string, key: string | number): string {
    return uuidFrom(this.seed, `${kind}/${key}`);
  }

  /** An independent random stream for one part of the estate. */
  rng(section: string): Rng {
    return new Rng(`${this.seed}/${section}`);
  }

  /** ISO timestamp `ms` milliseconds before now (whole seconds). */
  ago(ms: number): string {
    return isoSeconds(this.nowMs - Math.round(ms / SECOND) * SECOND);
  }

  /** ISO timestamp for an absolute epoch-ms value (whole seconds). */
  iso(ms: number): string {
    return isoSeconds(Math.floor(ms / SECOND) * SECOND);
  }
}

const dayPrefixes = new Map<number, string>();
const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * `Date#toISOString()` for whole-second instants, without allocating a Date per call (the
 * estate formats a few hundred thousand timestamps; the date part is cached per day).
 */
export function isoSeconds(ms: number): string {
  const day = Math.floor(ms / DAY);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const secs = Math.floor((ms - day * DAY) / SECOND);
  return `${prefix}${pad2(Math.floor(secs / 3600))}:${pad2(Math.floor(secs / 60) % 60)}:${pad2(secs % 60)}.000Z`;
}

/**
 * What the database's insert triggers would compute, so a bulk load that skips triggers stores
 * the same rows: `properties_values` = `{name: text ?? value}` of a properties array.
 */
export function propertiesValues(props: unknown): Record<string, unknown> | null {
  if (!Array.isArray(props)) return null;
  const out: Record<string, unknown> = {};
  for (const p of props as unknown[]) {
    if (typeof p !== 'object' || p === null || Array.isArray(p)) continue;
    const o = p as Record<string, unknown>;
    if (typeof o['name'] !== 'string' || !('text' in o || 'value' in o)) continue;
    out[o['name']] = 'text' in o && o['text'] !== undefined ? o['text'] : o['value'];
  }
  return out;
}

/** `tags_values` of config_items: the tag values ordered by key. */
export function tagsValues(tags: Record<string, string>): string[] {
  return Object.keys(tags)
    .sort()
    .map((k) => tags[k] ?? '');
}
