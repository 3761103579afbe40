import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { defineCollection } from './collection.ts';
import { configItemCollection } from './config-item-fixtures.ts';
import { QueryEngine } from './engine.ts';

interface Item {
  id: string | number;
  name?: string | null;
  kind?: string | null;
  size?: number | null;
  at?: string | null;
  labels?: Record<string, string | number | null> | null;
}

const items = defineCollection<Item>({
  name: 'items',
  key: 'id',
  fields: {
    id: { kind: 'string' },
    name: { kind: 'string', text: true },
    kind: { kind: 'string', facet: true },
    size: { kind: 'number' },
    at: { kind: 'timestamp' },
    labels: { kind: 'map', text: true },
  },
});

function engineWith(rows: Item[]) {
  const engine = new QueryEngine(items);
  engine.load(rows);
  return engine;
}

const ids = (rows: readonly Item[]) => rows.map((row) => row.id);

describe('collection declarations', () => {
  it('rejects a missing key field, facets on maps and text on numbers', () => {
    expect(() =>
      defineCollection<Item>({ name: 'x', key: 'nope', fields: { id: { kind: 'string' } } }),
    ).toThrow(ZodError);
    expect(() =>
      defineCollection<Item>({
        name: 'x',
        key: 'id',
        fields: { id: { kind: 'string' }, labels: { kind: 'map', facet: true } },
      }),
    ).toThrow(/cannot be facets/);
    expect(() =>
      defineCollection<Item>({
        name: 'x',
        key: 'id',
        fields: { id: { kind: 'string' }, size: { kind: 'number', text: true } },
      }),
    ).toThrow(/searchable/);
    expect(() =>
      defineCollection<Item>({
        name: 'x',
        key: 'id',
        deletedField: 'name',
        fields: { id: { kind: 'string' }, name: { kind: 'string' } },
      }),
    ).toThrow(/deletedField/);
  });
});

describe('query validation', () => {
  const engine = engineWith([]);
  it.each([
    [{ where: [{ field: 'nope', in: ['a'] }] }, /unknown field .*nope/],
    [{ sort: [{ field: 'labels' }] }, /sorting is not allowed on map/],
    [{ where: [{ field: 'name', from: 'a' }] }, /range filter is not allowed on string/],
    [{ where: [{ field: 'at', from: 'yesterday' }] }, /not a timestamp/],
    [{ where: [{ field: 'size', from: '3' }] }, /not a number/],
    [{ facets: ['name'] }, /not a facet field/],
    [{ maps: { name: { a: { exists: true } } } }, /map filter is not allowed/],
    [{ groupBy: { field: 'labels' } }, /grouping is not allowed on map/],
    [{ groupBy: { field: 'kind', aggregates: { sum: ['name'] } } }, /sum is not allowed/],
    [{ limit: 100_000 }, /too_big|5000/],
    [{ where: [{ field: 'kind', in: ['a'], extra: 1 }] }, /./],
  ])('rejects %j', (input, message) => {
    expect(() => engine.query(input as never)).toThrow(message);
  });
});

