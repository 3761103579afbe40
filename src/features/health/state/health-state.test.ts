import { describe, expect, it } from 'vitest';
import { countsQuery, rowsQuery, tabsQuery } from './check-query.ts';
import {
  formatAge,
  formatDuration,
  formatUptime,
  indicatorOf,
  parseDurationFilter,
  showsTransitionAge,
  DURATION_ERROR,
} from './format.ts';
import { groupsQuery, groupStateOf } from './grouping.ts';
import { labelOptions, selectAll, selectionSummary, sortLabelEntries } from './labels.ts';
import {
  defaultTimeRange,
  disabledRefreshRates,
  effectiveRefreshRate,
  graphStart,
  rangeStart,
  refreshMs,
} from './time-range.ts';
import { cleanHealthSearch, parseHealthSearch, toggleTriState, viewOf } from './url-state.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number): string => new Date(NOW - ms).toISOString();

describe('URL state', () => {
  it('parses every parameter and drops bad ones', () => {
    const s = parseHealthSearch({
      labels: '{"app=web":1,"team=sre":-1,"x=y":3}',
      layout: 'card',
      sortDesc: 'true',
      groupBy: 'all',
      tabBy: '',
      query: 'api',
      timeRange: '1h',
      pivotBy: 'type',
    });
    expect(s.labels).toEqual({ 'app=web': 1, 'team=sre': -1 });
    expect(s.layout).toBe('card');
    expect(s.sortDesc).toBe(true);
    expect(s.groupBy).toBeUndefined();
    expect(s.tabBy).toBeUndefined();
    expect(s.pivotBy).toBe('type');
    const bad = parseHealthSearch({ layout: 'grid', labels: 'not json' });
    expect(bad.layout).toBeUndefined();
    expect(bad.labels).toBeUndefined();
  });

  it("removes 'all' and empty groupBy/tabBy, empty labels and the default hidePassing", () => {
    expect(
      cleanHealthSearch({ groupBy: 'all', tabBy: '', labels: {}, hidePassing: true, query: 'x' }),
    ).toEqual({ query: 'x' });
    expect(cleanHealthSearch({ hidePassing: false, groupBy: 'type' })).toEqual({
      hidePassing: false,
      groupBy: 'type',
    });
  });

  it('fills the defaults: hidePassing on, tabs by namespace, groups by canary_name', () => {
    expect(viewOf({})).toEqual({
      hidePassing: true,
      tabBy: 'namespace',
      groupBy: 'canary_name',
      layout: 'table',
    });
  });

  it('toggles the tri-state and resets on clicking the active state', () => {
    const a = toggleTriState({}, 'app=web', 1);
    expect(a).toEqual({ 'app=web': 1 });
    expect(toggleTriState(a, 'app=web', -1)).toEqual({ 'app=web': -1 });
    expect(toggleTriState(a, 'app=web', 1)).toEqual({});
  });
});

describe('queries', () => {
  it('hides passing checks by default, filters labels by include/exclude, searches and sorts', () => {
    const q = rowsQuery(
      {
        labels: { 'app=web': 1, 'app=api': 1, 'team=sre': -1 },
        query: 'acme',
        sortBy: 'uptime',
        sortDesc: true,
      },
      5000,
    );
    expect(q.where).toContainEqual({ field: 'status', exclude: ['healthy'] });
    expect(q.maps).toEqual({ labels: { app: { include: ['web', 'api'] }, team: { exclude: ['sre'] } } });
    expect(q.text).toBe('acme');
    expect(q.sort).toEqual([
      { field: 'uptime', dir: 'desc' },
      { field: 'name', dir: 'asc' },
    ]);
    expect(rowsQuery({ hidePassing: false }, 10).where).not.toContainEqual({
      field: 'status',
      exclude: ['healthy'],
    });
  });

  it('filters by the selected tab; tab counts ignore it; passing/failing counts ignore Hide Passing', () => {
    const search = { tab: 'payments' };
    expect(rowsQuery(search, 10).where).toContainEqual({ field: 'namespace', in: ['payments'] });
    expect(tabsQuery(search)).toMatchObject({ groupBy: { field: 'namespace' }, limit: 0 });
    expect(tabsQuery(search)?.where).not.toContainEqual({ field: 'namespace', in: ['payments'] });
    expect(countsQuery(search).where).not.toContainEqual({ field: 'status', exclude: ['healthy'] });
    expect(rowsQuery({ tabBy: 'agent', tab: 'a1' }, 10).where).toContainEqual({
      field: 'agent_id',
      in: ['a1'],
    });
    expect(rowsQuery({ tabBy: 'team', tab: 'sre' }, 10).maps).toEqual({
      labels: { team: { include: ['sre'] } },
    });
    expect(tabsQuery({ tabBy: 'none' })).toBeNull();
  });
});

describe('grouping', () => {
  it('asks the engine for group sizes and passing counts, and sorts rows by the group first', () => {
    expect(groupsQuery({}, 'type')).toMatchObject({
      groupBy: { field: 'type', aggregates: { countBy: ['status'] } },
      limit: 0,
    });
    expect(groupsQuery({}, 'name')?.groupBy).toMatchObject({ field: 'name_prefix' });
    expect(groupsQuery({}, 'team')?.groupBy).toMatchObject({ field: 'labels', key: 'team' });
    expect(groupsQuery({}, 'no-group')).toBeNull();
    expect(rowsQuery({ sortBy: 'uptime' }, 100, { offset: 200, groupBy: 'team' })).toMatchObject({
      sort: [
        { field: 'labels', key: 'team', dir: 'asc' },
        { field: 'uptime', dir: 'asc' },
        { field: 'name', dir: 'asc' },
      ],
      offset: 200,
      limit: 100,
    });
    expect(groupStateOf(0, 0)).toBe('good');
    expect(groupStateOf(1, 3)).toBe('mixed');
    expect(groupStateOf(0, 3)).toBe('bad');
  });
});

