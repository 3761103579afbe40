// The dashboard's engine-backed views against the real query engine: grouped table layout (group
// sizes from groupBy, rows from the group-sorted window), the pivot matrix, and loading vs empty.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checks, namePrefix, type CheckRow, type checkRowSchema } from '../../../sync/collections/checks.ts';
import { QueryEngine } from '../../../sync/query/engine.ts';
import { rowsQuery } from './check-query.ts';
import { groupsQuery, NULL_GROUP, summarizeGroups } from './grouping.ts';
import { labelOptionsFromPairs } from './labels.ts';
import { listStateOf, NEVER_SYNCED_OFFLINE } from './list-state.ts';
import {
  buildPivot,
  pivotCellTypeOf,
  pivotDimension,
  pivotPatch,
  pivotQuery,
  pivotSelectValue,
} from './pivot.ts';
import { flatLayout, groupedLayout, rowWindow } from './table-layout.ts';
import type { HealthSearch } from './url-state.ts';

function check(i: number, partial: Partial<z.input<typeof checkRowSchema>>): CheckRow {
  return checks.schema.parse({
    id: `id-${String(i).padStart(3, '0')}`,
    canary_id: 'c',
    name: `check-${i}`,
    status: 'healthy',
    ...partial,
  });
}

// Awkward on purpose: no canary, names differing only in case, labels missing, checks without runs.
const rows: CheckRow[] = [
  check(1, {
    canary_name: 'web',
    namespace: 'prod',
    status: 'healthy',
    labels: { team: 'sre' },
    uptime: { passed: 9, failed: 1 },
    latency: { p95: 120 },
  }),
  check(2, {
    canary_name: 'Web',
    namespace: 'prod',
    status: 'unhealthy',
    labels: { team: 'sre' },
    uptime: { passed: 5, failed: 5 },
    latency: { p95: 900 },
  }),
  check(3, {
    canary_name: 'db',
    namespace: 'prod',
    status: 'unhealthy',
    labels: { team: 'data' },
    uptime: { passed: 0, failed: 4 },
    latency: { p95: 40 },
  }),
  check(4, {
    canary_name: 'db',
    namespace: 'stage',
    status: 'unhealthy',
    labels: {},
    uptime: { passed: 0, failed: 0 },
  }),
  check(5, {
    canary_name: null,
    namespace: null,
    status: 'healthy',
    labels: { team: 'sre' },
    uptime: { passed: 3, failed: 1 },
    latency: { p95: 10 },
  }),
  check(6, {
    canary_name: 'api',
    namespace: 'stage',
    status: 'healthy',
    labels: { team: 'Data' },
    uptime: { passed: 1, failed: 0 },
  }),
  check(7, { canary_name: 'api', namespace: 'prod', status: 'healthy', uptime: { passed: 2, failed: 0 } }),
  check(8, {
    canary_name: 'web',
    namespace: 'prod',
    status: 'healthy',
    labels: { team: 'sre' },
    uptime: { passed: 1, failed: 0 },
  }),
];

function engine(): QueryEngine<CheckRow> {
  const e = new QueryEngine<CheckRow>({ name: 'checks', key: 'id', ...checks.engine });
  e.load(rows);
  return e;
}

const all: HealthSearch = { hidePassing: false };

/** The value a row groups under (what the engine's groupBy reads), null when absent. */
function groupKeyOf(row: CheckRow, groupBy: string): string | null {
  if (groupBy === 'canary_name') return row.canary_name;
  if (groupBy === 'type') return row.type;
  if (groupBy === 'name') return namePrefix(row.name);
  return row.labels[groupBy] ?? null;
}

