import { describe, expect, it } from 'vitest';
import { canaries } from '../collections/canaries.ts';
import { createCanary, updateCanary } from './canaries.ts';
import { createConfigScraper, updateConfigScraper } from './config-scrapers.ts';
import { allMutators } from './index.ts';
import { memoryLocal } from './memory-local.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const ID = '00000000-0000-4000-8000-0000000000c1';
const T0 = '2026-11-27T04:00:00.000Z';
const spec = { schedule: '@every 5m', http: [{ name: 'web', url: 'https://example.com' }] };

describe('health check and catalogue scraper mutators', () => {
  it('are registered under their stored names', () => {
    const names = allMutators.map((m) => m.name);
    for (const name of [
      'canaries.create',
      'canaries.update',
      'config_scrapers.create',
      'config_scrapers.update',
    ])
      expect(names).toContain(name);
  });

  it('a new health check shows at once, pending, and is POSTed as made in the console', () => {
    const local = memoryLocal<Record<string, unknown>>();
    const args = createCanary.args.parse({
      id: ID,
      name: 'web',
      namespace: 'default',
      labels: { team: 'web' },
      spec,
      created_by: ME,
      created_at: T0,
    });
    createCanary.apply(local, args);
    expect(local.row(ID)).toMatchObject({ name: 'web', source: 'UI', local_pending: { fields: ['*'] } });
    expect(createCanary.toRequest(args)).toMatchObject({
      method: 'POST',
      path: '/db/canaries',
      body: { id: ID, name: 'web', namespace: 'default', spec, source: 'UI', created_by: ME },
    });
  });

  it('an edit PATCHes the spec by id and puts the old one back on discard', () => {
    const local = memoryLocal<Record<string, unknown>>();
    const args = updateCanary.args.parse({
      id: ID,
      patch: { spec: { schedule: '@hourly' } },
      previous: { spec },
      base_updated_at: T0,
      label: 'web',
    });
    expect(updateCanary.toRequest(args)).toMatchObject({
      method: 'PATCH',
      path: '/db/canaries',
      query: { id: `eq.${ID}` },
      body: { spec: { schedule: '@hourly' } },
    });
    expect(() => updateCanary.args.parse({ ...args, patch: { name: 'renamed' } })).toThrow();
    local.upsert(canaries, [
      {
        id: ID,
        name: 'web',
        namespace: 'default',
        labels: null,
        source: 'UI',
        spec,
        agent_id: null,
        created_by: ME,
        created_at: T0,
        updated_at: T0,
        deleted_at: null,
      },
    ]);
    updateCanary.apply(local, args);
    expect(local.row(ID)).toMatchObject({
      spec: { schedule: '@hourly' },
      local_pending: { fields: ['spec'] },
    });
    updateCanary.revert?.(local, args);
    expect(local.row(ID)?.['spec']).toEqual(spec);
  });

  it('a scraper is created and edited alike, its name fixed once it exists', () => {
    const args = createConfigScraper.args.parse({
      id: ID,
      name: 'cluster',
      namespace: null,
      spec: { kubernetes: [{ clusterName: 'demo' }] },
      created_by: ME,
      created_at: T0,
    });
    expect(createConfigScraper.toRequest(args)).toMatchObject({
      method: 'POST',
      path: '/db/config_scrapers',
      body: { name: 'cluster', source: 'UI' },
    });
    const edit = updateConfigScraper.args.parse({
      id: ID,
      patch: { spec: { kubernetes: [] } },
      previous: { spec: null },
      base_updated_at: null,
      label: 'cluster',
    });
    expect(updateConfigScraper.toRequest(edit)).toMatchObject({
      method: 'PATCH',
      path: '/db/config_scrapers',
    });
    expect(() => updateConfigScraper.args.parse({ ...edit, patch: { name: 'x' } })).toThrow();
  });
});
