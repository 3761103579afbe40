// Idle-time preparation of a loaded engine. The first query of a kind after a load used to pay
// for building what later ones reuse (a sort order, a map field's pair codes, group code columns,
// a map key's value index) and for V8 still interpreting the bulk loops. This does that work in
// small steps (each `yield` is a pause point) so a scheduler (src/sync/runtime/engine-warmup.ts)
// can run it between queries: every build is cached only when complete and only if no write
// happened in between, so a query answered mid-way sees exactly what it would without warm-up.
import type { Collection } from './collection.ts';
import type { EngineParts } from './live-query.ts';
import { groupLevels, type Query, type QueryInput } from './query-schema.ts';
import type { Steps } from './radix-sort.ts';
import { emptyMapPairs, pairCodes } from './row-columns.ts';
import type { RowStore } from './row-store.ts';

/** What the warm-up needs from the engine (the engine passes itself through this). */
export interface WarmUpTarget<T> {
  readonly collection: Collection<T>;
  /** The engine's current parts (a `load` replaces them: the warm-up then stops). */
  parts(): EngineParts<T>;
  parse(input: QueryInput): Query;
  /** A throwaway engine of the same collection, for running the hot loops on a few rows. */
  sample(): SampleEngine<T>;
}

export interface SampleEngine<T> {
  upsert(rows: readonly T[]): void;
  /** Builds every map field's all-keys index at once (small: the sample's rows). */
  indexMaps(): void;
  query(input: QueryInput): unknown;
  subscribe(input: QueryInput, listener: () => void): unknown;
}

/** Rows of the sample engine the loops are run on, and how often each query runs there. */
export const sampleRows = 2_000;
const sampleRounds = 8;
/** Live slots handled per step when building pair codes (~2 ms). */
const slotsPerStep = 8_192;
/**
 * Slots per step of a map field's all-keys index: enumerating the rows' maps (no prototype,
 * dictionary mode) is the cost, ~0.3–0.6 µs a row once optimised and several times that before.
 */
const mapIndexSlotsPerStep = 2_048;
/** A sort order given up because of writes is tried again this many times. */
const sortRetries = 3;

/** Queries every engine is warmed with besides its collection's `warmUp`: key order, facet counts. */
function defaultQueries<T>(collection: Collection<T>): QueryInput[] {
  const queries: QueryInput[] = [{ limit: 1 }];
  if (collection.facetFields.length > 0) queries.push({ facets: [...collection.facetFields], limit: 0 });
  return queries;
}

/** The warm-up of one engine, in steps; ends early when the engine is reloaded. */
export function* warmUpSteps<T>(target: WarmUpTarget<T>): Steps<void> {
  const parts = target.parts();
  const current = () => target.parts() === parts;
  if (parts.store.size === 0) return;
  yield* whileCurrent(plan(target, parts), current);
}

function* plan<T>(target: WarmUpTarget<T>, parts: EngineParts<T>): Steps<void> {
  const queries: Query[] = [];
  for (const input of [...defaultQueries(target.collection), ...target.collection.warmUp]) {
    try {
      queries.push(target.parse(input));
    } catch (error) {
      console.warn(`${target.collection.name}: warm-up query skipped`, input, error);
    }
    yield;
  }
  for (const query of queries) {
    yield* buildFor(parts, query);
    yield;
  }
  // Every map field's all-keys index: serves a filter on any key, declared or not. Fields the
  // declared queries touch (label options, a label filter) come before the sample runs, the
  // others after them, so a busy machine's short idle time goes to what screens ask first.
  const touched = new Set(
    queries.flatMap((query) => [...Object.keys(query.maps), ...query.mapFacets.map((facet) => facet.field)]),
  );
  const fields = [...parts.store.maps.keys()];
  for (const field of fields.filter((f) => touched.has(f))) yield* buildMapIndex(parts, field);
  yield* runOnSample(target, parts, queries);
  for (const field of fields.filter((f) => !touched.has(f))) yield* buildMapIndex(parts, field);
}

/** Runs `steps` until the first pause after which the engine was reloaded. */
function* whileCurrent(steps: Steps<void>, current: () => boolean): Steps<void> {
  while (steps.next().done !== true) {
    yield;
    if (!current()) return;
  }
}

/** Everything `query` would build on first use in the full engine. */
function* buildFor<T>(parts: EngineParts<T>, query: Query): Steps<void> {
  const { store, sorts } = parts;
  // Map filters need nothing more: the all-keys indexes (`buildMapIndex`) serve every key.
  for (const level of groupLevels(query.groupBy)) {
    store.codeColumn(level.field, level.key);
    for (const field of level.aggregates?.countBy ?? []) store.codeColumn(field);
    for (const field of [...(level.aggregates?.sum ?? []), ...(level.aggregates?.max ?? [])])
      store.numberColumn(field);
    yield;
  }
  for (const field of query.facets) store.codeColumn(field);
  for (const { field } of query.mapFacets) yield* buildMapPairs(parts, field);
  // Queries that show rows sort (a summary with `limit: 0` never does).
  if (query.limit > 0)
    for (let attempt = 0; attempt < sortRetries; attempt++) {
      if (yield* sorts.warm({ keys: query.sort, deletedLast: query.deletedLast })) break;
      yield;
    }
}

