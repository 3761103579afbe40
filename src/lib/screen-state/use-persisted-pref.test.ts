import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readPersistedPref, writePersistedPref } from './use-persisted-pref.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  refuse = false;
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (this.refuse) throw new Error('QuotaExceededError');
    this.items.set(k, v);
  }
  removeItem(k: string) {
    if (this.refuse) throw new Error('SecurityError');
    this.items.delete(k);
  }
}

const yesNo = z.union([z.boolean(), z.enum(['yes', 'no']).transform((v) => v === 'yes')]);

describe('persisted preferences', () => {
  let store: MemoryStorage;
  beforeEach(() => {
    store = new MemoryStorage();
    vi.stubGlobal('localStorage', store);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stores JSON and reads it back; the default removes the key', () => {
    writePersistedPref('mc.test.list', ['a', 'b'], []);
    expect(store.items.get('mc.test.list')).toBe('["a","b"]');
    expect(readPersistedPref('mc.test.list', z.array(z.string()), [])).toEqual(['a', 'b']);
    writePersistedPref('mc.test.list', [], []);
    expect(store.items.has('mc.test.list')).toBe(false);
  });

  it('falls back to the default for a bad or unparsable value', () => {
    store.items.set('mc.test.rate', '{nope');
    expect(readPersistedPref('mc.test.rate', z.enum(['15s', '30s']), '30s')).toBe('30s');
    store.items.set('mc.test.rate', '"2h"');
    expect(readPersistedPref('mc.test.rate', z.enum(['15s', '30s']), '30s')).toBe('30s');
  });

  it('reads a value stored under a former key (bare words included) and moves it on write', () => {
    store.items.set('hideDeletedCatalog', 'no');
    const options = { formerKeys: ['hideDeletedCatalog'] };
    expect(readPersistedPref('mc.catalog.hide-deleted', yesNo, true, options)).toBe(false);
    writePersistedPref('mc.catalog.hide-deleted', false, true, options);
    expect([...store.items]).toEqual([['mc.catalog.hide-deleted', 'false']]);
  });

  it('keeps the choice for this page when storage refuses, without throwing', () => {
    store.refuse = true;
    expect(() => writePersistedPref('mc.test.flag', true, false)).not.toThrow();
    expect(readPersistedPref('mc.test.flag', z.boolean(), false)).toBe(true);
  });
});
