import { describe, expect, it } from 'vitest';
import { seededRandom } from './config-item-fixtures.ts';
import { sortByNumbers, sortByStrings } from './radix-sort.ts';
import type { SortValue } from './row-columns.ts';

/** The order the comparator path gives: nulls last, ties by current position (stable). */
function expected(values: readonly SortValue[], order: Int32Array, descending: boolean): number[] {
  const position = new Map<number, number>();
  order.forEach((slot, i) => position.set(slot, i));
  return [...order].sort((a, b) => {
    const va = values[a] ?? null;
    const vb = values[b] ?? null;
    if (va === vb) return position.get(a)! - position.get(b)!;
    if (va === null) return 1;
    if (vb === null) return -1;
    return (va < vb ? -1 : 1) * (descending ? -1 : 1);
  });
}

describe('comparator-free sorts', () => {
  const random = seededRandom(5);
  const prefixes = ['nginx-ingress-controller-', 'nginx-', 'nginx', '', 'a', 'ab', 'abc', 'zz', '!', '0'];
  const strings: SortValue[] = Array.from({ length: 3_000 }, (_, i) =>
    i % 29 === 0
      ? null
      : `${prefixes[Math.floor(random() * prefixes.length)]!}${Math.floor(random() * 50).toString(36)}`,
  );
  const shuffled = Int32Array.from(strings.keys()).sort(() => random() - 0.5);

  it('orders strings with long shared prefixes, empties, ties and nulls like the comparator', () => {
    for (const descending of [false, true])
      expect([...(sortByStrings(strings, shuffled, descending) ?? [])]).toEqual(
        expected(strings, shuffled, descending),
      );
  });

  it('declines strings outside plain ASCII (the comparator handles those)', () => {
    expect(sortByStrings(['b', 'é', 'a'], Int32Array.from([0, 1, 2]), false)).toBeUndefined();
    expect(sortByStrings(['b', '~', 'a'], Int32Array.from([0, 1, 2]), false)).toBeUndefined();
  });

  it('orders numbers (timestamps, negatives, ties, nulls) like the comparator', () => {
    const numbers: SortValue[] = Array.from({ length: 3_000 }, (_, i) =>
      i % 17 === 0 ? null : i % 5 === 0 ? -Math.floor(random() * 100) : 1.7e12 + Math.floor(random() * 400),
    );
    for (const descending of [false, true])
      expect([...sortByNumbers(numbers, shuffled, descending)]).toEqual(
        expected(numbers, shuffled, descending),
      );
    const mixed: SortValue[] = Array.from({ length: 3_000 }, (_, i) =>
      i % 13 === 0
        ? null
        : [0, -0, 0.5, -0.25, 1e-300, -1e300, 123456.789, 2 ** 53, -(2 ** 31)][i % 9]! *
          (1 + Math.floor(random() * 3)),
    );
    for (const descending of [false, true])
      expect([...sortByNumbers(mixed, shuffled, descending)]).toEqual(expected(mixed, shuffled, descending));
  });
});
