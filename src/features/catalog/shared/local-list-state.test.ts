import { describe, expect, it } from 'vitest';
import { localListStateOf, NEVER_SYNCED_OFFLINE } from './local-list-state.tsx';

const synced = { complete: true, error: null };
const syncing = { complete: false, error: null };

describe('local catalogue list state', () => {
  it('keeps loading while an empty answer comes before the first full sync', () => {
    expect(
      localListStateOf({ queryError: undefined, total: undefined, status: synced, online: true }).kind,
    ).toBe('loading');
    expect(localListStateOf({ queryError: undefined, total: 0, status: syncing, online: true }).kind).toBe(
      'loading',
    );
    expect(localListStateOf({ queryError: undefined, total: 0, status: undefined, online: true }).kind).toBe(
      'loading',
    );
  });

  it('is empty only once synced, or says why the empty list may be incomplete', () => {
    expect(localListStateOf({ queryError: undefined, total: 0, status: synced, online: true })).toEqual({
      kind: 'empty',
    });
    expect(localListStateOf({ queryError: undefined, total: 0, status: syncing, online: false })).toEqual({
      kind: 'empty',
      note: NEVER_SYNCED_OFFLINE,
    });
    expect(
      localListStateOf({
        queryError: undefined,
        total: 0,
        status: { complete: false, error: 'HTTP 500' },
        online: true,
      }),
    ).toEqual({
      kind: 'empty',
      note: 'The catalogue could not be synced: HTTP 500',
    });
  });

  it('shows rows as soon as there are any, and errors first', () => {
    expect(localListStateOf({ queryError: undefined, total: 3, status: syncing, online: true }).kind).toBe(
      'rows',
    );
    expect(localListStateOf({ queryError: 'bad field', total: 3, status: synced, online: true })).toEqual({
      kind: 'error',
      message: 'bad field',
    });
  });
});
