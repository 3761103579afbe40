// One query's materialised answer: the matching rows in sort order plus group and facet counts,
// built once in bulk and then kept current row by row as the store changes.
import { FacetCounts, type GroupResult, type ValueCount } from './aggregates.ts';
import type { Bitset } from './bitset.ts';
import { compileFilter, type CompiledFilter } from './compile-filter.ts';
import { Grouping } from './grouping.ts';
import { MapFacetCounts, type MapValueCount } from './map-facets.ts';
import { groupLevels, type Query } from './query-schema.ts';
import type { RowStore } from './row-store.ts';
import { makeComparator, type SortCache, type SortSpec } from './sort-order.ts';
import type { ResultSignature } from './result-signature.ts';
import { members, pick } from './slot-lists.ts';
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
  /** Per map facet field, its key=value counts (most frequent first, at most the facet's limit). */
  readonly mapFacets?: Readonly<Record<string, readonly MapValueCount[]>>;
}

export interface EngineParts<T> {
  readonly store: RowStore<T>;
  readonly sorts: SortCache<T>;
  readonly texts: TextSearchCache<T>;
}

/** Anything counted over a set of rows and kept current row by row. */
interface Counter {
  add(slot: number): void;
  remove(slot: number): void;
  addAll(slots: Int32Array): void;
}

/**
 * Counters over every filter but a facet's own (`facetsExcludeOwnFilter`): a scalar facet leaves
 * out the `where` filters on its field, a map facet the `maps` filters on its field.
 */
interface OwnCounts {
  readonly filter: CompiledFilter;
  matched: Bitset;
  readonly counter: Counter;
}

/** What decides the matched set and every count (everything but sort and window). */
function countsKey(query: Query): string {
  const { where, maps, text, groupBy, facets, facetsExcludeOwnFilter, mapFacets } = query;
  return JSON.stringify([where, maps, text, groupBy, facets, facetsExcludeOwnFilter, mapFacets]);
}

export class LiveQuery<T> {
  private readonly filter: CompiledFilter;
  private readonly spec: SortSpec;
  private readonly countsId: string;
  private matched!: Bitset;
  private total = 0;
  /** Built on the first answer that needs rows (group-only queries never sort). */
  private order: SortedSlots | undefined;
  private grouping: Grouping<T> | undefined;
  private plainFacets: FacetCounts<T> | undefined;
  private readonly scalarOwn = new Map<string, OwnCounts & { counter: FacetCounts<T> }>();
  private readonly mapCounts = new Map<string, MapFacetCounts<T>>();
  private readonly mapOwn = new Map<string, OwnCounts & { counter: MapFacetCounts<T> }>();
  /** Slots detached by `detach` during a batch, re-attached by `attachBatch`. */
  private detached = 0;

  /**
   * `previous`: a query this one replaces (same engine). When only its sort or window differ, its
   * matched set and counts are taken over instead of recomputed (re-sorting a grouped list, or
   * paging, never regroups).
   */
  constructor(
    private readonly parts: EngineParts<T>,
    public query: Query,
    previous?: LiveQuery<T>,
  ) {
    this.spec = { keys: query.sort, deletedLast: query.deletedLast };
    this.countsId = countsKey(query);
    if (
      previous &&
      previous.parts === parts &&
      previous.countsId === this.countsId &&
      previous.detached === 0
    ) {
      this.filter = previous.filter;
      this.matched = previous.matched;
      this.total = previous.total;
      this.grouping = previous.grouping;
      this.plainFacets = previous.plainFacets;
      for (const [k, v] of previous.scalarOwn) this.scalarOwn.set(k, v);
      for (const [k, v] of previous.mapCounts) this.mapCounts.set(k, v);
      for (const [k, v] of previous.mapOwn) this.mapOwn.set(k, v);
      return;
    }
    this.filter = compileFilter(parts.store, query, parts.texts);
    this.rebuild();
  }

  /** Recomputes everything from the store (after a bulk change). */
  rebuild(): void {
    const { store, texts } = this.parts;
    const query = this.query;
    this.matched = this.filter.candidates();
    const slots = members(this.matched);
    this.total = slots.length;
    this.order = undefined;
    const levels = groupLevels(query.groupBy);
    this.grouping = levels.length > 0 ? new Grouping(store, levels) : undefined;
    this.grouping?.addAll(slots);
    const filtered = new Set(query.facetsExcludeOwnFilter ? query.where.map((w) => w.field) : []);
    const plain = query.facets.filter((field) => !filtered.has(field));
    this.plainFacets = plain.length > 0 ? new FacetCounts(store, plain) : undefined;
    this.plainFacets?.addAll(slots);
    // Plain counts first: `slots` lives in the shared scratch buffer that `members` refills below.
    const mapFacets = query.mapFacets.map((facet) => ({
      facet,
      own: query.facetsExcludeOwnFilter && Object.hasOwn(query.maps, facet.field),
    }));
    this.mapCounts.clear();
    for (const { facet } of mapFacets.filter((f) => !f.own)) {
      const counter = new MapFacetCounts(store, facet);
      counter.addAll(slots, this.matched);
      this.mapCounts.set(facet.field, counter);
    }
    this.scalarOwn.clear();
    for (const field of query.facets.filter((f) => filtered.has(f))) {
      const filter = compileFilter(store, query, texts, { where: field });
      const matched = filter.candidates();
      const counter = new FacetCounts(store, [field]);
      counter.addAll(members(matched));
      this.scalarOwn.set(field, { filter, matched, counter });
    }
    this.mapOwn.clear();
    for (const { facet } of mapFacets.filter((f) => f.own)) {
      const filter = compileFilter(store, query, texts, { map: facet.field });
      const matched = filter.candidates();
      const counter = new MapFacetCounts(store, facet);
      counter.addAll(members(matched), matched);
      this.mapOwn.set(facet.field, { filter, matched, counter });
    }
    this.detached = 0;
  }

