import { describe, expect, it } from 'vitest';
import type { ConfigItem } from '../collections/config-items.ts';
import { generateConfigItems, pick, seededRandom, configItemCollection } from './config-item-fixtures.ts';
import { QueryEngine } from './engine.ts';
import { naiveQuery } from './naive-reference.ts';
import type { QueryInput } from './query-schema.ts';
import { awkwardItems, comparable, randomQueries } from './test-support.ts';

function loaded(rows: readonly ConfigItem[]): QueryEngine<ConfigItem> {
  const engine = new QueryEngine(configItemCollection);
  engine.load(rows);
  return engine;
}

function drain(engine: QueryEngine<ConfigItem>): number {
  const steps = engine.warmUp();
  let count = 0;
  while (steps.next().done !== true) count++;
  return count;
}

describe('engine warm-up', () => {
  it('prepares the declared orders and label pair codes in many small steps', { timeout: 120_000 }, () => {
    const engine = loaded(generateConfigItems(20_000, 3));
    expect(engine.prepared()).toEqual({ orders: 0, mapPairs: [], mapIndexes: [] });
    const steps = drain(engine);
    expect(steps).toBeGreaterThan(30);
    // Key order, type+name, status+name and six catalogue sorts, all deleted last.
    expect(engine.prepared().orders).toBeGreaterThanOrEqual(8);
    // The catalogue's filter options: label values and tag keys.
    expect(engine.prepared().mapPairs).toEqual(['labels', 'tags']);
    // Every map field gets its all-keys index, declared in a query or not.
    expect(engine.prepared().mapIndexes).toEqual(['labels', 'tags', 'analysis']);
  });

  it('answers random queries exactly as the naive reference once warmed', { timeout: 120_000 }, () => {
    const rows = awkwardItems(2_000, 17);
    const engine = loaded(rows);
    drain(engine);
    for (const input of [...randomQueries(150, 41), ...configItemCollection.warmUp]) {
      const expected = naiveQuery(configItemCollection, rows, engine.parseQuery(input));
      expect(comparable(engine.query(input)), JSON.stringify(input)).toEqual(comparable(expected));
    }
  });

  it(
    'stays exact when queries and writes (small and large) land between its steps',
    { timeout: 120_000 },
    () => {
      const random = seededRandom(8);
      let current = awkwardItems(6_000, 23);
      const engine = loaded(current);
      const queries = [...randomQueries(40, 13), ...configItemCollection.warmUp];
      const pushed = new Map<number, unknown>();
      queries
        .slice(0, 10)
        .forEach((query, i) => engine.subscribe(query, (result) => pushed.set(i, comparable(result))));
      const steps = engine.warmUp();
      const extra = generateConfigItems(300, 99);
      let serial = 0;
      for (let round = 0; ; round++) {
        for (let i = 0; i < 1 + Math.floor(random() * 6); i++) if (steps.next().done === true) round = -1;
        if (round < 0) break;
        const what = random();
        if (what < 0.4) engine.query(pick(random, queries));
        else if (what < 0.7) {
          const row = pick(random, current);
          const changed = {
            ...row,
            name: `edited-${serial++}`,
            health: pick(random, ['healthy', 'warning', null]),
            labels: { team: pick(random, ['payments', 'sre']) },
          };
          current = current.map((r) => (r.id === row.id ? changed : r));
          engine.upsert([changed]);
        } else if (what < 0.8) {
          const page = extra
            .slice(serial % 250, (serial % 250) + 40)
            .map((row) => ({ ...row, id: `${row.id}-${serial}` }));
          serial++;
          current = [...current, ...page];
          engine.upsert(page);
        } else {
          const gone = pick(random, current).id;
          current = current.filter((row) => row.id !== gone);
          engine.remove([gone]);
        }
      }
      for (const input of queries) {
        const expected = naiveQuery(configItemCollection, current, engine.parseQuery(input));
        expect(comparable(engine.query(input)), JSON.stringify(input)).toEqual(comparable(expected));
      }
      queries
        .slice(0, 10)
        .forEach((query, i) =>
          expect(pushed.get(i)).toEqual(
            comparable(naiveQuery(configItemCollection, current, engine.parseQuery({ ...query }))),
          ),
        );
    },
  );

  it(
    'stops by itself when the engine is reloaded mid-way, leaving the new rows alone',
    { timeout: 60_000 },
    () => {
      const engine = loaded(generateConfigItems(12_000, 5));
      const steps = engine.warmUp();
      for (let i = 0; i < 5; i++) steps.next();
      const fresh = generateConfigItems(3_000, 6);
      engine.load(fresh);
      expect(steps.next().done).toBe(true);
      expect(engine.prepared()).toEqual({ orders: 0, mapPairs: [], mapIndexes: [] });
      const query: QueryInput = { sort: [{ field: 'name' }], limit: 20 };
      expect(comparable(engine.query(query))).toEqual(
        comparable(naiveQuery(configItemCollection, fresh, engine.parseQuery(query))),
      );
    },
  );

  it(
    'makes the first declared queries after it no slower than on an engine without it',
    { timeout: 180_000 },
    () => {
      const rows = generateConfigItems(40_000, 9);
      const cold = loaded(rows);
      const warm = loaded(rows);
      // Half-way: a query may arrive at any point of the warm-up.
      const steps = warm.warmUp();
      const total = drain(loaded(rows));
      for (let i = 0; i < total / 2; i++) steps.next();
      const time = (engine: QueryEngine<ConfigItem>) =>
        configItemCollection.warmUp.reduce((sum, input) => {
          const start = performance.now();
          engine.query(input);
          return sum + performance.now() - start;
        }, 0);
      const coldMs = time(cold);
      const warmMs = time(warm);
      expect(warmMs).toBeLessThan(coldMs * 1.25 + 20);
      for (const input of configItemCollection.warmUp)
        expect(comparable(warm.query(input))).toEqual(comparable(cold.query(input)));
    },
  );
});
