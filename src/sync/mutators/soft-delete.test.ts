import { describe, expect, it } from 'vitest';
import type { SyncedCollection } from '../registry/synced-collection.ts';
import type { TopologyRow } from '../collections/topologies.ts';
import { memoryLocal } from './memory-local.ts';
import { allMutators } from './index.ts';
import { deleteTopology } from './topologies.ts';

const ID = '70000000-0000-4000-8000-000000000001';
const T0 = '2026-11-28T04:00:00.000Z';
const row: TopologyRow = {
  id: ID,
  name: 'payments',
  namespace: 'default',
  labels: null,
  source: 'UI',
  spec: { schedule: '@every 5m' },
  schedule: null,
  agent_id: null,
  created_by: null,
  created_at: T0,
  updated_at: T0,
  deleted_at: null,
};

describe('deleting a settings resource (soft delete)', () => {
  it('is registered for every generic resource, health checks and scrapers', () => {
    expect(allMutators.map((m) => m.name)).toEqual(
      expect.arrayContaining([
        'canaries.delete',
        'config_scrapers.delete',
        'topologies.delete',
        'logging_backends.delete',
        'teams.delete',
        'incident_rules.delete',
      ]),
    );
  });

  it('leaves the list at once, PATCHes deleted_at, names the row for Pending writes, and a discard puts it back', () => {
    const local = memoryLocal<TopologyRow>();
    local.upsert({ key: 'id' } as SyncedCollection<TopologyRow>, [{ ...row, local_pending: undefined }]);
    const args = deleteTopology.args.parse({ id: ID, deleted_at: T0, removed: { ...row } });
    deleteTopology.apply(local, args);
    expect(local.row(ID)).toBeUndefined();
    expect(deleteTopology.toRequest(args)).toEqual({
      method: 'PATCH',
      path: '/db/topologies',
      query: { id: `eq.${ID}` },
      body: { deleted_at: T0 },
    });
    expect(deleteTopology.describe?.(args)).toBe('Delete topology payments');
    deleteTopology.revert?.(local, args);
    expect(local.row(ID)).toMatchObject({ id: ID, name: 'payments', spec: { schedule: '@every 5m' } });
  });

  it('puts back nothing it cannot read as a row (a copy stored by an older version): the next pull will', () => {
    const local = memoryLocal<TopologyRow>();
    const args = deleteTopology.args.parse({ id: ID, deleted_at: T0, removed: { name: 'payments' } });
    deleteTopology.revert?.(local, args);
    expect(local.row(ID)).toBeUndefined();
  });
});
