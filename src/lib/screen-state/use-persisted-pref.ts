// Preferences kept in this browser (localStorage), one way for every screen.
//
// Keys are named `mc.<area>.<name>` in kebab case ('mc.catalog.hide-deleted'). A value is stored as
// JSON and parsed with the caller's zod schema on the way out: a missing, unreadable or invalid
// value is the default, and a value equal to the default is removed (so "None clears it").
// Storage that refuses (private mode, full disk) is not an error: the choice then lasts for this
// page. Every hook on a key updates together, in this tab and, through `storage` events, others.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { sameJson } from '../same-json.ts';

export interface PrefOptions {
  /** Keys this preference was stored under before, read while the key itself is absent. */
  readonly formerKeys?: readonly string[] | undefined;
}

/** Values that storage refused to keep, so the choice holds for this page. */
const unsaved = new Map<string, string | null>();
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readRaw(key: string, formerKeys: readonly string[] = []): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null;
  try {
    for (const k of [key, ...formerKeys]) {
      const raw = storage()?.getItem(k) ?? null;
      if (raw !== null) return raw;
    }
  } catch {
    // Storage blocked: nothing stored.
  }
  return null;
}

function parseRaw<T>(raw: string | null, schema: z.ZodType<T>, defaultValue: T): T {
  if (raw === null) return defaultValue;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    // Stored before values were JSON (a bare word): the schema may still read it.
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : defaultValue;
}

function notify(): void {
  listeners.forEach((l) => l());
}

function onStorageEvent(event: StorageEvent): void {
  if (event.key !== null) unsaved.delete(event.key);
  else unsaved.clear();
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorageEvent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorageEvent);
  };
}

/** The preference as stored now, outside React (route loaders, first-screen announcements). */
export function readPersistedPref<T>(
  key: string,
  schema: z.ZodType<T>,
  defaultValue: T,
  options?: PrefOptions,
): T {
  return parseRaw(readRaw(key, options?.formerKeys), schema, defaultValue);
}

/** Stores `value` (the default removes the key, and any former keys); never throws. */
export function writePersistedPref<T>(key: string, value: T, defaultValue: T, options?: PrefOptions): void {
  const raw = sameJson(value, defaultValue) ? null : JSON.stringify(value);
  try {
    const store = storage();
    if (store === undefined) throw new Error('no storage');
    for (const k of options?.formerKeys ?? []) store.removeItem(k);
    if (raw === null) store.removeItem(key);
    else store.setItem(key, raw);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, raw);
  }
  notify();
}

/** A persisted preference and its setter (a value, or a function of the current value). */
export function usePersistedPref<T>(
  key: string,
  schema: z.ZodType<T>,
  defaultValue: T,
  options?: PrefOptions,
): [T, (next: T | ((current: T) => T)) => void] {
  const formerKeys = options?.formerKeys;
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key, formerKeys),
    () => null,
  );
  // One value per stored text: memoized children see a change only on a change.
  const value = useMemo(() => parseRaw(raw, schema, defaultValue), [raw, schema, defaultValue]);
  const setValue = useCallback(
    (next: T | ((current: T) => T)) => {
      const current = parseRaw(readRaw(key, formerKeys), schema, defaultValue);
      const resolved = typeof next === 'function' ? (next as (c: T) => T)(current) : next;
      writePersistedPref(key, resolved, defaultValue, { formerKeys });
    },
    [key, schema, defaultValue, formerKeys],
  );
  return [value, setValue];
}
