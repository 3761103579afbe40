import { describe, expect, it } from 'vitest';
import { labelOptions } from './filter-options.ts';

describe('label filter options', () => {
  it('keeps key=value pairs only, in key=value order (as localeCompare sorts them), with their counts', () => {
    const counts = [
      { key: 'team', value: 'payments', count: 3 },
      { key: 'app', value: 'web', count: 7 },
      { key: 'team', value: null, count: 10 },
      { key: 'app', value: 'api', count: 2 },
      { key: 'App', value: 'z', count: 1 },
      { key: 'app-name', value: 'x', count: 4 },
    ];
    const options = labelOptions(counts);
    expect(options).toHaveLength(5);
    expect(options).toContainEqual({ key: 'app', value: 'web', count: 7 });
    expect(options.some((o) => o.key === 'team' && o.value === 'payments')).toBe(true);
    const pairs = options.map((o) => `${o.key}=${o.value}`);
    expect(pairs).toEqual([...pairs].sort((a, b) => a.localeCompare(b)));
  });

  it('is empty before the counts arrive', () => {
    expect(labelOptions(undefined)).toEqual([]);
  });
});
