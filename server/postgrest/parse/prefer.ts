/** The `Prefer` preferences PostgREST understands; the first occurrence of each wins. */
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: 'exact' | 'planned' | 'estimated' | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missing: 'default' | 'null' | undefined;
}

const ALLOWED: Record<keyof Preferences, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
};

/** Parses every `Prefer` header (the Headers API joins repeated headers with `, `). Unknown items are ignored. */
export function parsePrefer(header: string | null): Preferences {
  const prefs: Record<string, string | undefined> = {};
  for (const item of (header ?? '').split(',')) {
    const [k, v] = item.trim().split('=').map((s) => s.trim());
    if (k === undefined || v === undefined || prefs[k] !== undefined) continue;
    if (k in ALLOWED && ALLOWED[k as keyof Preferences].includes(v)) prefs[k] = v;
  }
  return prefs as unknown as Preferences;
}
