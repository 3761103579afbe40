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
  /** With several `groupBy` levels: this group's rows grouped by the next level. */
  readonly groups?: readonly GroupResult[];
}

/** Orders by count descending, then value ascending with null last. */
export function byCountThenValue(a: ValueCount, b: ValueCount): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.value === b.value) return 0;
  if (a.value === null) return 1;
  if (b.value === null) return -1;
  return a.value < b.value ? -1 : 1;
}

interface GroupState<T> {
  count: number;
  /** Per countBy field, counts indexed by value code. */
  readonly countBy: number[][];
  readonly sums: number[];
  readonly max: (number | null)[];
  stale: boolean;
  /** The next level's groups of this group's rows (multi-level grouping). */
  children: Grouping<T> | undefined;
}

type Column = readonly Scalar[];

/**
 * Small integer codes for a field's values: the facet index's codes when the field has one (no
 * hashing per row), else a dictionary filled as values are seen.
 */
export class ValueCodes {
  readonly codeOf: (slot: number) => number;
  readonly valueOf: (code: number) => Scalar;
  /** The code column itself when the field has a facet index (bulk loops read it directly). */
  readonly direct: readonly number[] | undefined;

  constructor(codes: readonly number[] | undefined, values: readonly Scalar[], read: (slot: number) => Scalar) {
    this.direct = codes;
    if (codes) {
      this.codeOf = (slot) => codes[slot]!;
      this.valueOf = (code) => values[code]!;
      return;
    }
    const dictionary = new Map<Scalar, number>();
    const seen: Scalar[] = [];
    this.codeOf = (slot) => {
      const value = read(slot);
      let code = dictionary.get(value);
      if (code === undefined) {
        code = seen.push(value) - 1;
        dictionary.set(value, code);
      }
      return code;
    };
    this.valueOf = (code) => seen[code]!;
  }

  static forField<T>(store: RowStore<T>, name: string): ValueCodes {
    const index = store.indexes.get(name);
    const values = store.scalars.get(name) ?? [];
    return new ValueCodes(index?.codes, index?.values ?? [], (slot) => values[slot]!);
  }
}

function countsOf(codes: ValueCodes, counts: readonly number[]): ValueCount[] {
  const out: ValueCount[] = [];
  counts.forEach((count, code) => {
    if (count > 0) out.push({ value: codes.valueOf(code), count });
  });
  return out.sort(byCountThenValue);
}

/** Groups of matched rows by one or more nested levels, kept up to date row by row. */
export class Grouping<T> {
  private readonly groups: (GroupState<T> | undefined)[] = [];
  private readonly nextLevels: readonly GroupBy[];
  private readonly keys: ValueCodes;
  private readonly countBy: { name: string; codes: ValueCodes }[];
  private readonly sums: { name: string; values: Column }[];
  private readonly maxes: { name: string; values: Column; timestamp: boolean }[];

  constructor(
    private readonly store: RowStore<T>,
    levels: readonly GroupBy[],
  ) {
    const spec = levels[0];
    if (!spec) throw new RangeError('grouping needs at least one level');
    this.nextLevels = levels.slice(1);
    const column = (name: string) => store.scalars.get(name) ?? [];
    const aggregates = spec.aggregates ?? {};
    this.countBy = (aggregates.countBy ?? []).map((name) => ({ name, codes: ValueCodes.forField(store, name) }));
    this.sums = (aggregates.sum ?? []).map((name) => ({ name, values: column(name) }));
    this.maxes = (aggregates.max ?? []).map((name) => ({
      name,
      values: column(name),
      timestamp: store.collection.fields.get(name)?.kind === 'timestamp',
    }));
    const mapKey = spec.key;
    if (mapKey === undefined) this.keys = ValueCodes.forField(store, spec.field);
    else {
      const maps = store.maps.get(spec.field) ?? [];
      this.keys = new ValueCodes(undefined, [], (slot) => maps[slot]?.[mapKey] ?? null);
    }
  }