  /** Call before `slot` is rewritten or removed; returns whether this query was affected. */
  beforeChange(slot: number): boolean {
    const own = this.detachOwn(slot);
    if (!this.detachMain(slot)) return own;
    this.order?.remove(slot);
    return true;
  }

  /** Call after `slot` was written; returns whether this query was affected. */
  afterChange(slot: number): boolean {
    const alive = this.parts.store.alive.has(slot);
    const own = alive && this.attachOwn(slot);
    if (!alive || !this.filter.matches(slot)) return own;
    this.attachMain(slot);
    this.order?.insert(slot);
    return true;
  }

  /**
   * Batch form of `beforeChange`: updates counts now but leaves the order alone, so `attachBatch`
   * can re-merge every changed slot in one pass instead of a memmove per row.
   */
  detach(slot: number): boolean {
    const own = this.detachOwn(slot);
    if (!this.detachMain(slot)) return own;
    this.detached++;
    return true;
  }

  /** Ends a batch: `changed` holds every written or removed slot (listed in `slots`). */
  attachBatch(changed: Bitset, slots: readonly number[]): boolean {
    const alive = this.parts.store.alive;
    let affected = this.detached > 0;
    const added: number[] = [];
    for (const slot of slots) {
      if (!alive.has(slot)) continue;
      if (this.attachOwn(slot)) affected = true;
      if (!this.filter.matches(slot)) continue;
      this.attachMain(slot);
      added.push(slot);
    }
    if (this.order && (added.length > 0 || this.detached > 0))
      this.order.replace(changed, Int32Array.from(added));
    this.detached = 0;
    return affected || added.length > 0;
  }

  private detachMain(slot: number): boolean {
    if (!this.matched.has(slot)) return false;
    this.matched.delete(slot);
    this.total--;
    this.grouping?.remove(slot);
    this.plainFacets?.remove(slot);
    for (const counter of this.mapCounts.values()) counter.remove(slot);
    return true;
  }

  private attachMain(slot: number): void {
    this.matched.add(slot);
    this.total++;
    this.grouping?.add(slot);
    this.plainFacets?.add(slot);
    for (const counter of this.mapCounts.values()) counter.add(slot);
  }

  private *ownCounts(): Iterable<OwnCounts> {
    yield* this.scalarOwn.values();
    yield* this.mapOwn.values();
  }

  private detachOwn(slot: number): boolean {
    let affected = false;
    for (const own of this.ownCounts())
      if (own.matched.has(slot)) {
        own.matched.delete(slot);
        own.counter.remove(slot);
        affected = true;
      }
    return affected;
  }

  private attachOwn(slot: number): boolean {
    let affected = false;
    for (const own of this.ownCounts())
      if (own.filter.matches(slot)) {
        own.matched.add(slot);
        own.counter.add(slot);
        affected = true;
      }
    return affected;
  }

  /** The matched rows in this query's order (cut from the cached full permutation). */
  private ordered(): SortedSlots {
    if (!this.order) {
      const { store, sorts } = this.parts;
      const compare = makeComparator(store, this.spec);
      // Even a cold full sort is a few linear passes (cold-sort.ts), so always cut from the
      // cached permutation: later queries with this order then cost one pass.
      const permutation = (sorts.peek(this.spec) ?? sorts.build(this.spec, compare)).view();
      this.order = new SortedSlots(pick(permutation, this.matched, this.total), compare);
    }
    return this.order;
  }

  /** The current answer, and a cheap fingerprint of it for change detection. */
  result(): { result: QueryResult<T>; signature: ResultSignature } {
    const { store } = this.parts;
    const { offset, limit } = this.query;
    const end = Math.min(this.total, offset + limit);
    const rows: T[] = [];
    // The window as (slot, version) pairs in numbers: a string of them cost ~0.5 ms per update
    // with ten 200-row windows open, most of a one-row update's time.
    const window = new Float64Array(Math.max(0, end - offset) * 2);
    if (end > offset) {
      const order = this.ordered();
      const versions = store.versions;
      for (let i = offset, w = 0; i < end; i++, w += 2) {
        const slot = order.at(i);
        rows.push(store.rows[slot]!);
        window[w] = slot;
        window[w + 1] = versions[slot]!;
      }
    }
    let head = `${this.total}@${offset}:`;
    const result: { -readonly [K in keyof QueryResult<T>]: QueryResult<T>[K] } = {
      rows,
      total: this.total,
      offset,
    };
    if (this.grouping) {
      this.grouping.refresh((visit) => this.matched.forEach(visit));
      result.groups = this.grouping.result();
      head += JSON.stringify(result.groups);
    }
    if (this.query.facets.length > 0) {
      const plain = this.plainFacets?.result() ?? {};
      const facets: Record<string, readonly ValueCount[]> = {};
      for (const field of this.query.facets)
        facets[field] = plain[field] ?? this.scalarOwn.get(field)?.counter.result()[field] ?? [];
      result.facets = facets;
      head += JSON.stringify(facets);
    }
    if (this.query.mapFacets.length > 0) {
      const mapFacets: Record<string, readonly MapValueCount[]> = {};
      for (const { field } of this.query.mapFacets)
        mapFacets[field] = (this.mapCounts.get(field) ?? this.mapOwn.get(field)?.counter)?.result() ?? [];
      result.mapFacets = mapFacets;
      head += JSON.stringify(mapFacets);
    }
    return { result, signature: { head, window } };
  }
}
