import { describe, expect, it } from 'vitest';
import type { SyncedCollection } from '../../../sync/registry/synced-collection.ts';
import { incidents, type IncidentRow } from '../../../sync/collections/incidents.ts';
import type { LocalData } from '../../../sync/mutators/local-data.ts';
import { SINGLE_OBJECT, updateIncident } from '../../../sync/mutators/incidents.ts';
import { fieldConflicts, isConflictFailure, myPendingValues, shownValue } from './conflict.ts';

function memoryLocal(): LocalData {
  const rows = new Map<string, unknown>();
  return {
    get<T>(c: SyncedCollection<T>, key: string): T | undefined {
      return rows.get(`${c.name}:${key}`) as T | undefined;
    },
    upsert<T>(c: SyncedCollection<T>, list: readonly T[]) {
      for (const row of list) rows.set(`${c.name}:${String(row[c.key])}`, row);
    },
    remove<T>(c: SyncedCollection<T>, keys: readonly string[]) {
      for (const key of keys) rows.delete(`${c.name}:${key}`);
    },
  };
}

const INC = '00000000-0000-4000-8000-0000000000a1';
const T0 = '2026-11-22T04:00:00.000Z';
const T1 = '2026-11-22T05:00:00.000Z';
const server: IncidentRow = {
  id: INC, incident_id: 'INC0000001', title: 'db down', description: '', severity: 'low', type: 'availability', status: 'open',
  created_by: INC, commander_id: null, communicator_id: null, created_at: T0, updated_at: T0,
};
const edit = { id: INC, patch: { status: 'investigating' }, previous: { status: 'open' }, base_updated_at: T0, label: 'INC0000001' };

/** What the sync runtime does after a pull: the server row lands, then pending writes re-apply. */
function pulled(local: LocalData, row: IncidentRow, ...pending: (typeof edit)[]) {
  local.upsert(incidents, [row]);
  for (const args of pending) updateIncident.apply(local, updateIncident.args.parse(args));
}

describe('incident edit conflicts', () => {
  it('delivers an edit only while the server holds the value the user replaced, as one object', () => {
    const request = updateIncident.toRequest(updateIncident.args.parse({ ...edit, patch: { status: 'investigating', title: 'db down, eu (2)' }, previous: { status: 'open', title: 'db down' } }));
    expect(request.query).toEqual({ id: `eq.${INC}`, status: 'eq.open', title: 'eq.db down', select: '*' });
    expect(request.accept).toBe(SINGLE_OBJECT);
    const nullBase = updateIncident.toRequest(updateIncident.args.parse({ ...edit, patch: { commander_id: INC }, previous: { commander_id: null } }));
    expect(nullBase.query).toMatchObject({ commander_id: 'is.null' });
  });

  it('sees no conflict when the server still holds what the user saw', () => {
    const local = memoryLocal();
    pulled(local, server, edit);
    const row = local.get(incidents, INC);
    expect(row?.status).toBe('investigating');
    expect(row?.local_pending?.theirs).toBeUndefined();
    expect(row && fieldConflicts(row)).toEqual([]);
  });

  it('keeps the newer server value when a pull shows it moved under a pending edit, and shows both', () => {
    const local = memoryLocal();
    pulled(local, server, edit);
    pulled(local, { ...server, status: 'mitigated', updated_at: T1 }, edit);
    const row = local.get(incidents, INC);
    expect(row?.status).toBe('investigating'); // the user's value stays visible, not lost
    expect(row?.local_pending?.theirs).toEqual({ status: 'mitigated' });
    expect(row && fieldConflicts(row)).toEqual([{ field: 'status', mine: 'investigating', theirs: 'mitigated' }]);
    expect(shownValue('status', 'mitigated')).toBe('Mitigated');
    expect(row && myPendingValues(row, ['status', 'title'])).toEqual({ status: 'investigating' });
  });

  it('does not call a server change to the same value a conflict', () => {
    const local = memoryLocal();
    pulled(local, { ...server, status: 'investigating', updated_at: T1 }, edit);
    expect(local.get(incidents, INC)?.local_pending?.theirs).toBeUndefined();
  });

  it('chained edits of one field are based on each other, not on the server', () => {
    const local = memoryLocal();
    const second = { ...edit, patch: { status: 'mitigated' }, previous: { status: 'investigating' } };
    pulled(local, server, edit, second);
    expect(local.get(incidents, INC)?.local_pending?.theirs).toBeUndefined();
    // The first was delivered; the server now holds it while the second waits.
    pulled(local, { ...server, status: 'investigating', updated_at: T1 }, second);
    expect(local.get(incidents, INC)).toMatchObject({ status: 'mitigated' });
    expect(local.get(incidents, INC)?.local_pending?.theirs).toBeUndefined();
  });

  it('discarding ("take theirs") restores the server value, not the stale one the user replaced', () => {
    const local = memoryLocal();
    pulled(local, { ...server, status: 'mitigated', updated_at: T1 }, edit);
    updateIncident.revert?.(local, updateIncident.args.parse(edit));
    const row = local.get(incidents, INC);
    expect(row?.status).toBe('mitigated');
    expect(row?.local_pending).toBeUndefined();
  });

  it('recognises the refused edit among outbox items', () => {
    expect(isConflictFailure({ name: 'incidents.update', status: 'failed', failure: { status: 406 } })).toBe(true);
    expect(isConflictFailure({ name: 'incidents.update', status: 'failed', failure: { status: 400 } })).toBe(false);
    expect(isConflictFailure({ name: 'comments.create', status: 'failed', failure: { status: 406 } })).toBe(false);
  });
});
