// Tri-state include/exclude filters (spec 02-areas §4): a value is included (1), excluded (-1) or
// not filtered (absent). Choosing the active state again resets it. One map type for every screen;
// the address encodings differ by screen (the spec's URLs), so each has its named codec here:
//   'suffix'  "healthy:1,unhealthy:-1"  values URI-encoded, a bare value includes (catalogue list)
//   'bang'    "A,!B"                    (catalogue changes)
//   JSON      {"a=b":1,"c=d":-1}        (health labels; see `triStateMapOf`)

export type TriState = 1 | -1;
export type TriStateMap = Readonly<Record<string, TriState>>;
export type TriStateEncoding = 'suffix' | 'bang';

const EMPTY: TriStateMap = Object.freeze({});

/** A value's state: 1, -1, or 0 when it is not filtered. */
export function stateOf(map: TriStateMap, value: string): TriState | 0 {
  return Object.hasOwn(map, value) ? (map[value] ?? 0) : 0;
}

/** Sets `value` to `state`, or clears it when it is already in that state. */
export function toggleTriState(map: TriStateMap, value: string, state: TriState): TriStateMap {
  const next: Record<string, TriState> = { ...map };
  if (next[value] === state) delete next[value];
  else next[value] = state;
  return next;
}

export function withoutValue(map: TriStateMap, value: string): TriStateMap {
  const next: Record<string, TriState> = { ...map };
  delete next[value];
  return next;
}

/** The included and excluded values, in the map's order (what an engine filter takes). */
export function splitTriState(map: TriStateMap): { include: string[]; exclude: string[] } {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const [value, state] of Object.entries(map)) (state === 1 ? include : exclude).push(value);
  return { include, exclude };
}

export function activeCount(map: TriStateMap): number {
  return Object.keys(map).length;
}

/** Any value (parsed JSON, router output) as a tri-state map; bad entries are dropped. */
export function triStateMapOf(value: unknown): TriStateMap {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return EMPTY;
  const out: Record<string, TriState> = {};
  for (const [k, s] of Object.entries(value as Record<string, unknown>)) if (s === 1 || s === -1) out[k] = s;
  return out;
}

/** An address value in `encoding` as a map; bad entries are skipped. */
export function parseTriState(raw: string | undefined, encoding: TriStateEncoding): TriStateMap {
  if (raw === undefined || raw === '') return EMPTY;
  return encoding === 'bang' ? parseBang(raw) : parseSuffix(raw);
}

/** A map in `encoding`; undefined when empty (the key leaves the address). */
export function formatTriState(map: TriStateMap, encoding: TriStateEncoding): string | undefined {
  const entries = Object.entries(map);
  if (entries.length === 0) return undefined;
  return entries
    .map(([v, s]) => (encoding === 'bang' ? (s === -1 ? `!${v}` : v) : `${encodeURIComponent(v)}:${s}`))
    .join(',');
}

function parseBang(raw: string): TriStateMap {
  const out: Record<string, TriState> = {};
  for (const part of raw.split(',')) {
    const v = part.trim();
    if (v === '' || v === '!') continue;
    if (v.startsWith('!')) out[v.slice(1)] = -1;
    else out[v] = 1;
  }
  return out;
}

function parseSuffix(raw: string): TriStateMap {
  const out: Record<string, TriState> = {};
  for (const part of raw.split(',')) {
    if (part === '') continue;
    const at = part.lastIndexOf(':');
    const state = at === -1 ? '1' : part.slice(at + 1);
    const value = safeDecode(at === -1 ? part : part.slice(0, at));
    if (value === '') continue;
    if (state === '1' || state === '-1') out[value] = state === '1' ? 1 : -1;
    else out[safeDecode(part)] = 1;
  }
  return out;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
