// Catalogue preferences kept in this browser (spec 02-areas §2.2), through the screen-state kit:
// favourite (pinned) config types, 'Hide Deleted Catalog' and 'Hide Deleted Config Changes'.
// Values stored under the keys of earlier versions stay readable (`formerKeys`).
import { z } from 'zod';
import { useCallback } from 'react';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import { readPersistedPref, usePersistedPref } from '../../../lib/screen-state/use-persisted-pref.ts';

const favouritesSchema = builtOnFirstUse(() => z.array(z.string()));
/** Booleans, and the yes/no words earlier versions stored. */
const yesNoSchema = builtOnFirstUse(() =>
  z.union([z.boolean(), z.enum(['yes', 'no']).transform((v) => v === 'yes')]),
);

const NO_FAVOURITES: readonly string[] = [];
const FAVOURITES = { key: 'mc.catalog.favourite-types', formerKeys: ['catalog.favouriteTypes'] } as const;
const HIDE_DELETED = { key: 'mc.catalog.hide-deleted', formerKeys: ['hideDeletedCatalog'] } as const;
const HIDE_DELETED_CHANGES = 'mc.catalog.hide-deleted-config-changes';

/** Stored favourites as text → the list (bad or unreadable values are no favourites). */
export function parseFavourites(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const parsed = favouritesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Pins `type` when not pinned, unpins it otherwise; returns the new list. */
export function toggleFavourite(list: readonly string[], type: string): string[] {
  return list.includes(type) ? list.filter((t) => t !== type) : [...list, type];
}

export function useFavouriteTypes(): { favourites: readonly string[]; toggle: (type: string) => void } {
  const [favourites, setFavourites] = usePersistedPref(
    FAVOURITES.key,
    favouritesSchema,
    NO_FAVOURITES,
    FAVOURITES,
  );
  const toggle = useCallback(
    (type: string) => setFavourites((list) => toggleFavourite(list, type)),
    [setFavourites],
  );
  return { favourites, toggle };
}

/** 'Hide Deleted Catalog' as stored now, outside React (the route's first-screen announcement). */
export function readHideDeletedCatalog(): boolean {
  return readPersistedPref(HIDE_DELETED.key, yesNoSchema, true, HIDE_DELETED);
}

/** 'Hide Deleted Catalog' (default yes: deleted items are hidden). */
export function useHideDeletedCatalog(): { hideDeleted: boolean; setHideDeleted: (hide: boolean) => void } {
  const [hideDeleted, setHideDeleted] = usePersistedPref(HIDE_DELETED.key, yesNoSchema, true, HIDE_DELETED);
  return { hideDeleted, setHideDeleted };
}

/** 'Hide Deleted Config Changes' (default yes), on a config item's Changes tab. */
export function useHideDeletedChanges(): [boolean, (value: boolean) => void] {
  return usePersistedPref(HIDE_DELETED_CHANGES, yesNoSchema, true);
}
