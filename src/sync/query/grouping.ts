// Groups of matched rows by one or more nested levels (provider → type), with counts, countBy
// value counts, sums and maxima per group, held in flat typed arrays: a bulk build is a few tight
// loops per level over code columns (no object per group per row, no hashing per row), and one
// row added or removed walks the levels once.
import { byCountThenValue, type GroupResult, type ValueCount } from './aggregates.ts';
import { Level } from './group-levels.ts';
import type { GroupBy } from './query-schema.ts';
import type { RowStore } from './row-store.ts';

/** Per-row group ids of the bulk build, this level's and its parent's (reused, never kept). */
let scratch: [Int32Array, Int32Array] = [new Int32Array(0), new Int32Array(0)];

/** Groups of matched rows by one or more nested levels, kept up to date row by row. */
export class Grouping<T> {
  private readonly levels: Level[];

  constructor(
    private readonly store: RowStore<T>,
    specs: readonly GroupBy[],
  ) {
    if (specs.length === 0) throw new RangeError('grouping needs at least one level');
    this.levels = specs.map((spec) => new Level(store, spec));
  }

  add(slot: number): void {
    let parent = 0;
    for (const level of this.levels) {
      const group = level.groupOf(parent, level.keys.codes[slot]!);
      level.count[group]!++;
      level.countBy.forEach(({ column }, i) => {
        const code = column.codes[slot]!;
        level.ensureStride(i, code + 1);
        level.counts[i]![group * level.strides[i]! + code]!++;
      });
      level.sums.forEach(({ values }, i) => {
        const value = values[slot];
        if (typeof value === 'number') level.sumOf[i]![group]! += value;
      });
      level.maxes.forEach(({ values }, i) => {
        const value = values[slot];
        if (typeof value === 'number' && value > level.maxOf[i]![group]!) level.maxOf[i]![group] = value;
      });
      parent = group;
    }
  }

  /** Call before the slot's values change (its codes still name its groups). */
  remove(slot: number): void {
    let parent = 0;
    for (const level of this.levels) {
      const group = level.index.get(parent, level.keys.codes[slot]!);
      if (group < 0 || level.count[group] === 0) return;
      if (--level.count[group]! === 0) level.reset(group);
      else {
        level.countBy.forEach(
          ({ column }, i) => level.counts[i]![group * level.strides[i]! + column.codes[slot]!]!--,
        );
        level.sums.forEach(({ values }, i) => {
          const value = values[slot];
          if (typeof value === 'number') level.sumOf[i]![group]! -= value;
        });
        level.maxes.forEach(({ values }, i) => {
          if (values[slot] === level.maxOf[i]![group]) {
            level.stale[group] = 1;
            level.anyStale = true;
          }
        });
      }
      parent = group;
    }
  }

  /**
   * Adds many slots at once: per level, one pass assigns each row its group (from its parent's
   * group and its code), then one tight loop per aggregate over typed columns.
   */
  addAll(slots: Int32Array): void {
    const n = slots.length;
    if (scratch[0].length < n) scratch = [new Int32Array(n), new Int32Array(n)];
    let parents = scratch[0].subarray(0, n).fill(0);
    let parentCount = 1;
    for (const [l, level] of this.levels.entries()) {
      const groups = scratch[(l + 1) % 2]!.subarray(0, n);
      const keyCodes = level.keys.codes;
      const dense = level.index.dense(parentCount, Math.max(1, level.keys.values.length));
      if (dense) {
        // Index the (parent, code) table directly; only a new group takes the slow path.
        const { table, stride } = dense;
        for (let j = 0; j < n; j++) {
          const code = keyCodes[slots[j]!]!;
          const group = table[parents[j]! * stride + code]!;
          groups[j] = group >= 0 ? group : level.groupOf(parents[j]!, code);
        }
      } else for (let j = 0; j < n; j++) groups[j] = level.groupOf(parents[j]!, keyCodes[slots[j]!]!);
      const count = level.count; // after the loop: new groups may have grown it
      for (let j = 0; j < n; j++) count[groups[j]!]!++;
      level.countBy.forEach(({ column }, i) => {
        level.ensureStride(i, column.values.length);
        const codes = column.codes;
        const counts = level.counts[i]!;
        const stride = level.strides[i]!;
        for (let j = 0; j < n; j++) counts[groups[j]! * stride + codes[slots[j]!]!]!++;
      });
      level.sums.forEach(({ name }, i) => {
        const values = this.store.numberColumn(name);
        const sums = level.sumOf[i]!;
        for (let j = 0; j < n; j++) {
          const value = values[slots[j]!]!;
          if (value === value) sums[groups[j]!]! += value; // NaN (null) never equals itself
        }
      });
      level.maxes.forEach(({ name }, i) => {
        const values = this.store.numberColumn(name);
        const max = level.maxOf[i]!;
        for (let j = 0; j < n; j++) {
          const value = values[slots[j]!]!;
          const group = groups[j]!;
          if (value > max[group]!) max[group] = value; // false for NaN
        }
      });
      parents = groups;
      parentCount = level.size;
    }
  }

