import { describe, expect, it } from 'vitest';
import {
  activeCount,
  formatTriState,
  parseTriState,
  splitTriState,
  stateOf,
  toggleTriState,
  triStateMapOf,
  withoutValue,
} from './tri-state-filter.ts';

describe('tri-state filter', () => {
  it('cycles a value: choosing the active state again resets it', () => {
    const included = toggleTriState({}, 'healthy', 1);
    expect(stateOf(included, 'healthy')).toBe(1);
    expect(stateOf(toggleTriState(included, 'healthy', -1), 'healthy')).toBe(-1);
    expect(stateOf(toggleTriState(included, 'healthy', 1), 'healthy')).toBe(0);
    expect(stateOf({}, 'toString')).toBe(0);
    expect(activeCount(withoutValue(included, 'healthy'))).toBe(0);
  });

  it('round-trips the catalogue list encoding, values with , and : included', () => {
    const map = parseTriState('healthy:1,unhealthy:-1,bare', 'suffix');
    expect(map).toEqual({ healthy: 1, unhealthy: -1, bare: 1 });
    const odd = { 'a,b:c': 1 as const, 'x=y': -1 as const };
    expect(parseTriState(formatTriState(odd, 'suffix'), 'suffix')).toEqual(odd);
    expect(parseTriState('%E0%A4%A:1', 'suffix')).toEqual({ '%E0%A4%A': 1 });
  });

  it('round-trips the changes encoding "A,!B"', () => {
    expect(parseTriState('A, !B,,!', 'bang')).toEqual({ A: 1, B: -1 });
    expect(formatTriState({ A: 1, B: -1 }, 'bang')).toBe('A,!B');
    expect(formatTriState({}, 'bang')).toBeUndefined();
  });

  it('reads JSON maps, dropping bad entries, and splits into include and exclude', () => {
    expect(triStateMapOf({ a: 1, b: -1, c: 2, d: 'x' })).toEqual({ a: 1, b: -1 });
    expect(triStateMapOf([1])).toEqual({});
    expect(splitTriState({ a: 1, b: -1, c: 1 })).toEqual({ include: ['a', 'c'], exclude: ['b'] });
  });
});
