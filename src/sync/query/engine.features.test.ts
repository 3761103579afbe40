import { describe, expect, it } from 'vitest';
import type { ConfigItem } from '../collections/config-items.ts';
import { configItemCollection } from './config-item-fixtures.ts';
import { QueryEngine } from './engine.ts';
import type { QueryResult } from './live-query.ts';
import { naiveQuery } from './naive-reference.ts';
import type { QueryInput } from './query-schema.ts';
import { awkwardItems, comparable } from './test-support.ts';

// The screens' query features: nested groups, sorting by a label, self-excluding facet counts.
describe('query features the screens need', () => {
  const rows = awkwardItems(1_200, 21);
  const expectLikeNaive = (
    engine: QueryEngine<ConfigItem>,
    input: QueryInput,
    data: readonly ConfigItem[] = rows,
  ) =>
    expect(comparable(engine.query(input)), JSON.stringify(input)).toEqual(
      comparable(naiveQuery(configItemCollection, data, engine.parseQuery(input))),
    );

  it('groups by several levels, each group holding the next level', () => {
    const engine = new QueryEngine(configItemCollection);
    engine.load(rows);
    const input: QueryInput = {
      groupBy: [{ field: 'config_class' }, { field: 'type', aggregates: { countBy: ['health'] } }],
      limit: 0,
    };
    expectLikeNaive(engine, input);
    const groups = engine.query(input).groups ?? [];
    const kubernetes = groups.find((group) => group.key === 'Kubernetes');
    expect(kubernetes?.groups?.length).toBeGreaterThan(3);
    expect(kubernetes?.groups?.every((group) => String(group.key).startsWith('Kubernetes::'))).toBe(true);
    expect(kubernetes?.groups?.reduce((sum, group) => sum + group.count, 0)).toBe(kubernetes?.count);
    // One level keeps the old shape: no `groups` inside groups.
    expect(engine.query({ groupBy: { field: 'health' }, limit: 0 }).groups?.[0]).not.toHaveProperty('groups');
  });

  it('sorts by a label value, rows without the label last', () => {
    const engine = new QueryEngine(configItemCollection);
    engine.load(rows);
    for (const dir of ['asc', 'desc'] as const) {
      const input: QueryInput = {
        sort: [{ field: 'labels', key: 'app.kubernetes.io/version', dir }, { field: 'name' }],
        limit: 1_200,
      };
      expectLikeNaive(engine, input);
      const result = engine.query(input);
      expect(result.rows.at(-1)?.labels?.['app.kubernetes.io/version']).toBeUndefined();
    }
    expect(() => engine.parseQuery({ sort: [{ field: 'labels' }] })).toThrow(
      /sorting is not allowed on map field/,
    );
    expect(() => engine.parseQuery({ sort: [{ field: 'name', key: 'app' }] })).toThrow(
      /sorting is not allowed on string field/,
    );
  });

  it('counts a facet over every filter except its own when asked', () => {
    const engine = new QueryEngine(configItemCollection);
    engine.load(rows);
    const input: QueryInput = {
      where: [
        { field: 'health', in: ['unhealthy'] },
        { field: 'type', include: ['Kubernetes::Pod', 'AWS::EC2Instance'] },
      ],
      facets: ['health', 'type', 'status'],
      facetsExcludeOwnFilter: true,
    };
    expectLikeNaive(engine, input);
    const facets = engine.query(input).facets ?? {};
    // Health counts ignore the health filter: the other values stay pickable.
    expect(facets['health']?.map((count) => count.value)).toContain('healthy');
    expect(facets['type']?.length).toBeGreaterThan(2);
    // Status has no filter of its own: counted over the full selection.
    expect(facets['status']?.reduce((sum, count) => sum + count.count, 0)).toBe(engine.query(input).total);
    const plain = engine.query({ ...input, facetsExcludeOwnFilter: false }).facets ?? {};
    expect(plain['health']?.map((count) => count.value)).toEqual(['unhealthy']);
  });

  it('counts label key=value pairs (top N), leaving out the label filter itself when asked', () => {
    const engine = new QueryEngine(configItemCollection);
    engine.load(rows);
    const input: QueryInput = {
      where: [{ field: 'deleted_at', isNull: true }],
      maps: { labels: { team: { include: ['payments'] } } },
      mapFacets: [
        { field: 'labels', limit: 8 },
        { field: 'tags', keysOnly: true },
      ],
      facetsExcludeOwnFilter: true,
    };
    expectLikeNaive(engine, input);
    const own = engine.query(input).mapFacets ?? {};
    expect(own['labels']).toHaveLength(8);
    // The team filter is left out of its own counts: other teams stay pickable.
    expect(own['labels']?.filter((pair) => pair.key === 'team').length).toBeGreaterThan(1);
    expect(own['tags']?.map((pair) => pair.key).sort()).toEqual(['cluster', 'namespace', 'region']);
    expect(own['tags']?.every((pair) => pair.value === null)).toBe(true);
    const plain =
      engine.query({ ...input, facetsExcludeOwnFilter: false, mapFacets: [{ field: 'labels', key: 'team' }] })
        .mapFacets ?? {};
    expect(plain['labels']?.map((pair) => `${pair.key}=${pair.value ?? ''}`)).toEqual(['team=payments']);
    expectLikeNaive(engine, { mapFacets: [{ field: 'labels', key: 'app', limit: 1_000 }] });
    expect(() => engine.parseQuery({ mapFacets: [{ field: 'name' }] })).toThrow(
      /a map facet is not allowed on string field/,
    );
    expect(() =>
      engine.parseQuery({ mapFacets: [{ field: 'labels' }, { field: 'labels', key: 'app' }] }),
    ).toThrow(/more than one map facet/);
  });

  it('keeps nested groups, label sorts and own-filter facets current under small and large writes', () => {
    const engine = new QueryEngine(configItemCollection);
    let current = rows.slice();
    engine.load(current);
    const inputs: QueryInput[] = [
      {
        groupBy: [
          { field: 'health', aggregates: { max: ['updated_at'] } },
          { field: 'labels', key: 'team' },
        ],
        limit: 20,
      },
      {
        sort: [{ field: 'labels', key: 'team', dir: 'desc' }],
        maps: { labels: { team: { exclude: ['sre'] } } },
        limit: 50,
      },
      {
        where: [{ field: 'health', include: ['healthy', 'warning'] }],
        facets: ['health', 'type'],
        facetsExcludeOwnFilter: true,
        limit: 10,
      },
      {
        maps: { labels: { team: { exclude: ['t1'] } } },
        mapFacets: [{ field: 'labels', limit: 12 }],
        facetsExcludeOwnFilter: true,
        limit: 0,
      },
      {
        where: [{ field: 'health', in: ['warning'] }],
        mapFacets: [{ field: 'labels', key: 'team' }],
        groupBy: { field: 'labels', key: 'team', aggregates: { countBy: ['status'] } },
        limit: 0,
      },
    ];
    const pushed: (QueryResult<ConfigItem> | undefined)[] = [];
    inputs.forEach((input, i) => engine.subscribe(input, (result) => (pushed[i] = result)));
    for (const size of [1, 3, 300]) {
      const batch = current.slice(0, size).map((row, i) => ({
        ...row,
        health: i % 2 ? 'warning' : 'unhealthy',
        labels: { team: `t${(i + size) % 4}` },
      }));
      engine.upsert(batch);
      const byId = new Map(current.map((row) => [row.id, row]));
      for (const row of batch) byId.set(row.id, row);
      current = [...byId.values()];
      engine.remove([current[size]!.id]);
      current = current.filter((row) => row.id !== current[size]!.id);
      inputs.forEach((input, i) => {
        const expected = comparable(naiveQuery(configItemCollection, current, engine.parseQuery(input)));
        expect(comparable(engine.query(input))).toEqual(expected);
        expect(comparable(pushed[i]!)).toEqual(expected);
      });
    }
  });

  it('takes over groups and counts when only the sort or window changes, and keeps them current', () => {
    const engine = new QueryEngine(configItemCollection);
    let current = rows.slice();
    engine.load(current);
    const base: QueryInput = {
      where: [{ field: 'health', include: ['healthy', 'unhealthy'] }],
      groupBy: [
        { field: 'config_class' },
        { field: 'type', aggregates: { countBy: ['status'], max: ['updated_at'] } },
      ],
      facets: ['health', 'status'],
      facetsExcludeOwnFilter: true,
      mapFacets: [{ field: 'labels', limit: 5 }],
      limit: 30,
    };
    let pushed: QueryResult<ConfigItem> | undefined;
    const subscription = engine.subscribe(base, (result) => (pushed = result));
    const sorts: QueryInput['sort'][] = [
      [{ field: 'name' }],
      [{ field: 'updated_at', dir: 'desc' }],
      [{ field: 'changes' }, { field: 'name', dir: 'desc' }],
    ];
    sorts.forEach((sort, round) => {
      const batch = current.slice(round * 5, round * 5 + 40).map((row, i) => ({
        ...row,
        health: i % 3 ? 'healthy' : 'warning',
        status: 'Failed',
        updated_at: new Date(Date.UTC(2026, 9, round + 1)).toISOString(),
      }));
      engine.upsert(batch);
      const byId = new Map(current.map((row) => [row.id, row]));
      for (const row of batch) byId.set(row.id, row);
      current = [...byId.values()];
      const input = { ...base, sort, offset: round * 7 };
      subscription.update(input);
      expect(comparable(pushed!)).toEqual(
        comparable(naiveQuery(configItemCollection, current, engine.parseQuery(input))),
      );
      expectLikeNaive(engine, input, current);
      expectLikeNaive(engine, { ...input, sort: [{ field: 'type', dir: 'desc' }] }, current);
    });
  });
});
