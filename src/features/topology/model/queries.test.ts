// The Dashboard's engine queries on the real engine and the components collection's fields.
import { describe, expect, it } from 'vitest';
import { components, type ComponentRow } from '../../../sync/collections/components.ts';
import { sortableNumber } from '../../../sync/collections/component-sort-keys.ts';
import { QueryEngine } from '../../../sync/query/engine.ts';
import { cardsQuery, optionsQuery } from './queries.ts';
import { DEFAULT_SORT, type SortPref } from './prefs.ts';
import { dashboardSearchSchema, type DashboardSearch } from './url-state.ts';

const NULLS = Object.fromEntries(components.source.select.split(',').map((field) => [field, null] as const));

function component(id: string, fields: Partial<ComponentRow>): ComponentRow {
  return components.schema.parse({
    ...NULLS,
    id,
    name: id,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    hidden: false,
    ...fields,
  });
}

const rows = [
  component('api', {
    status: 'healthy',
    type: 'Service',
    labels: { env: 'prod' },
    properties: [{ name: 'Replicas', value: 10, headline: true }],
  }),
  component('db', {
    status: 'unhealthy',
    type: 'Database',
    labels: { env: 'prod' },
    properties: [{ name: 'Replicas', value: 9, headline: true }],
  }),
  component('cache', { status: 'warning', type: 'Service', labels: { env: 'dev' }, agent_id: 'a2' }),
  component('edge', {
    status: 'unknown',
    type: 'Edge',
    labels: { env: 'prod' },
    updated_at: '2026-02-01T00:00:00Z',
  }),
  component('pod', { status: 'unhealthy', type: 'Service', parent_id: 'api' }),
  component('secret', { status: 'healthy', type: 'Service', hidden: true }),
];

function engine() {
  const e = new QueryEngine<ComponentRow>({ name: 'components', key: 'id', ...components.engine });
  e.load(rows);
  return e;
}

const search = (raw: Partial<DashboardSearch> = {}) => dashboardSearchSchema.parse(raw);
const names = (
  s: DashboardSearch,
  sort: SortPref = DEFAULT_SORT,
  extra: { showHidden?: boolean; teamMembers?: string[] } = {},
) =>
  engine()
    .query(
      cardsQuery(
        { search: s, showHidden: extra.showHidden ?? false, teamMembers: extra.teamMembers },
        sort,
        0,
        100,
      ),
    )
    .rows.map((r) => r.name);

describe('the Dashboard cards query', () => {
  it('shows the roots, unhealthy first, then warning, healthy and the rest (spec §4 weights)', () => {
    expect(names(search())).toEqual(['db', 'cache', 'api', 'edge']);
  });
  it('flattens when a type is chosen: every component of that type', () => {
    expect(names(search({ type: 'Service' }))).toEqual(['pod', 'cache', 'api']);
  });
  it('filters by health and by label, include and exclude', () => {
    expect(names(search({ status: 'unhealthy:1,warning:1' }))).toEqual(['db', 'cache']);
    expect(names(search({ status: 'unhealthy:-1' }))).toEqual(['cache', 'api', 'edge']);
    expect(names(search({ labels: 'env=prod:1' }))).toEqual(['db', 'api', 'edge']);
    expect(names(search({ labels: 'env=prod:-1' }))).toEqual(['cache']);
  });
  it('filters by agent and by team membership', () => {
    expect(names(search({ agent_id: 'a2' }))).toEqual(['cache']);
    expect(names(search({ team: 'platform' }), DEFAULT_SORT, { teamMembers: ['api', 'edge'] })).toEqual([
      'api',
      'edge',
    ]);
  });
  it('shows hidden components only when asked', () => {
    expect(names(search({ type: 'Service' }), DEFAULT_SORT, { showHidden: true })).toContain('secret');
  });
  it('sorts by name, type, last updated and a headline property (numerically), either way', () => {
    expect(names(search(), { by: 'name', order: 'desc' })).toEqual(['edge', 'db', 'cache', 'api']);
    expect(names(search(), { by: 'type', order: 'asc' })).toEqual(['db', 'edge', 'api', 'cache']);
    expect(names(search(), { by: 'updated_at', order: 'desc' })[0]).toBe('edge');
    expect(names(search(), { by: 'field:Replicas', order: 'asc' }).slice(0, 2)).toEqual(['db', 'api']);
  });
  it('offers the health, type, agent and label options and the headline properties to sort by', () => {
    const answer = engine().query(optionsQuery(false));
    expect(answer.facets?.['type']?.map((v) => v.value).sort()).toEqual(['Database', 'Edge', 'Service']);
    expect(answer.mapFacets?.['labels']?.map((v) => `${v.key}=${v.value}`).sort()).toEqual([
      'env=dev',
      'env=prod',
    ]);
    expect(answer.mapFacets?.['headline']?.map((v) => v.key)).toEqual(['Replicas']);
  });
});

describe('sortable numbers', () => {
  it('sort as text in numeric order, negatives first', () => {
    const values = [-20, -3.5, 0, 2, 10, 1e6];
    const texts = values.map(sortableNumber);
    expect([...texts].sort()).toEqual(texts);
  });
});
