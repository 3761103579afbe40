// The sync worker's in-memory query engine for one collection: holds the rows, answers queries
// with windows plus totals and counts, and pushes fresh results to subscribers after writes.
import { Bitset } from './bitset.ts';
import { defineCollection, type Collection, type CollectionDeclaration } from './collection.ts';
import { LiveQuery, type EngineParts, type QueryResult } from './live-query.ts';
import { querySchemaFor, type Query, type QueryInput } from './query-schema.ts';
import { sameSignature, type ResultSignature } from './result-signature.ts';
import { rankedSearch, type RankedHits } from './ranked-search.ts';
import { RowStore } from './row-store.ts';
import { SortCache } from './sort-order.ts';
import { TextSearchCache, tokenize } from './text-search.ts';
import type { Steps } from './radix-sort.ts';
import { warmUpSteps } from './warm-up.ts';

export type ResultListener<T> = (result: QueryResult<T>) => void;

/** Handle of an open subscription. */
export interface Subscription {
  /** Changes the query (e.g. the window while scrolling); pushes if the answer differs. */
  update(query: QueryInput): void;
  unsubscribe(): void;
}

interface Subscriber<T> {
  live: LiveQuery<T>;
  readonly listener: ResultListener<T>;
  signature: ResultSignature | undefined;
}

/** Batches up to this size are applied row by row; larger ones re-merge each order once. */
const incrementalLimit = 32;

export class QueryEngine<T> {
  readonly collection: Collection<T>;
  private readonly schema: ReturnType<typeof querySchemaFor<T>>;
  private parts!: EngineParts<T>;
  private readonly subscribers = new Set<Subscriber<T>>();
  /** The last one-shot query, so paging through the same result only cuts a new window. */
  private recent: { id: string; live: LiveQuery<T> } | undefined;
  private touched = 0;
  private written = 0;
  private alphabet: { written: number; chars: string } | undefined;

  constructor(declaration: CollectionDeclaration<T> | Collection<T>) {
    this.collection =
      declaration.fields instanceof Map
        ? (declaration as Collection<T>)
        : defineCollection(declaration as CollectionDeclaration<T>);
    this.schema = querySchemaFor(this.collection);
    this.reset();
  }

  get size(): number {
    return this.parts.store.size;
  }

  /**
   * Bumped by every query, subscription change, write and load: an idle-time scheduler (the
   * warm-up) compares it between its steps to see that the engine was just used.
   */
  get activity(): number {
    return this.touched;
  }

  /** Bumped by every write and load (a sync page): the warm-up waits for these to settle. */
  get writeCount(): number {
    return this.written;
  }

  /**
   * What is prepared now (tests, warm-up): cached sort orders, map fields with pair codes and map
   * fields with a complete all-keys index.
   */
  prepared(): { orders: number; mapPairs: string[]; mapIndexes: string[] } {
    const { store, sorts } = this.parts;
    const fields = [...store.maps.keys()];
    return {
      orders: sorts.size,
      mapPairs: fields.filter((field) => store.hasMapPairs(field)),
      mapIndexes: fields.filter((field) => store.mapIndex(field) !== undefined),
    };
  }

  /**
   * Prepares what the first queries after a load would build (see warm-up.ts), a small step per
   * `next()`; stops by itself when the engine is reloaded. Safe to interleave with any call.
   */
  warmUp(): Steps<void> {
    return warmUpSteps({
      collection: this.collection,
      parts: () => this.parts,
      parse: (input) => this.parseQuery(input),
      sample: () => new QueryEngine<T>(this.collection),
    });
  }

  /**
   * Builds every map field's all-keys index now (map-index.ts): the warm-up does it in steps, its
   * small sample engine at once, and tests compare both filter paths with it.
   */
  indexMaps(): void {
    const store = this.parts.store;
    for (const [field, column] of store.maps)
      store.startMapIndex(field)?.extend(column, store.alive, Number.POSITIVE_INFINITY);
  }

  get(key: string): T | undefined {
    const slot = this.parts.store.slotOf(key);
    return slot === undefined ? undefined : this.parts.store.rows[slot];
  }

  /** Validates a query against this collection (throws a ZodError naming the bad field). */
  parseQuery(input: QueryInput): Query {
    return this.schema.parse(input);
  }

  /** Replaces every row (bulk index build), then refreshes all subscriptions. */
  load(rows: readonly T[]): void {
    this.touched++;
    this.written++;
    this.reset();
    for (const row of rows) this.parts.store.put(row);
    for (const subscriber of this.subscribers)
      subscriber.live = new LiveQuery(this.parts, subscriber.live.query);
    this.publish(this.subscribers);
  }

  /** Inserts or replaces rows by key. */
  upsert(rows: readonly T[]): void {
    const store = this.parts.store;
    this.write(rows.length, (before, after) => {
      for (const row of rows) {
        const existing = store.slotOf(store.keyOf(row));
        if (existing !== undefined) before(existing);
        after(store.put(row), existing === undefined);
      }
    });
  }

  /** Removes rows by key; unknown keys are ignored. */
  remove(keys: readonly string[]): void {
    const store = this.parts.store;
    this.write(keys.length, (before, after) => {
      for (const key of keys) {
        const slot = store.slotOf(key);
        if (slot === undefined) continue;
        before(slot);
        store.remove(key);
        after(slot, false);
      }
    });
  }

