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

  /**
   * Removes `slot` if present. Callers remove before the row's values change, so a binary search
   * finds it (the order is total); a linear scan by identity is the fallback otherwise.
   */
  remove(slot: number): boolean {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compare(this.data[mid]!, slot) < 0) low = mid + 1;
      else high = mid;
    }
    const index = low < this.length && this.data[low] === slot ? low : this.view().indexOf(slot);
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
   * Batch update: drops every slot in `changed`, then merges in `added` (sorted here). Compares
   * only to place the added slots (k log n binary-search steps), never per kept slot, so a sync
   * page of 1,000 rows costs one copy of the order plus ~17k comparisons.
   */
  replace(changed: { has(slot: number): boolean }, added: Int32Array): void {
    let kept = 0;
    const data = this.data;
    for (let i = 0; i < this.length; i++) {
      const slot = data[i]!;
      if (!changed.has(slot)) data[kept++] = slot;
    }
    const adds = added.slice().sort(this.compare);
    const out = new Int32Array(kept + adds.length);
    let from = 0;
    let n = 0;
    let low = 0;
    for (const slot of adds) {
      // Insert position among the kept slots (after equals), searched from the previous one.
      let high = kept;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (this.compare(data[mid]!, slot) <= 0) low = mid + 1;
        else high = mid;
      }
      out.set(data.subarray(from, low), n);
      n += low - from;
      from = low;
      out[n++] = slot;
    }
    out.set(data.subarray(from, kept), n);
    this.data = out;
    this.length = kept + adds.length;
  }
}
