// Comparators over cached sort keys, and a small cache of full sorted permutations per sort
// spec that windows and filtered lists are cut from.
import type { Bitset } from './bitset.ts';
import type { SortKey } from './query-schema.ts';
import { keyOrder, keyOrderSteps, sortBySpec, sortBySpecSteps } from './cold-sort.ts';
import type { Steps } from './radix-sort.ts';
import type { RowStore } from './row-store.ts';
import { SortedSlots, type SlotComparator } from './sorted-slots.ts';

export interface SortSpec {
  readonly keys: readonly SortKey[];
  readonly deletedLast: boolean;
}

export function sortSpecId(spec: SortSpec): string {
  return `${spec.deletedLast ? 'D' : ''}${spec.keys.map((k) => `${k.field}${k.key === undefined ? '' : `[${JSON.stringify(k.key)}]`}:${k.dir}`).join(',')}`;
}

/**
 * Orders slots by the spec's keys: nulls last in either direction, soft-deleted rows last when
 * asked, ties broken by row key so the order is total and stable across rebuilds.
 */
export function makeComparator<T>(store: RowStore<T>, spec: SortSpec): SlotComparator {
  const keys = store.keys;
  const columns = spec.keys.map((key) => ({
    values: store.sortColumn(key.field, key.key),
    sign: key.dir === 'desc' ? -1 : 1,
  }));
  const deletedField = store.collection.deletedField;
  const deleted =
    spec.deletedLast && deletedField !== undefined ? store.scalars.get(deletedField) : undefined;
  return (a, b) => {
    if (deleted) {
      const da = deleted[a] !== null;
      if (da !== (deleted[b] !== null)) return da ? 1 : -1;
    }
    for (const { values, sign } of columns) {
      const va = values[a]!;
      const vb = values[b]!;
      if (va === vb) continue;
      if (va === null) return 1;
      if (vb === null) return -1;
      return va < vb ? -sign : sign;
    }
    const ka = keys[a]!;
    const kb = keys[b]!;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  };
}

/** Runs `steps`, stopping (undefined) at the first pause after which `unchanged` is false. */
function* whileUnchanged<R>(steps: Steps<R>, unchanged: () => boolean): Steps<R | undefined> {
  for (;;) {
    const next = steps.next();
    if (next.done) return unchanged() ? next.value : undefined;
    yield;
    if (!unchanged()) return undefined;
  }
}

/** One sort key and no deleted-last partition (or key order): an order others derive from. */
function isBase(spec: SortSpec): boolean {
  return spec.keys.length <= 1 && !spec.deletedLast;
}

/** Plain key order: the default, and the base every other order is radix-sorted from. */
const keyOrderSpec: SortSpec = { keys: [], deletedLast: false };

// Every open subscription may use its own order; a permutation is 4 bytes a row (0.4 MB at 100k).
const cacheSize = 16;

/** Full sorted permutations of live rows, most recently used first, updated row by row. */
export class SortCache<T> {
  private entries: { id: string; order: SortedSlots; base: boolean }[] = [];

  constructor(private readonly store: RowStore<T>) {}

  /** Returns the cached permutation for `spec`, or undefined (callers decide whether to build it). */
  peek(spec: SortSpec): SortedSlots | undefined {
    const id = sortSpecId(spec);
    const hit = this.entries.find((entry) => entry.id === id);
    if (hit) this.entries = [hit, ...this.entries.filter((e) => e !== hit)];
    return hit?.order;
  }

  /**
   * Sorts every live row by `spec` (comparator-free, see cold-sort.ts) and caches the result.
   * Starts from the cached order of the longest suffix of its keys when there is one: `deleted
   * last, name` from `name` is one partition pass; `type, name` from `name` one counting sort.
   */
  build(spec: SortSpec, compare: SlotComparator): SortedSlots {
    const byKey =
      this.peek(keyOrderSpec) ??
      this.remember(
        keyOrderSpec,
        new SortedSlots(keyOrder(this.store), makeComparator(this.store, keyOrderSpec)),
      );
    if (sortSpecId(spec) === sortSpecId(keyOrderSpec)) return byKey;
    for (let from = 0; from < spec.keys.length; from++) {
      const suffix: SortSpec = { keys: spec.keys.slice(from), deletedLast: false };
      if (sortSpecId(suffix) === sortSpecId(spec)) continue;
      const cached = this.find(suffix);
      if (cached)
        return this.remember(
          spec,
          new SortedSlots(sortBySpec(this.store, spec, cached.view(), from), compare),
        );
    }
    return this.remember(spec, new SortedSlots(sortBySpec(this.store, spec, byKey.view()), compare));
  }

