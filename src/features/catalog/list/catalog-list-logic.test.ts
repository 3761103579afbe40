import { describe, expect, it } from 'vitest';
import { parseTriState, stateOf, toggleTriState } from '../../../lib/screen-state/tri-state-filter.ts';
import type { GroupResult } from '../../../sync/client/public-types.ts';
import { filtersOf, listQuery, summaryQuery } from './list-query.ts';
import { narrowedSearch } from './narrow.ts';
import { buildSummaryRows } from './summary-rows.ts';
import {
  catalogSearchSchema,
  formatGroupBy,
  formatLabels,
  parseGroupBy,
  parseLabels,
  showsSummary,
  sortOf,
} from './url-state.ts';

const group = (
  key: string | null,
  count: number,
  extra: Partial<{
    healthy: number;
    unhealthy: number;
    changes: number;
    cost: number;
    security: number;
    updated: string;
  }> = {},
): GroupResult => ({
  key,
  count,
  aggregates: {
    counts: {
      health: [
        { value: 'healthy', count: extra.healthy ?? count },
        ...(extra.unhealthy ? [{ value: 'unhealthy', count: extra.unhealthy }] : []),
      ],
    },
    sums: {
      changes: extra.changes ?? 0,
      cost_total_30d: extra.cost ?? 0,
      analysis_security: extra.security ?? 0,
    },
    max: { created_at: '2026-01-01T00:00:00.000Z', updated_at: extra.updated ?? '2026-01-02T00:00:00.000Z' },
  },
});

describe('catalogue URL state', () => {
  it('parses the URL, dropping bad values', () => {
    expect(
      catalogSearchSchema.parse({ sortOrder: 'sideways', configType: 'Kubernetes::Pod', search: 7 }),
    ).toEqual({ configType: 'Kubernetes::Pod' });
  });

  it('round-trips tri-state lists and resets the active state on a second click', () => {
    const m = parseTriState('healthy:1,unhealthy:-1,bare', 'suffix');
    expect(Object.entries(m)).toEqual([
      ['healthy', 1],
      ['unhealthy', -1],
      ['bare', 1],
    ]);
    expect(stateOf(toggleTriState(m, 'healthy', 1), 'healthy')).toBe(0);
    expect(stateOf(toggleTriState(m, 'healthy', -1), 'healthy')).toBe(-1);
  });

  it('round-trips labels with = and , in values', () => {
    const labels = [
      { key: 'app', value: 'web,api', state: 1 as const },
      { key: 'team', value: 'a=b', state: -1 as const },
    ];
    expect(parseLabels(formatLabels(labels))).toEqual(labels);
  });

  it('defaults the grouping to provider then type only without a type filter; tag keys carry the marker', () => {
    expect(parseGroupBy(undefined, false)).toEqual([{ kind: 'provider' }, { kind: 'type' }]);
    expect(parseGroupBy(undefined, true)).toEqual([]);
    const tag = parseGroupBy('cluster__tag,bogus', false);
    expect(tag).toEqual([{ kind: 'tag', key: 'cluster' }]);
    expect(formatGroupBy(tag)).toBe('cluster__tag');
  });

  it('shows the summary only with no type, label or search filter', () => {
    expect(showsSummary({ status: 'Running:1' })).toBe(true);
    expect(showsSummary({ search: 'web' })).toBe(false);
    expect(showsSummary({ labels: 'app=web:1' })).toBe(false);
  });

  it('sorts type as type then name, ascending by default', () => {
    expect(sortOf({})).toEqual([
      { field: 'type', dir: 'asc' },
      { field: 'name', dir: 'asc' },
    ]);
    expect(sortOf({ sortBy: 'changes', sortOrder: 'desc' })).toEqual([{ field: 'changes', dir: 'desc' }]);
  });
});

describe('catalogue queries', () => {
  it('turns the filters into engine filters', () => {
    const q = filtersOf(
      {
        configType: 'Kubernetes::Pod',
        health: 'healthy:1,unknown:-1',
        labels: 'app=web:1,cluster__tag=prod:-1',
        search: 'web',
      },
      true,
    );
    expect(q.where).toEqual([
      { field: 'type', in: ['Kubernetes::Pod'] },
      { field: 'health', include: ['healthy'], exclude: ['unknown'] },
      { field: 'deleted_at', isNull: true },
    ]);
    expect(q.maps).toEqual({
      labels: { app: { include: ['web'] } },
      tags: { cluster: { exclude: ['prod'] } },
    });
    expect(q.text).toBe('web');
  });

  it('asks the list for a window with deleted items last', () => {
    expect(listQuery({}, false, 40, 60)).toMatchObject({ offset: 40, limit: 60, deletedLast: true });
  });

  it('groups the summary by type for provider/type and by the tag for a tag group-by', () => {
    expect(summaryQuery({}, false, parseGroupBy(undefined, false)).groupBy).toMatchObject({ field: 'type' });
    expect(summaryQuery({}, false, parseGroupBy('cluster__tag', false)).groupBy).toMatchObject({
      field: 'tags',
      key: 'cluster',
    });
  });
});

describe('summary grouping', () => {
  const results = [
    group('Kubernetes::Pod', 10, { healthy: 8, unhealthy: 2, changes: 5, cost: 1.5, security: 2 }),
    group('AWS::EC2::Instance', 3, { changes: 1, cost: 20, updated: '2026-03-01T00:00:00.000Z' }),
    group('Kubernetes::Node', 2),
  ];

  it('groups types under their provider with summed counts', () => {
    const rows = buildSummaryRows(results, parseGroupBy(undefined, false), []);
    expect(rows.map((r) => r.label)).toEqual(['AWS', 'Kubernetes']);
    const k8s = rows[1];
    expect(k8s).toMatchObject({
      count: 12,
      changes: 5,
      cost: 1.5,
      health: { healthy: 10, unhealthy: 2 },
      analysis: { security: 2 },
    });
    expect(k8s?.children.map((c) => [c.label, c.level])).toEqual([
      ['Kubernetes::Node', 1],
      ['Kubernetes::Pod', 1],
    ]);
  });

  it('pins favourite types first', () => {
    const rows = buildSummaryRows(results, parseGroupBy(undefined, false), ['Kubernetes::Pod']);
    expect(rows.map((r) => r.label)).toEqual(['Kubernetes::Pod', 'AWS', 'Kubernetes']);
    expect(rows[2]?.children.map((c) => c.label)).toEqual(['Kubernetes::Node']);
  });

  it('a type row narrows to the type and clears groupBy; a tag row narrows by the tag', () => {
    const rows = buildSummaryRows(results, [{ kind: 'type' }], []);
    const pod = rows.find((r) => r.label === 'Kubernetes::Pod');
    expect(pod && narrowedSearch({ groupBy: 'type' }, pod)).toEqual({
      configType: 'Kubernetes::Pod',
      groupBy: undefined,
    });
    const tagRows = buildSummaryRows([group('prod', 4)], [{ kind: 'tag', key: 'cluster' }], []);
    const prod = tagRows[0];
    expect(prod && narrowedSearch({ groupBy: 'cluster__tag' }, prod)).toEqual({
      labels: 'cluster__tag%3Dprod:1',
      groupBy: undefined,
    });
  });
});
