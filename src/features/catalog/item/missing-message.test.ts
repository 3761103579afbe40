import { describe, expect, it } from 'vitest';
import { missingItemMessage, type ItemSources } from './missing-message.ts';

const base: ItemSources = {
  serverPending: true,
  offline: true,
  serverError: undefined,
  localLoaded: false,
  localError: undefined,
};

describe('the item page without a config to show', () => {
  it('waits for the local read while offline, and says when that read is refused instead of loading forever', () => {
    expect(missingItemMessage(base)).toBeNull();
    expect(missingItemMessage({ ...base, localError: 'unknown field "x"' })).toBe(
      'This config could not be read on this device (unknown field "x") and you are offline.',
    );
    expect(missingItemMessage({ ...base, localLoaded: true })).toMatch(
      /not on this device and you are offline/,
    );
  });

  it('waits for the server when online; only its answer says the config is missing', () => {
    expect(missingItemMessage({ ...base, offline: false, localLoaded: true })).toBeNull();
    expect(missingItemMessage({ ...base, offline: false, serverPending: false })).toBe('Details not found');
    expect(missingItemMessage({ ...base, offline: false, serverPending: false, serverError: 'boom' })).toBe(
      'The config could not be loaded: boom',
    );
  });
});
