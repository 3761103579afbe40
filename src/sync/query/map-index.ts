// An inverted key=value index over a whole map field (labels, tags): every pair → the slots that
// have it. Built once per field in idle time (warm-up.ts), it serves a filter on any key, so the
// first filter on a key no screen declared costs a few bitset operations instead of a 100k-row
// scan building that key's index (15–30 ms at 100k). A rare pair keeps its slots in a small
// array, a common one a bitset, so a posting takes at most 8 bytes per slot in it and never more
// than a bitset (no bitset per unique value of a high-cardinality key such as a pod-template hash).
import { Bitset } from './bitset.ts';
import type { StringMap } from './collection.ts';
import type { MapKeyFilter } from './query-schema.ts';

/** The slots of one key=value pair: a list while rare, a bitset once a list would be larger. */
interface Posting {
  slots: Int32Array;
  size: number;
  bits: Bitset | undefined;
}

const firstListSize = 4;

export class MapFieldIndex {
  private readonly byKey = new Map<string, Map<string, Posting>>();
  /** Slots below this are indexed (and kept in step by the store); the rest is still to build. */
  private covered = 0;

  /** `capacity`: the store's slot count now (sizes bitsets, decides when a list becomes one). */
  constructor(private readonly capacity: () => number) {}

  /** Whether every slot is indexed (only then may a filter use it). */
  get ready(): boolean {
    return this.covered === Number.POSITIVE_INFINITY;
  }

  /**
   * Indexes the live slots in [covered, covered + count) from `maps` and moves `covered` on;
   * past the store's last slot the index is complete and follows every write from then on.
   */
  extend(maps: readonly (StringMap | null)[], alive: Bitset, count: number): void {
    const end = Math.min(this.capacity(), this.covered + count);
    for (let slot = this.covered; slot < end; slot++) if (alive.has(slot)) this.put(slot, maps[slot]);
    this.covered = end >= this.capacity() ? Number.POSITIVE_INFINITY : end;
  }

  /** A slot was written with `map` (the store calls this; slots not yet covered are left to `extend`). */
  add(slot: number, map: StringMap | null | undefined): void {
    if (slot < this.covered) this.put(slot, map);
  }

  /** A slot's `map` is about to change or go (call before the store forgets it). */
  remove(slot: number, map: StringMap | null | undefined): void {
    if (slot >= this.covered || !map) return;
    for (const key of Object.keys(map)) {
      const byValue = this.byKey.get(key);
      const value = map[key]!;
      const posting = byValue?.get(value);
      if (!byValue || !posting) continue;
      removeSlot(posting, slot);
      // Values that come and go (a build hash, a timestamp) leave no empty lists behind.
      if (!posting.bits && posting.size === 0) {
        byValue.delete(value);
        if (byValue.size === 0) this.byKey.delete(key);
      }
    }
  }

  /** Narrows `candidates` to the slots passing `filter` on `key` (same meaning as `mapPredicate`). */
  filter(candidates: Bitset, key: string, filter: MapKeyFilter): void {
    const byValue = this.byKey.get(key);
    if (filter.exists !== undefined) {
      const present = new Bitset(this.capacity());
      if (byValue) for (const posting of byValue.values()) orInto(present, posting);
      if (filter.exists) candidates.and(present);
      else candidates.andNot(present);
    }
    if (filter.include?.length) {
      const union = new Bitset(this.capacity());
      for (const value of filter.include) {
        const posting = byValue?.get(value);
        if (posting) orInto(union, posting);
      }
      candidates.and(union);
    }
    for (const value of filter.exclude ?? []) {
      const posting = byValue?.get(value);
      if (posting) removeFrom(candidates, posting);
    }
  }

  /**
   * Calls `visit` with each pair's count of slots in `members` (pairs of `onlyKey` when given):
   * a bitset posting is one AND-and-popcount pass, a list a membership test per slot, so
   * counting every pair over 100k rows touches the postings, not every row's map.
   */
  countPairs(
    members: Bitset,
    onlyKey: string | undefined,
    visit: (key: string, value: string, count: number) => void,
  ): void {
    const words = members.words;
    for (const [key, byValue] of this.byKey) {
      if (onlyKey !== undefined && key !== onlyKey) continue;
      for (const [value, posting] of byValue) {
        let count = 0;
        if (posting.bits) {
          const bits = posting.bits.words;
          const shared = Math.min(bits.length, words.length);
          for (let i = 0; i < shared; i++) {
            let v = bits[i]! & words[i]!;
            v = v - ((v >>> 1) & 0x55555555);
            v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
            count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
          }
        } else
          for (let i = 0; i < posting.size; i++) {
            const slot = posting.slots[i]!;
            if (((words[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0) count++;
          }
        if (count > 0) visit(key, value, count);
      }
    }
  }

  /** Bytes held by the postings (lists and bitsets; not the Map entries and strings). */
  bytes(): number {
    let total = 0;
    for (const byValue of this.byKey.values())
      for (const posting of byValue.values())
        total += posting.bits ? posting.bits.words.byteLength : posting.slots.byteLength;
    return total;
  }

  private put(slot: number, map: StringMap | null | undefined): void {
    if (!map) return;
    // Maps have no prototype (dictionary mode): `Object.keys` enumerates them ~30% faster than for-in.
    const keys = Object.keys(map);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const value = map[key]!;
      let byValue = this.byKey.get(key);
      if (!byValue) this.byKey.set(key, (byValue = new Map<string, Posting>()));
      let posting = byValue.get(value);
      if (!posting)
        byValue.set(value, (posting = { slots: new Int32Array(firstListSize), size: 0, bits: undefined }));
      this.addSlot(posting, slot);
    }
  }

  private addSlot(posting: Posting, slot: number): void {
    if (posting.bits) {
      posting.bits.add(slot);
      return;
    }
    if (posting.size === posting.slots.length) {
      // A list of n slots takes 4n bytes, a bitset capacity/8: switch once the list would be larger.
      const capacity = Math.max(this.capacity(), slot + 1);
      if (posting.size * 2 * 4 > capacity / 8) {
        const bits = new Bitset(capacity);
        for (let i = 0; i < posting.size; i++) bits.add(posting.slots[i]!);
        bits.add(slot);
        posting.bits = bits;
        posting.slots = new Int32Array(0);
        posting.size = 0;
        return;
      }
      const grown = new Int32Array(posting.slots.length * 2);
      grown.set(posting.slots);
      posting.slots = grown;
    }
    posting.slots[posting.size++] = slot;
  }
}

function removeSlot(posting: Posting, slot: number): void {
  if (posting.bits) {
    posting.bits.delete(slot);
    return;
  }
  const slots = posting.slots;
  // Lists are short (a bitset takes over past ~capacity/64 slots); order does not matter.
  for (let i = 0; i < posting.size; i++)
    if (slots[i] === slot) {
      slots[i] = slots[--posting.size]!;
      return;
    }
}

function orInto(target: Bitset, posting: Posting): void {
  if (posting.bits) {
    target.or(posting.bits);
    return;
  }
  for (let i = 0; i < posting.size; i++) target.add(posting.slots[i]!);
}

function removeFrom(target: Bitset, posting: Posting): void {
  if (posting.bits) {
    target.andNot(posting.bits);
    return;
  }
  for (let i = 0; i < posting.size; i++) target.delete(posting.slots[i]!);
}
