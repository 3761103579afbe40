// Turns a query's filters into (a) a bulk evaluation that intersects facet postings and text
// matches before touching rows one by one, and (b) a per-row predicate for incremental updates.
import { Bitset } from './bitset.ts';
import { parseTimestamp, type Scalar } from './collection.ts';
import { classifyFilter, type FieldFilter, type MapKeyFilter, type Query } from './query-schema.ts';
import type { RowStore } from './row-store.ts';
import { haystackMatches, tokenize, type TextSearchCache } from './text-search.ts';

type SlotPredicate = (slot: number) => boolean;
/** A bulk step narrowing the candidate set with index bitsets. */
type IndexStep = (candidates: Bitset) => void;

export interface CompiledFilter {
  /** Live rows passing every filter, as a fresh bitset. */
  candidates(): Bitset;
  /** Whether one slot (live) passes every filter. */
  matches(slot: number): boolean;
}

/** Filters to leave out: a facet's own filter, for self-excluding facet counts. */
export interface SkipFilters {
  /** The `where` filters on this field. */
  readonly where?: string;
  /** The `maps` filters on this map field (every key). */
  readonly map?: string;
}

export function compileFilter<T>(
  store: RowStore<T>,
  query: Query,
  text: TextSearchCache<T>,
  skip: SkipFilters = {},
): CompiledFilter {
  const steps: IndexStep[] = [];
  const scans: SlotPredicate[] = [];
  const predicates: SlotPredicate[] = [];
  for (const filter of query.where) {
    if (filter.field === skip.where) continue;
    const predicate = fieldPredicate(store, filter);
    predicates.push(predicate);
    const step = indexStep(store, filter);
    if (step) steps.push(step);
    else scans.push(predicate);
  }
  for (const [field, keys] of Object.entries(query.maps)) {
    if (field === skip.map) continue;
    const column = store.maps.get(field) ?? [];
    for (const [key, filter] of Object.entries(keys)) {
      predicates.push(mapPredicate(column, key, filter));
      steps.push(mapIndexStep(store, field, key, filter));
    }
  }
  const tokens = tokenize(query.text);
  if (tokens.length > 0) {
    const haystacks = store.haystacks;
    predicates.push((slot) => haystackMatches(haystacks[slot]!, tokens));
    steps.push((candidates) => candidates.and(text.matches(tokens)));
  }
  return {
    candidates() {
      const candidates = Bitset.copyOf(store.alive);
      for (const step of steps) step(candidates);
      if (scans.length === 1) candidates.retain(scans[0]!);
      else if (scans.length > 1) candidates.retain((slot) => scans.every((scan) => scan(slot)));
      return candidates;
    },
    matches: (slot) => predicates.every((predicate) => predicate(slot)),
  };
}

function fieldPredicate<T>(store: RowStore<T>, where: FieldFilter): SlotPredicate {
  const values = store.scalars.get(where.field) ?? [];
  const { kind, filter } = classifyFilter(where);
  switch (kind) {
    case 'in': {
      const allowed = new Set<Scalar>(filter.in);
      return (slot) => allowed.has(values[slot]!);
    }
    case 'null':
      return (slot) => (values[slot] === null) === filter.isNull;
    case 'values': {
      const include = filter.include?.length ? new Set<Scalar>(filter.include) : undefined;
      const exclude = new Set<Scalar>(filter.exclude ?? []);
      return (slot) => {
        const value = values[slot]!;
        return (include === undefined || include.has(value)) && !exclude.has(value);
      };
    }
    case 'range': {
      const timestamp = store.collection.fields.get(filter.field)?.kind === 'timestamp';
      const bound = (raw: string | number | undefined) =>
        raw === undefined ? undefined : ((timestamp ? parseTimestamp(raw) : Number(raw)) ?? undefined);
      const from = bound(filter.from);
      const to = bound(filter.to);
      return (slot) => {
        const value = values[slot];
        return (
          typeof value === 'number' &&
          (from === undefined || value >= from) &&
          (to === undefined || value < to)
        );
      };
    }
  }
}

/**
 * Bitset form of a filter on a facet field, or of a null test on any scalar field; undefined
 * when the filter has to look at rows one by one.
 */
function indexStep<T>(store: RowStore<T>, where: FieldFilter): IndexStep | undefined {
  const index = store.indexes.get(where.field);
  if (!index) return store.scalars.has(where.field) ? nullStep(store, where) : undefined;
  const union = (wanted: readonly Scalar[]) => {
    const bits = new Bitset(store.capacity);
    for (const value of wanted) {
      const code = index.codeOf.get(value);
      if (code !== undefined) bits.or(index.postings[code]!);
    }
    return bits;
  };
  const { kind, filter } = classifyFilter(where);
  switch (kind) {
    case 'in':
      return (candidates) => candidates.and(union(filter.in));
    case 'null': {
      return (candidates) =>
        filter.isNull ? candidates.and(union([null])) : candidates.andNot(union([null]));
    }
    case 'values':
      return (candidates) => {
        if (filter.include?.length) candidates.and(union(filter.include));
        if (filter.exclude?.length) candidates.andNot(union(filter.exclude));
      };
    case 'range':
      return undefined;
  }
}

function nullStep<T>(store: RowStore<T>, where: FieldFilter): IndexStep | undefined {
  const { kind, filter } = classifyFilter(where);
  if (kind !== 'null') return undefined;
  return (candidates) =>
    filter.isNull
      ? candidates.and(store.nullBits(filter.field))
      : candidates.andNot(store.nullBits(filter.field));
}

/**
 * Bitset form of a map-key filter: from the field's all-keys index when the warm-up built it
 * (any key, nothing to build), else from the key's own value index (built on first use).
 */
function mapIndexStep<T>(store: RowStore<T>, field: string, key: string, filter: MapKeyFilter): IndexStep {
  return (candidates) => {
    const all = store.mapIndex(field);
    if (all) {
      all.filter(candidates, key, filter);
      return;
    }
    const index = store.mapKeyIndex(field, key);
    if (filter.exists === true) candidates.and(index.present);
    if (filter.exists === false) candidates.andNot(index.present);
    if (filter.include?.length) {
      const union = new Bitset(store.capacity);
      for (const value of filter.include) {
        const posting = index.postings.get(value);
        if (posting) union.or(posting);
      }
      candidates.and(union);
    }
    for (const value of filter.exclude ?? []) {
      const posting = index.postings.get(value);
      if (posting) candidates.andNot(posting);
    }
  };
}

function mapPredicate(
  column: readonly (Readonly<Record<string, string>> | null)[],
  key: string,
  filter: MapKeyFilter,
): SlotPredicate {
  const include = filter.include?.length ? new Set(filter.include) : undefined;
  const exclude = filter.exclude?.length ? new Set(filter.exclude) : undefined;
  const exists = filter.exists;
  return (slot) => {
    const value = column[slot]?.[key];
    if (exists !== undefined && (value !== undefined) !== exists) return false;
    if (include && (value === undefined || !include.has(value))) return false;
    return !(exclude && value !== undefined && exclude.has(value));
  };
}
