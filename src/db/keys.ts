import type { Key } from './store.ts';

/** Orders keys the way IndexedDB does: numbers before strings, then by value. */
export function compareKeys(a: Key, b: Key): number {
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Reads `row[field]` as a key, or undefined when it is not a string or a finite number. */
export function keyOf(row: unknown, field: string): Key | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const value = (row as Record<string, unknown>)[field];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return undefined;
}
