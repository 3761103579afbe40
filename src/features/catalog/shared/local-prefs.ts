// Catalogue preferences kept in localStorage (spec 02-areas §2.2): favourite (pinned) config
// types, and 'Hide Deleted Catalog' stored as yes/no. Values are parsed; bad values reset.
import { z } from 'zod';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

const FAVOURITES_KEY = 'catalog.favouriteTypes';
const HIDE_DELETED_KEY = 'hideDeletedCatalog';
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the preference lasts this page only.
  }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void): (() => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const favouritesSchema = builtOnFirstUse(() => z.array(z.string()));

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
  const raw = useSyncExternalStore(
    subscribe,
    () => read(FAVOURITES_KEY),
    () => null,
  );
  // One array per stored value: memoized screens (the filter bar) see a change only on a change.
  const favourites = useMemo(() => parseFavourites(raw), [raw]);
  const toggle = useCallback((type: string) => {
    write(FAVOURITES_KEY, JSON.stringify(toggleFavourite(parseFavourites(read(FAVOURITES_KEY)), type)));
  }, []);
  return { favourites, toggle };
}

const hidesDeleted = (raw: string | null) => raw !== 'no';

/** 'Hide Deleted Catalog' as stored now, outside React (the route's first-screen announcement). */
export function readHideDeletedCatalog(): boolean {
  return hidesDeleted(read(HIDE_DELETED_KEY));
}

/** 'Hide Deleted Catalog' (default yes: deleted items are hidden). */
export function useHideDeletedCatalog(): { hideDeleted: boolean; setHideDeleted: (hide: boolean) => void } {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(HIDE_DELETED_KEY),
    () => null,
  );
  const setHideDeleted = useCallback((hide: boolean) => write(HIDE_DELETED_KEY, hide ? 'yes' : 'no'), []);
  return { hideDeleted: hidesDeleted(raw), setHideDeleted };
}
