// Rows by slot, with per-field columns, facet value indexes and text haystacks kept in step on
// every put/remove, so a one-row change costs O(fields), never a rebuild.
import { Bitset } from './bitset.ts';
import { normalizeMap, normalizeScalar, type Collection, type Scalar, type StringMap } from './collection.ts';
import { MapFieldIndex } from './map-index.ts';
import {
  addToMapKeyIndex,
  codeFor,
  emptyMapPairs,
  pairCodes,
  setCode,
  type CodeColumn,
  type MapKeyIndex,
  type MapKeyState,
  type MapPairs,
  type SortValue,
  type ValueIndex,
} from './row-columns.ts';

export class RowStore<T> {
  readonly rows: (T | undefined)[] = [];
  readonly keys: (string | undefined)[] = [];
  /** Bumped on every write of a slot: lets subscribers see that a row in their window changed. */
  readonly versions: number[] = [];
  readonly alive = new Bitset();
  readonly scalars = new Map<string, Scalar[]>();
  readonly maps = new Map<string, (StringMap | null)[]>();
  readonly indexes = new Map<string, ValueIndex>();
  /** Per slot, the lowercased text fields joined by "\n" (tokens never span fields). */
  readonly haystacks: string[] = [];
  private readonly lowered = new Map<string, (string | null)[]>();
  private readonly slotByKey = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  /** Per map field, the keys that have a derived column or index. */
  private readonly mapKeys = new Map<string, Map<string, MapKeyState>>();
  /** Code columns of non-facet scalar fields (built on first use by grouping). */
  private readonly scalarCodes = new Map<string, CodeColumn>();
  /** Number/timestamp fields as doubles (NaN = null), built on first use by bulk aggregates. */
  private readonly numbers = new Map<string, Float64Array>();
  /** Pair codes of map fields (built on first use by a map facet). */
  private readonly pairs = new Map<string, MapPairs>();
  /** Inverted key=value indexes of whole map fields (built in steps by the warm-up). */
  private readonly mapIndexes = new Map<string, MapFieldIndex>();
  /** Per non-facet scalar field, the slots whose value is null (built on first use by a null filter). */
  private readonly nullSlots = new Map<string, Bitset>();
  private version = 0;

  constructor(readonly collection: Collection<T>) {
    for (const field of collection.fields.values()) {
      if (field.kind === 'map') this.maps.set(field.name, []);
      else this.scalars.set(field.name, []);
      if (field.kind === 'string') this.lowered.set(field.name, []);
      if (field.facet)
        this.indexes.set(field.name, {
          codeOf: new Map(),
          values: [],
          postings: [],
          codes: new Int32Array(0),
        });
    }
  }

  get size(): number {
    return this.slotByKey.size;
  }

  /** Counts every put and remove: work done in steps (warm-up) checks it did not go stale. */
  get writes(): number {
    return this.version;
  }

  /** Slots ever allocated (live or free): an upper bound for slot numbers. */
  get capacity(): number {
    return this.rows.length;
  }

  slotOf(key: string): number | undefined {
    return this.slotByKey.get(key);
  }

  keyOf(row: T): string {
    const raw = this.collection.fields.get(this.collection.key)!.read(row);
    if (typeof raw === 'string') return raw;
    if (typeof raw === 'number') return String(raw);
    throw new TypeError(`${this.collection.name}: row without a string or number "${this.collection.key}"`);
  }

  /** The value sorting compares: lowercased for strings (collator-free), else the scalar. */
  sortColumn(field: string, mapKey?: string): readonly SortValue[] {
    if (mapKey !== undefined) {
      const state = this.mapKeyState(field, mapKey);
      if (!state.lowered) {
        const column = this.maps.get(field) ?? [];
        state.lowered = column.map((map) => map?.[mapKey]?.toLowerCase() ?? null);
      }
      return state.lowered;
    }
    return this.lowered.get(field) ?? this.scalars.get(field) ?? [];
  }

  /** Value index of one key of a map field (built now on first use, then kept in step). */
  mapKeyIndex(field: string, mapKey: string): MapKeyIndex {
    const state = this.mapKeyState(field, mapKey);
    if (!state.index) {
      const index: MapKeyIndex = { postings: new Map(), present: new Bitset(this.capacity) };
      const column = this.maps.get(field) ?? [];
      this.alive.forEach((slot) => addToMapKeyIndex(index, slot, column[slot]?.[mapKey]));
      state.index = index;
    }
    return state.index;
  }

