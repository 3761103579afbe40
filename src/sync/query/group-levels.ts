// One level of a grouping: its groups' keys, counts, countBy value counts, sums and maxima in flat
// typed arrays indexed by group id, and the (parent group, value code) → group id lookup.
import type { Scalar } from './collection.ts';
import type { GroupBy } from './query-schema.ts';
import type { CodeColumn } from './row-columns.ts';
import type { RowStore } from './row-store.ts';

/** Dense lookup tables above this many cells switch to a Map (e.g. name under type). */
const maxDenseCells = 1 << 20;
/** Map keys pack the pair as parent * 2^26 + code (both stay far below 2^26 at our sizes). */
const pairShift = 2 ** 26;

/** (parent group, value code) → group id: a dense table while small, a Map otherwise. */
class PairIndex {
  private table = new Int32Array(0);
  private stride = 0;
  private parents = 0;
  private map: Map<number, number> | undefined;

  /** The dense table, when parents below `parents` and codes below `codes` fit one (bulk loops index it directly). */
  dense(parents: number, codes: number): { readonly table: Int32Array; readonly stride: number } | undefined {
    if (this.map) return undefined;
    if (parents > this.parents || codes > this.stride) this.grow(parents - 1, codes - 1);
    return this.map ? undefined : { table: this.table, stride: this.stride };
  }

  get(parent: number, code: number): number {
    if (this.map) return this.map.get(parent * pairShift + code) ?? -1;
    return parent < this.parents && code < this.stride ? this.table[parent * this.stride + code]! : -1;
  }

  set(parent: number, code: number, group: number): void {
    if (!this.map && (parent >= this.parents || code >= this.stride)) this.grow(parent, code);
    if (this.map) this.map.set(parent * pairShift + code, group);
    else this.table[parent * this.stride + code] = group;
  }

  private grow(parent: number, code: number): void {
    const stride = Math.max(code + 1, this.stride * 2, 8);
    const parents = Math.max(parent + 1, this.parents * 2, 1);
    const entries: [number, number, number][] = [];
    for (let p = 0; p < this.parents; p++)
      for (let c = 0; c < this.stride; c++) {
        const group = this.table[p * this.stride + c]!;
        if (group >= 0) entries.push([p, c, group]);
      }
    if (stride * parents > maxDenseCells) {
      this.map = new Map(entries.map(([p, c, g]) => [p * pairShift + c, g]));
      this.table = new Int32Array(0);
      return;
    }
    this.table = new Int32Array(stride * parents).fill(-1);
    this.stride = stride;
    this.parents = parents;
    for (const [p, c, g] of entries) this.table[p * stride + c] = g;
  }
}

/** What a level reads from the row store. */
export type LevelSource = Pick<RowStore<unknown>, 'scalars' | 'codeColumn'> & {
  readonly collection: { readonly fields: ReadonlyMap<string, { readonly kind: string }> };
};

/** One level's groups: group ids index every array below. */
export class Level {
  readonly keys: CodeColumn;
  readonly index = new PairIndex();
  readonly countBy: { readonly name: string; readonly column: CodeColumn }[];
  readonly sums: { readonly name: string; readonly values: readonly Scalar[] }[];
  readonly maxes: {
    readonly name: string;
    readonly values: readonly Scalar[];
    readonly timestamp: boolean;
  }[];
  size = 0;
  private capacity = 0;
  parent = new Int32Array(0);
  keyCode = new Int32Array(0);
  count = new Int32Array(0);
  /** Per countBy field: counts at `group * strides[i] + code`. */
  counts: Int32Array[];
  strides: number[];
  sumOf: Float64Array[];
  /** -Infinity while a group has no value. */
  maxOf: Float64Array[];
  /** A group whose maximum row left: rescanned at result time. */
  stale = new Uint8Array(0);
  anyStale = false;

  constructor(store: LevelSource, spec: GroupBy) {
    const column = (name: string) => store.scalars.get(name) ?? [];
    const aggregates = spec.aggregates ?? {};
    this.keys = store.codeColumn(spec.field, spec.key);
    this.countBy = (aggregates.countBy ?? []).map((name) => ({ name, column: store.codeColumn(name) }));
    this.sums = (aggregates.sum ?? []).map((name) => ({ name, values: column(name) }));
    this.maxes = (aggregates.max ?? []).map((name) => ({
      name,
      values: column(name),
      timestamp: store.collection.fields.get(name)?.kind === 'timestamp',
    }));
    this.counts = this.countBy.map(() => new Int32Array(0));
    this.strides = this.countBy.map(() => 0);
    this.sumOf = this.sums.map(() => new Float64Array(0));
    this.maxOf = this.maxes.map(() => new Float64Array(0));
  }

  /** The group of (parent, code), created when absent. */
  groupOf(parent: number, code: number): number {
    const known = this.index.get(parent, code);
    if (known >= 0) return known;
    const group = this.size++;
    if (group >= this.capacity) this.grow(Math.max(16, this.capacity * 2));
    this.parent[group] = parent;
    this.keyCode[group] = code;
    this.index.set(parent, code, group);
    return group;
  }

  /** Makes room for countBy codes below `need` (the field's dictionary grew). */
  ensureStride(i: number, need: number): void {
    const stride = this.strides[i]!;
    if (need <= stride) return;
    const next = Math.max(need, stride * 2);
    const old = this.counts[i]!;
    const grown = new Int32Array(this.capacity * next);
    for (let g = 0; g < this.size; g++) grown.set(old.subarray(g * stride, g * stride + stride), g * next);
    this.counts[i] = grown;
    this.strides[i] = next;
  }

  /** A group emptied by removals starts over when a row comes back. */
  reset(group: number): void {
    this.counts.forEach((counts, i) =>
      counts.fill(0, group * this.strides[i]!, (group + 1) * this.strides[i]!),
    );
    for (const sums of this.sumOf) sums[group] = 0;
    for (const max of this.maxOf) max[group] = -Infinity;
    this.stale[group] = 0;
  }

  private grow(capacity: number): void {
    const copy = <A extends Int32Array | Float64Array | Uint8Array>(
      old: A,
      make: (n: number) => A,
      per = 1,
      fill?: number,
    ): A => {
      const grown = make(capacity * per);
      if (fill !== undefined) grown.fill(fill);
      grown.set(old);
      return grown;
    };
    const ints = (n: number) => new Int32Array(n);
    const doubles = (n: number) => new Float64Array(n);
    this.parent = copy(this.parent, ints);
    this.keyCode = copy(this.keyCode, ints);
    this.count = copy(this.count, ints);
    this.stale = copy(this.stale, (n) => new Uint8Array(n));
    this.counts = this.counts.map((counts, i) => copy(counts, ints, this.strides[i]));
    this.sumOf = this.sumOf.map((sums) => copy(sums, doubles));
    this.maxOf = this.maxOf.map((max) => copy(max, doubles, 1, -Infinity));
    this.capacity = capacity;
  }
}
