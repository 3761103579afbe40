// The sync worker: one per tab. It owns the network, the local store and the queryable data
// (see src/sync/runtime); the tab reaches it through comlink (src/sync/client/worker-client.ts).
// First: zod parses without eval, as the Content-Security-Policy requires.
import '../lib/zod-jitless.ts';
import { expose } from 'comlink';
import { syncedCollections } from '../sync/collections/index.ts';
import { allMutators } from '../sync/mutators/index.ts';
import { createPuller } from '../sync/pull/index.ts';
import { createBearerFetch } from '../sync/runtime/bearer-fetch.ts';
import { runtimeEnvironment } from '../sync/runtime/environment.ts';
import type { CreatePuller } from '../sync/runtime/pull-port.ts';
import { SyncRuntime } from '../sync/runtime/sync-runtime.ts';
import { createWorkerApi } from '../sync/runtime/worker-api.ts';

const puller: CreatePuller = createPuller;
const bearer = createBearerFetch();
const runtime = new SyncRuntime(
  runtimeEnvironment(
    { collections: syncedCollections, mutators: allMutators, createPuller: puller },
    { fetch: bearer.fetch },
  ),
);
expose(createWorkerApi(runtime, bearer));
