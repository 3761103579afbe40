import { describe, expect, it } from 'vitest';
import type { SyncedCollection } from '../registry/synced-collection.ts';
import type { AgentRow } from '../collections/agents.ts';
import { memoryLocal } from './memory-local.ts';
import { deleteAgent, updateAgent } from './agents.ts';
import { allMutators } from './index.ts';

const ID = '0a9e0000-0000-4000-8000-000000000001';
const T0 = '2026-11-22T04:00:00.000Z';
const row: AgentRow = {
  id: ID,
  name: 'eu-west',
  hostname: null,
  description: null,
  ip: null,
  version: null,
  username: 'agent-0011223344556677',
  person_id: null,
  properties: { region: 'eu-west-1' },
  created_by: null,
  created_at: '2026-11-01T00:00:00+00:00',
  updated_at: '2026-11-01T00:00:00+00:00',
  deleted_at: null,
  cleanup: false,
  last_seen: null,
  last_received: null,
  config_count: 3,
  config_scrapper_count: 1,
  checks_count: 2,
  playbook_runs_count: 0,
  health: 'healthy',
  status: 'offline',
};
const edit = {
  id: ID,
  name: 'eu-west',
  properties: { region: 'eu-west-2' },
  previous: row.properties,
  base_updated_at: row.updated_at,
};

describe('agent mutators', () => {
  it('are registered under their stored names', () => {
    expect(allMutators.map((m) => m.name)).toEqual(
      expect.arrayContaining(['agents.update', 'agents.delete']),
    );
  });

  it('update: PATCHes only the properties of the agents table, shows them pending, and discard restores them', () => {
    expect(updateAgent.toRequest(edit)).toEqual({
      method: 'PATCH',
      path: '/db/agents',
      query: { id: `eq.${ID}` },
      body: { properties: { region: 'eu-west-2' } },
      prefer: 'return=representation',
    });
    const local = memoryLocal<AgentRow>();
    local.upsert({ key: 'id' } as SyncedCollection<AgentRow>, [row]);
    updateAgent.apply(local, edit);
    updateAgent.apply(local, edit);
    expect(local.row(ID)).toMatchObject({
      properties: { region: 'eu-west-2' },
      local_pending: { fields: ['properties'], base_updated_at: row.updated_at },
    });
    updateAgent.revert?.(local, edit);
    expect(local.row(ID)).toEqual(row);
  });

  it('delete: a soft delete stamped with the moment, with cleanup only when asked; discard puts the row back', () => {
    const keep = { id: ID, deleted_at: T0, cleanup: false, removed: row };
    expect(deleteAgent.toRequest(keep).body).toEqual({ deleted_at: T0 });
    expect(deleteAgent.toRequest({ ...keep, cleanup: true })).toEqual({
      method: 'PATCH',
      path: '/db/agents',
      query: { id: `eq.${ID}` },
      body: { deleted_at: T0, cleanup: true },
      prefer: 'return=representation',
    });
    const local = memoryLocal<AgentRow>();
    local.upsert({ key: 'id' } as SyncedCollection<AgentRow>, [row]);
    deleteAgent.apply(local, keep);
    expect(local.row(ID)).toBeUndefined();
    deleteAgent.revert?.(local, keep);
    expect(local.row(ID)).toEqual(row);
  });
});
