// One query's materialised answer: the matching rows in sort order plus group and facet counts,
// built once in bulk and then kept current row by row as the store changes.
import { FacetCounts, Grouping, type GroupResult, type ValueCount } from './aggregates.ts';
import type { Bitset } from './bitset.ts';
import { compileFilter, type CompiledFilter } from './compile-filter.ts';
import type { Query } from './query-schema.ts';
import type { RowStore } from './row-store.ts';
import { makeComparator, type SortCache, type SortSpec } from './sort-order.ts';
import { SortedSlots } from './sorted-slots.ts';
import type { TextSearchCache } from './text-search.ts';

/** What a query returns: one window of rows, never the whole result. */
export interface QueryResult<T> {
  readonly rows: readonly T[];
  /** Matching rows in all. */
  readonly total: number;
  readonly offset: number;
  readonly groups?: readonly GroupResult[];
  readonly facets?: Readonly<Record<string, readonly ValueCount[]>>;
}

export interface EngineParts<T> {
  readonly store: RowStore<T>;
  readonly sorts: SortCache<T>;
  readonly texts: TextSearchCache<T>;
}

export class LiveQuery<T> {
  private readonly filter: CompiledFilter;
  private readonly spec: SortSpec;
  private matched!: Bitset;
  private order!: SortedSlots;
  private grouping: Grouping<T> | undefined;
  private facets: FacetCounts<T> | undefined;

  constructor(
    private readonly parts: EngineParts<T>,
    public query: Query,
  ) {
    this.filter = compileFilter(parts.store, query, parts.texts);
    this.spec = { keys: query.sort, deletedLast: query.deletedLast };
    this.rebuild();
  }

  /** Recomputes everything from the store (after a bulk change). */
  rebuild(): void {
    const { store, sorts } = this.parts;
    const matched = this.filter.candidates();
    const total = matched.count();
    const compare = makeComparator(store, this.spec);
    // Even a cold full sort is a few linear passes (cold-sort.ts), so always cut from the
    // cached permutation: later queries with this order then cost one pass.
    const ordered = pick((sorts.peek(this.spec) ?? sorts.build(this.spec, compare)).view(), matched, total);
    this.matched = matched;
    this.order = new SortedSlots(ordered, compare);
    this.grouping = this.query.groupBy ? new Grouping(store, this.query.groupBy) : undefined;
    this.facets = this.query.facets.length > 0 ? new FacetCounts(store, this.query.facets) : undefined;
    const { grouping, facets } = this;
    if (grouping || facets)
      matched.forEach((slot) => {
        grouping?.add(slot);
        facets?.add(slot);
      });
  }

  /** Call before `slot` is rewritten or removed; returns whether this query was affected. */
  beforeChange(slot: number): boolean {
    if (!this.matched.has(slot)) return false;
    this.matched.delete(slot);
    this.order.remove(slot);
    this.grouping?.remove(slot);
    this.facets?.remove(slot);
    return true;
  }

  /** Call after `slot` was written; returns whether this query was affected. */
  afterChange(slot: number): boolean {
    if (!this.parts.store.alive.has(slot) || !this.filter.matches(slot)) return false;
    this.matched.add(slot);
    this.order.insert(slot);
    this.grouping?.add(slot);
    this.facets?.add(slot);
    return true;
  }

  /** The current answer, and a cheap fingerprint of it for change detection. */
  result(): { result: QueryResult<T>; signature: string } {
    const { store } = this.parts;
    const { offset, limit } = this.query;
    const end = Math.min(this.order.length, offset + limit);
    const rows: T[] = [];
    let signature = `${this.order.length}@${offset}:`;
    for (let i = offset; i < end; i++) {
      const slot = this.order.at(i);
      rows.push(store.rows[slot]!);
      signature += `${slot}.${store.versions[slot]},`;
    }
    const result: { -readonly [K in keyof QueryResult<T>]: QueryResult<T>[K] } = { rows, total: this.order.length, offset };
    if (this.grouping) {
      this.grouping.refresh((visit) => this.matched.forEach(visit));
      result.groups = this.grouping.result();
      signature += JSON.stringify(result.groups);
    }
    if (this.facets) {
      result.facets = this.facets.result();
      signature += JSON.stringify(result.facets);
    }
    return { result, signature };
  }
}

/** The members of `matched` in the order of `permutation`. */
function pick(permutation: Int32Array, matched: Bitset, total: number): Int32Array {
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
