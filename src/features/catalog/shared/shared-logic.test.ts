import { describe, expect, it } from 'vitest';
import { kindOf, providerOf } from './config-type.ts';
import { abbreviateCount, formatCost, isHighCount } from './format.ts';
import { barHealth, healthSegments } from './health.ts';
import { parseFavourites, toggleFavourite } from './local-prefs.ts';

describe('catalogue shared helpers', () => {
  it('derives the provider from the type prefix', () => {
    expect(providerOf('Kubernetes::Pod')).toBe('Kubernetes');
    expect(providerOf('AWS::EC2::Instance')).toBe('AWS');
    expect(providerOf('Custom', 'Klass')).toBe('Klass');
    expect(kindOf('AWS::EC2::Instance')).toBe('EC2::Instance');
  });

  it('abbreviates counts above 999 and highlights 500 or more', () => {
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(1000)).toBe('1k+');
    expect(abbreviateCount(25_400)).toBe('25k+');
    expect(isHighCount(499)).toBe(false);
    expect(isHighCount(500)).toBe(true);
  });

  it('shows cost with two decimals up to 10, whole above, k above 1000', () => {
    expect(formatCost(3.456)).toBe('$3.46');
    expect(formatCost(10)).toBe('$10.00');
    expect(formatCost(10.6)).toBe('$11');
    expect(formatCost(2500)).toBe('$2.5k');
    expect(formatCost(null)).toBe('');
  });

  it('colours the bar green if any healthy, else red, orange, grey', () => {
    expect(barHealth({ healthy: 1, unhealthy: 9 })).toBe('healthy');
    expect(barHealth({ unhealthy: 1, warning: 3 })).toBe('unhealthy');
    expect(barHealth({ warning: 1 })).toBe('warning');
    expect(barHealth({})).toBe('unknown');
    expect(healthSegments({ healthy: 1, unhealthy: 3 }).map((s) => s.percent)).toEqual([25, 75]);
  });

  it('keeps favourites as a parsed list and toggles them', () => {
    expect(parseFavourites('not json')).toEqual([]);
    expect(toggleFavourite(parseFavourites('["A"]'), 'B')).toEqual(['A', 'B']);
    expect(toggleFavourite(['A', 'B'], 'A')).toEqual(['B']);
  });
});