  /**
   * Value codes per slot of a scalar field, or of one key of a map field (absent = null): the
   * facet index's codes when there is one, else a dictionary built now and kept in step.
   */
  codeColumn(field: string, mapKey?: string): CodeColumn {
    if (mapKey !== undefined) {
      const state = this.mapKeyState(field, mapKey);
      if (!state.codes) {
        const column: CodeColumn = {
          codeOf: new Map(),
          values: [],
          codes: new Int32Array(this.capacity).fill(-1),
        };
        const maps = this.maps.get(field) ?? [];
        this.alive.forEach((slot) => setCode(column, slot, codeFor(column, maps[slot]?.[mapKey] ?? null)));
        state.codes = column;
      }
      return state.codes;
    }
    const index = this.indexes.get(field);
    if (index) return index;
    let column = this.scalarCodes.get(field);
    if (!column) {
      column = { codeOf: new Map(), values: [], codes: new Int32Array(this.capacity).fill(-1) };
      const values = this.scalars.get(field) ?? [];
      const built = column;
      this.alive.forEach((slot) => setCode(built, slot, codeFor(built, values[slot] ?? null)));
      this.scalarCodes.set(field, column);
    }
    return column;
  }

  /** The key=value pair codes of a map field, built now on first use, then kept in step. */
  mapPairs(field: string): MapPairs {
    let pairs = this.pairs.get(field);
    if (!pairs) {
      const built = emptyMapPairs();
      const maps = this.maps.get(field) ?? [];
      this.alive.forEach((slot) => (built.pairs[slot] = pairCodes(built, maps[slot])));
      this.pairs.set(field, (pairs = built));
    }
    return pairs;
  }

  /** Whether a map field's pair codes exist (built by a map facet or the warm-up). */
  hasMapPairs(field: string): boolean {
    return this.pairs.has(field);
  }

  /**
   * Takes pair codes built elsewhere in steps (the warm-up: `emptyMapPairs`, `pairCodes` per live
   * slot, no write in between). Ignored when a query built them meanwhile.
   */
  adoptMapPairs(field: string, built: MapPairs): void {
    if (!this.pairs.has(field) && this.maps.has(field)) this.pairs.set(field, built);
  }

  /**
   * The all-keys index of a map field once complete (see map-index.ts), else undefined: a filter
   * then builds the one key's index instead (`mapKeyIndex`).
   */
  mapIndex(field: string): MapFieldIndex | undefined {
    const index = this.mapIndexes.get(field);
    return index?.ready ? index : undefined;
  }

  /**
   * Starts (or continues) the all-keys index of a map field: the caller moves it on with
   * `extend` in steps; writes in between keep the part already built in step.
   */
  startMapIndex(field: string): MapFieldIndex | undefined {
    if (!this.maps.has(field)) return undefined;
    let index = this.mapIndexes.get(field);
    if (!index) this.mapIndexes.set(field, (index = new MapFieldIndex(() => this.capacity)));
    return index;
  }

  /**
   * The slots whose value of a scalar field is null, built now on first use, then kept in step:
   * `deleted_at is null` on every catalogue query is then one bitset AND instead of a 100k-row
   * predicate pass (~1 ms). Dead slots may keep a stale bit; filters start from `alive`.
   */
  nullBits(field: string): Bitset {
    let bits = this.nullSlots.get(field);
    if (!bits) {
      const values = this.scalars.get(field) ?? [];
      const built = new Bitset(this.capacity);
      this.alive.forEach((slot) => {
        if (values[slot] === null) built.add(slot);
      });
      this.nullSlots.set(field, (bits = built));
    }
    return bits;
  }

  /** A number or timestamp field as doubles by slot (NaN = null); re-read after writes (it grows). */
  numberColumn(field: string): Float64Array {
    let column = this.numbers.get(field);
    if (!column || column.length < this.capacity) {
      const values = this.scalars.get(field) ?? [];
      const grown = new Float64Array(Math.max(this.capacity, 16, (column?.length ?? 0) * 2)).fill(Number.NaN);
      for (let slot = 0; slot < values.length; slot++) {
        const value = values[slot];
        if (typeof value === 'number') grown[slot] = value;
      }
      this.numbers.set(field, (column = grown));
    }
    return column;
  }

  private mapKeyState(field: string, mapKey: string): MapKeyState {
    let keys = this.mapKeys.get(field);
    if (!keys) this.mapKeys.set(field, (keys = new Map<string, MapKeyState>()));
    let state = keys.get(mapKey);
    if (!state) keys.set(mapKey, (state = { field, key: mapKey }));
    return state;
  }

