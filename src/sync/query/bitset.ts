/**
 * A growable set of small non-negative integers (row slots), one bit each. Intersections and
 * unions of 100k-row sets are a few thousand word operations, which is why facet postings and
 * filter results use this instead of arrays or `Set`s.
 */
export class Bitset {
  words: Uint32Array;

  constructor(bitCapacity = 0) {
    this.words = new Uint32Array(Math.max(1, Math.ceil(bitCapacity / 32)));
  }

  static copyOf(other: Bitset): Bitset {
    const copy = new Bitset(0);
    copy.words = other.words.slice();
    return copy;
  }

  private ensure(bit: number): void {
    const need = (bit >>> 5) + 1;
    if (need <= this.words.length) return;
    const grown = new Uint32Array(Math.max(need, this.words.length * 2));
    grown.set(this.words);
    this.words = grown;
  }

  has(bit: number): boolean {
    const word = this.words[bit >>> 5];
    return word !== undefined && (word & (1 << (bit & 31))) !== 0;
  }

  add(bit: number): void {
    this.ensure(bit);
    this.words[bit >>> 5]! |= 1 << (bit & 31);
  }

  delete(bit: number): void {
    const index = bit >>> 5;
    if (index < this.words.length) this.words[index]! &= ~(1 << (bit & 31));
  }

  /** this ∩= other */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const shared = Math.min(a.length, b.length);
    for (let i = 0; i < shared; i++) a[i]! &= b[i]!;
    a.fill(0, shared);
    return this;
  }

  /** this ∪= other */
  or(other: Bitset): this {
    if (other.words.length > this.words.length) this.ensure(other.words.length * 32 - 1);
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < b.length; i++) a[i]! |= b[i]!;
    return this;
  }

  /** this −= other */
  andNot(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const shared = Math.min(a.length, b.length);
    for (let i = 0; i < shared; i++) a[i]! &= ~b[i]!;
    return this;
  }

  count(): number {
    let total = 0;
    for (const word of this.words) {
      let v = word - ((word >>> 1) & 0x55555555);
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /** Calls `visit` for every member in ascending order. */
  forEach(visit: (bit: number) => void): void {
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!;
      while (word !== 0) {
        const lowest = word & -word;
        visit((i << 5) + 31 - Math.clz32(lowest));
        word ^= lowest;
      }
    }
  }

  /** Keeps only the members for which `keep` is true. */
  retain(keep: (bit: number) => boolean): this {
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!;
      let kept = word;
      while (word !== 0) {
        const lowest = word & -word;
        if (!keep((i << 5) + 31 - Math.clz32(lowest))) kept ^= lowest;
        word ^= lowest;
      }
      words[i] = kept;
    }
    return this;
  }
}
