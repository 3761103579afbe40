import { describe, expect, it } from 'vitest';
import { QueryEngine } from '../query/engine.ts';
import { syncedCollections } from './index.ts';

describe('declared warm-up queries', () => {
  it("every collection's warm-up queries are valid queries of its engine (an invalid one would be skipped silently)", () => {
    for (const spec of syncedCollections) {
      const engine = new QueryEngine<unknown>({ name: spec.name, key: spec.key, ...spec.engine });
      for (const query of spec.engine.warmUp ?? [])
        expect(() => engine.parseQuery(query), `${spec.name}: ${JSON.stringify(query)}`).not.toThrow();
    }
    expect(
      syncedCollections.find((spec) => spec.name === 'config_items')?.engine.warmUp?.length,
    ).toBeGreaterThan(0);
  });
});