describe('edge cases', () => {
  it('answers an empty collection', () => {
    const engine = engineWith([]);
    expect(
      engine.query({ text: 'x', groupBy: { field: 'kind' }, facets: ['kind'], sort: [{ field: 'name' }] }),
    ).toEqual({
      rows: [],
      total: 0,
      offset: 0,
      groups: [],
      facets: { kind: [] },
    });
  });

  it('treats missing, null and wrongly typed values as null; sorts nulls last both ways', () => {
    const engine = engineWith([
      { id: 'a', name: 'b', size: 2 },
      { id: 'b', name: null, size: null },
      { id: 'c' },
      { id: 'd', name: 'a', size: 'x' as never },
    ]);
    expect(ids(engine.query({ sort: [{ field: 'name' }] }).rows)).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(engine.query({ sort: [{ field: 'name', dir: 'desc' }] }).rows)).toEqual(['a', 'd', 'b', 'c']);
    expect(ids(engine.query({ where: [{ field: 'size', isNull: true }] }).rows)).toEqual(['b', 'c', 'd']);
    expect(ids(engine.query({ where: [{ field: 'name', in: [null] }] }).rows)).toEqual(['b', 'c']);
    expect(engine.query({ groupBy: { field: 'kind' } }).groups).toEqual([
      { key: null, count: 4, aggregates: { counts: {}, sums: {}, max: {} } },
    ]);
  });

  it('filters label keys that are absent, present, included and excluded', () => {
    const engine = engineWith([
      { id: '1', labels: { app: 'web', constructor: 'x' } },
      { id: '2', labels: { app: 'db' } },
      { id: '3', labels: null },
      { id: '4', labels: { team: 'a', n: 5 } },
    ]);
    const q = (filter: object) => ids(engine.query({ maps: { labels: { app: filter } } }).rows);
    expect(q({ exists: true })).toEqual(['1', '2']);
    expect(q({ exists: false })).toEqual(['3', '4']);
    expect(q({ include: ['web'] })).toEqual(['1']);
    expect(q({ exclude: ['web'] })).toEqual(['2', '3', '4']);
    expect(q({ include: ['web', 'db'], exclude: ['db'] })).toEqual(['1']);
    // Prototype members are not labels; numbers are compared as strings.
    expect(
      ids(engine.query({ maps: { labels: { toString: { exists: true }, n: { include: ['5'] } } } }).rows),
    ).toEqual([]);
    expect(ids(engine.query({ maps: { labels: { n: { include: ['5'] } } } }).rows)).toEqual(['4']);
    expect(
      engine.query({ groupBy: { field: 'labels', key: 'app' } }).groups!.map((g) => [g.key, g.count]),
    ).toEqual([
      [null, 2],
      ['db', 1],
      ['web', 1],
    ]);
  });

  it('searches case-insensitively with AND tokens, within one field at a time', () => {
    const engine = engineWith([
      { id: '1', name: 'Nginx-Ingress', labels: { team: 'Edge' } },
      { id: '2', name: 'nginx' },
      { id: '3', name: 'ingress' },
    ]);
    expect(ids(engine.query({ text: 'NGINX' }).rows)).toEqual(['1', '2']);
    expect(ids(engine.query({ text: ' nginx   ingress ' }).rows)).toEqual(['1']);
    expect(ids(engine.query({ text: 'team=edge' }).rows)).toEqual(['1']);
    expect(ids(engine.query({ text: 'ingressteam' }).rows)).toEqual([]);
    expect(engine.query({ text: '   ' }).total).toBe(3);
  });

  it('applies half-open time ranges and numeric keys', () => {
    const engine = engineWith([
      { id: 1, at: '2026-01-01T00:00:00Z' },
      { id: 2, at: '2026-01-02T00:00:00Z' },
      { id: 3, at: null },
    ]);
    expect(
      ids(
        engine.query({ where: [{ field: 'at', from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' }] })
          .rows,
      ),
    ).toEqual([1]);
    expect(engine.get('2')).toEqual({ id: 2, at: '2026-01-02T00:00:00Z' });
  });

  it('puts soft-deleted rows last when asked', () => {
    const engine = new QueryEngine(configItemCollection);
    const base = {
      type: null,
      config_class: null,
      status: null,
      health: null,
      labels: null,
      tags: null,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: null,
      changes: null,
      analysis: null,
      cost_total_30d: null,
      agent_id: null,
      last_scraped_time: null,
    };
    engine.load([
      { ...base, id: 'x', name: 'a', deleted_at: '2026-02-01T00:00:00Z' },
      { ...base, id: 'y', name: 'b', deleted_at: null },
    ]);
    expect(engine.query({ sort: [{ field: 'name' }] }).rows.map((r) => r.id)).toEqual(['x', 'y']);
    expect(engine.query({ sort: [{ field: 'name' }], deletedLast: true }).rows.map((r) => r.id)).toEqual([
      'y',
      'x',
    ]);
  });
});
