import { describe, expect, it } from 'vitest';
import type { GroupResult } from '../query/aggregates.ts';
import type { SyncStatus } from '../runtime/protocol.ts';
import { localListOf, syncStateOf } from './use-local-list.ts';

const words = { neverSyncedOffline: 'never synced', syncFailed: (e: string) => `failed: ${e}` };
const synced = { status: { complete: true, error: null }, online: true };
const answer = (rows: string[], total = rows.length) => ({ rows, total, offset: 0 });

describe('a local list', () => {
  it('carries a refused query as its error and error state, not loading', () => {
    const list = localListOf({ result: undefined, error: 'unknown field "owner"' }, synced, words);
    expect(list.error).toBe('unknown field "owner"');
    expect(list.state).toEqual({ kind: 'error', message: 'unknown field "owner"' });
    expect(list.rows).toEqual([]);
  });

  it('gives rows and total, and says why an empty list before the first sync may not be the truth', () => {
    expect(localListOf({ result: answer(['a'], 7), error: undefined }, synced, words)).toMatchObject({
      rows: ['a'],
      total: 7,
      state: { kind: 'rows' },
    });
    const offline = { status: { complete: false, error: null }, online: false };
    expect(localListOf({ result: answer([]), error: undefined }, offline, words).state).toEqual({
      kind: 'empty',
      note: 'never synced',
    });
  });

  it('counts groups instead of rows when asked (a summary)', () => {
    const group = { key: 'a', count: 1, aggregates: {} } as unknown as GroupResult;
    const result = { ...answer([], 0), groups: [group] };
    const list = localListOf({ result, error: undefined }, synced, words, {
      countOf: (r) => r.groups?.length ?? 0,
    });
    expect(list.total).toBe(1);
    expect(list.state.kind).toBe('rows');
  });

  it("reads its own collection's sync state", () => {
    const status = {
      online: false,
      collections: { checks: { complete: true, error: 'x', rows: 3 } },
    } as unknown as SyncStatus;
    expect(syncStateOf(status, 'checks')).toEqual({ status: { complete: true, error: 'x' }, online: false });
    expect(syncStateOf(status, 'config_items').status).toBeUndefined();
  });
});
