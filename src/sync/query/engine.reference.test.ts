import { describe, expect, it } from 'vitest';
import { configItemCollection } from './config-item-fixtures.ts';
import { QueryEngine } from './engine.ts';
import { naiveQuery } from './naive-reference.ts';
import { awkwardItems, comparable, randomQueries } from './test-support.ts';

describe('query engine against the naive reference', () => {
  const rows = awkwardItems(2_000, 7);
  const engine = new QueryEngine(configItemCollection);
  engine.load(rows);

  it('answers 400 random queries exactly as filter/sort/group the obvious way', { timeout: 120_000 }, () => {
    for (const input of randomQueries(400, 99)) {
      const expected = naiveQuery(configItemCollection, rows, engine.parseQuery(input));
      expect(comparable(engine.query(input)), JSON.stringify(input)).toEqual(comparable(expected));
    }
  });

  it('pages through one result with consistent windows', () => {
    const query = { sort: [{ field: 'name' }], text: 'e', deletedLast: true };
    const all = naiveQuery(
      configItemCollection,
      rows,
      engine.parseQuery({ ...query, limit: 5_000 }),
    ).rows.map((r) => r.id);
    const paged: string[] = [];
    for (let offset = 0; offset < all.length; offset += 250)
      paged.push(...engine.query({ ...query, offset, limit: 250 }).rows.map((r) => r.id));
    expect(paged).toEqual(all);
  });

  it(
    'narrows text search keystroke by keystroke with the same answers as a fresh search',
    { timeout: 60_000 },
    () => {
      const typed = 'nginx-ingress c';
      for (let i = 1; i <= typed.length; i++) {
        const input = { text: typed.slice(0, i), limit: 50, sort: [{ field: 'name' as const }] };
        const fresh = new QueryEngine(configItemCollection);
        fresh.load(rows);
        expect(comparable(engine.query(input))).toEqual(comparable(fresh.query(input)));
      }
    },
  );
});
