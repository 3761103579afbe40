// What the palette remembers in this browser: the entries opened or run from it and the texts
// searched, most recent first, per signed-in user (titles and paths only: no secrets). Kept with
// usePersistedPref, so every open palette sees the same lists.
import { z } from 'zod';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';
import { usePersistedPref } from '../../lib/screen-state/use-persisted-pref.ts';
import { SEARCH_KIND, type PaletteEntry } from './ranking.ts';

export const MAX_RECENT_ENTRIES = 12;
export const MAX_RECENT_SEARCHES = 5;

const recentEntriesSchema = builtOnFirstUse(() =>
  z.array(
    z.object({
      key: z.string(),
      kind: z.string(),
      title: z.string(),
      detail: z.string().nullable(),
      icon: z.custom<PaletteEntry['icon']>((v) => typeof v === 'string' && v !== ''),
      href: z.string().startsWith('/').nullable(),
      rank: z.literal(0),
    }),
  ),
);
const recentSearchesSchema = builtOnFirstUse(() => z.array(z.string()));
/** Stable defaults (the hook memoizes on them). */
const noEntries: PaletteEntry[] = [];
const noSearches: string[] = [];

/** `entry` first, without an earlier copy, at most `max`. */
export function remember<T>(list: readonly T[], entry: T, same: (a: T) => boolean, max: number): T[] {
  return [entry, ...list.filter((e) => !same(e))].slice(0, max);
}

/** The remembered entries and searches of `userId`, and the functions that add to them. */
export function usePaletteRecents(userId: string) {
  const [entries, setEntries] = usePersistedPref<PaletteEntry[]>(
    `mc.palette.recent-entries.${userId}`,
    recentEntriesSchema,
    noEntries,
  );
  const [searches, setSearches] = usePersistedPref<string[]>(
    `mc.palette.recent-searches.${userId}`,
    recentSearchesSchema,
    noSearches,
  );
  return {
    entries,
    searches,
    rememberEntry: (entry: PaletteEntry) => {
      if (entry.kind === SEARCH_KIND) return;
      setEntries((list) =>
        remember(list, { ...entry, rank: 0 }, (e) => e.key === entry.key, MAX_RECENT_ENTRIES),
      );
    },
    rememberSearch: (text: string) => {
      const trimmed = text.trim();
      if (trimmed === '') return;
      setSearches((list) =>
        remember(list, trimmed, (s) => s.toLowerCase() === trimmed.toLowerCase(), MAX_RECENT_SEARCHES),
      );
    },
  };
}
