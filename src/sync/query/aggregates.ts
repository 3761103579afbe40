// Group and facet counts kept up to date row by row: adding or removing one matched row adjusts
// counts and sums; a removed maximum marks its group for a rescan at result time.
import type { Scalar } from './collection.ts';
import type { GroupBy } from './query-schema.ts';
import type { RowStore } from './row-store.ts';

export interface ValueCount {
  readonly value: Scalar;
  readonly count: number;
}

export interface GroupAggregates {
  /** Per countBy field, counts by value (e.g. health → healthy: 3, unhealthy: 1). */
  readonly counts: Readonly<Record<string, readonly ValueCount[]>>;
  /** Per sum field, the total over the group (null values skipped). */
  readonly sums: Readonly<Record<string, number>>;
  /** Per max field, the largest value (timestamps as ISO strings), or null. */
  readonly max: Readonly<Record<string, number | string | null>>;
}

export interface GroupResult {
  readonly key: Scalar;
  readonly count: number;
  readonly aggregates: GroupAggregates;
}

/** Orders by count descending, then value ascending with null last. */
export function byCountThenValue(a: ValueCount, b: ValueCount): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.value === b.value) return 0;
  if (a.value === null) return 1;
  if (b.value === null) return -1;
  return a.value < b.value ? -1 : 1;
}

export function bump(counts: Map<Scalar, number>, value: Scalar, delta: number): void {
  const next = (counts.get(value) ?? 0) + delta;
  if (next === 0) counts.delete(value);
  else counts.set(value, next);
}

export function sortedCounts(counts: Map<Scalar, number>): ValueCount[] {
  return [...counts].map(([value, count]) => ({ value, count })).sort(byCountThenValue);
}

interface GroupState {
  count: number;
  readonly countBy: Map<Scalar, number>[];
  readonly sums: number[];
  readonly max: (number | null)[];
  stale: boolean;
}

type Column = readonly Scalar[];

export class Grouping<T> {
  private readonly groups = new Map<Scalar, GroupState>();
  private readonly keyOf: (slot: number) => Scalar;
  private readonly countBy: { name: string; values: Column }[];
  private readonly sums: { name: string; values: Column }[];
  private readonly maxes: { name: string; values: Column; timestamp: boolean }[];

  constructor(store: RowStore<T>, spec: GroupBy) {
    const column = (name: string) => store.scalars.get(name) ?? [];
    const aggregates = spec.aggregates ?? {};
    this.countBy = (aggregates.countBy ?? []).map((name) => ({ name, values: column(name) }));
    this.sums = (aggregates.sum ?? []).map((name) => ({ name, values: column(name) }));
    this.maxes = (aggregates.max ?? []).map((name) => ({
      name,
      values: column(name),
      timestamp: store.collection.fields.get(name)?.kind === 'timestamp',
    }));
    const mapKey = spec.key;
    if (mapKey === undefined) {
      const values = column(spec.field);
      this.keyOf = (slot) => values[slot]!;
    } else {
      const maps = store.maps.get(spec.field) ?? [];
      this.keyOf = (slot) => maps[slot]?.[mapKey] ?? null;
    }
  }

  add(slot: number): void {
    const key = this.keyOf(slot);
    let group = this.groups.get(key);
    if (!group) {
      group = { count: 0, countBy: this.countBy.map(() => new Map<Scalar, number>()), sums: this.sums.map(() => 0), max: this.maxes.map(() => null), stale: false };
      this.groups.set(key, group);
    }
    group.count++;
    for (let i = 0; i < this.countBy.length; i++) bump(group.countBy[i]!, this.countBy[i]!.values[slot]!, 1);
    for (let i = 0; i < this.sums.length; i++) {
      const value = this.sums[i]!.values[slot];
      if (typeof value === 'number') group.sums[i]! += value;
    }
    for (let i = 0; i < this.maxes.length; i++) {
      const value = this.maxes[i]!.values[slot];
      const current = group.max[i]!;
      if (typeof value === 'number' && (current === null || value > current)) group.max[i] = value;
    }
  }

  remove(slot: number): void {
    const key = this.keyOf(slot);
    const group = this.groups.get(key);
    if (!group) return;
    if (--group.count === 0) {
      this.groups.delete(key);
      return;
    }
    for (let i = 0; i < this.countBy.length; i++) bump(group.countBy[i]!, this.countBy[i]!.values[slot]!, -1);
    for (let i = 0; i < this.sums.length; i++) {
      const value = this.sums[i]!.values[slot];
      if (typeof value === 'number') group.sums[i]! -= value;
    }
    for (let i = 0; i < this.maxes.length; i++) if (this.maxes[i]!.values[slot] === group.max[i]) group.stale = true;
  }

  /** Recomputes the maxima of groups whose maximum row left; `members` visits every matched slot. */
  refresh(members: (visit: (slot: number) => void) => void): void {
    const stale = [...this.groups].filter(([, group]) => group.stale);
    if (stale.length === 0) return;
    for (const [, group] of stale) group.max.fill(null);
    const staleKeys = new Map(stale);
    members((slot) => {
      const group = staleKeys.get(this.keyOf(slot));
      if (!group) return;
      for (let i = 0; i < this.maxes.length; i++) {
        const value = this.maxes[i]!.values[slot];
        const current = group.max[i]!;
        if (typeof value === 'number' && (current === null || value > current)) group.max[i] = value;
      }
    });
    for (const [, group] of stale) group.stale = false;
  }

  result(): GroupResult[] {
    const out: GroupResult[] = [];
    for (const [key, group] of this.groups) {
      const counts: Record<string, readonly ValueCount[]> = {};
      this.countBy.forEach((f, i) => (counts[f.name] = sortedCounts(group.countBy[i]!)));
      const sums: Record<string, number> = {};
      this.sums.forEach((f, i) => (sums[f.name] = roundSum(group.sums[i]!)));
      const max: Record<string, number | string | null> = {};
      this.maxes.forEach((f, i) => {
        const value = group.max[i]!;
        max[f.name] = value !== null && f.timestamp ? new Date(value).toISOString() : value;
      });
      out.push({ key, count: group.count, aggregates: { counts, sums, max } });
    }
    return out.sort((a, b) => byCountThenValue({ value: a.key, count: a.count }, { value: b.key, count: b.count }));
  }
}

/** Sums kept by adding and subtracting drift in the last bits; round so rebuilds compare equal. */
function roundSum(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Value counts of facet fields over the matched rows. */
export class FacetCounts<T> {
  private readonly fields: { name: string; values: Column; counts: Map<Scalar, number> }[];

  constructor(store: RowStore<T>, names: readonly string[]) {
    this.fields = names.map((name) => ({ name, values: store.scalars.get(name) ?? [], counts: new Map() }));
  }

  add(slot: number): void {
    for (const field of this.fields) bump(field.counts, field.values[slot]!, 1);
  }

  remove(slot: number): void {
    for (const field of this.fields) bump(field.counts, field.values[slot]!, -1);
  }

  result(): Record<string, ValueCount[]> {
    const out: Record<string, ValueCount[]> = {};
    for (const field of this.fields) out[field.name] = sortedCounts(field.counts);
    return out;
  }
}
