// Sorting all live rows key by key from the least significant (LSD radix style), starting from
// key order so ties stay ordered by key: low-cardinality keys by dense ranks and a counting sort
// (no comparator), the rest by one single-column comparator sort. Equals `makeComparator`'s order.
import type { SortValue } from './row-columns.ts';
import type { RowStore } from './row-store.ts';
import type { SortSpec } from './sort-order.ts';
import { finish, sortByNumbersSteps, sortByStringsSteps, type Steps } from './radix-sort.ts';

/** Live slots ordered by row key (UTF-16 code unit order, like `<`). */
export function keyOrder<T>(store: RowStore<T>): Int32Array {
  return finish(keyOrderSteps(store));
}

/** `keyOrder` in steps. Keys are unique ASCII ids (UUIDs) as a rule: the radix string sort. */
export function* keyOrderSteps<T>(store: RowStore<T>): Steps<Int32Array> {
  const keys = store.keys;
  const out = new Int32Array(store.size);
  let i = 0;
  store.alive.forEach((slot) => (out[i++] = slot));
  const sorted = yield* sortByStringsSteps(keys, out, false);
  // Keys outside plain ASCII: a comparator sort (measured: beats native-sorting "key\0slot" strings).
  return sorted ?? out.sort((a, b) => (keys[a]! < keys[b]! ? -1 : 1));
}

/**
 * `base` re-ordered by `spec` (stable, so rows tied on every sort key keep their order in `base`).
 * `base` is key order, or already ordered by the last `spec.keys.length - keysLeft` keys (a cached
 * order of that suffix): only the first `keysLeft` keys are applied, from the least significant.
 */
export function sortBySpec<T>(
  store: RowStore<T>,
  spec: SortSpec,
  base: Int32Array,
  keysLeft = spec.keys.length,
): Int32Array {
  return finish(sortBySpecSteps(store, spec, base, keysLeft));
}

/** `sortBySpec` in steps (pauses between keys and inside the radix sorts). */
export function* sortBySpecSteps<T>(
  store: RowStore<T>,
  spec: SortSpec,
  base: Int32Array,
  keysLeft = spec.keys.length,
): Steps<Int32Array> {
  let order = base;
  for (let i = keysLeft - 1; i >= 0; i--) {
    const key = spec.keys[i]!;
    const values = store.sortColumn(key.field, key.key);
    const descending = key.dir === 'desc';
    // Few distinct values (a facet such as type or health): ranks plus a counting sort. Many
    // (names, timestamps): native sorts of packed keys (radix-sort.ts); a comparator as fallback.
    const distinct =
      (key.key === undefined ? store.indexes.get(key.field)?.values.length : undefined) ?? Infinity;
    if (distinct <= 4_096 || store.collection.fields.get(key.field)?.kind === 'boolean') {
      const { ranks, buckets } = yield* denseRanks(values, order, descending);
      order = yield* countingSort(order, ranks, buckets);
    } else {
      const kind = key.key === undefined ? store.collection.fields.get(key.field)?.kind : 'string';
      const sorted =
        kind === 'number' || kind === 'timestamp'
          ? yield* sortByNumbersSteps(values, order, descending)
          : kind === 'string'
            ? yield* sortByStringsSteps(values, order, descending)
            : undefined;
      order = sorted ?? stableSortBy(values, order, descending);
    }
    yield;
  }
  const deletedField = store.collection.deletedField;
  if (spec.deletedLast && deletedField !== undefined) {
    const deleted = store.scalars.get(deletedField) ?? [];
    const ranks = new Int32Array(store.capacity);
    const sorted = order;
    yield* chunks(sorted.length, (from, to) => {
      for (let i = from; i < to; i++) ranks[sorted[i]!] = deleted[sorted[i]!] === null ? 0 : 1;
    });
    order = yield* countingSort(order, ranks, 2);
  }
  return order;
}

/** Rank of each slot's value: 0.. ascending (or descending), nulls after every value. */
function* denseRanks(
  values: readonly SortValue[],
  slots: Int32Array,
  descending: boolean,
): Steps<{ ranks: Int32Array; buckets: number }> {
  const seen = new Set<SortValue>();
  yield* chunks(slots.length, (from, to) => {
    for (let i = from; i < to; i++) seen.add(values[slots[i]!]!);
  });
  seen.delete(null);
  const distinct = [...seen];
  let ordered: readonly SortValue[];
  if (typeof distinct[0] === 'number') ordered = Array.from(Float64Array.from(distinct as number[]).sort());
  else if (typeof distinct[0] === 'boolean')
    ordered = (distinct as boolean[]).sort((a, b) => Number(a) - Number(b));
  else ordered = (distinct as string[]).sort(); // default sort: UTF-16 code units, the same as `<`
  const rankOf = new Map<SortValue, number>();
  const last = ordered.length - 1;
  ordered.forEach((value, i) => rankOf.set(value, descending ? last - i : i));
  rankOf.set(null, ordered.length);
  const ranks = new Int32Array(values.length);
  yield* chunks(slots.length, (from, to) => {
    for (let i = from; i < to; i++) ranks[slots[i]!] = rankOf.get(values[slots[i]!]!)!;
  });
  return { ranks, buckets: ordered.length + 1 };
}

/** `order` sorted by `values` (nulls last), ties kept in their current order. */
function stableSortBy(values: readonly SortValue[], order: Int32Array, descending: boolean): Int32Array {
  const position = new Int32Array(values.length);
  order.forEach((slot, i) => (position[slot] = i));
  const sign = descending ? -1 : 1;
  return order.slice().sort((a, b) => {
    const va = values[a]!;
    const vb = values[b]!;
    if (va === null || vb === null) return va === vb ? position[a]! - position[b]! : va === null ? 1 : -1;
    // At most two comparisons: names share long prefixes, so each one costs.
    return va < vb ? -sign : va > vb ? sign : position[a]! - position[b]!;
  });
}

function* countingSort(order: Int32Array, ranks: Int32Array, buckets: number): Steps<Int32Array> {
  const starts = new Int32Array(buckets + 1);
  yield* chunks(order.length, (from, to) => {
    for (let i = from; i < to; i++) starts[ranks[order[i]!]! + 1]!++;
  });
  for (let i = 1; i <= buckets; i++) starts[i]! += starts[i - 1]!;
  const out = new Int32Array(order.length);
  yield* chunks(order.length, (from, to) => {
    for (let i = from; i < to; i++) out[starts[ranks[order[i]!]!]!++] = order[i]!;
  });
  return out;
}

/** Runs `body` over 0..n in chunks of 16k, pausing between chunks. */
function* chunks(n: number, body: (from: number, to: number) => void): Steps<void> {
  for (let from = 0; from < n; from += 16_384) {
    body(from, Math.min(n, from + 16_384));
    if (from + 16_384 < n) yield;
  }
}
