// The component page's engine queries on the real engine: its visible children by name, and the
// link dialog's config search (at most 50, never deleted or already linked configs).
import { describe, expect, it } from 'vitest';
import { components, type ComponentRow } from '../../../sync/collections/components.ts';
import { configItems, type ConfigItem } from '../../../sync/collections/config-items.ts';
import { QueryEngine } from '../../../sync/query/engine.ts';
import { childrenQuery, configSearchQuery, MAX_CONFIG_MATCHES } from './queries.ts';

const AT = '2026-01-01T00:00:00Z';

function component(id: string, name: string, parent: string | null, hidden: boolean | null): ComponentRow {
  return components.schema.parse({
    id,
    name,
    parent_id: parent,
    hidden,
    ...nulls([
      'agent_id',
      'topology_id',
      'external_id',
      'config_id',
      'text',
      'topology_type',
      'namespace',
      'labels',
      'silenced',
      'status',
      'health',
      'description',
      'lifecycle',
      'tooltip',
      'status_reason',
      'icon',
      'type',
      'owner',
      'path',
      'summary',
      'properties',
      'log_selectors',
      'is_leaf',
      'cost_per_minute',
      'cost_total_1d',
      'cost_total_7d',
      'cost_total_30d',
      'updated_at',
      'deleted_at',
    ]),
    created_at: AT,
  });
}

function nulls(keys: readonly string[]): Record<string, null> {
  return Object.fromEntries(keys.map((k) => [k, null]));
}

function config(i: number, name: string, deleted = false): ConfigItem {
  return configItems.schema.parse({
    id: `cfg-${i}`,
    name,
    type: 'AWS::RDS::DBInstance',
    created_at: AT,
    deleted_at: deleted ? AT : null,
  });
}

describe('component page queries', () => {
  it('lists the visible children of the component by name', () => {
    const e = new QueryEngine<ComponentRow>({ name: 'components', key: 'id', ...components.engine });
    e.load([
      component('p', 'parent', null, false),
      component('c2', 'worker', 'p', false),
      component('c1', 'api', 'p', null),
      component('c3', 'hidden one', 'p', true),
      component('x', 'elsewhere', 'other', false),
    ]);
    expect(e.query(childrenQuery('p')).rows.map((r) => r.name)).toEqual(['api', 'worker']);
  });

  it('searches configs by name on each keystroke, at most 50, leaving out deleted and linked ones', () => {
    const e = new QueryEngine<ConfigItem>({ name: 'config_items', key: 'id', ...configItems.engine });
    e.load([
      ...Array.from({ length: 80 }, (_, i) => config(i, `orders-db-${String(i).padStart(2, '0')}`)),
      config(100, 'orders-db-gone', true),
      config(101, 'payments-db'),
    ]);
    const all = e.query(configSearchQuery('orders', []));
    expect(all.total).toBe(80);
    expect(all.rows).toHaveLength(MAX_CONFIG_MATCHES);
    const linked = e.query(configSearchQuery('orders-db-0', ['cfg-1']));
    expect(linked.rows.map((r) => r.name)).toEqual(
      ['00', '02', '03', '04', '05', '06', '07', '08', '09'].map((n) => `orders-db-${n}`),
    );
    expect(e.query(configSearchQuery('pay', [])).rows.map((r) => r.id)).toEqual(['cfg-101']);
  });
});