describe('grouped table from the engine', () => {
  it.each(['canary_name', 'team', 'name', 'type'])(
    'group %s: every row item shows a row of its own group, in order',
    (groupBy) => {
      const e = engine();
      const spec = groupsQuery(all, groupBy);
      if (spec === null) throw new Error('expected a groups query');
      const groups = summarizeGroups(e.query(spec).groups ?? []);
      const sorted = e.query(rowsQuery(all, 100, { groupBy })).rows;
      expect(groups.reduce((n, g) => n + g.count, 0)).toBe(rows.length);
      const layout = groupedLayout(groups, new Set());
      expect(layout.count).toBe(rows.length + groups.length);
      let current = '';
      for (let i = 0; i < layout.count; i++) {
        const item = layout.itemAt(i);
        if (item?.kind === 'group') current = item.group.key;
        else {
          const row = sorted[item?.offset ?? -1];
          const key = row === undefined ? undefined : groupKeyOf(row, groupBy);
          expect(key === null ? NULL_GROUP : key?.toLowerCase()).toBe(current);
        }
      }
    },
  );

  it('merges values equal but for case, puts checks without a value last, and keeps good/mixed/bad', () => {
    const e = engine();
    const spec = groupsQuery(all, 'canary_name');
    if (spec === null) throw new Error('expected a groups query');
    const groups = summarizeGroups(e.query(spec).groups ?? []);
    expect(groups.map((g) => [g.label, g.count, g.state, g.start])).toEqual([
      ['api', 2, 'good', 0],
      ['db', 2, 'bad', 2],
      [expect.stringMatching(/^web$/i), 3, 'mixed', 4],
      ['(none)', 1, 'good', 7],
    ]);
  });

  it('collapsed groups keep their header and skip their rows; the window covers only rows on screen', () => {
    const groups = summarizeGroups(engine().query(groupsQuery(all, 'canary_name') ?? {}).groups ?? []);
    const layout = groupedLayout(groups, new Set(['db']));
    expect(layout.count).toBe(rows.length + groups.length - 2);
    expect(layout.itemAt(3)).toMatchObject({ kind: 'group', open: false, group: { key: 'db' } });
    expect(layout.itemAt(4)).toMatchObject({ kind: 'group', group: { key: 'web' } });
    expect(layout.itemAt(5)).toEqual({ kind: 'row', offset: 4, nested: true });
    expect(rowWindow(layout, 3, 3, 5000)).toBeNull();
    expect(rowWindow(flatLayout(5000), 250, 290, 5000)).toEqual({ offset: 200, limit: 100 });
    expect(rowWindow(flatLayout(5000), 190, 310, 150)).toEqual({ offset: 100, limit: 150 });
  });
});

