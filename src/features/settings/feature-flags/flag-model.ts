// What the Feature Flags table shows (spec 02-areas §2.13, §3, §4): the synced `properties` rows
// joined by name with the merged `GET /api/properties` list, which alone knows a flag's source
// and description. Local flags (the server's own settings) are listed too and are read-only; as
// on the server, a local flag shadows a database row of the same name.
import type { PropertyRow } from '../../../sync/collections/feature-flags.ts';
import type { MergedProperty } from './property-list.ts';
import type { FlagSort } from './url-state.ts';

/** The source of a flag the server reads from its own settings (spec §3 "local flags are read-only"). */
export const LOCAL_SOURCE = 'local';
const DATABASE_SOURCE = 'db';

export const CANNOT_EDIT_LOCAL = 'Cannot edit local feature flags';
export const PROVIDE_ALL_DETAILS = 'please provide all details';
export const ADDED = 'Feature flag added successfully';
export const UPDATED = 'Feature flag updated successfully';
export const REMOVED = 'Feature flag removed successfully';

export interface FlagView {
  readonly name: string;
  readonly value: string;
  readonly description: string;
  readonly source: string;
  readonly createdBy: string;
  readonly createdAt: string | null;
  readonly updatedAt: string | null;
  /** A write of it waits in the outbox. */
  readonly pending: boolean;
  readonly readOnly: boolean;
  /** The database row (undefined for a local flag). */
  readonly row: PropertyRow | undefined;
}

const fromLocal = (p: MergedProperty): FlagView => ({
  name: p.name,
  value: p.value,
  description: p.description,
  source: p.source,
  createdBy: '',
  createdAt: null,
  updatedAt: null,
  pending: false,
  readOnly: true,
  row: undefined,
});

const fromRow = (row: PropertyRow, listed: MergedProperty | undefined): FlagView => ({
  name: row.name,
  value: row.value,
  description: listed?.description ?? '',
  source: listed?.source ?? DATABASE_SOURCE,
  createdBy: row.creator?.name ?? '',
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  pending: row.local_pending !== undefined,
  readOnly: false,
  row,
});

const SORT_VALUE: Record<FlagSort['sort'], (f: FlagView) => string> = {
  name: (f) => f.name,
  value: (f) => f.value,
  created_by: (f) => f.createdBy,
  created_at: (f) => f.createdAt ?? '',
  updated_at: (f) => f.updatedAt ?? '',
};

/** Orders two flags as the table's sort does (timestamps are ISO, so text order is time order). */
export function compareFlags(sort: FlagSort): (a: FlagView, b: FlagView) => number {
  const value = SORT_VALUE[sort.sort];
  const sign = sort.dir === 'desc' ? -1 : 1;
  return (a, b) => sign * value(a).localeCompare(value(b));
}

/**
 * The table's rows: the database rows in the engine's order, with the local flags (sorted alike)
 * merged in, and database rows that a local flag shadows left out.
 */
export function flagViews(
  rows: readonly PropertyRow[],
  merged: readonly MergedProperty[],
  sort: FlagSort,
): FlagView[] {
  const listed = new Map(merged.map((p) => [p.name, p]));
  const locals = merged.filter((p) => p.source === LOCAL_SOURCE).map(fromLocal);
  const shadowed = new Set(locals.map((f) => f.name));
  const fromDb = rows.filter((r) => !shadowed.has(r.name)).map((r) => fromRow(r, listed.get(r.name)));
  if (locals.length === 0) return fromDb;
  const cmp = compareFlags(sort);
  locals.sort(cmp);
  const out: FlagView[] = [];
  let i = 0;
  for (const flag of fromDb) {
    while (i < locals.length && cmp(locals[i] as FlagView, flag) < 0) out.push(locals[i++] as FlagView);
    out.push(flag);
  }
  return out.concat(locals.slice(i));
}

export interface FlagForm {
  readonly name: string;
  readonly value: string;
}

/** Spec §5: name and value are both required. */
export function flagFormError(form: FlagForm): string | undefined {
  return form.name.trim() === '' || form.value.trim() === '' ? PROVIDE_ALL_DETAILS : undefined;
}

/** The shell's flags as they are once `name` holds `value` (undefined: removed), for the navigation. */
export function flagsWithChange(
  disabled: readonly string[],
  name: string,
  value: string | undefined,
): string[] {
  if (!name.endsWith('.disable')) return [...disabled];
  const feature = name.slice(0, -'.disable'.length);
  const others = disabled.filter((f) => f !== feature);
  const off = value !== undefined && value.trim().toLowerCase() === 'true';
  return off ? [...others, feature].sort() : others;
}
