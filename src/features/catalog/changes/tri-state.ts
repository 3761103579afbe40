// Tri-state filters (spec 02-areas §4): a value is included (1), excluded (-1) or not filtered (0).
// In the URL and on the wire they are "A,!B" lists. Choosing the active state again resets it.

export type TriState = 1 | -1;
export type TriStateMap = Readonly<Record<string, TriState>>;

export function parseTriState(value: string | undefined): TriStateMap {
  const out: Record<string, TriState> = {};
  for (const raw of (value ?? '').split(',')) {
    const v = raw.trim();
    if (v === '' || v === '!') continue;
    if (v.startsWith('!')) out[v.slice(1)] = -1;
    else out[v] = 1;
  }
  return out;
}

export function formatTriState(map: TriStateMap): string | undefined {
  const parts = Object.entries(map).map(([k, s]) => (s === -1 ? `!${k}` : k));
  return parts.length > 0 ? parts.join(',') : undefined;
}

/** Sets `key` to `state`, or clears it when it is already in that state. */
export function toggleTriState(map: TriStateMap, key: string, state: TriState): TriStateMap {
  const next: Record<string, TriState> = { ...map };
  if (next[key] === state) delete next[key];
  else next[key] = state;
  return next;
}

export function withoutKey(map: TriStateMap, key: string): TriStateMap {
  const next: Record<string, TriState> = { ...map };
  delete next[key];
  return next;
}
