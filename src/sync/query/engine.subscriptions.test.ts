import { describe, expect, it, vi } from 'vitest';
import type { ConfigItem } from '../collections/config-items.ts';
import { generateConfigItems, configItemCollection } from './config-item-fixtures.ts';
import { QueryEngine } from './engine.ts';
import type { QueryResult } from './live-query.ts';

function setup() {
  const rows = generateConfigItems(500, 21);
  const engine = new QueryEngine(configItemCollection);
  engine.load(rows);
  return { rows, engine };
}

describe('subscriptions', () => {
  it('pushes the first result at once, then only when the answer changes', () => {
    const { rows, engine } = setup();
    const listener = vi.fn<(result: QueryResult<ConfigItem>) => void>();
    const unhealthy = rows.filter((row) => row.health === 'unhealthy');
    engine.subscribe(
      { where: [{ field: 'health', in: ['unhealthy'] }], sort: [{ field: 'name' }], limit: 10 },
      listener,
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.lastCall![0].total).toBe(unhealthy.length);

    // A healthy row that stays healthy: no push.
    const healthy = rows.find((row) => row.health === 'healthy')!;
    engine.upsert([{ ...healthy, changes: 1 }]);
    expect(listener).toHaveBeenCalledTimes(1);

    // The same row turning unhealthy: total grows, pushed.
    engine.upsert([{ ...healthy, health: 'unhealthy' }]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener.mock.lastCall![0].total).toBe(unhealthy.length + 1);

    // A matching row outside the window changing a field that moves nothing: nothing visible changed.
    const last = [...unhealthy]
      .sort((a, b) => ((a.name ?? '').toLowerCase() < (b.name ?? '').toLowerCase() ? -1 : 1))
      .at(-1)!;
    engine.upsert([{ ...last, changes: 9_999 }]);
    expect(listener).toHaveBeenCalledTimes(2);

    // A row inside the window changing content: same ids, new row object pushed.
    const first = listener.mock.lastCall![0].rows[0]!;
    engine.upsert([{ ...first, cost_total_30d: 1 }]);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(listener.mock.lastCall![0].rows[0]!.cost_total_30d).toBe(1);

    // Removing a matching row: pushed; removing an unknown key: not.
    engine.remove([first.id]);
    expect(listener).toHaveBeenCalledTimes(4);
    engine.remove(['missing']);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('pushes group count changes even when the window is empty', () => {
    const { rows, engine } = setup();
    const listener = vi.fn<(result: QueryResult<ConfigItem>) => void>();
    engine.subscribe(
      { groupBy: { field: 'health', aggregates: { max: ['updated_at'] } }, limit: 0 },
      listener,
    );
    const row = rows.find((r) => r.health === 'warning')!;
    engine.upsert([{ ...row, health: 'healthy' }]);
    expect(listener).toHaveBeenCalledTimes(2);
    const groups = listener.mock.lastCall![0].groups!;
    expect(groups.find((g) => g.key === 'healthy')!.count).toBe(
      rows.filter((r) => r.health === 'healthy').length + 1,
    );
    // A new maximum updated_at reaches the group's aggregate.
    engine.upsert([{ ...row, health: 'healthy', updated_at: '2030-01-01T00:00:00.000Z' }]);
    expect(
      listener.mock.lastCall![0].groups!.find((g) => g.key === 'healthy')!.aggregates.max['updated_at'],
    ).toBe('2030-01-01T00:00:00.000Z');
  });

  it('stops after unsubscribe, and update() changes the window without a rebuild', () => {
    const { rows, engine } = setup();
    const listener = vi.fn<(result: QueryResult<ConfigItem>) => void>();
    const subscription = engine.subscribe({ sort: [{ field: 'name' }], limit: 5 }, listener);
    subscription.update({ sort: [{ field: 'name' }], offset: 5, limit: 5 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener.mock.lastCall![0].offset).toBe(5);
    subscription.update({ sort: [{ field: 'name' }], offset: 5, limit: 5 });
    expect(listener).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
    engine.upsert([{ ...rows[0]!, name: 'aaaa' }]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('refreshes every subscription after load()', () => {
    const { engine } = setup();
    const listener = vi.fn<(result: QueryResult<ConfigItem>) => void>();
    engine.subscribe({ limit: 1 }, listener);
    engine.load([]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener.mock.lastCall![0]).toEqual({ rows: [], total: 0, offset: 0 });
  });

  it('one broken listener does not stop the others', () => {
    const { rows, engine } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    engine.subscribe({ limit: 1 }, () => {
      if (calls++ > 0) throw new Error('boom');
    });
    const good = vi.fn();
    engine.subscribe({ limit: 1 }, good);
    engine.remove(rows.map((r) => r.id).slice(0, 3));
    expect(good).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
