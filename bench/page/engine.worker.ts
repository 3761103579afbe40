// The query engine in a dedicated worker, as the sync worker holds it, with timing done inside
// the worker (what the budgets call "compute") around each call.
import { expose } from 'comlink';
import type { ConfigItem } from '../../src/sync/collections/config-items.ts';
import { generateConfigItems, configItemCollection } from '../../src/sync/query/config-item-fixtures.ts';
import { QueryEngine } from '../../src/sync/query/engine.ts';
import type { QueryInput } from '../../src/sync/query/query-schema.ts';
import { warmUpWhenIdle } from '../../src/sync/runtime/engine-warmup.ts';

const engine = new QueryEngine<ConfigItem>(configItemCollection);
let rows: ConfigItem[] = [];
let pushes = 0;

/** One answer, trimmed to what a list screen renders (the window travels, never the set). */
export interface TimedAnswer {
  readonly ms: number;
  readonly total: number;
  readonly rows: readonly Pick<ConfigItem, 'id' | 'name' | 'type' | 'health' | 'status'>[];
  readonly groups: number;
}

const api = {
  /** Generates `count` deterministic config items and loads them (bulk index build). */
  load(count: number): { generateMs: number; loadMs: number } {
    let start = performance.now();
    rows = generateConfigItems(count);
    const generateMs = performance.now() - start;
    start = performance.now();
    engine.load(rows);
    void warmUpWhenIdle([engine]); // as the sync runtime does after loading (idle-time warm-up)
    return { generateMs, loadMs: performance.now() - start };
  },

  query(input: QueryInput): TimedAnswer {
    const start = performance.now();
    const result = engine.query(input);
    const ms = performance.now() - start;
    return {
      ms,
      total: result.total,
      rows: result.rows.map(({ id, name, type, health, status }) => ({ id, name, type, health, status })),
      groups: result.groups?.length ?? 0,
    };
  },

  /** Opens subscriptions that stay open (as the screens' live queries do). */
  subscribe(queries: readonly QueryInput[]): void {
    for (const query of queries) engine.subscribe(query, () => pushes++);
  },

  /** Times `count` single-row upserts, each reaching every open subscription; ms per update. */
  updateOneRow(count: number): { samples: number[]; pushesPerUpdate: number } {
    const healths = ['unhealthy', 'warning', 'healthy', 'unknown'];
    const samples: number[] = [];
    pushes = 0;
    for (let i = 0; i < count; i++) {
      const row = rows[(i * 7_919) % rows.length];
      if (!row) break;
      const changed: ConfigItem = {
        ...row,
        health: healths[i % 4] ?? null,
        name: `nginx-${row.name ?? ''}`,
        updated_at: new Date(Date.UTC(2026, 10, 1) + i).toISOString(),
      };
      const start = performance.now();
      engine.upsert([changed]);
      samples.push(performance.now() - start);
    }
    return { samples, pushesPerUpdate: pushes / Math.max(1, samples.length) };
  },

  /** Times one sync page of `size` changed rows reaching every open subscription. */
  updatePage(size: number): number {
    const page = rows.slice(0, size).map((row) => ({ ...row, changes: (row.changes ?? 0) + 1 }));
    const start = performance.now();
    engine.upsert(page);
    return performance.now() - start;
  },
};

export type BenchEngineApi = typeof api;
expose(api);
