import { describe, expect, it } from 'vitest';
import type { CollectionStatus, SyncStatus } from '../../runtime/protocol.ts';
import { ago, freshnessText, indicatorText } from './sync-wording.ts';

const now = Date.UTC(2026, 0, 1, 12, 0, 0);
const collection = (over: Partial<CollectionStatus> = {}): CollectionStatus => ({
  name: 'checks',
  label: 'checks',
  rows: 10,
  lastSyncedAt: now - 120_000,
  syncing: false,
  complete: true,
  quarantined: 0,
  error: null,
  ...over,
});
const status = (over: Partial<SyncStatus> = {}): SyncStatus => ({
  online: true,
  leader: true,
  phase: 'idle',
  collections: { checks: collection() },
  outbox: { pending: 0, failed: 0, paused: false, items: [] },
  storage: { persisted: null, problem: null },
  ...over,
});

describe('sync wording', () => {
  it('says how long ago', () => {
    expect(ago(now - 10_000, now)).toBe('just now');
    expect(ago(now - 120_000, now)).toBe('2 min ago');
    expect(ago(now - 3 * 3600_000, now)).toBe('3 h ago');
    expect(ago(now - 49 * 3600_000, now)).toBe('2 d ago');
  });

  it('freshness lines for the states a screen can be in', () => {
    expect(freshnessText(status(), [collection()], now)).toBe('Synced 2 min ago');
    expect(freshnessText(status({ online: false, phase: 'offline' }), [collection()], now)).toBe(
      'Offline — showing data synced 2 min ago',
    );
    expect(freshnessText(status({ phase: 'syncing' }), [collection({ syncing: true })], now)).toBe(
      'Syncing…',
    );
    expect(
      freshnessText(
        status({ phase: 'syncing' }),
        [collection({ syncing: true, complete: false, lastSyncedAt: null, rows: 1500 })],
        now,
      ),
    ).toBe('First sync… 1,500 rows so far');
    // Between two pulls of a first sync (its read queued behind other collections), still under way.
    expect(
      freshnessText(
        status({ phase: 'syncing' }),
        [collection({ complete: false, lastSyncedAt: null, rows: 60 })],
        now,
      ),
    ).toBe('First sync… 60 rows so far');
    expect(
      freshnessText(
        status({ phase: 'syncing' }),
        [collection({ complete: false, lastSyncedAt: null, error: 'Server error' })],
        now,
      ),
    ).toBe('Not synced yet');
    // The stalest collection decides.
    expect(
      freshnessText(status(), [collection(), collection({ name: 'b', lastSyncedAt: now - 600_000 })], now),
    ).toBe('Synced 10 min ago');
  });

  it('top bar label', () => {
    expect(indicatorText(status(), now)).toBe('Synced 2 min ago');
    expect(indicatorText(status({ phase: 'offline', online: false }), now)).toBe('Offline');
    expect(indicatorText(status({ phase: 'unauthorized' }), now)).toBe('Sign in to sync');
  });
});
