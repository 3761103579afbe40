// A SyncClient over a runtime in the same thread (tests, and browsers without module workers).
import type { SyncRuntime } from '../runtime/sync-runtime.ts';
import { createWorkerApi } from '../runtime/worker-api.ts';
import type { SyncClient } from './sync-client.ts';
import { createApiClient } from './worker-client.ts';

export function createInProcessClient(runtime: SyncRuntime): SyncClient {
  return createApiClient(createWorkerApi(runtime), (fn) => fn);
}
