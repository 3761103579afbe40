import { describe, expect, it } from 'vitest';
import { requestPersistentStorage } from './persistence.ts';

const storage = (persisted: boolean, grant: boolean) =>
  ({
    persisted: () => Promise.resolve(persisted),
    persist: () => Promise.resolve(grant),
  }) as unknown as StorageManager;

describe('requestPersistentStorage', () => {
  it('reports what the browser decided', async () => {
    expect(await requestPersistentStorage(storage(true, false))).toBe('granted');
    expect(await requestPersistentStorage(storage(false, true))).toBe('granted');
    expect(await requestPersistentStorage(storage(false, false))).toBe('denied');
    expect(await requestPersistentStorage({} as StorageManager)).toBe('unsupported');
  });
});
