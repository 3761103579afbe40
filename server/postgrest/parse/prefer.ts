/** The `Prefer` preferences PostgREST understands; the first occurrence of each wins. */
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: 'exact' | 'planned' | 'estimated' | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missing: 'default' | 'null' | undefined;
  handling: 'strict' | 'lenient' | undefined;
  /** `max-affected=N`, enforced on PATCH/DELETE only with `handling=strict`. */
  maxAffected: number | undefined;
}

const ALLOWED: Record<keyof Preferences, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  maxAffected: [],
};

/** Parses every `Prefer` header (the Headers API joins repeated headers with `, `). Unknown items are ignored. */
export function parsePrefer(header: string | null): Preferences {
  const prefs: Record<string, string | undefined> = {};
  for (const item of (header ?? '').split(',')) {
    const [k, v] = item
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (k === undefined || v === undefined) continue;
    if (k === 'max-affected') {
      if (prefs['maxAffected'] === undefined && /^\d+$/.test(v)) prefs['maxAffected'] = v;
      continue;
    }
    if (prefs[k] !== undefined) continue;
    if (k in ALLOWED && ALLOWED[k as keyof Preferences].includes(v)) prefs[k] = v;
  }
  const max = prefs['maxAffected'];
  return { ...prefs, maxAffected: max === undefined ? undefined : Number(max) } as unknown as Preferences;
}
