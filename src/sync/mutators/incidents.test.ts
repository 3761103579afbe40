import { describe, expect, it } from 'vitest';
import type { SyncedCollection } from '../registry/synced-collection.ts';
import { comments } from '../collections/comments.ts';
import { hypotheses } from '../collections/hypotheses.ts';
import { incidents, type IncidentRow } from '../collections/incidents.ts';
import { responders } from '../collections/responders.ts';
import type { LocalData } from './local-data.ts';
import { createComment } from './comments.ts';
import { createHypothesis, deleteHypothesisPart } from './hypotheses.ts';
import { createIncident, updateIncident } from './incidents.ts';
import { allMutators } from './index.ts';
import { createResponder, removeResponder } from './responders.ts';

function memoryLocal(): LocalData & { rows(name: string): Map<string, unknown> } {
  const tables = new Map<string, Map<string, unknown>>();
  const table = (name: string) => {
    let t = tables.get(name);
    if (!t) tables.set(name, (t = new Map<string, unknown>()));
    return t;
  };
  return {
    rows: table,
    get<T>(c: SyncedCollection<T>, key: string): T | undefined {
      return table(c.name).get(key) as T | undefined;
    },
    upsert<T>(c: SyncedCollection<T>, rows: readonly T[]) {
      for (const row of rows) table(c.name).set(String(row[c.key]), row);
    },
    remove<T>(c: SyncedCollection<T>, keys: readonly string[]) {
      for (const key of keys) table(c.name).delete(key);
    },
  };
}

const ME = '00000000-0000-4000-8000-000000000001';
const INC = '00000000-0000-4000-8000-0000000000a1';
const ROOT = '00000000-0000-4000-8000-0000000000b1';
const FACTOR = '00000000-0000-4000-8000-0000000000b2';
const C1 = '00000000-0000-4000-8000-0000000000c1';
const T0 = '2026-11-22T04:00:00.000Z';

const incidentArgs = {
  id: INC,
  title: 'db down',
  description: '',
  severity: 'low',
  type: 'availability',
  status: 'open',
  created_by: ME,
  commander_id: ME,
  communicator_id: null,
  created_at: T0,
};

