// The columns and indexes a row store keeps per field beside its rows: value codes, facet and
// map-key postings, map pair codes, and the helpers that keep them in step slot by slot.
import { Bitset } from './bitset.ts';
import type { Scalar, StringMap } from './collection.ts';

/** Value → rows index of one facet field; `codes[slot]` is the slot's value code. */
export interface ValueIndex {
  readonly codeOf: Map<Scalar, number>;
  readonly values: Scalar[];
  readonly postings: Bitset[];
  /** Grows (is replaced) as slots are added: read it through the index each time. */
  codes: Int32Array;
}

export type SortValue = string | number | boolean | null;

/** Value → rows index of one key of a map field (e.g. `labels.app`), built on first use. */
export interface MapKeyIndex {
  readonly postings: Map<string, Bitset>;
  /** Rows that have the key at all. */
  readonly present: Bitset;
}

/**
 * Small integer codes for one field's values (or one map key's, absent = null): `codes[slot]` is
 * the slot's code (-1 for free slots), `values[code]` the value. Facet fields use their value
 * index; any other field or map key gets one on first use (grouping), kept in step after that.
 */
export interface CodeColumn {
  readonly codeOf: Map<Scalar, number>;
  readonly values: Scalar[];
  /** -1 for free slots. Grows (is replaced) as slots are added: read it through the column. */
  codes: Int32Array;
}

/** Every key=value pair of one map field as a code, and each slot's pair codes (map facets). */
export interface MapPairs {
  /** key → value → pair code. */
  readonly codeOf: Map<string, Map<string, number>>;
  readonly keys: string[];
  readonly values: string[];
  /** Per slot, the codes of its pairs (undefined for free slots and empty maps). */
  readonly pairs: (readonly number[] | undefined)[];
}

export interface MapKeyState {
  readonly field: string;
  readonly key: string;
  /** Lowercased values (sorting), or null when absent. */
  lowered?: (string | null)[];
  index?: MapKeyIndex;
  codes?: CodeColumn;
}

/** Sets a slot's code, growing the column (new cells -1) when the slot is beyond it. */
export function setCode(column: { codes: Int32Array }, slot: number, code: number): void {
  if (slot >= column.codes.length) {
    const grown = new Int32Array(Math.max(slot + 1, column.codes.length * 2, 64)).fill(-1);
    grown.set(column.codes);
    column.codes = grown;
  }
  column.codes[slot] = code;
}

/** Codes of a column, adding `value` to its dictionary when new. */
export function codeFor(column: CodeColumn, value: Scalar): number {
  let code = column.codeOf.get(value);
  if (code === undefined) {
    code = column.values.push(value) - 1;
    column.codeOf.set(value, code);
  }
  return code;
}

export function emptyMapPairs(): MapPairs {
  return { codeOf: new Map(), keys: [], values: [], pairs: [] };
}

/** The pair codes of one row's map, adding new pairs to `pairs`' dictionary. */
export function pairCodes(pairs: MapPairs, map: StringMap | null | undefined): readonly number[] | undefined {
  if (!map) return undefined;
  const codes: number[] = [];
  for (const key in map) {
    const value = map[key]!;
    let byValue = pairs.codeOf.get(key);
    if (!byValue) pairs.codeOf.set(key, (byValue = new Map<string, number>()));
    let code = byValue.get(value);
    if (code === undefined) {
      code = pairs.keys.push(key) - 1;
      pairs.values.push(value);
      byValue.set(value, code);
    }
    codes.push(code);
  }
  return codes.length > 0 ? codes : undefined;
}

export function addToMapKeyIndex(index: MapKeyIndex, slot: number, value: string | undefined): void {
  if (value === undefined) return;
  index.present.add(slot);
  let posting = index.postings.get(value);
  if (!posting) index.postings.set(value, (posting = new Bitset(slot + 1)));
  posting.add(slot);
}
