// One query's materialised answer: the matching rows in sort order plus group and facet counts,
// built once in bulk and then kept current row by row as the store changes.
import { FacetCounts, Grouping, type GroupResult, type ValueCount } from './aggregates.ts';
import { Bitset } from './bitset.ts';
import { compileFilter, type CompiledFilter } from './compile-filter.ts';
import { groupLevels, type Query } from './query-schema.ts';
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

/** A facet counted over every filter but its own (`facetsExcludeOwnFilter`). */
interface OwnFacet<T> {
  readonly field: string;
  readonly filter: CompiledFilter;
  matched: Bitset;
  counts: FacetCounts<T>;
}

export class LiveQuery<T> {
  private readonly filter: CompiledFilter;
  private readonly spec: SortSpec;
  private matched!: Bitset;
  private order!: SortedSlots;
  private grouping: Grouping<T> | undefined;
  private facets: FacetCounts<T> | undefined;
  /** Facet fields counted with the main filter. */
  private readonly plainFacets: readonly string[];
  private readonly ownFacets: OwnFacet<T>[];
  /** Slots detached by `detach` during a batch, re-attached by `attachBatch`. */
  private detached: number[] = [];

  constructor(
    private readonly parts: EngineParts<T>,
    public query: Query,
  ) {
    this.filter = compileFilter(parts.store, query, parts.texts);
    this.spec = { keys: query.sort, deletedLast: query.deletedLast };
    const filtered = new Set(query.facetsExcludeOwnFilter ? query.where.map((w) => w.field) : []);
    this.plainFacets = query.facets.filter((field) => !filtered.has(field));
    this.ownFacets = query.facets
      .filter((field) => filtered.has(field))
      .map((field) => ({ field, filter: compileFilter(parts.store, query, parts.texts, field), matched: new Bitset(), counts: new FacetCounts(parts.store, [field]) }));
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
    const levels = groupLevels(this.query.groupBy);
    this.grouping = levels.length > 0 ? new Grouping(store, levels) : undefined;
    this.facets = this.plainFacets.length > 0 ? new FacetCounts(store, this.plainFacets) : undefined;
    this.grouping?.addAll(ordered);
    this.facets?.addAll(ordered);
    for (const own of this.ownFacets) {
      own.matched = own.filter.candidates();
      own.counts = new FacetCounts(store, [own.field]);
      own.counts.addAll(members(own.matched));
    }
    this.detached = [];
  }

  /** Call before `slot` is rewritten or removed; returns whether this query was affected. */
  beforeChange(slot: number): boolean {
    const own = this.detachOwnFacets(slot);
    if (!this.detachMain(slot)) return own;
    this.order.remove(slot);
    return true;
  }

  /** Call after `slot` was written; returns whether this query was affected. */
  afterChange(slot: number): boolean {
    const alive = this.parts.store.alive.has(slot);
    const own = alive && this.attachOwnFacets(slot);
    if (!alive || !this.filter.matches(slot)) return own;
    this.attachMain(slot);
    this.order.insert(slot);
    return true;
  }

  /**
   * Batch form of `beforeChange`: updates counts now but leaves the order alone, so `attachBatch`
   * can re-merge every changed slot in one pass instead of a memmove per row.
   */
  detach(slot: number): boolean {
    const own = this.detachOwnFacets(slot);
    if (!this.detachMain(slot)) return own;
    this.detached.push(slot);
    return true;
  }

  /** Ends a batch: `changed` holds every written or removed slot (listed in `slots`). */
  attachBatch(changed: Bitset, slots: readonly number[]): boolean {
    const alive = this.parts.store.alive;
    let affected = this.detached.length > 0;
    const added: number[] = [];
    for (const slot of slots) {
      if (!alive.has(slot)) continue;
      if (this.attachOwnFacets(slot)) affected = true;
      if (!this.filter.matches(slot)) continue;
      this.attachMain(slot);
      added.push(slot);
    }
    if (added.length > 0 || this.detached.length > 0) this.order.replace(changed, Int32Array.from(added));
    this.detached = [];
    return affected || added.length > 0;
  }

  private detachMain(slot: number): boolean {
    if (!this.matched.has(slot)) return false;
    this.matched.delete(slot);
    this.grouping?.remove(slot);
    this.facets?.remove(slot);
    return true;
  }

  private attachMain(slot: number): void {
    this.matched.add(slot);
    this.grouping?.add(slot);
    this.facets?.add(slot);
  }

  private detachOwnFacets(slot: number): boolean {
    let affected = false;
    for (const own of this.ownFacets)
      if (own.matched.has(slot)) {
        own.matched.delete(slot);
        own.counts.remove(slot);
        affected = true;
      }
    return affected;
  }

  private attachOwnFacets(slot: number): boolean {
    let affected = false;
    for (const own of this.ownFacets)
      if (own.filter.matches(slot)) {
        own.matched.add(slot);
        own.counts.add(slot);
        affected = true;
      }
    return affected;
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
    if (this.query.facets.length > 0) {
      const plain = this.facets?.result() ?? {};
      const facets: Record<string, readonly ValueCount[]> = {};
      for (const field of this.query.facets) facets[field] = plain[field] ?? this.ownFacets.find((own) => own.field === field)?.counts.result()[field] ?? [];
      result.facets = facets;
      signature += JSON.stringify(facets);
    }
    return { result, signature };
  }
}

/** The members of a bitset, ascending. */
function members(bits: Bitset): Int32Array {
  const out = new Int32Array(bits.count());
  let n = 0;
  bits.forEach((slot) => (out[n++] = slot));
  return out;
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
