// A sync worker API that does nothing, for the client's tests; each test overrides what it drives.
import type { SyncWorkerApi } from '../runtime/worker-api.ts';

export function stubWorkerApi(overrides: Partial<SyncWorkerApi> = {}): SyncWorkerApi {
  const idle = () => Promise.resolve();
  return {
    start: idle,
    join: idle,
    expectQueries: idle,
    subscribeQuery: () => Promise.resolve(1),
    updateQuery: idle,
    closeQuery: idle,
    search: () => Promise.resolve({}),
    mutate: () => Promise.reject(new Error('unused')),
    retry: idle,
    discard: idle,
    refresh: idle,
    resume: idle,
    subscribeStatus: () => new Promise(() => undefined),
    unsubscribeStatus: idle,
    close: idle,
    ...overrides,
  };
}
