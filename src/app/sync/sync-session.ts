// The running sync worker of this tab, so sign-out can stop it before the local data is wiped
// (a worker still holding the database would block the wipe, or write into a fresh copy).
// A reload starts the worker for the last confirmed user before React renders (warm start: the
// worker loads local data while the page boots); it syncs only once the server confirms the user.
import { apiBaseOf, readActiveOrg } from '../../lib/hosted/active-org.ts';
import { isHostedMode } from '../../lib/hosted/hosted-config.ts';
import type { SyncInit } from '../../sync/runtime/protocol.ts';
import { readEarlyAnswers } from '../../sync/client/boot-snapshots.ts';
import type { ExpectedQuery } from '../../sync/client/sync-client.ts';
import {
  createWorkerClient,
  spawnSyncWorker,
  type SpawnedWorker,
  type WorkerSyncClient,
} from '../../sync/client/worker-client.ts';

let active: WorkerSyncClient | null = null;
let prestarted: WorkerSyncClient | null = null;
let spare: SpawnedWorker | null = null;
/** Announced before any worker was started for a user: handed to the first one that is. */
let expected: readonly ExpectedQuery[] = [];

/**
 * The queries the screen being opened will ask, announced by its route from the address alone
 * (before the page's code and first render): during a first sync the worker asks their first
 * rows as soon as it syncs, so they are local when the page subscribes.
 */
export function expectFirstScreens(list: readonly ExpectedQuery[]): void {
  const client = active ?? prestarted;
  if (client === null) expected = list;
  else client.expect(list);
}

function withExpected(client: WorkerSyncClient): WorkerSyncClient {
  client.expect(expected);
  expected = [];
  return client;
}

/**
 * What this tab syncs for a user: their namespace on this backend, or in hosted mode on the
 * active organisation's backend_url (each organisation its own store and worker).
 */
export function syncInitFor(userId: string, origin = window.location.origin): SyncInit {
  const org = isHostedMode() ? readActiveOrg() : null;
  if (org !== null)
    return {
      apiBase: apiBaseOf(org),
      namespace: { backendUrl: org.backendUrl, organization: org.id, userId },
    };
  return { apiBase: `${origin}/api`, namespace: { backendUrl: origin, organization: 'default', userId } };
}

const sameNamespace = (a: SyncInit, b: SyncInit) =>
  a.apiBase === b.apiBase &&
  a.namespace.backendUrl === b.namespace.backendUrl &&
  a.namespace.organization === b.namespace.organization &&
  a.namespace.userId === b.namespace.userId;

/**
 * Starts the worker early: on hold for the last confirmed user (`syncClientFor` lets it sync once
 * the server confirms them), or, with nobody known yet, only its script (download, compile).
 * For a known user this thread also reads the stored query snapshots, so the first screen can
 * show its last rows before the worker is up (boot-snapshots.ts).
 */
export function prestartSync(init: SyncInit | null): void {
  if (prestarted !== null || spare !== null) return;
  if (init === null) spare = spawnSyncWorker();
  else
    prestarted = withExpected(
      createWorkerClient(init, { hold: true, early: readEarlyAnswers(init.namespace) }),
    );
}

/**
 * With nobody known at start, the worker for the user whoami has just confirmed starts on hold
 * (its store opened and loaded, no election, no network) while the shell's code still loads;
 * the shell's `syncClientFor` then only lets it sync. Started fully here, its first pulls took
 * the connections and the server from the page's own code (cold first row 2.2 s -> 2.8 s).
 */
export function prepareSyncFor(init: SyncInit): void {
  if (prestarted !== null) return;
  const script = spare;
  spare = null;
  prestarted = withExpected(createWorkerClient(init, { hold: true }, script ?? undefined));
}

/**
 * The worker for the confirmed user: the prestarted one when it is theirs (it then starts
 * syncing), otherwise a new one (a prestarted worker of someone else is stopped unused).
 */
export function syncClientFor(init: SyncInit): WorkerSyncClient {
  const early = prestarted;
  const script = spare;
  prestarted = null;
  spare = null;
  if (early !== null && sameNamespace(early.init, init)) {
    early.join();
    return early;
  }
  if (early !== null) void early.close();
  return withExpected(createWorkerClient(init, {}, script ?? undefined));
}

export function setActiveSyncClient(client: WorkerSyncClient | null): void {
  active = client;
}

/** Stops this tab's worker and tells other tabs' workers to stop; never rejects. */
export async function stopSyncForSignOut(): Promise<void> {
  const client = active ?? prestarted;
  spare?.worker.terminate();
  active = null;
  prestarted = null;
  spare = null;
  await client?.closeForSignOut().catch(() => undefined);
}

/**
 * Hosted mode, before the page loads for another organisation: stops this tab's worker (its
 * store closes with it; the organisation's local data stays for a switch back). Never rejects.
 */
export async function stopSyncForSwitch(): Promise<void> {
  const client = active ?? prestarted;
  spare?.worker.terminate();
  active = null;
  prestarted = null;
  spare = null;
  await client?.close().catch(() => undefined);
}
