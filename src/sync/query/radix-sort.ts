// Comparator-free stable sorts of slots by one high-cardinality column (names, timestamps), for
// the first query in a new order. A JS comparator sort of 100k names costs ~250–450 ms here (every
// comparison walks long shared prefixes such as "nginx-ingress-controller-"); these run the
// native numeric sort of a Float64Array instead.
import type { SortValue } from './row-store.ts';

const positionBits = 2 ** 24;
/** Characters per pass: 4 × 7 bits + 24 position bits = 52 bits, exact in a double. */
const charsPerPass = 4;

/**
 * `order` stably sorted by string `values` (nulls last, ties in their current order), or
 * undefined when a value has a character outside ASCII below `~` (the caller then compares).
 * Most significant digit first: one native sort of "4 chars + position" keys per pass, and only
 * runs still tied on every character so far go to the next pass.
 */
export function sortByStrings(values: readonly SortValue[], order: Int32Array, descending: boolean): Int32Array | undefined {
  if (order.length >= positionBits) return undefined;
  const slots: number[] = [];
  const nulls: number[] = [];
  for (const slot of order) {
    const value = values[slot];
    if (typeof value !== 'string') nulls.push(slot);
    else if (!plainAscii(value)) return undefined;
    else slots.push(slot);
  }
  // positions[i]: index into `slots` (its place in the incoming order, the tie-breaker).
  const positions = new Int32Array(slots.length);
  for (let i = 0; i < positions.length; i++) positions[i] = i;
  const end = descending ? 127 : 0;
  const stack: number[] = [0, slots.length, 0];
  while (stack.length > 0) {
    const depth = stack.pop()!;
    const high = stack.pop()!;
    const low = stack.pop()!;
    const offset = depth * charsPerPass;
    const keys = new Float64Array(high - low);
    for (let j = 0; j < keys.length; j++) {
      const position = positions[low + j]!;
      const text = values[slots[position]!] as string;
      let digits = 0;
      for (let c = 0; c < charsPerPass; c++) {
        const at = offset + c;
        const code = at < text.length ? text.charCodeAt(at) + 1 : 0; // end of string sorts first
        digits = digits * 128 + (descending ? 127 - code : code);
      }
      keys[j] = digits * positionBits + position;
    }
    keys.sort();
    let runStart = 0;
    let runDigits = -1;
    for (let j = 0; j <= keys.length; j++) {
      const digits = j < keys.length ? Math.floor(keys[j]! / positionBits) : -2;
      if (j < keys.length) positions[low + j] = keys[j]! - digits * positionBits;
      if (digits === runDigits) continue;
      // A run tied on every character so far, with characters left: sort it on the next ones.
      if (j - runStart > 1 && runDigits % 128 !== end) stack.push(low + runStart, low + j, depth + 1);
      runStart = j;
      runDigits = digits;
    }
  }
  const out = new Int32Array(order.length);
  for (let i = 0; i < positions.length; i++) out[i] = slots[positions[i]!]!;
  for (let i = 0; i < nulls.length; i++) out[positions.length + i] = nulls[i]!;
  return out;
}

/** Every character below `~` (code 126): each fits the 7 bits a pass gives it, plus the end mark. */
function plainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 125) return false;
  return true;
}

/** `order` stably sorted by number `values` (nulls last): ranks from a native sort, then counting. */
export function sortByNumbers(values: readonly SortValue[], order: Int32Array, descending: boolean): Int32Array {
  const present: number[] = [];
  for (const slot of order) {
    const value = values[slot];
    if (typeof value === 'number') present.push(value);
  }
  const sorted = Float64Array.from(present).sort();
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i]!;
  const ranked = sorted.subarray(0, distinct);
  const buckets = distinct + 1;
  const rankOf = (value: SortValue): number => {
    if (typeof value !== 'number') return distinct; // nulls last
    let low = 0;
    let high = distinct - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (ranked[mid]! < value) low = mid + 1;
      else high = mid;
    }
    return descending ? distinct - 1 - low : low;
  };
  const ranks = new Int32Array(order.length);
  const starts = new Int32Array(buckets + 1);
  for (let i = 0; i < order.length; i++) {
    const rank = rankOf(values[order[i]!]!);
    ranks[i] = rank;
    starts[rank + 1]!++;
  }
  for (let i = 1; i <= buckets; i++) starts[i]! += starts[i - 1]!;
  const out = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) out[starts[ranks[i]!]!++] = order[i]!;
  return out;
}