  /** Recomputes the maxima of groups whose maximum row left; `members` visits every matched slot. */
  refresh(members: (visit: (slot: number) => void) => void): void {
    if (!this.levels.some((level) => level.anyStale)) return;
    for (const level of this.levels)
      for (let group = 0; group < level.size; group++)
        if (level.stale[group]) for (const max of level.maxOf) max[group] = -Infinity;
    members((slot) => {
      let parent = 0;
      for (const level of this.levels) {
        const group = level.index.get(parent, level.keys.codes[slot]!);
        if (group < 0) return;
        if (level.stale[group])
          level.maxes.forEach(({ values }, i) => {
            const value = values[slot];
            if (typeof value === 'number' && value > level.maxOf[i]![group]!) level.maxOf[i]![group] = value;
          });
        parent = group;
      }
    });
    for (const level of this.levels) {
      level.stale.fill(0);
      level.anyStale = false;
    }
  }

  result(): GroupResult[] {
    // Per level below the first, the groups of each parent.
    const children = this.levels.map((level, l) => {
      if (l === 0) return undefined;
      const byParent = new Map<number, number[]>();
      for (let group = 0; group < level.size; group++) {
        if (level.count[group] === 0) continue;
        const parent = level.parent[group]!;
        const list = byParent.get(parent);
        if (list) list.push(group);
        else byParent.set(parent, [group]);
      }
      return byParent;
    });
    const top: number[] = [];
    const first = this.levels[0]!;
    for (let group = 0; group < first.size; group++) if (first.count[group]! > 0) top.push(group);
    return this.resultsOf(0, top, children);
  }

  private resultsOf(
    l: number,
    groups: readonly number[],
    children: readonly (Map<number, number[]> | undefined)[],
  ): GroupResult[] {
    const level = this.levels[l]!;
    const deeper = l + 1 < this.levels.length;
    const out = groups.map((group): GroupResult => {
      const counts: Record<string, readonly ValueCount[]> = {};
      level.countBy.forEach(({ name, column }, i) => {
        const stride = level.strides[i]!;
        const row = level.counts[i]!.subarray(group * stride, group * stride + stride);
        const list: ValueCount[] = [];
        row.forEach((count, code) => {
          if (count > 0) list.push({ value: column.values[code]!, count });
        });
        counts[name] = list.sort(byCountThenValue);
      });
      const sums: Record<string, number> = {};
      level.sums.forEach(({ name }, i) => (sums[name] = roundSum(level.sumOf[i]![group]!)));
      const max: Record<string, number | string | null> = {};
      level.maxes.forEach(({ name, timestamp }, i) => {
        const value = level.maxOf[i]![group]!;
        max[name] = value === -Infinity ? null : timestamp ? new Date(value).toISOString() : value;
      });
      const result: GroupResult = {
        key: level.keys.values[level.keyCode[group]!]!,
        count: level.count[group]!,
        aggregates: { counts, sums, max },
      };
      return deeper
        ? { ...result, groups: this.resultsOf(l + 1, children[l + 1]?.get(group) ?? [], children) }
        : result;
    });
    return out.sort((a, b) =>
      byCountThenValue({ value: a.key, count: a.count }, { value: b.key, count: b.count }),
    );
  }
}

/** Sums kept by adding and subtracting drift in the last bits; round so rebuilds compare equal. */
function roundSum(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