  /** Inserts or replaces a row; returns its slot. */
  put(row: T): number {
    const key = this.keyOf(row);
    let slot = this.slotByKey.get(key);
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.rows.length;
      this.slotByKey.set(key, slot);
      this.alive.add(slot);
    } else {
      this.unindex(slot);
    }
    this.rows[slot] = row;
    this.keys[slot] = key;
    this.versions[slot] = ++this.version;
    let haystack = '';
    for (const field of this.collection.fields.values()) {
      const raw = field.read(row);
      if (field.kind === 'map') {
        const map = normalizeMap(raw);
        this.maps.get(field.name)![slot] = map;
        const derived = this.mapKeys.get(field.name);
        if (derived)
          for (const state of derived.values()) {
            const value = map?.[state.key];
            if (state.lowered) state.lowered[slot] = value?.toLowerCase() ?? null;
            if (state.index) addToMapKeyIndex(state.index, slot, value);
            if (state.codes) setCode(state.codes, slot, codeFor(state.codes, value ?? null));
          }
        const pairs = this.pairs.get(field.name);
        if (pairs) pairs.pairs[slot] = pairCodes(pairs, map);
        this.mapIndexes.get(field.name)?.add(slot, map);
        if (field.text && map)
          for (const [k, v] of Object.entries(map)) haystack += `${k}=${v}\n`.toLowerCase();
        continue;
      }
      const value = normalizeScalar(field.kind, raw);
      this.scalars.get(field.name)![slot] = value;
      const nulls = this.nullSlots.get(field.name);
      if (nulls) {
        if (value === null) nulls.add(slot);
        else nulls.delete(slot);
      }
      const lower = typeof value === 'string' ? value.toLowerCase() : null;
      const lowered = this.lowered.get(field.name);
      if (lowered) lowered[slot] = lower;
      if (field.text && lower !== null) haystack += `${lower}\n`;
      const index = this.indexes.get(field.name);
      if (index) this.indexValue(index, slot, value);
      const codes = this.scalarCodes.get(field.name);
      if (codes) setCode(codes, slot, codeFor(codes, value));
      const numbers = this.numbers.get(field.name);
      if (numbers && slot < numbers.length) numbers[slot] = typeof value === 'number' ? value : Number.NaN;
    }
    this.haystacks[slot] = haystack;
    return slot;
  }

  /** Removes the row with `key`; returns the freed slot, or undefined when absent. */
  remove(key: string): number | undefined {
    const slot = this.slotByKey.get(key);
    if (slot === undefined) return undefined;
    this.unindex(slot);
    this.slotByKey.delete(key);
    this.alive.delete(slot);
    this.rows[slot] = undefined;
    this.keys[slot] = undefined;
    this.haystacks[slot] = '';
    this.versions[slot] = ++this.version;
    this.freeSlots.push(slot);
    return slot;
  }

  private indexValue(index: ValueIndex, slot: number, value: Scalar): void {
    let code = index.codeOf.get(value);
    if (code === undefined) {
      code = index.values.length;
      index.codeOf.set(value, code);
      index.values.push(value);
      index.postings.push(new Bitset(this.rows.length));
    }
    setCode(index, slot, code);
    index.postings[code]!.add(slot);
  }

  private unindex(slot: number): void {
    for (const [field, derived] of this.mapKeys) {
      const map = this.maps.get(field)?.[slot];
      for (const state of derived.values()) {
        if (state.lowered) state.lowered[slot] = null;
        if (state.codes && slot < state.codes.codes.length) state.codes.codes[slot] = -1;
        const value = map?.[state.key];
        if (state.index && value !== undefined) {
          state.index.present.delete(slot);
          state.index.postings.get(value)?.delete(slot);
        }
      }
    }
    for (const index of this.indexes.values()) {
      const code = index.codes[slot];
      if (code !== undefined && code >= 0) index.postings[code]!.delete(slot);
      if (slot < index.codes.length) index.codes[slot] = -1;
    }
    for (const column of this.scalarCodes.values()) if (slot < column.codes.length) column.codes[slot] = -1;
    for (const pairs of this.pairs.values()) pairs.pairs[slot] = undefined;
    for (const [field, index] of this.mapIndexes) index.remove(slot, this.maps.get(field)?.[slot]);
    for (const numbers of this.numbers.values()) if (slot < numbers.length) numbers[slot] = Number.NaN;
  }
}
