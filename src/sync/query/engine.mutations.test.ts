import { describe, expect, it } from 'vitest';
import type { ConfigItem } from '../collections/config-items.ts';
import { generateConfigItems, pick, seededRandom, configItemCollection } from './config-item-fixtures.ts';
import { QueryEngine } from './engine.ts';
import type { QueryResult } from './live-query.ts';
import { awkwardItems, comparable, randomQueries } from './test-support.ts';

/** A random edit of `row` that can move it in and out of filters, groups and sort positions. */
function edit(row: ConfigItem, random: () => number, serial: number): ConfigItem {
  return {
    ...row,
    health: pick(random, ['healthy', 'unhealthy', 'warning', null]),
    status: pick(random, ['Running', 'Failed', row.status]),
    name: random() < 0.5 ? `nginx-edit-${serial}` : row.name,
    labels: random() < 0.3 ? { team: pick(random, ['payments', 'sre']) } : row.labels,
    updated_at: new Date(Date.UTC(2026, 3, 1) + serial * 3_600_000).toISOString(),
    deleted_at: random() < 0.1 ? new Date(Date.UTC(2026, 5, 1)).toISOString() : row.deleted_at,
    cost_total_30d: random() < 0.5 ? Math.round(random() * 1e5) / 100 : row.cost_total_30d,
    changes: random() < 0.5 ? Math.floor(random() * 300) : row.changes,
  };
}

describe('incremental updates', () => {
  it(
    'after random upserts and removals (small and large batches), answers equal a fresh load',
    { timeout: 120_000 },
    () => {
      const random = seededRandom(3);
      let current = awkwardItems(1_500, 11);
      const engine = new QueryEngine(configItemCollection);
      engine.load(current);
      const queries = randomQueries(30, 5);
      // Subscriptions and the sort caches must follow every write, whatever its size.
      const pushed = queries.map(() => ({ last: undefined as QueryResult<ConfigItem> | undefined }));
      queries.forEach((query, i) => engine.subscribe(query, (result) => (pushed[i]!.last = result)));
      for (const input of queries.slice(0, 6)) engine.query(input);
      const fresh = generateConfigItems(400, 77);
      for (let round = 0; round < 18; round++) {
        const size = pick(random, [1, 1, 2, 5, 40, 200]);
        if (random() < 0.25) {
          const gone = new Set(Array.from({ length: size }, () => pick(random, current).id));
          engine.remove([...gone, 'no-such-id']);
          current = current.filter((row) => !gone.has(row.id));
        } else {
          const batch = Array.from({ length: size }, (_, i) =>
            random() < 0.2 && fresh.length > 0
              ? fresh.pop()!
              : edit(pick(random, current), random, round * 1_000 + i),
          );
          engine.upsert(batch);
          const byId = new Map(current.map((row) => [row.id, row]));
          for (const row of batch) byId.set(row.id, row);
          current = [...byId.values()];
        }
        const rebuilt = new QueryEngine(configItemCollection);
        rebuilt.load(current);
        expect(engine.size).toBe(current.length);
        queries.forEach((input, i) => {
          const expected = comparable(rebuilt.query(input));
          expect(comparable(engine.query(input)), `round ${round}: ${JSON.stringify(input)}`).toEqual(
            expected,
          );
          expect(comparable(pushed[i]!.last!), `pushed, round ${round}: ${JSON.stringify(input)}`).toEqual(
            expected,
          );
        });
      }
    },
  );

  it('reuses freed slots and forgets removed rows', () => {
    const engine = new QueryEngine(configItemCollection);
    const rows = generateConfigItems(10, 1);
    engine.load(rows);
    engine.remove([rows[0]!.id, rows[1]!.id]);
    expect(engine.get(rows[0]!.id)).toBeUndefined();
    engine.upsert([{ ...rows[0]!, name: 'back again' }]);
    expect(engine.query({ text: 'back again' }).rows.map((r) => r.id)).toEqual([rows[0]!.id]);
    expect(engine.query({}).total).toBe(9);
  });
});
