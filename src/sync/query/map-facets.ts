// Counts of a map field's key=value pairs (labels, tags) over the matched rows, by pair code: a
// label filter can offer every pair with its count instead of those seen in a sample of rows.
import type { MapFacet } from './query-schema.ts';
import type { MapPairs, RowStore } from './row-store.ts';

/** One key=value pair (or, for `keysOnly`, one key with value null) and its row count. */
export interface MapValueCount {
  readonly key: string;
  readonly value: string | null;
  readonly count: number;
}

/** Count descending, then key, then value (UTF-16 order, like the rest of the engine). */
export function byCountThenPair(a: MapValueCount, b: MapValueCount): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  if (a.value === b.value) return 0;
  if (a.value === null) return 1;
  if (b.value === null) return -1;
  return a.value < b.value ? -1 : 1;
}

/** Pair counts of one map field, kept up to date row by row. */
export class MapFacetCounts<T> {
  private readonly pairs: MapPairs;
  private counts: Int32Array;

  constructor(
    store: RowStore<T>,
    readonly facet: MapFacet,
  ) {
    this.pairs = store.mapPairs(facet.field);
    this.counts = new Int32Array(Math.max(16, this.pairs.keys.length));
  }

  add(slot: number): void {
    const codes = this.pairs.pairs[slot];
    if (!codes) return;
    for (const code of codes) {
      if (code >= this.counts.length) this.grow(code + 1);
      this.counts[code]!++;
    }
  }

  /** Call before the slot's map changes. */
  remove(slot: number): void {
    const codes = this.pairs.pairs[slot];
    if (codes) for (const code of codes) this.counts[code]!--;
  }

  addAll(slots: Int32Array): void {
    if (this.pairs.keys.length > this.counts.length) this.grow(this.pairs.keys.length);
    const counts = this.counts;
    const bySlot = this.pairs.pairs;
    for (let j = 0; j < slots.length; j++) {
      const codes = bySlot[slots[j]!];
      if (codes) for (let k = 0; k < codes.length; k++) counts[codes[k]!]!++;
    }
  }

  result(): MapValueCount[] {
    const { key: only, keysOnly, limit } = this.facet;
    const { keys, values } = this.pairs;
    const out: MapValueCount[] = [];
    if (keysOnly) {
      // Each row has a key at most once, so a key's count is the sum of its pairs' counts.
      const perKey = new Map<string, number>();
      this.counts.forEach((count, code) => {
        const key = keys[code]!;
        if (count > 0 && (only === undefined || key === only)) perKey.set(key, (perKey.get(key) ?? 0) + count);
      });
      for (const [key, count] of perKey) out.push({ key, value: null, count });
    } else
      this.counts.forEach((count, code) => {
        if (count > 0 && (only === undefined || keys[code] === only)) out.push({ key: keys[code]!, value: values[code]!, count });
      });
    return out.sort(byCountThenPair).slice(0, limit);
  }

  private grow(need: number): void {
    const grown = new Int32Array(Math.max(need, this.counts.length * 2));
    grown.set(this.counts);
    this.counts = grown;
  }
}
