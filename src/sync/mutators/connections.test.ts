import { describe, expect, it } from 'vitest';
import type { SyncedCollection } from '../registry/synced-collection.ts';
import type { ConnectionRow } from '../collections/connections.ts';
import { memoryLocal } from './memory-local.ts';
import { createConnection, deleteConnection, updateConnection } from './connections.ts';
import { allMutators } from './index.ts';

const ID = '0c0e0000-0000-4000-8000-000000000001';
const ADMIN = '0a000000-0000-4000-8000-000000000001';
const T0 = '2026-11-22T04:00:00.000Z';
const fields = {
  type: 'http',
  url: 'https://example.com/health',
  username: null,
  password: 'secret://web/password',
  certificate: null,
  insecure_tls: false,
  properties: {},
};
const create = {
  ...fields,
  id: ID,
  name: 'web',
  namespace: 'default',
  created_by: ADMIN,
  created_at: T0,
  creator: { id: ADMIN, name: 'Admin', avatar: null },
};
const row: ConnectionRow = {
  id: ID,
  name: 'web',
  namespace: 'default',
  type: 'http',
  source: 'UI',
  insecure_tls: false,
  properties: {},
  created_by: ADMIN,
  created_at: T0,
  updated_at: T0,
  deleted_at: null,
};

describe('connection mutators', () => {
  it('are registered under their stored names', () => {
    expect(allMutators.map((m) => m.name)).toEqual(
      expect.arrayContaining(['connections.create', 'connections.update', 'connections.delete']),
    );
  });

  it('create: POSTs the connection from the UI, shown at once and pending', () => {
    const local = memoryLocal<ConnectionRow>();
    createConnection.apply(local, createConnection.args.parse(create));
    expect(local.row(ID)).toMatchObject({ name: 'web', type: 'http', local_pending: { fields: ['*'] } });
    const request = createConnection.toRequest(createConnection.args.parse(create));
    expect(request).toMatchObject({ method: 'POST', path: '/db/connections' });
    expect(request.body).toEqual({
      ...fields,
      id: ID,
      name: 'web',
      namespace: 'default',
      created_by: ADMIN,
      created_at: T0,
      source: 'UI',
    });
  });

  it('refuses to queue a password, a certificate or a secret property typed in', () => {
    expect(createConnection.args.safeParse({ ...create, password: 'hunter2' }).success).toBe(false);
    expect(createConnection.args.safeParse({ ...create, certificate: '-----BEGIN' }).success).toBe(false);
    expect(createConnection.args.safeParse({ ...create, properties: { secretKey: 'abc' } }).success).toBe(
      false,
    );
    const refs = { ...create, properties: { secretKey: 'configmap://restic/key', region: 'eu' } };
    expect(createConnection.args.safeParse(refs).success).toBe(true);
  });

  it('update: PATCHes the fields (never name or namespace); discard restores the row', () => {
    const local = memoryLocal<ConnectionRow>();
    local.upsert({ key: 'id' } as SyncedCollection<ConnectionRow>, [row]);
    const args = {
      id: ID,
      label: 'web',
      fields: { ...fields, insecure_tls: true },
      previous: row,
      base_updated_at: T0,
    };
    updateConnection.apply(local, args);
    expect(local.row(ID)).toMatchObject({ insecure_tls: true, local_pending: { base_updated_at: T0 } });
    expect(updateConnection.toRequest(args)).toMatchObject({
      method: 'PATCH',
      query: { id: `eq.${ID}` },
      body: args.fields,
    });
    updateConnection.revert?.(local, args);
    expect(local.row(ID)).toEqual(row);
  });

  it('delete: a soft delete stamped with the moment; discard puts the row back', () => {
    const local = memoryLocal<ConnectionRow>();
    local.upsert({ key: 'id' } as SyncedCollection<ConnectionRow>, [row]);
    const args = { id: ID, deleted_at: T0, removed: row };
    deleteConnection.apply(local, args);
    expect(local.row(ID)).toBeUndefined();
    expect(deleteConnection.toRequest(args)).toEqual({
      method: 'PATCH',
      path: '/db/connections',
      query: { id: `eq.${ID}` },
      body: { deleted_at: T0 },
    });
    deleteConnection.revert?.(local, args);
    expect(local.row(ID)).toEqual(row);
  });
});
