// Comparator-free stable sorts of slots by one high-cardinality column (names, timestamps), for
// the first query in a new order. A JS comparator sort of 100k names costs ~250–450 ms here (every
// comparison walks long shared prefixes such as "nginx-ingress-controller-"); these run the
// native numeric sort of a Float64Array instead.
import type { SortValue } from './row-columns.ts';

/**
 * Work split into steps: each `yield` is a point where an idle-time caller (the warm-up) may stop
 * for now and resume later; synchronous callers run it to the end with `finish`.
 */
export type Steps<R> = Generator<void, R, void>;

/** Runs `steps` to the end (no pauses). */
export function finish<R>(steps: Steps<R>): R {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Keys handled between two pause points of the sorts (~1 ms of optimised work). */
const keysPerStep = 8_192;

const positionBits = 2 ** 24;
/** Characters per pass: 4 × 7 bits + 24 position bits = 52 bits, exact in a double. */
const charsPerPass = 4;

/**
 * `order` stably sorted by string `values` (nulls last, ties in their current order), or
 * undefined when a value has a character outside ASCII below `~` (the caller then compares).
 * Most significant digit first: one native sort of "4 chars + position" keys per pass, and only
 * runs still tied on every character so far go to the next pass.
 */
export function sortByStrings(
  values: readonly SortValue[],
  order: Int32Array,
  descending: boolean,
): Int32Array | undefined {
  return finish(sortByStringsSteps(values, order, descending));
}

/** `sortByStrings` in steps (pauses every ~16k keys sorted). */
export function* sortByStringsSteps(
  values: readonly (SortValue | undefined)[],
  order: Int32Array,
  descending: boolean,
): Steps<Int32Array | undefined> {
  if (order.length >= positionBits) return undefined;
  const slots: number[] = [];
  const nulls: number[] = [];
  for (let from = 0; from < order.length; from += keysPerStep) {
    if (!splitStrings(values, order.subarray(from, from + keysPerStep), slots, nulls)) return undefined;
    yield;
  }
  // positions[i]: index into `slots` (its place in the incoming order, the tie-breaker).
  const positions = new Int32Array(slots.length);
  for (let i = 0; i < positions.length; i++) positions[i] = i;
  const end = descending ? 127 : 0;
  const stack: number[] = [0, slots.length, 0];
  let work = 0;
  while (stack.length > 0) {
    const depth = stack.pop()!;
    const high = stack.pop()!;
    const low = stack.pop()!;
    const offset = depth * charsPerPass;
    if (work >= keysPerStep) {
      work = 0;
      yield;
    }
    work += high - low;
    const keys = new Float64Array(high - low);
    for (let from = 0; from < keys.length; from += keysPerStep) {
      passKeys(
        keys,
        from,
        Math.min(keys.length, from + keysPerStep),
        positions,
        low,
        values,
        slots,
        offset,
        descending,
      );
      if (keys.length > keysPerStep) yield;
    }
    keys.sort();
    if (keys.length > keysPerStep) yield;
    const runs = { start: 0, digits: -1 };
    for (let from = 0; from <= keys.length; from += keysPerStep) {
      scanRuns(
        keys,
        from,
        Math.min(keys.length + 1, from + keysPerStep),
        positions,
        low,
        runs,
        stack,
        depth,
        end,
      );
      if (keys.length > keysPerStep) yield;
    }
  }
  const out = new Int32Array(order.length);
  for (let i = 0; i < positions.length; i++) out[i] = slots[positions[i]!]!;
  for (let i = 0; i < nulls.length; i++) out[positions.length + i] = nulls[i]!;
  return out;
}

/** Splits `order` into string slots and the rest; false when a string is not plain ASCII. */
function splitStrings(
  values: readonly (SortValue | undefined)[],
  order: Int32Array,
  slots: number[],
  nulls: number[],
): boolean {
  for (const slot of order) {
    const value = values[slot];
    if (typeof value !== 'string') nulls.push(slot);
    else if (!plainAscii(value)) return false;
    else slots.push(slot);
  }
  return true;
}

/** Keys `from`..`to` of one pass: 4 characters from `offset` as 7-bit digits, then the position. */
function passKeys(
  keys: Float64Array,
  from: number,
  to: number,
  positions: Int32Array,
  low: number,
  values: readonly (SortValue | undefined)[],
  slots: readonly number[],
  offset: number,
  descending: boolean,
): void {
  for (let j = from; j < to; j++) {
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
}

/**
 * Positions back from sorted keys `from`..`to` (to ≤ length + 1, the end closing the last run),
 * pushing each run still tied on every character so far, with characters left, for the next pass.
 */
function scanRuns(
  keys: Float64Array,
  from: number,
  to: number,
  positions: Int32Array,
  low: number,
  runs: { start: number; digits: number },
  stack: number[],
  depth: number,
  end: number,
): void {
  for (let j = from; j < to; j++) {
    const digits = j < keys.length ? Math.floor(keys[j]! / positionBits) : -2;
    if (j < keys.length) positions[low + j] = keys[j]! - digits * positionBits;
    if (digits === runs.digits) continue;
    if (j - runs.start > 1 && runs.digits % 128 !== end) stack.push(low + runs.start, low + j, depth + 1);
    runs.start = j;
    runs.digits = digits;
  }
}

/** Every character below `~` (code 126): each fits the 7 bits a pass gives it, plus the end mark. */
function plainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 125) return false;
  return true;
}

