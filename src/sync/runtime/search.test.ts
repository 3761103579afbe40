import { describe, expect, it } from 'vitest';
import { configItems } from '../collections/config-items.ts';
import { teams } from '../collections/teams.ts';
import { generateConfigItems } from '../query/config-item-fixtures.ts';
import { erased } from '../registry/synced-collection.ts';
import { EngineSet } from './engine-set.ts';
import { searchEngines, searchRequestSchema } from './search.ts';

describe("the palette's search over the worker's engines", () => {
  const engines = new EngineSet([erased(configItems), erased(teams)]);
  const items = generateConfigItems(500, 3);
  engines.upsert(configItems, items);

  it('answers each collection asked with its match count and at most its limit of rows', () => {
    const answer = searchEngines(
      engines,
      searchRequestSchema.parse({
        text: 'pod',
        kinds: [
          { collection: 'config_items', titleField: 'name', limit: 3 },
          { collection: 'teams', titleField: 'name', limit: 3 },
        ],
      }),
    );
    const expected = engines.engine('config_items')?.query({ text: 'pod', limit: 0 }).total;
    expect(answer['config_items']?.total).toBe(expected);
    expect(answer['config_items']?.rows).toHaveLength(3);
    expect(answer['teams']).toEqual({ total: 0, rows: [] });
  });

  it('refuses an unknown collection and a limit beyond the cap', () => {
    expect(() =>
      searchEngines(engines, { text: 'x', kinds: [{ collection: 'nope', titleField: 'name', limit: 1 }] }),
    ).toThrow(/unknown synced collection/);
    expect(
      searchRequestSchema.safeParse({
        text: 'x',
        kinds: [{ collection: 'config_items', titleField: 'name', limit: 500 }],
      }).success,
    ).toBe(false);
  });
});
