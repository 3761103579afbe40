import { describe, expect, it } from 'vitest';
import type { PropertyRow } from '../../../sync/collections/feature-flags.ts';
import { flagFormError, flagsWithChange, flagViews, PROVIDE_ALL_DETAILS } from './flag-model.ts';
import type { MergedProperty } from './property-list.ts';

const row = (name: string, value: string, extra: Partial<PropertyRow> = {}): PropertyRow => ({
  name,
  value,
  created_by: null,
  created_at: '2026-01-01T00:00:00+00:00',
  updated_at: '2026-01-01T00:00:00+00:00',
  deleted_at: null,
  ...extra,
});
const listed = (name: string, source: string, description = ''): MergedProperty => ({
  name,
  value: 'v',
  source,
  description,
});
const BY_NAME = { sort: 'name', dir: 'asc' } as const;

describe('the feature flags table', () => {
  it('lists local flags read-only among the database rows, in the sort order, and lets them shadow a row of the same name', () => {
    const rows = [row('a.disable', 'true'), row('m.disable', 'db value'), row('z.disable', 'false')];
    const merged = [
      listed('m.disable', 'local', 'set by the server'),
      listed('b.disable', 'local'),
      listed('a.disable', 'db', 'A'),
    ];
    const views = flagViews(rows, merged, BY_NAME);
    expect(views.map((v) => [v.name, v.source, v.readOnly])).toEqual([
      ['a.disable', 'db', false],
      ['b.disable', 'local', true],
      ['m.disable', 'local', true],
      ['z.disable', 'db', false],
    ]);
    expect(views[0]?.description).toBe('A');
    expect(views[2]).toMatchObject({ value: 'v', description: 'set by the server', row: undefined });
  });

  it('marks a row whose write waits in the outbox as pending, and names its author', () => {
    const pending = row('x', '1', {
      creator: { id: 'p', name: 'Ada', avatar: null },
      local_pending: { fields: ['*'], base_updated_at: null },
    });
    expect(flagViews([pending], [], BY_NAME)[0]).toMatchObject({
      pending: true,
      createdBy: 'Ada',
      source: 'db',
    });
  });

  it('keeps the engine order of database rows when sorting descending', () => {
    const rows = [row('z', '1'), row('c', '1')];
    const views = flagViews(rows, [listed('m', 'local')], { sort: 'name', dir: 'desc' });
    expect(views.map((v) => v.name)).toEqual(['z', 'm', 'c']);
  });

  it('asks for both name and value (spec §5)', () => {
    expect(flagFormError({ name: 'x', value: ' ' })).toBe(PROVIDE_ALL_DETAILS);
    expect(flagFormError({ name: '', value: 'true' })).toBe(PROVIDE_ALL_DETAILS);
    expect(flagFormError({ name: 'x', value: 'true' })).toBeUndefined();
  });

  it('turns a feature off in the navigation at once, and back on when its flag is changed or removed', () => {
    expect(flagsWithChange(['logs'], 'playbooks.disable', ' TRUE')).toEqual(['logs', 'playbooks']);
    expect(flagsWithChange(['logs', 'playbooks'], 'playbooks.disable', 'false')).toEqual(['logs']);
    expect(flagsWithChange(['playbooks'], 'playbooks.disable', undefined)).toEqual([]);
    expect(flagsWithChange(['logs'], 'some.setting', 'true')).toEqual(['logs']);
  });
});