function oneDigit(starts: Int32Array, count: number): boolean {
  for (let d = 0; d < starts.length; d++) if (starts[d] === count) return true;
  return false;
}

/**
 * `order` stably sorted by number `values` (nulls last): an LSD radix sort of the doubles' bits
 * (made order-preserving as unsigned integers), 16 bits a pass, skipping passes where every row
 * has the same digit (timestamps share their top bits). Linear: no comparisons, no native sort.
 */
export function sortByNumbers(
  values: readonly SortValue[],
  order: Int32Array,
  descending: boolean,
): Int32Array {
  return finish(sortByNumbersSteps(values, order, descending));
}

/** `sortByNumbers` in steps (a pause after the key extraction and after each pass). */
export function* sortByNumbersSteps(
  values: readonly SortValue[],
  order: Int32Array,
  descending: boolean,
): Steps<Int32Array> {
  const n = order.length;
  let slots = new Int32Array(n);
  const doubles = new Float64Array(n);
  const nulls: number[] = [];
  let count = 0;
  for (let i = 0; i < n; i++) {
    const slot = order[i]!;
    const value = values[slot];
    if (typeof value !== 'number') nulls.push(slot);
    else {
      slots[count] = slot;
      doubles[count++] = value + 0; // -0 → 0: the comparator holds them equal
    }
  }
  // IEEE 754 bits as two 32-bit halves (little-endian: low word first), made unsigned-sortable:
  // negatives flip every bit, positives flip the sign bit; descending flips everything again.
  const words = new Uint32Array(doubles.buffer);
  let low = new Uint32Array(count);
  let high = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    let lo = words[2 * i]!;
    let hi = words[2 * i + 1]!;
    if (hi & 0x80000000) {
      lo = ~lo;
      hi = ~hi;
    } else hi ^= 0x80000000;
    if (descending) {
      lo = ~lo;
      hi = ~hi;
    }
    low[i] = lo >>> 0;
    high[i] = hi >>> 0;
  }
  yield;
  let nextSlots = new Int32Array(count);
  let nextLow = new Uint32Array(count);
  let nextHigh = new Uint32Array(count);
  const starts = new Int32Array(65_537);
  for (let pass = 0; pass < 4; pass++) {
    const source = pass < 2 ? low : high;
    const shift = pass % 2 === 0 ? 0 : 16;
    starts.fill(0);
    for (let i = 0; i < count; i++) starts[((source[i]! >>> shift) & 0xffff) + 1]!++;
    if (oneDigit(starts, count)) continue; // one digit for every row: nothing to reorder
    yield;
    for (let d = 1; d <= 65_536; d++) starts[d]! += starts[d - 1]!;
    for (let i = 0; i < count; i++) {
      const at = starts[(source[i]! >>> shift) & 0xffff]!++;
      nextSlots[at] = slots[i]!;
      nextLow[at] = low[i]!;
      nextHigh[at] = high[i]!;
    }
    [slots, nextSlots] = [nextSlots, slots];
    [low, nextLow] = [nextLow, low];
    [high, nextHigh] = [nextHigh, high];
    yield;
  }
  const out = new Int32Array(n);
  out.set(slots.subarray(0, count));
  for (let i = 0; i < nulls.length; i++) out[count + i] = nulls[i]!;
  return out;
}
