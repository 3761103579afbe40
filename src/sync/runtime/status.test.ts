import { describe, expect, it } from 'vitest';
import { initialState, type CollectionState } from './collection-state.ts';
import { buildStatus, type StatusParts } from './status.ts';

const parts = (collections: CollectionState[], over: Partial<StatusParts> = {}): StatusParts => ({
  started: true,
  leader: true,
  online: true,
  unauthorized: false,
  collections,
  rowsOf: () => 0,
  outbox: undefined,
  describe: () => undefined,
  persisted: null,
  problem: null,
  ...over,
});
const done = (name: string): CollectionState => ({
  ...initialState(name, name),
  complete: true,
  lastSyncedAt: 1,
});

describe('sync phase', () => {
  it('a first sync waiting between pulls is syncing, not idle (the indicator must not say Synced)', () => {
    const waiting = initialState('items', 'Items'); // not complete, not pulling right now
    expect(buildStatus(parts([done('checks'), waiting])).phase).toBe('syncing');
    expect(buildStatus(parts([done('checks'), done('items')])).phase).toBe('idle');
  });

  it('a refused or failing first sync is not reported as under way', () => {
    expect(
      buildStatus(
        parts([
          done('checks'),
          { ...initialState('items', 'Items'), forbidden: true, error: 'You do not have access to Items' },
        ]),
      ).phase,
    ).toBe('idle');
    expect(
      buildStatus(parts([{ ...initialState('items', 'Items'), error: 'HTTP 500', failures: 1 }])).phase,
    ).toBe('error');
  });

  it('a tab that does not sync reports no first sync of its own', () => {
    expect(buildStatus(parts([initialState('items', 'Items')], { leader: false })).phase).toBe('idle');
  });
});