  /** Answers one query now. */
  query(input: QueryInput): QueryResult<T> {
    this.touched++;
    return this.liveFor(this.parseQuery(input)).result().result;
  }

  /** The command palette's search: the best `limit` matches ranked by `titleField` (ranked-search.ts). */
  search(text: string, titleField: string, limit: number): RankedHits<T> {
    this.touched++;
    return rankedSearch(this.parts, titleField, text, limit);
  }

  /**
   * The characters a search for `text` can be extended by and still match a row (text-search.ts
   * `followers`): typing ahead (type-ahead.ts) answers only those; any other matches nothing.
   * The answer for all rows (a text of nothing but spaces) is cached until the next write.
   */
  textFollowers(text: string): string {
    const tokens = tokenize(text);
    const newToken = text === '' || /\s$/.test(text);
    if (tokens.length > 0 || !newToken) return this.parts.texts.followers(tokens, newToken);
    if (this.alphabet?.written !== this.written)
      this.alphabet = { written: this.written, chars: this.parts.texts.followers([], true) };
    return this.alphabet.chars;
  }

  /** Calls `listener` now with the answer, then after every write that changes it. */
  subscribe(input: QueryInput, listener: ResultListener<T>): Subscription {
    this.touched++;
    const subscriber: Subscriber<T> = {
      live: new LiveQuery(this.parts, this.parseQuery(input)),
      listener,
      signature: undefined,
    };
    this.subscribers.add(subscriber);
    this.publish([subscriber]);
    return {
      update: (next) => {
        this.touched++;
        const query = this.parseQuery(next);
        if (sameSelection(query, subscriber.live.query)) subscriber.live.query = query;
        // A new sort (or filter) replaces the live query; its counts carry over when they can.
        else subscriber.live = new LiveQuery(this.parts, query, subscriber.live);
        this.publish([subscriber]);
      },
      unsubscribe: () => void this.subscribers.delete(subscriber),
    };
  }

  private reset(): void {
    const store = new RowStore(this.collection);
    this.parts = { store, sorts: new SortCache(store), texts: new TextSearchCache(store) };
    this.recent = undefined;
  }

  private liveFor(query: Query): LiveQuery<T> {
    const id = selectionId(query);
    if (this.recent?.id === id) {
      this.recent.live.query = query;
      return this.recent.live;
    }
    // Same filters and counts in another order: take over the grouping instead of regrouping.
    const live = new LiveQuery(this.parts, query, this.recent?.live);
    this.recent = { id, live };
    return live;
  }

  /**
   * Runs a batch of writes. Small batches update every cache and subscription row by row (one
   * row costs a few binary searches and memmoves per open query); large ones rebuild.
   */
  private write(
    size: number,
    apply: (before: (slot: number) => void, after: (slot: number, isNew: boolean) => void) => void,
  ): void {
    const { sorts, texts } = this.parts;
    this.touched++;
    this.written++;
    this.recent = undefined;
    const touched = new Set<Subscriber<T>>();
    if (size <= incrementalLimit) {
      apply(
        (slot) => {
          sorts.beforeChange(slot);
          for (const subscriber of this.subscribers)
            if (subscriber.live.beforeChange(slot)) touched.add(subscriber);
        },
        (slot) => {
          sorts.afterChange(slot);
          texts.update(slot);
          for (const subscriber of this.subscribers)
            if (subscriber.live.afterChange(slot)) touched.add(subscriber);
        },
      );
      this.publish(touched);
      return;
    }
    // Large batches (sync pages): counts are adjusted row by row, but every order is re-merged
    // once at the end (one linear pass per order) instead of a memmove per row.
    const changed = new Bitset(this.parts.store.capacity);
    const slots: number[] = [];
    const note = (slot: number) => {
      if (changed.has(slot)) return;
      changed.add(slot);
      slots.push(slot);
    };
    apply((slot) => {
      note(slot);
      for (const subscriber of this.subscribers) if (subscriber.live.detach(slot)) touched.add(subscriber);
    }, note);
    sorts.afterBatch(changed, slots);
    for (const slot of slots) texts.update(slot);
    for (const subscriber of this.subscribers)
      if (subscriber.live.attachBatch(changed, slots)) touched.add(subscriber);
    this.publish(touched);
  }

  private publish(subscribers: Iterable<Subscriber<T>>): void {
    for (const subscriber of subscribers) {
      if (!this.subscribers.has(subscriber)) continue;
      const { result, signature } = subscriber.live.result();
      if (sameSignature(subscriber.signature, signature)) continue;
      subscriber.signature = signature;
      try {
        subscriber.listener(result);
      } catch (error) {
        // One broken listener must not starve the others or undo the write.
        console.error('query subscriber failed', error);
      }
    }
  }
}

/** Identity of a query's selection and order, ignoring the window. */
function selectionId(query: Query): string {
  const { offset: _offset, limit: _limit, ...selection } = query;
  return JSON.stringify(selection);
}

function sameSelection(a: Query, b: Query): boolean {
  return selectionId(a) === selectionId(b);
}
