// PostgREST query pieces for the puller: filters per pass, keyset positions, value quoting.
import type { SyncedCollection } from '../registry/synced-collection.ts';

/** A keyset position: the last row read, as the server printed its cursor and key. */
export interface Position {
  readonly c: string;
  readonly k: string;
}

/** The soft-delete column, when the collection has one. */
export function softDeleteField<T>(spec: SyncedCollection<T>): string | undefined {
  const d = spec.deletion;
  return d.kind === 'soft' || d.kind === 'soft-and-hard' ? d.field : undefined;
}

/**
 * Soft-deleted rows stay in the local copy (greyed in lists) when the engine declares the
 * soft-delete column as its `deletedField`; otherwise they are removed locally.
 */
export function keepsDeleted<T>(spec: SyncedCollection<T>): boolean {
  const field = softDeleteField(spec);
  return field !== undefined && spec.engine.deletedField === field;
}

/** A value inside an `or=(…)`/`in.(…)` list: quoted when it holds a separator. */
export function treeValue(value: string): string {
  const plain = !/[,()"\\]/.test(value) && value === value.trim() && value !== '';
  return plain ? value : `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * The filters every pass applies: the spec's own, the window, and for collections that drop
 * soft-deleted rows `deleted_at=is.null` (their deletions come from the soft-delete pass). When
 * soft-deleted rows are kept, a spec filter on the soft-delete column is left out.
 */
export function baseFilters<T>(spec: SyncedCollection<T>, nowMs: number): [string, string][] {
  const field = softDeleteField(spec);
  const keep = keepsDeleted(spec);
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(spec.source.filters ?? {})) {
    if (keep && name === field) continue;
    out.push([name, value]);
  }
  if (field !== undefined && !keep && !out.some(([name]) => name === field)) out.push([field, 'is.null']);
  const cutoff = windowCutoff(spec, nowMs);
  if (cutoff !== undefined && spec.window) out.push([spec.window.field, `gte.${cutoff}`]);
  return out;
}

/** ISO start of the collection's window, or undefined when it has none. */
export function windowCutoff<T>(spec: SyncedCollection<T>, nowMs: number): string | undefined {
  return spec.window ? new Date(nowMs - spec.window.days * 86_400_000).toISOString() : undefined;
}

/** `or=(c.gt.X,and(c.eq.X,k.gt.Y))`: rows strictly after `pos` in `(cursor, key)` order. */
export function keysetAfter(cursor: string, key: string, pos: Position): string {
  const c = treeValue(pos.c);
  return `(${cursor}.gt.${c},and(${cursor}.eq.${c},${key}.gt.${treeValue(pos.k)}))`;
}

/** `or=(c.lt.X,and(c.eq.X,k.lt.Y))`: rows strictly before `pos` in `(cursor, key)` order. */
export function keysetBefore(cursor: string, key: string, pos: Position): string {
  const c = treeValue(pos.c);
  return `(${cursor}.lt.${c},and(${cursor}.eq.${c},${key}.lt.${treeValue(pos.k)}))`;
}

export function params(entries: readonly (readonly [string, string])[]): URLSearchParams {
  const p = new URLSearchParams();
  for (const [name, value] of entries) p.append(name, value);
  return p;
}