describe('pivot', () => {
  it('reads the pivot from the address and writes it back', () => {
    expect(pivotDimension({})).toBeNull();
    expect(pivotDimension({ pivotBy: 'labels' })).toBeNull();
    expect(pivotDimension({ pivotBy: 'labels', pivotLabel: 'team' })).toMatchObject({
      field: 'labels',
      key: 'team',
      title: 'Label: team',
    });
    expect(pivotDimension({ pivotBy: 'agent' })).toMatchObject({ field: 'agent_id', agent: true });
    expect(pivotSelectValue({ pivotBy: 'labels', pivotLabel: 'team' })).toBe('label:team');
    expect(pivotPatch('label:team')).toEqual({ pivotBy: 'labels', pivotLabel: 'team' });
    expect(pivotPatch('none')).toEqual({ pivotBy: undefined, pivotLabel: undefined });
    expect(pivotCellTypeOf({ pivotCellType: 'latency' })).toBe('latency');
    expect(pivotCellTypeOf({ pivotCellType: 'bogus' })).toBe('health');
  });

  it('rows by group, columns by namespace: health, worst latency and counts per cell', () => {
    const dimension = pivotDimension({ pivotBy: 'namespace' });
    if (dimension === null) throw new Error('expected a dimension');
    const model = buildPivot(
      engine().query(pivotQuery(all, 'canary_name', dimension, 'health')).groups ?? [],
    );
    expect(model.columns.map((c) => c.value)).toEqual(['prod', 'stage', null]);
    expect(model.rows.map((r) => r.value)).toEqual(['api', 'db', 'Web', 'web', null]);
    const cell = (row: string | null, col: string | null) =>
      model.rows.find((r) => r.value === row)?.cells.get(col ?? '\u0000none');
    expect(cell('db', 'prod')).toMatchObject({ count: 1, passed: 0, state: 'bad', latency: 40 });
    expect(cell('api', 'stage')).toMatchObject({ count: 1, passed: 1, state: 'good' });
    expect(cell('web', 'stage')).toBeUndefined();
  });

  it('uptime cells are the mean over checks with runs; checks without runs are left out', () => {
    const dimension = pivotDimension({ pivotBy: 'namespace' });
    if (dimension === null) throw new Error('expected a dimension');
    // Without grouping the rows are canaries: db × stage holds only check-4, which has no runs.
    const model = buildPivot(engine().query(pivotQuery(all, 'no-group', dimension, 'uptime')).groups ?? []);
    const byCanary = (name: string) => model.rows.find((r) => r.value === name);
    expect(byCanary('db')?.cells.get('prod')?.uptime).toBe(0);
    expect(byCanary('db')?.cells.get('stage')).toBeUndefined();
    expect(byCanary('api')?.cells.get('stage')?.uptime).toBe(100);
    const team = pivotDimension({ pivotBy: 'labels', pivotLabel: 'team' });
    if (team === null) throw new Error('expected a dimension');
    const byTeam = buildPivot(engine().query(pivotQuery(all, 'canary_name', team, 'uptime')).groups ?? []);
    // web × sre: check-1 (90 %) and check-8 (100 %); db × (none): check-4 has no runs.
    expect(byTeam.rows.find((r) => r.value === 'web')?.cells.get('sre')).toMatchObject({
      count: 2,
      uptime: 95,
    });
    expect(byTeam.rows.find((r) => r.value === 'db')?.cells.get('\u0000none')).toBeUndefined();
  });
});

describe('label filter options', () => {
  it('come from the engine map facet of labels, keys sorted, values distinct', () => {
    const answer = engine().query({
      where: [{ field: 'deleted_at', isNull: true }],
      mapFacets: [{ field: 'labels', limit: 1000 }],
      limit: 0,
    });
    expect(answer.rows).toHaveLength(0);
    expect(labelOptionsFromPairs(answer.mapFacets?.['labels'] ?? [])).toEqual([
      { key: 'team', values: ['Data', 'data', 'sre'], boolean: false },
    ]);
  });
});

describe('loading vs empty', () => {
  const synced = { complete: true, error: null };
  const first = { complete: false, error: null };
  it('stays loading until the first sync completes when nothing is there yet', () => {
    expect(listStateOf({ queryError: undefined, total: undefined, status: synced, online: true })).toEqual({
      kind: 'loading',
    });
    expect(listStateOf({ queryError: undefined, total: 0, status: undefined, online: true })).toEqual({
      kind: 'loading',
    });
    expect(listStateOf({ queryError: undefined, total: 0, status: first, online: true })).toEqual({
      kind: 'loading',
    });
  });
  it("says 'No data available' only when synced (or it cannot sync now, with why)", () => {
    expect(listStateOf({ queryError: undefined, total: 0, status: synced, online: true })).toEqual({
      kind: 'empty',
    });
    expect(listStateOf({ queryError: undefined, total: 0, status: first, online: false })).toEqual({
      kind: 'empty',
      note: NEVER_SYNCED_OFFLINE,
    });
    expect(
      listStateOf({
        queryError: undefined,
        total: 0,
        status: { complete: false, error: 'HTTP 500' },
        online: true,
      }),
    ).toEqual({ kind: 'empty', note: 'Checks could not be synced: HTTP 500' });
    expect(listStateOf({ queryError: undefined, total: 3, status: first, online: true })).toEqual({
      kind: 'rows',
    });
    expect(listStateOf({ queryError: 'bad field', total: 3, status: synced, online: true })).toEqual({
      kind: 'error',
      message: 'bad field',
    });
  });
});
