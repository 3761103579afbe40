// An ordered list of slots kept sorted under single-row inserts and removals (binary search plus
// one memmove), so a changed row never forces a re-sort.
export type SlotComparator = (a: number, b: number) => number;

export class SortedSlots {
  private data: Int32Array;
  length: number;

  /** `slots` must already be sorted by `compare`. */
  constructor(
    slots: Int32Array,
    readonly compare: SlotComparator,
  ) {
    this.data = slots;
    this.length = slots.length;
  }

  /** The current order (a view: do not keep it across mutations). */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }

  at(index: number): number {
    return this.data[index]!;
  }

  /** Removes `slot` if present (found by identity, so it works after the row's values changed). */
  remove(slot: number): boolean {
    const index = this.view().indexOf(slot);
    if (index < 0) return false;
    this.data.copyWithin(index, index + 1, this.length);
    this.length--;
    return true;
  }

  insert(slot: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compare(this.data[mid]!, slot) <= 0) low = mid + 1;
      else high = mid;
    }
    if (this.length === this.data.length) {
      const grown = new Int32Array(Math.max(16, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data.copyWithin(low + 1, low, this.length);
    this.data[low] = slot;
    this.length++;
    return low;
  }

  /**
   * Batch update: drops every slot in `changed`, then merges in `added` (sorted here). O(n + k log k)
   * instead of k memmoves, for sync pages of many rows.
   */
  replace(changed: { has(slot: number): boolean }, added: Int32Array): void {
    const adds = added.slice().sort(this.compare);
    const out = new Int32Array(this.length + adds.length);
    let n = 0;
    let j = 0;
    for (let i = 0; i < this.length; i++) {
      const slot = this.data[i]!;
      if (changed.has(slot)) continue;
      while (j < adds.length && this.compare(adds[j]!, slot) < 0) out[n++] = adds[j++]!;
      out[n++] = slot;
    }
    while (j < adds.length) out[n++] = adds[j++]!;
    this.data = out;
    this.length = n;
  }
}