  /**
   * `build` in steps for idle time (engine warm-up): the order is cached only when complete, at
   * the least recently used end and only while the cache has room, so it never evicts an order a
   * screen uses. Gives up (returns false) when the store was written between two steps.
   */
  *warm(spec: SortSpec): Steps<boolean> {
    const store = this.store;
    const writes = store.writes;
    const unchanged = () => store.writes === writes;
    if (this.find(spec)) return true;
    let byKey = this.find(keyOrderSpec)?.view();
    if (!byKey) {
      const built = yield* whileUnchanged(keyOrderSteps(store), unchanged);
      if (!built) return false;
      if (!this.find(keyOrderSpec))
        this.keep(keyOrderSpec, new SortedSlots(built, makeComparator(store, keyOrderSpec)));
      byKey = built;
    }
    if (sortSpecId(spec) === sortSpecId(keyOrderSpec)) return true;
    let base = byKey;
    let keysLeft = spec.keys.length;
    for (let from = 0; from < spec.keys.length; from++) {
      const suffix: SortSpec = { keys: spec.keys.slice(from), deletedLast: false };
      if (sortSpecId(suffix) === sortSpecId(spec)) continue;
      const cached = this.find(suffix);
      if (cached) {
        base = cached.view();
        keysLeft = from;
        break;
      }
    }
    // Stops at the first step after a write: `base` (a cached order) may have moved under it.
    const order = yield* whileUnchanged(sortBySpecSteps(store, spec, base, keysLeft), unchanged);
    if (!order) return false;
    if (!this.find(spec)) this.keep(spec, new SortedSlots(order, makeComparator(store, spec)));
    return true;
  }

  /** Caches an order built in idle time: least recently used, and only while there is room. */
  private keep(spec: SortSpec, order: SortedSlots): void {
    if (this.entries.length < cacheSize)
      this.entries = [...this.entries, { id: sortSpecId(spec), order, base: isBase(spec) }];
  }

  /** Orders cached now (tests, warm-up progress). */
  get size(): number {
    return this.entries.length;
  }

  /** The cached order for `spec` without touching recency. */
  private find(spec: SortSpec): SortedSlots | undefined {
    const id = sortSpecId(spec);
    return this.entries.find((entry) => entry.id === id)?.order;
  }

  private remember(spec: SortSpec, order: SortedSlots): SortedSlots {
    const entries = [{ id: sortSpecId(spec), order, base: isBase(spec) }, ...this.entries];
    // Full: drop the least recently used derived order (several keys, or deleted last) before a
    // single-key one: those are what derived orders are rebuilt from in one linear pass, while a
    // single-key order of names costs a full string sort to rebuild.
    while (entries.length > cacheSize) {
      const victim = entries.findLastIndex((entry) => !entry.base);
      entries.splice(victim > 0 ? victim : entries.length - 1, 1);
    }
    this.entries = entries;
    return order;
  }

  beforeChange(slot: number): void {
    for (const entry of this.entries) entry.order.remove(slot);
  }

  afterChange(slot: number): void {
    if (!this.store.alive.has(slot)) return;
    for (const entry of this.entries) entry.order.insert(slot);
  }

  /** After a batch of writes/removals to `changed` slots (a set), re-merges them into every permutation. */
  afterBatch(changed: Bitset, changedSlots: readonly number[]): void {
    const alive = changedSlots.filter((slot) => this.store.alive.has(slot));
    for (const entry of this.entries) entry.order.replace(changed, Int32Array.from(alive));
  }

  clear(): void {
    this.entries = [];
  }
}
