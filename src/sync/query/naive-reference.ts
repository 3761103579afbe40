// The obvious implementation of a query (filter every row, sort a copy, count in a Map). Tests
// check the engine against it; the benchmark measures it as the "no indexes" alternative.
import { normalizeMap, normalizeScalar, parseTimestamp, type Collection, type Scalar } from './collection.ts';
import { byCountThenValue, type GroupResult, type ValueCount } from './aggregates.ts';
import { byCountThenPair, type MapValueCount } from './map-facets.ts';
import { classifyFilter, groupLevels, type GroupBy, type Query } from './query-schema.ts';

export interface NaiveResult<T> {
  rows: T[];
  total: number;
  groups?: GroupResult[];
  facets?: Record<string, ValueCount[]>;
  mapFacets?: Record<string, MapValueCount[]>;
}

export function naiveQuery<T>(collection: Collection<T>, rows: readonly T[], query: Query): NaiveResult<T> {
  const memo = new Map<T, Map<string, Scalar>>();
  const value = (row: T, name: string): Scalar => {
    let values = memo.get(row);
    if (!values) memo.set(row, (values = new Map<string, Scalar>()));
    if (!values.has(name)) {
      const field = collection.fields.get(name)!;
      values.set(name, normalizeScalar(field.kind, field.read(row)));
    }
    return values.get(name)!;
  };
  const mapOf = (row: T, name: string) => normalizeMap(collection.fields.get(name)!.read(row)) ?? {};
  const tokens = query.text.toLowerCase().split(/\s+/).filter(Boolean);
  const passes = (row: T, skip: { where?: string; map?: string } = {}): boolean => {
    for (const where of query.where) {
      if (where.field === skip.where) continue;
      const v = value(row, where.field);
      const { kind, filter } = classifyFilter(where);
      if (kind === 'in' && !filter.in.includes(v)) return false;
      if (kind === 'null' && (v === null) !== filter.isNull) return false;
      if (kind === 'values') {
        if (filter.include?.length && !filter.include.includes(v)) return false;
        if (filter.exclude?.includes(v)) return false;
      }
      if (kind === 'range') {
        const toMs = (b: string | number) =>
          collection.fields.get(where.field)!.kind === 'timestamp' ? parseTimestamp(b)! : Number(b);
        if (typeof v !== 'number') return false;
        if (filter.from !== undefined && v < toMs(filter.from)) return false;
        if (filter.to !== undefined && v >= toMs(filter.to)) return false;
      }
    }
    for (const [name, keys] of Object.entries(query.maps))
      if (name !== skip.map)
        for (const [key, f] of Object.entries(keys)) {
          const map = mapOf(row, name);
          const v = Object.hasOwn(map, key) ? map[key] : undefined;
          if (f.exists !== undefined && f.exists !== (v !== undefined)) return false;
          if (f.include?.length && (v === undefined || !f.include.includes(v))) return false;
          if (f.exclude?.length && v !== undefined && f.exclude.includes(v)) return false;
        }
    if (tokens.length > 0) {
      const texts: string[] = [];
      for (const name of collection.textFields) {
        const field = collection.fields.get(name)!;
        if (field.kind === 'map')
          for (const [k, v] of Object.entries(mapOf(row, name))) texts.push(`${k}=${v}`.toLowerCase());
        else {
          const v = value(row, name);
          if (typeof v === 'string') texts.push(v.toLowerCase());
        }
      }
      if (!tokens.every((t) => texts.some((text) => text.includes(t)))) return false;
    }
    return true;
  };
  const matched = rows.filter((row) => passes(row));
  const keyOf = (row: T) => String(collection.fields.get(collection.key)!.read(row));
  const sortValue = (row: T, name: string, mapKey: string | undefined) => {
    if (mapKey !== undefined) return mapOf(row, name)[mapKey]?.toLowerCase() ?? null;
    const v = value(row, name);
    return typeof v === 'string' ? v.toLowerCase() : v;
  };
  const sorted = [...matched].sort((a, b) => {
    if (query.deletedLast && collection.deletedField) {
      const da = value(a, collection.deletedField) !== null;
      const db = value(b, collection.deletedField) !== null;
      if (da !== db) return da ? 1 : -1;
    }
    for (const key of query.sort) {
      const va = sortValue(a, key.field, key.key);
      const vb = sortValue(b, key.field, key.key);
      if (va === vb) continue;
      if (va === null) return 1;
      if (vb === null) return -1;
      return (va < vb ? -1 : 1) * (key.dir === 'desc' ? -1 : 1);
    }
    return keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0;
  });
  const result: NaiveResult<T> = {
    rows: sorted.slice(query.offset, query.offset + query.limit),
    total: matched.length,
  };
  const countValues = (list: T[], name: string): ValueCount[] => {
    const counts = new Map<Scalar, number>();
    for (const row of list) counts.set(value(row, name), (counts.get(value(row, name)) ?? 0) + 1);
    return [...counts].map(([v, count]) => ({ value: v, count })).sort(byCountThenValue);
  };
  const groupRows = (list: T[], [group, ...next]: readonly GroupBy[]): GroupResult[] => {
    if (!group) return [];
    const members = new Map<Scalar, T[]>();
    for (const row of list) {
      const key =
        group.key === undefined ? value(row, group.field) : (mapOf(row, group.field)[group.key] ?? null);
      const known = members.get(key);
      if (known) known.push(row);
      else members.set(key, [row]);
    }
    return [...members]
      .map(([key, list]): GroupResult => {
        const counts: Record<string, ValueCount[]> = {};
        for (const name of group.aggregates?.countBy ?? []) counts[name] = countValues(list, name);
        const sums: Record<string, number> = {};
        for (const name of group.aggregates?.sum ?? [])
          // Rounded to 1e-6 like the engine, whose running sums drift in the last bits.
          sums[name] =
            Math.round(
              list.reduce((total, row) => total + ((value(row, name) as number | null) ?? 0), 0) * 1e6,
            ) / 1e6;
        const max: Record<string, number | string | null> = {};
        for (const name of group.aggregates?.max ?? []) {
          const values = list
            .map((row) => value(row, name))
            .filter((v): v is number => typeof v === 'number');
          const top = values.length > 0 ? values.reduce((a, b) => (b > a ? b : a)) : null;
          max[name] =
            top !== null && collection.fields.get(name)!.kind === 'timestamp'
              ? new Date(top).toISOString()
              : top;
        }
        const base: GroupResult = { key, count: list.length, aggregates: { counts, sums, max } };
        return next.length > 0 ? { ...base, groups: groupRows(list, next) } : base;
      })
      .sort((a, b) => byCountThenValue({ value: a.key, count: a.count }, { value: b.key, count: b.count }));
  };
  const levels = groupLevels(query.groupBy);
  if (levels.length > 0) result.groups = groupRows(matched, levels);
  if (query.facets.length > 0) {
    result.facets = {};
    for (const name of query.facets) {
      const ownFiltered = query.facetsExcludeOwnFilter && query.where.some((where) => where.field === name);
      result.facets[name] = countValues(
        ownFiltered ? rows.filter((row) => passes(row, { where: name })) : matched,
        name,
      );
    }
  }
  if (query.mapFacets.length > 0) {
    result.mapFacets = {};
    for (const facet of query.mapFacets) {
      const ownFiltered = query.facetsExcludeOwnFilter && Object.hasOwn(query.maps, facet.field);
      const counts = new Map<string, MapValueCount>();
      for (const row of ownFiltered ? rows.filter((r) => passes(r, { map: facet.field })) : matched)
        for (const [key, v] of Object.entries(mapOf(row, facet.field))) {
          if (facet.key !== undefined && key !== facet.key) continue;
          const value = facet.keysOnly ? null : v;
          const id = JSON.stringify([key, value]);
          counts.set(id, { key, value, count: (counts.get(id)?.count ?? 0) + 1 });
        }
      result.mapFacets[facet.field] = [...counts.values()].sort(byCountThenPair).slice(0, facet.limit);
    }
  }
  return result;
}
