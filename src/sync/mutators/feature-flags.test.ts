import { describe, expect, it } from 'vitest';
import type { TransportResponse } from '../outbox/classify.ts';
import { featureFlags, type PropertyRow } from '../collections/feature-flags.ts';
import { memoryLocal } from './memory-local.ts';
import { createFeatureFlag, deleteFeatureFlag, updateFeatureFlag } from './feature-flags.ts';
import { allMutators } from './index.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const T0 = '2026-11-22T04:00:00.000Z';
const serverRow: PropertyRow = {
  name: 'logs.disable',
  value: 'true',
  created_by: OTHER,
  created_at: '2026-11-01T00:00:00+00:00',
  updated_at: '2026-11-01T00:00:00+00:00',
  deleted_at: null,
  creator: { id: OTHER, name: 'Ops', avatar: null },
};
const createArgs = { name: 'playbooks.disable', value: 'true', created_by: ME, created_at: T0 };

describe('feature flag mutators', () => {
  it('are registered under their stored names', () => {
    const names = allMutators.map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining(['properties.create', 'properties.update', 'properties.delete']),
    );
  });

  it('require a name and a value (spec §5)', () => {
    expect(createFeatureFlag.args.safeParse({ ...createArgs, name: '  ' }).success).toBe(false);
    expect(createFeatureFlag.args.safeParse({ ...createArgs, value: '' }).success).toBe(false);
    expect(
      updateFeatureFlag.args.safeParse({ name: 'x', value: ' ', previous: 'a', base_updated_at: null })
        .success,
    ).toBe(false);
  });

  it('create: POSTs name, value, author and time to /db/properties, shows the row as pending, and discard removes it', () => {
    expect(createFeatureFlag.toRequest(createArgs)).toEqual({
      method: 'POST',
      path: '/db/properties',
      query: { select: featureFlags.source.select },
      body: createArgs,
      prefer: 'return=representation',
    });
    const author = { id: ME, name: 'Me', avatar: null };
    expect(createFeatureFlag.toRequest({ ...createArgs, creator: author }).body).toEqual(createArgs);
    const local = memoryLocal<PropertyRow>();
    createFeatureFlag.apply(local, { ...createArgs, creator: author });
    createFeatureFlag.apply(local, { ...createArgs, creator: author });
    expect(local.row('playbooks.disable')).toMatchObject({
      value: 'true',
      creator: author,
      local_pending: { fields: ['*'] },
    });
    createFeatureFlag.revert?.(local, createArgs);
    expect(local.row('playbooks.disable')).toBeUndefined();
  });

  it('create never overwrites nor, on discard, removes a server row of the same name', () => {
    const local = memoryLocal<PropertyRow>();
    local.upsert(featureFlags, [serverRow]);
    const args = { ...createArgs, name: serverRow.name, value: 'false' };
    createFeatureFlag.apply(local, args);
    expect(local.row(serverRow.name)).toEqual(serverRow);
    createFeatureFlag.revert?.(local, args);
    expect(local.row(serverRow.name)).toEqual(serverRow);
  });

  it('create: a 409 is delivered only when the stored row is this write (same author and time)', async () => {
    const refusal = { status: 409, code: '23505', message: 'duplicate key value' };
    const answer =
      (
        row: object,
      ): ((path: string, query: Readonly<Record<string, string>>) => Promise<TransportResponse>) =>
      (path, query) => {
        expect([path, query['name']]).toEqual(['/db/properties', 'eq.playbooks.disable']);
        return Promise.resolve({ status: 200, body: [row] });
      };
    const mine = { ...serverRow, ...createArgs, created_at: '2026-11-22T04:00:00+00:00', creator: null };
    expect(await createFeatureFlag.recover?.(createArgs, refusal, answer(mine))).toMatchObject({
      kind: 'delivered',
    });
    const theirs = { ...mine, created_by: OTHER };
    expect(await createFeatureFlag.recover?.(createArgs, refusal, answer(theirs))).toBeUndefined();
  });

  it('update: PATCHes the value by name as a single object, marks it pending, and discard puts the old value back', () => {
    const args = {
      name: serverRow.name,
      value: 'false',
      previous: 'true',
      base_updated_at: serverRow.updated_at,
    };
    expect(updateFeatureFlag.toRequest(args)).toEqual({
      method: 'PATCH',
      path: '/db/properties',
      query: { name: 'eq.logs.disable', select: featureFlags.source.select },
      body: { value: 'false' },
      prefer: 'return=representation',
      accept: 'application/vnd.pgrst.object+json',
    });
    const local = memoryLocal<PropertyRow>();
    local.upsert(featureFlags, [serverRow]);
    updateFeatureFlag.apply(local, args);
    expect(local.row(serverRow.name)).toMatchObject({ value: 'false', local_pending: { fields: ['value'] } });
    updateFeatureFlag.revert?.(local, args);
    expect(local.row(serverRow.name)).toEqual(serverRow);
  });

  it('delete: DELETEs by name, removes the row, and discard restores it', () => {
    const args = { name: serverRow.name, removed: serverRow };
    expect(deleteFeatureFlag.toRequest(args)).toEqual({
      method: 'DELETE',
      path: '/db/properties',
      query: { name: 'eq.logs.disable' },
    });
    const local = memoryLocal<PropertyRow>();
    local.upsert(featureFlags, [serverRow]);
    deleteFeatureFlag.apply(local, args);
    expect(local.row(serverRow.name)).toBeUndefined();
    deleteFeatureFlag.revert?.(local, args);
    expect(local.row(serverRow.name)).toEqual(serverRow);
  });
});
