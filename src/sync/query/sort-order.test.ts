import { describe, expect, it } from 'vitest';
import { generateConfigItems, configItemCollection } from './config-item-fixtures.ts';
import { RowStore } from './row-store.ts';
import { makeComparator, SortCache, type SortSpec } from './sort-order.ts';

describe('sort cache', () => {
  it('keeps single-key orders when full of derived ones, and derives new orders from them exactly', () => {
    const store = new RowStore(configItemCollection);
    for (const row of generateConfigItems(600, 4)) store.put(row);
    const cache = new SortCache(store);
    const build = (spec: SortSpec) => [...cache.build(spec, makeComparator(store, spec)).view()];
    const byName: SortSpec = { keys: [{ field: 'name', dir: 'asc' }], deletedLast: false };
    build(byName);
    const fields = [
      'type',
      'health',
      'status',
      'changes',
      'cost_total_30d',
      'updated_at',
      'created_at',
      'config_class',
      'agent_id',
      'deleted_at',
    ];
    for (const field of fields)
      for (const dir of ['asc', 'desc'] as const)
        build({
          keys: [
            { field, dir },
            { field: 'name', dir: 'asc' },
          ],
          deletedLast: true,
        });
    expect(cache.peek(byName)).toBeDefined();
    // Derived from the cached name order, equal to a comparator sort of every row.
    const spec: SortSpec = {
      keys: [
        { field: 'health', dir: 'desc' },
        { field: 'name', dir: 'asc' },
      ],
      deletedLast: true,
    };
    const all = Int32Array.from(build({ keys: [], deletedLast: false }));
    expect(build(spec)).toEqual([...all.sort(makeComparator(store, spec))]);
  });
});