  add(slot: number): void {
    const code = this.keys.codeOf(slot);
    let group = this.groups[code];
    if (!group) {
      const children = this.nextLevels.length > 0 ? new Grouping(this.store, this.nextLevels) : undefined;
      group = { count: 0, countBy: this.countBy.map(() => []), sums: this.sums.map(() => 0), max: this.maxes.map(() => null), stale: false, children };
      this.groups[code] = group;
    }
    group.count++;
    group.children?.add(slot);
    for (let i = 0; i < this.countBy.length; i++) {
      const counts = group.countBy[i]!;
      const value = this.countBy[i]!.codes.codeOf(slot);
      counts[value] = (counts[value] ?? 0) + 1;
    }
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

  /**
   * Adds many slots at once: one tight loop per aggregate over facet code columns instead of a
   * closure call per row and field (a 100k-row group-by in a few ms instead of tens).
   */
  addAll(slots: Int32Array): void {
    const keyCodes = this.keys.direct;
    if (this.nextLevels.length > 0 || !keyCodes || this.countBy.some((f) => !f.codes.direct)) {
      for (const slot of slots) this.add(slot);
      return;
    }
    const groups = this.groups;
    const touched: GroupState<T>[] = [];
    for (let j = 0; j < slots.length; j++) {
      const code = keyCodes[slots[j]!]!;
      let group = groups[code];
      if (!group) {
        group = { count: 0, countBy: this.countBy.map(() => []), sums: this.sums.map(() => 0), max: this.maxes.map(() => null), stale: false, children: undefined };
        groups[code] = group;
      }
      if (group.count === 0) touched.push(group);
      group.count++;
    }
    this.countBy.forEach((field, i) => {
      const codes = field.codes.direct!;
      for (let j = 0; j < slots.length; j++) {
        const slot = slots[j]!;
        const counts = groups[keyCodes[slot]!]!.countBy[i]!;
        const value = codes[slot]!;
        counts[value] = (counts[value] ?? 0) + 1;
      }
    });
    this.sums.forEach((field, i) => {
      const values = field.values;
      for (let j = 0; j < slots.length; j++) {
        const slot = slots[j]!;
        const value = values[slot];
        if (typeof value === 'number') groups[keyCodes[slot]!]!.sums[i]! += value;
      }
    });
    this.maxes.forEach((field, i) => {
      const values = field.values;
      for (let j = 0; j < slots.length; j++) {
        const slot = slots[j]!;
        const value = values[slot];
        if (typeof value !== 'number') continue;
        const max = groups[keyCodes[slot]!]!.max;
        const current = max[i]!;
        if (current === null || value > current) max[i] = value;
      }
    });
  }

  remove(slot: number): void {
    const code = this.keys.codeOf(slot);
    const group = this.groups[code];
    if (!group) return;
    if (--group.count === 0) {
      this.groups[code] = undefined;
      return;
    }
    group.children?.remove(slot);
    for (let i = 0; i < this.countBy.length; i++) group.countBy[i]![this.countBy[i]!.codes.codeOf(slot)]!--;
    for (let i = 0; i < this.sums.length; i++) {
      const value = this.sums[i]!.values[slot];
      if (typeof value === 'number') group.sums[i]! -= value;
    }
    for (let i = 0; i < this.maxes.length; i++) if (this.maxes[i]!.values[slot] === group.max[i]) group.stale = true;
  }

  /** Recomputes the maxima of groups whose maximum row left; `members` visits every matched slot. */
  refresh(members: (visit: (slot: number) => void) => void): void {
    if (!this.markStale()) return;
    members((slot) => this.revisit(slot));
    this.clearStale();
  }

  /** Clears the maxima of stale groups at every level; returns whether there were any. */
  private markStale(): boolean {
    let any = false;
    for (const group of this.groups) {
      if (!group) continue;
      if (group.stale) {
        group.max.fill(null);
        any = true;
      }
      if (group.children?.markStale()) any = true;
    }
    return any;
  }

  private revisit(slot: number): void {
    const group = this.groups[this.keys.codeOf(slot)];
    if (!group) return;
    if (group.stale)
      for (let i = 0; i < this.maxes.length; i++) {
        const value = this.maxes[i]!.values[slot];
        const current = group.max[i]!;
        if (typeof value === 'number' && (current === null || value > current)) group.max[i] = value;
      }
    group.children?.revisit(slot);
  }

  private clearStale(): void {
    for (const group of this.groups) {
      if (!group) continue;
      group.stale = false;
      group.children?.clearStale();
    }
  }

  result(): GroupResult[] {
    const out: GroupResult[] = [];
    this.groups.forEach((group, code) => {
      if (!group) return;
      const counts: Record<string, readonly ValueCount[]> = {};
      this.countBy.forEach((f, i) => (counts[f.name] = countsOf(f.codes, group.countBy[i]!)));
      const sums: Record<string, number> = {};
      this.sums.forEach((f, i) => (sums[f.name] = roundSum(group.sums[i]!)));
      const max: Record<string, number | string | null> = {};
      this.maxes.forEach((f, i) => {
        const value = group.max[i]!;
        max[f.name] = value !== null && f.timestamp ? new Date(value).toISOString() : value;
      });
      const result: GroupResult = { key: this.keys.valueOf(code), count: group.count, aggregates: { counts, sums, max } };
      out.push(group.children ? { ...result, groups: group.children.result() } : result);
    });
    return out.sort((a, b) => byCountThenValue({ value: a.key, count: a.count }, { value: b.key, count: b.count }));
  }
}

/** Sums kept by adding and subtracting drift in the last bits; round so rebuilds compare equal. */
function roundSum(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Value counts of facet fields over the matched rows (by facet code: no hashing per row). */
export class FacetCounts<T> {
  private readonly fields: { name: string; codes: ValueCodes; counts: number[] }[];

  constructor(store: RowStore<T>, names: readonly string[]) {
    this.fields = names.map((name) => ({ name, codes: ValueCodes.forField(store, name), counts: [] }));
  }

  add(slot: number): void {
    for (const field of this.fields) {
      const code = field.codes.codeOf(slot);
      field.counts[code] = (field.counts[code] ?? 0) + 1;
    }
  }

  remove(slot: number): void {
    for (const field of this.fields) field.counts[field.codes.codeOf(slot)]!--;
  }

  /** Adds many slots at once (a tight loop per field over its code column). */
  addAll(slots: Int32Array): void {
    for (const field of this.fields) {
      const direct = field.codes.direct;
      const counts = field.counts;
      if (!direct) {
        for (const slot of slots) this.addOne(field, slot);
        continue;
      }
      for (let j = 0; j < slots.length; j++) {
        const code = direct[slots[j]!]!;
        counts[code] = (counts[code] ?? 0) + 1;
      }
    }
  }

  private addOne(field: { codes: ValueCodes; counts: number[] }, slot: number): void {
    const code = field.codes.codeOf(slot);
    field.counts[code] = (field.counts[code] ?? 0) + 1;
  }

  result(): Record<string, ValueCount[]> {
    const out: Record<string, ValueCount[]> = {};
    for (const field of this.fields) out[field.name] = countsOf(field.codes, field.counts);
    return out;
  }
}