describe('incident mutators', () => {
  it('have unique names and validate their args', () => {
    expect(new Set(allMutators.map((m) => m.name)).size).toBe(allMutators.length);
    expect(
      createComment.args.safeParse({
        id: C1,
        incident_id: INC,
        hypothesis_id: ROOT,
        comment: '  ',
        created_by: ME,
        created_at: T0,
      }).success,
    ).toBe(false);
    expect(
      updateIncident.args.safeParse({ id: INC, patch: {}, previous: {}, base_updated_at: null }).success,
    ).toBe(false);
  });

  it('creates an incident optimistically, marked pending, and posts it with its client id', () => {
    const local = memoryLocal();
    createIncident.apply(local, incidentArgs);
    expect(local.get(incidents, INC)).toMatchObject({ title: 'db down', local_pending: { fields: ['*'] } });
    const request = createIncident.toRequest(incidentArgs);
    expect(request).toMatchObject({ method: 'POST', path: '/db/incidents', prefer: 'return=representation' });
    expect(request.body).toMatchObject({ id: INC, created_at: T0 });
    expect(createIncident.create).toBe(true);
  });

  it('does not overwrite a delivered server row when an outbox re-applies a create', () => {
    const local = memoryLocal();
    const server: IncidentRow = {
      ...incidentArgs,
      incident_id: 'INC0000031',
      updated_at: '2026-11-22T04:00:05.000Z',
    };
    local.upsert(incidents, [server]);
    createIncident.apply(local, incidentArgs);
    expect(local.get(incidents, INC)).toEqual(server);
  });

  it('chains dependent writes through their entities', () => {
    const root = {
      id: ROOT,
      incident_id: INC,
      parent_id: null,
      type: 'root' as const,
      title: 'db down',
      status: 'possible',
      created_by: ME,
      created_at: T0,
    };
    const factor = { ...root, id: FACTOR, parent_id: ROOT, type: 'factor' as const };
    const comment = {
      id: C1,
      incident_id: INC,
      hypothesis_id: FACTOR,
      comment: 'hi',
      created_by: ME,
      created_at: T0,
    };
    const share = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));
    expect(share(createIncident.entities(incidentArgs), createHypothesis.entities(root))).toBe(true);
    expect(share(createHypothesis.entities(root), createHypothesis.entities(factor))).toBe(true);
    expect(share(createHypothesis.entities(factor), createComment.entities(comment))).toBe(true);
    // a comment on an unrelated hypothesis does not wait for this factor
    expect(
      share(
        createHypothesis.entities(factor),
        createComment.entities({ ...comment, hypothesis_id: '00000000-0000-4000-8000-0000000000b9' }),
      ),
    ).toBe(false);
  });

  it('applies a field edit with the base the user saw, and reverts it on discard', () => {
    const local = memoryLocal();
    local.upsert(incidents, [{ ...incidentArgs, incident_id: 'INC1', updated_at: T0 }]);
    const args = {
      id: INC,
      patch: { status: 'investigating' },
      previous: { status: 'open' },
      base_updated_at: T0,
      label: 'INC1',
    };
    updateIncident.apply(local, args);
    expect(local.get(incidents, INC)).toMatchObject({
      status: 'investigating',
      updated_at: T0,
      local_pending: { fields: ['status'], base_updated_at: T0 },
    });
    expect(updateIncident.toRequest(args)).toMatchObject({
      method: 'PATCH',
      query: { id: `eq.${INC}` },
      body: { status: 'investigating' },
    });
    expect(updateIncident.describe?.(args)).toBe('Change status on INC1');
    updateIncident.revert?.(local, args);
    const reverted = local.get(incidents, INC);
    expect(reverted?.status).toBe('open');
    expect(reverted?.local_pending).toBeUndefined();
  });

  it('keeps the optimistic comment text and author, and sends only table columns', () => {
    const local = memoryLocal();
    const args = {
      id: C1,
      incident_id: INC,
      hypothesis_id: ROOT,
      comment: 'ping @[Ann](x)',
      created_by: ME,
      created_at: T0,
      author: { id: ME, name: 'Me', avatar: null },
      label: 'INC1',
    };
    createComment.apply(local, args);
    expect(local.get(comments, C1)).toMatchObject({
      comment: 'ping @[Ann](x)',
      author: { name: 'Me' },
      local_pending: { fields: ['*'] },
    });
    expect(createComment.toRequest(args).body).toEqual({
      id: C1,
      incident_id: INC,
      hypothesis_id: ROOT,
      comment: 'ping @[Ann](x)',
      created_by: ME,
      created_at: T0,
    });
    createComment.revert?.(local, args);
    expect(local.get(comments, C1)).toBeUndefined();
  });

  it('deletes a hypothesis in three requests and restores what it removed on discard', () => {
    const local = memoryLocal();
    const h = {
      id: ROOT,
      incident_id: INC,
      parent_id: null,
      type: 'root',
      title: 't',
      status: 'possible',
      created_by: ME,
      created_at: T0,
      updated_at: T0,
    };
    const c = {
      id: C1,
      incident_id: INC,
      hypothesis_id: ROOT,
      comment: 'x',
      created_by: ME,
      created_at: T0,
      updated_at: T0,
    };
    local.upsert(hypotheses, [h]);
    local.upsert(comments, [c]);
    const parts = (['comments', 'evidences', 'hypothesis'] as const).map((part) => ({
      hypothesis_id: ROOT,
      part,
      removed: {
        hypotheses: part === 'hypothesis' ? [h] : [],
        comments: part === 'comments' ? [c] : [],
        evidences: [],
      },
    }));
    expect(parts.map((p) => deleteHypothesisPart.toRequest(p))).toEqual([
      { method: 'DELETE', path: '/db/comments', query: { hypothesis_id: `eq.${ROOT}` } },
      { method: 'DELETE', path: '/db/evidences', query: { hypothesis_id: `eq.${ROOT}` } },
      { method: 'DELETE', path: '/db/hypotheses', query: { id: `eq.${ROOT}` } },
    ]);
    for (const p of parts) deleteHypothesisPart.apply(local, p);
    expect(local.get(hypotheses, ROOT)).toBeUndefined();
    expect(local.get(comments, C1)).toBeUndefined();
    for (const p of parts) deleteHypothesisPart.revert?.(local, p);
    expect(local.get(hypotheses, ROOT)).toMatchObject({ title: 't' });
    expect(local.get(comments, C1)).toMatchObject({ comment: 'x' });
  });

  it('adds a responder with its team for display and soft-deletes it', () => {
    const local = memoryLocal();
    const R = '00000000-0000-4000-8000-0000000000d1';
    const TEAM = '00000000-0000-4000-8000-0000000000e1';
    const args = {
      id: R,
      incident_id: INC,
      type: 'system' as const,
      person_id: null,
      team_id: TEAM,
      properties: { responderType: 'email', to: 'a@b.c' },
      created_by: ME,
      created_at: T0,
      team: { id: TEAM, name: 'SRE' },
    };
    createResponder.apply(local, args);
    expect(local.get(responders, R)).toMatchObject({ team: { name: 'SRE' }, deleted_at: null });
    expect(createResponder.toRequest(args).body).not.toHaveProperty('team');
    removeResponder.apply(local, { id: R, deleted_at: T0 });
    expect(local.get(responders, R)?.deleted_at).toBe(T0);
    expect(removeResponder.toRequest({ id: R, deleted_at: T0 })).toMatchObject({
      method: 'PATCH',
      body: { deleted_at: T0 },
    });
  });
});