/**
 * A map field's all-keys index (map-index.ts), a few thousand slots a step. Writes in between
 * are no reason to start over: the store keeps the part already built in step.
 */
function* buildMapIndex<T>(parts: EngineParts<T>, field: string): Steps<void> {
  const { store } = parts;
  const maps = store.maps.get(field);
  const index = store.startMapIndex(field);
  if (!maps || !index) return;
  // The first steps run before V8 has optimised `extend`: start small, double up to the full step.
  for (let slots = 256; !index.ready; slots = Math.min(mapIndexSlotsPerStep, slots * 2)) {
    index.extend(maps, store.alive, slots);
    yield;
  }
}

/** A map field's pair codes, a few thousand slots a step; dropped if the store is written meanwhile. */
function* buildMapPairs<T>(parts: EngineParts<T>, field: string): Steps<void> {
  const store = parts.store;
  const maps = store.maps.get(field);
  if (!maps || store.hasMapPairs(field)) return;
  const writes = store.writes;
  const built = emptyMapPairs();
  const words = store.alive.words;
  for (let word = 0; word < words.length; word += slotsPerStep / 32) {
    const end = Math.min(words.length, word + slotsPerStep / 32);
    for (let w = word; w < end; w++) {
      let bits = words[w]!;
      while (bits !== 0) {
        const lowest = bits & -bits;
        const slot = (w << 5) + 31 - Math.clz32(lowest);
        built.pairs[slot] = pairCodes(built, maps[slot]);
        bits ^= lowest;
      }
    }
    yield;
    if (store.writes !== writes || store.hasMapPairs(field)) return;
  }
  store.adoptMapPairs(field, built);
}

/**
 * The queries, repeatedly, on a small engine of the first rows: V8 optimises the bulk loops
 * (grouping, counting, picking, scanning) before the first real query needs them at full size.
 * One-row updates with the queries open warm the incremental path too.
 */
function* runOnSample<T>(
  target: WarmUpTarget<T>,
  parts: EngineParts<T>,
  queries: readonly Query[],
): Steps<void> {
  const rows: T[] = [];
  const slots: number[] = [];
  const { store } = parts;
  store.alive.forEach((slot) => {
    const row = store.rows[slot];
    if (rows.length < sampleRows && row !== undefined) {
      rows.push(row);
      slots.push(slot);
    }
  });
  const sample = target.sample();
  for (let from = 0; from < rows.length; from += 500) {
    sample.upsert(rows.slice(from, from + 500));
    yield;
  }
  // As in the full engine after `buildMapIndex`: map filters take the all-keys index path.
  sample.indexMaps();
  const text =
    target.collection.textFields.length > 0
      ? [
          { text: 'e', limit: 50 },
          { text: 'ng', limit: 50 },
        ]
      : [];
  const sort = queries.find((query) => query.limit > 0)?.sort ?? [];
  const maps = mapFilterQueries(store, slots).map((filter) => ({ maps: filter, sort, limit: 50 }));
  for (let round = 0; round < sampleRounds; round++) {
    for (const query of [...queries, ...text, ...maps]) {
      // Another window or offset each round, so the window cut and picking run too.
      sample.query({ ...query, offset: round % 2 === 0 ? 0 : 10 });
      yield;
    }
  }
  for (const query of queries) {
    sample.subscribe(query, () => undefined);
    yield;
  }
  for (let i = 0; i < 40 && i < rows.length; i++) {
    sample.upsert([rows[(i * 37) % rows.length]!]);
    yield;
  }
}

/**
 * Label-filter shaped queries for the sample, from its own rows: per map field, its commonest
 * key=value pair (include), and that key (exists). Which key does not matter: every key takes the
 * same path through the all-keys index; this only lets V8 optimise that path.
 */
function mapFilterQueries<T>(store: RowStore<T>, slots: readonly number[]): QueryInput['maps'][] {
  const out: QueryInput['maps'][] = [];
  for (const [field, column] of store.maps) {
    const counts = new Map<string, { key: string; value: string; count: number }>();
    for (const slot of slots) {
      const map = column[slot];
      if (map)
        for (const key in map) {
          const id = `${key}\u0000${map[key]!}`;
          const seen = counts.get(id);
          if (seen) seen.count++;
          else counts.set(id, { key, value: map[key]!, count: 1 });
        }
    }
    let top: { key: string; value: string; count: number } | undefined;
    for (const pair of counts.values()) if (!top || pair.count > top.count) top = pair;
    if (!top) continue;
    out.push(
      { [field]: { [top.key]: { include: [top.value] } } },
      { [field]: { [top.key]: { exists: true } } },
    );
  }
  return out;
}