describe('time ranges and refresh rates', () => {
  it('derives the default range from the last-run age on the 1h–5y ladder', () => {
    expect(defaultTimeRange(null, NOW)).toBe('1h');
    expect(defaultTimeRange(ago(5 * 60_000), NOW)).toBe('1h');
    expect(defaultTimeRange(ago(90 * 60_000), NOW)).toBe('2h');
    expect(defaultTimeRange(ago(30 * 3_600_000), NOW)).toBe('2d');
    expect(defaultTimeRange(ago(10 * 365 * 86_400_000), NOW)).toBe('5y');
  });

  it('counts months back on the calendar and gives the graph a duration', () => {
    expect(new Date(rangeStart('1mo', NOW)).toISOString()).toBe('2026-10-22T12:00:00.000Z');
    expect(graphStart('15m', NOW)).toBe('15m');
    expect(graphStart('6h', NOW)).toBe('6h');
    expect(graphStart('1w', NOW)).toBe('7d');
  });

  it('disables 15s/30s from 60 minutes and 2m/3m from 180 minutes', () => {
    expect([...disabledRefreshRates('15m')]).toEqual([]);
    expect([...disabledRefreshRates('1h')].sort()).toEqual(['15s', '30s']);
    expect([...disabledRefreshRates('3h')].sort()).toEqual(['15s', '2m', '30s', '3m']);
    expect(effectiveRefreshRate('30s', '1h')).toBe('none');
    expect(effectiveRefreshRate('5m', '1d')).toBe('5m');
    expect(effectiveRefreshRate(null, '1h')).toBe('none');
  });

  it('reads rates with units s, m, h, d, w; none is off', () => {
    expect(refreshMs('15s')).toBe(15_000);
    expect(refreshMs('2m')).toBe(120_000);
    expect(refreshMs('1w')).toBe(604_800_000);
    expect(refreshMs('none')).toBe(0);
  });
});

describe('display rules', () => {
  it('formats durations, uptime and ages', () => {
    expect(formatDuration(250)).toBe('250ms');
    expect(formatDuration(1500)).toBe('1.5s');
    expect(formatDuration(90_000)).toBe('1.5m');
    expect(formatDuration(7_200_000)).toBe('2h');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatUptime(99.5)).toBe('99.50%');
    expect(formatAge(ago(3 * 86_400_000), NOW)).toBe('3d');
    expect(formatAge('0001-01-01T00:00:00Z', NOW)).toBe('');
  });

  it('shows the transition age only between one hour and seven days', () => {
    expect(showsTransitionAge(ago(3_600_000), NOW)).toBe(false);
    expect(showsTransitionAge(ago(3_600_001), NOW)).toBe(true);
    expect(showsTransitionAge(ago(8 * 86_400_000), NOW)).toBe(false);
  });

  it('maps statuses to indicator colours', () => {
    expect(['degraded', 'missing', 'unhealthy'].map(indicatorOf)).toEqual([
      'unhealthy',
      'unhealthy',
      'unhealthy',
    ]);
    expect(['unknown', 'suspended'].map(indicatorOf)).toEqual(['unknown', 'unknown']);
    expect(['warning', 'mixed'].map(indicatorOf)).toEqual(['warning', 'warning']);
    expect(indicatorOf('healthy')).toBe('healthy');
  });

  it('accepts durations in ms or s only', () => {
    expect(parseDurationFilter('500ms')).toEqual({ ok: true, ms: 500 });
    expect(parseDurationFilter('5s')).toEqual({ ok: true, ms: 5000 });
    expect(parseDurationFilter('')).toEqual({ ok: true, ms: undefined });
    expect(parseDurationFilter('2m')).toEqual({ ok: false, error: DURATION_ERROR });
  });
});

describe('labels', () => {
  it('orders account, namespace and name first', () => {
    const labels = { zone: 'a', name: 'n', app: 'x', account: '1', namespace: 'ns' };
    expect(sortLabelEntries(labels).map(([k]) => k)).toEqual(['account', 'namespace', 'name', 'app', 'zone']);
  });

  it('builds label options, boolean toggles, select-all and the selection summary', () => {
    const opts = labelOptions([
      { labels: { app: 'web', canary: 'true' } },
      { labels: { app: 'api', canary: 'false' } },
    ]);
    expect(opts).toEqual([
      { key: 'app', values: ['api', 'web'], boolean: false },
      { key: 'canary', values: ['false', 'true'], boolean: true },
    ]);
    const all = selectAll({}, 'app', ['api', 'web']);
    expect(all).toEqual({ 'app=api': 1, 'app=web': 1 });
    expect(selectAll(all, 'app', ['api', 'web'])).toEqual({});
    expect(selectionSummary(['a', 'b', 'c'])).toBe('a, b, c');
    expect(selectionSummary(['a', 'b', 'c', 'd'])).toBe('including 4 labels');
  });
});
