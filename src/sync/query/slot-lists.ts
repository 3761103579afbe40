// Slot lists out of bitsets, for the passes of a live query (counting, grouping, windows).
import type { Bitset } from './bitset.ts';

/** Reused by `members`: a 100k-row query would otherwise allocate 400 KB per count pass. */
let scratch = new Int32Array(1_024);

/**
 * The members of a bitset, ascending, in a shared scratch buffer: valid until the next call, so
 * only for passes that do not keep it (counting, grouping).
 */
export function members(bits: Bitset): Int32Array {
  const total = bits.count();
  if (scratch.length < total) scratch = new Int32Array(Math.max(total, scratch.length * 2));
  const out = scratch;
  const words = bits.words;
  let n = 0;
  for (let i = 0; i < words.length; i++) {
    let word = words[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      out[n++] = (i << 5) + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return out.subarray(0, n);
}

/** The members of `matched` in the order of `permutation`. */
export function pick(permutation: Int32Array, matched: Bitset, total: number): Int32Array {
  if (total === permutation.length) return permutation.slice();
  const out = new Int32Array(total);
  const words = matched.words;
  let n = 0;
  for (let i = 0; i < permutation.length && n < total; i++) {
    const slot = permutation[i]!;
    if (((words[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0) out[n++] = slot;
  }
  return out;
}
