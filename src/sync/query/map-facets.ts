// Counts of a map field's key=value pairs (labels, tags) over the matched rows, by pair code: a
// label filter can offer every pair with its count instead of those seen in a sample of rows.
import { Bitset } from './bitset.ts';
import type { MapFacet } from './query-schema.ts';
import type { MapPairs } from './row-columns.ts';
import type { RowStore } from './row-store.ts';

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
/**
 * From this many rows on, a bulk count goes through the field's all-keys index when it is built
 * (low enough that the warm-up's 2,000-row sample takes this path too).
 */
const indexedCountFrom = 1_024;

export class MapFacetCounts<T> {
  private readonly pairs: MapPairs;
  private counts: Int32Array;

  constructor(
    private readonly store: RowStore<T>,
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

  /** `matched`: the same slots as a bitset when the caller has one (saves building it again). */
  addAll(slots: Int32Array, matched?: Bitset): void {
    if (this.pairs.keys.length > this.counts.length) this.grow(this.pairs.keys.length);
    if (slots.length >= indexedCountFrom && this.addAllIndexed(slots, matched)) return;
    const counts = this.counts;
    const bySlot = this.pairs.pairs;
    for (let j = 0; j < slots.length; j++) {
      const codes = bySlot[slots[j]!];
      if (codes) for (let k = 0; k < codes.length; k++) counts[codes[k]!]!++;
    }
  }

  /**
   * `addAll` from the field's all-keys index (map-index.ts): per pair, its postings ∩ the rows,
   * instead of walking ~2–3 pair codes of every row (5–10 ms at 100k). False when there is no
   * complete index (or a pair has no code yet: then nothing was counted).
   */
  private addAllIndexed(slots: Int32Array, matched: Bitset | undefined): boolean {
    const index = this.store.mapIndex(this.facet.field);
    if (!index) return false;
    const members = matched ?? bitsetOf(slots, this.store.capacity);
    const found: number[] = [];
    let complete = true;
    index.countPairs(members, this.facet.key, (key, value, count) => {
      const code = this.pairs.codeOf.get(key)?.get(value);
      if (code === undefined) complete = false;
      else found.push(code, count);
    });
    if (!complete) return false;
    const counts = this.counts;
    for (let i = 0; i < found.length; i += 2) counts[found[i]!]! += found[i + 1]!;
    return true;
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
        if (count > 0 && (only === undefined || key === only))
          perKey.set(key, (perKey.get(key) ?? 0) + count);
      });
      for (const [key, count] of perKey) out.push({ key, value: null, count });
    } else
      this.counts.forEach((count, code) => {
        if (count > 0 && (only === undefined || keys[code] === only))
          out.push({ key: keys[code]!, value: values[code]!, count });
      });
    return out.sort(byCountThenPair).slice(0, limit);
  }

  private grow(need: number): void {
    const grown = new Int32Array(Math.max(need, this.counts.length * 2));
    grown.set(this.counts);
    this.counts = grown;
  }
}

function bitsetOf(slots: Int32Array, capacity: number): Bitset {
  const members = new Bitset(capacity);
  const words = members.words;
  for (let j = 0; j < slots.length; j++) {
    const slot = slots[j]!;
    words[slot >>> 5]! |= 1 << (slot & 31);
  }
  return members;
}
