// Result shapes of group and facet counts, and facet counts kept up to date row by row (by value
// code: no hashing per row). Grouping lives in grouping.ts.
import type { Scalar } from './collection.ts';
import type { CodeColumn } from './row-columns.ts';
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

/** Value counts of facet fields over the matched rows, in typed arrays indexed by value code. */
export class FacetCounts<T> {
  private readonly fields: { name: string; column: CodeColumn; counts: Int32Array }[];

  constructor(store: RowStore<T>, names: readonly string[]) {
    this.fields = names.map((name) => {
      const column = store.codeColumn(name);
      return { name, column, counts: new Int32Array(Math.max(8, column.values.length)) };
    });
  }

  add(slot: number): void {
    for (const field of this.fields) {
      const code = field.column.codes[slot]!;
      if (code >= field.counts.length) field.counts = grow(field.counts, code + 1);
      field.counts[code]!++;
    }
  }

  remove(slot: number): void {
    for (const field of this.fields) field.counts[field.column.codes[slot]!]!--;
  }

  /** Adds many slots at once (a tight loop per field over its code column). */
  addAll(slots: Int32Array): void {
    for (const field of this.fields) {
      if (field.column.values.length > field.counts.length)
        field.counts = grow(field.counts, field.column.values.length);
      const codes = field.column.codes;
      const counts = field.counts;
      for (let j = 0; j < slots.length; j++) counts[codes[slots[j]!]!]!++;
    }
  }

  result(): Record<string, ValueCount[]> {
    const out: Record<string, ValueCount[]> = {};
    for (const field of this.fields) {
      const list: ValueCount[] = [];
      field.counts.forEach((count, code) => {
        if (count > 0) list.push({ value: field.column.values[code]!, count });
      });
      out[field.name] = list.sort(byCountThenValue);
    }
    return out;
  }
}

function grow(counts: Int32Array, need: number): Int32Array {
  const grown = new Int32Array(Math.max(need, counts.length * 2));
  grown.set(counts);
  return grown;
}
