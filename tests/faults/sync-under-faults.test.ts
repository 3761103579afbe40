// The fault-injection suite (brief: "Testing"): the real outbox and puller against the real
// reference server through a proxy that drops, delays and fails requests by seed. After each run
// quiesces: every mutation is on the server exactly once and in order, and both tabs' local
// copies equal the server's rows, including hard deletes, soft deletes and restores, and edits
// that did not move updated_at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStoreProvider } from '../../src/db/memory-store.ts';
import { agents } from '../../src/sync/collections/agents.ts';
import { components } from '../../src/sync/collections/components.ts';
import { featureFlags } from '../../src/sync/collections/feature-flags.ts';
import { people } from '../../src/sync/collections/people.ts';
import { playbookRuns } from '../../src/sync/collections/playbook-runs.ts';
import { playbookRowSchema, playbooks as playbooksCollection } from '../../src/sync/collections/playbooks.ts';
import { teams } from '../../src/sync/collections/teams.ts';
import { createPuller } from '../../src/sync/pull/index.ts';
import type { SyncedCollection } from '../../src/sync/registry/synced-collection.ts';
import { insertSampleRows } from './support/collection-rows.ts';
import { fetchPullHttp } from './support/transports.ts';
import { startFaultProxy, type Fault, type FaultProxy } from './support/fault-proxy.ts';
import { startReferenceServer, type ReferenceServer } from './support/reference-server.ts';
import { runFaultScenario, type Environment, type ScenarioOutcome } from './support/scenario.ts';
import { commentRowSchema } from './support/specs.ts';

const RUNS = Number(process.env['FAULT_RUNS'] ?? 1_000);
/** Every FULL_EVERY-th run is a full one (two tabs pulling while the server changes); the rest exercise the outbox. */
const FULL_EVERY = Number(process.env['FAULT_FULL_EVERY'] ?? 40);
const CONCURRENCY = Number(process.env['FAULT_CONCURRENCY'] ?? 8);

async function truth(server: ReferenceServer, path: string): Promise<unknown[]> {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as unknown[];
}

const byKey = <T>(rows: Iterable<T>, key: (row: T) => string): [string, T][] =>
  [...rows].map((row): [string, T] => [key(row), row]).sort(([a], [b]) => (a < b ? -1 : 1));

async function check(outcome: ScenarioOutcome, server: ReferenceServer): Promise<void> {
  const context = `seed ${outcome.seed}`;
  expect(outcome.leftover, context).toEqual({ pending: 0, failed: 0 });
  const comments = (
    await truth(
      server,
      `/api/db/comments?select=id,incident_id,comment,created_by,created_at,updated_at&incident_id=eq.${outcome.incidentId}&order=created_at.asc,id.asc`,
    )
  ).map((row) => commentRowSchema.parse(row));
  const delivered = comments.map((c) => c.id).filter((id) => !outcome.backgroundComments.includes(id));
  // Exactly once (the key is unique; nothing missing, nothing extra) and in mutation order.
  expect(delivered, context).toEqual(outcome.expectedComments);
  if (outcome.expectedStatus !== undefined) {
    const [incident] = await truth(server, `/api/db/incidents?select=status&id=eq.${outcome.incidentId}`);
    expect(incident, context).toEqual({ status: outcome.expectedStatus });
  }
  const playbookFilter = outcome.keepDeleted ? '' : '&deleted_at=is.null';
  const playbooks = (
    await truth(server, `/api/db/playbooks?select=*&category=eq.${outcome.category}${playbookFilter}`)
  ).map((row) => playbookRowSchema.parse(row));
  for (const [i, tab] of outcome.tabs.entries()) {
    expect(
      byKey((await tab.comments.rows()).values(), (r) => r.id),
      `${context} tab ${i} comments`,
    ).toEqual(byKey(comments, (r) => r.id));
    expect(
      byKey((await tab.playbooks.rows()).values(), (r) => r.id),
      `${context} tab ${i} playbooks`,
    ).toEqual(byKey(playbooks, (r) => r.id));
  }
}

describe('sync under seeded network faults (real outbox and puller, reference server, fault proxy)', () => {
  let server: ReferenceServer | undefined;
  let proxy: FaultProxy | undefined;
  const policies: Environment['policies'] = new Map();

  beforeAll(async () => {
    server = await startReferenceServer();
    proxy = await startFaultProxy(server.origin, ({ method, url, scenario }) => {
      const policy: ((r: { method: string; url: string }) => Fault) | undefined =
        scenario === undefined ? undefined : policies.get(scenario);
      return policy ? policy({ method, url }) : { kind: 'pass' };
    });
  }, 300_000);
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
  });

  it('pulls the shared collections from the reference server with no quarantined rows and a quiet sweep', async () => {
    if (!server) throw new Error('server did not start');
    await insertSampleRows(server.db);
    const http = fetchPullHttp(server.origin, 'collections');
    const check = async <T>(spec: SyncedCollection<T>): Promise<void> => {
      const store = await createMemoryStoreProvider().open({
        backendUrl: 'http://collections',
        organization: 'o',
        userId: spec.name,
      });
      const pages = store.pages({
        name: spec.name,
        key: spec.key,
        version: spec.version,
        schema: spec.schema,
        pageSize: spec.pageSize,
      });
      const puller = createPuller({ spec, pages, http, onRows: () => undefined });
      const pulled = await puller.pull();
      expect(pulled, spec.name).toMatchObject({ quarantined: 0, complete: true });
      expect(await pages.count(), spec.name).toBeGreaterThan(0);
      // A second look finds nothing to fix: the compared fields survive the schema unchanged.
      expect(await puller.reconcile(), spec.name).toEqual({
        put: 0,
        removed: 0,
        quarantined: 0,
        complete: true,
      });
    };
    await check(people);
    await check(teams);
    await check(agents);
    await check(components);
    await check(playbooksCollection);
    await check(playbookRuns);
    await check(featureFlags);
  });

  it(`converges and delivers exactly once over ${RUNS} seeded runs`, async () => {
    if (!server || !proxy) throw new Error('server did not start');
    const env: Environment = { server, proxyOrigin: proxy.origin, policies };
    const started = performance.now();
    const totals = { crashes: 0, pullKills: 0, serverChanges: 0, comments: 0, full: 0 };
    let next = 1;
    const worker = async (): Promise<void> => {
      while (next <= RUNS) {
        const seed = next++;
        const outcome = await runFaultScenario(
          seed,
          env,
          seed % FULL_EVERY === 1 || FULL_EVERY === 1 ? 'full' : 'outbox',
        );
        await check(outcome, env.server);
        totals.crashes += outcome.counts.crashes;
        totals.pullKills += outcome.counts.pullKills;
        totals.serverChanges += outcome.counts.serverChanges;
        totals.comments += outcome.expectedComments.length;
        if (outcome.tabs.length > 0) totals.full++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `fault runs: ${RUNS} in ${seconds} s; proxy ${JSON.stringify(proxy.stats)}; ${JSON.stringify(totals)}`,
    );
    // The faults really happened.
    expect(proxy.stats['drop-response']).toBeGreaterThan(RUNS / 10);
    expect(proxy.stats['drop-request']).toBeGreaterThan(RUNS / 10);
    expect(totals.crashes).toBeGreaterThan(RUNS / 20);
    if (totals.full >= 10) expect(totals.pullKills).toBeGreaterThan(totals.full / 5);
  }, 1_800_000); // ~1–2 min on an idle 2-core machine; far more when the machine is busy
});
