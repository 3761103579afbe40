// One seeded fault run against the real reference server, through the fault proxy:
//  - tab A's real Outbox delivers comments (client UUIDs) and incident status changes while the
//    proxy loses requests and responses, answers 5xx/429, delays, and resets connections, and the
//    worker is "terminated mid-flush" (the instance freezes for good; a new one opens the store);
//  - meanwhile other users change the server directly: hard deletes, soft deletes and restores
//    that do not move updated_at, edits that do not move it (triggers bypassed), normal edits;
//  - tabs A and B (separate stores) pull and reconcile the run's comments and playbooks, with
//    pulls abandoned mid-way and resumed by a new puller on the same store.
// After quiescence the caller checks exactly-once delivery, order and convergence.
import { Outbox } from '../../../src/sync/outbox/outbox.ts';
import type { OutboxRequest } from '../../../src/sync/outbox/outbox-options.ts';
import { instantClock, seededRandom } from '../../../src/sync/outbox/test-support.ts';
import { createMemoryStoreProvider } from '../../../src/db/memory-store.ts';
import type { LocalStore, RowCollection } from '../../../src/db/store.ts';
import type { Fault } from './fault-proxy.ts';
import { faultRegistry, newFaultLocal } from './mutators.ts';
import { FAULT_USER_ID, type ReferenceServer } from './reference-server.ts';
import { commentsSpec, playbooksSpec, type CommentRow } from './specs.ts';
import { openCopy, untilDone, type SyncedCopy } from './tab.ts';
import { fetchPullHttp, fetchTransport } from './transports.ts';
import type { PlaybookRow } from '../../../src/sync/collections/playbooks.ts';

const never = new Promise<never>(() => undefined);
const hex = (n: number, width: number): string => n.toString(16).padStart(width, '0');

export interface Environment {
  readonly server: ReferenceServer;
  readonly proxyOrigin: string;
  /** Registers the run's fault policy with the proxy (by scenario id). */
  readonly policies: Map<string, (request: { method: string; url: string }) => Fault>;
}

export interface ScenarioOutcome {
  readonly seed: number;
  readonly incidentId: string;
  readonly category: string;
  readonly keepDeleted: boolean;
  /** Comment ids in the order mutate() resolved. */
  readonly expectedComments: string[];
  readonly expectedStatus: string | undefined;
  readonly backgroundComments: string[];
  readonly tabs: { comments: SyncedCopy<CommentRow>; playbooks: SyncedCopy<PlaybookRow> }[];
  readonly counts: { crashes: number; pullKills: number; serverChanges: number };
  readonly leftover: { pending: number; failed: number };
}

/**
 * `full`: both tabs pull and reconcile while other users change the server (slow: ~80 requests).
 * `outbox`: only the outbox's delivery under faults and crashes (a few requests), so that a
 * thousand runs fit in the suite's time on the embedded Postgres.
 */
export type ScenarioSize = 'full' | 'outbox';

export async function runFaultScenario(
  seed: number,
  env: Environment,
  size: ScenarioSize = 'full',
): Promise<ScenarioOutcome> {
  const full = size === 'full';
  const rnd = seededRandom(seed * 7919 + 17);
  const scenario = `s${seed}`;
  const id = (kind: number, n: number): string => `${hex(kind, 8)}-${hex(n, 4)}-4000-8000-${hex(seed, 12)}`;
  const incidentId = id(0xf1, 0);
  const category = `faults-${seed}`;
  const keepDeleted = seed % 2 === 0;
  const { db } = env.server;

  // The run's fault mix: each kind's rate varies by seed, up to ~45 % of requests misbehaving.
  const rates = {
    dropRequest: rnd() * 0.12,
    dropResponse: rnd() * 0.12,
    status: rnd() * 0.1,
    reset: rnd() * 0.08,
    latency: rnd() * 0.2,
  };
  env.policies.set(scenario, () => {
    let r = rnd();
    if ((r -= rates.dropRequest) < 0) return { kind: 'drop-request' };
    if ((r -= rates.dropResponse) < 0) return { kind: 'drop-response' };
    if ((r -= rates.status) < 0)
      return {
        kind: 'status',
        status: ([500, 502, 503, 504, 429, 408] as const)[Math.floor(rnd() * 6)] ?? 503,
      };
    if ((r -= rates.reset) < 0) return { kind: 'reset-mid-response' };
    if ((r -= rates.latency) < 0) return { kind: 'pass', latencyMs: 1 + Math.floor(rnd() * 8) };
    return { kind: 'pass' };
  });

  // The server side of the run: an incident, comments by someone else, playbooks in its category.
  await db.query(
    `INSERT INTO incidents (id, title, created_by, severity, type, status) VALUES ($1, $2, $3, 'low', 'availability', 'open')`,
    [incidentId, `fault run ${seed}`, FAULT_USER_ID],
  );
  const backgroundComments = (full ? [1, 2, 3] : []).map((n) => id(0xb0, n));
  for (const [n, commentId] of backgroundComments.entries()) {
    await db.query(`INSERT INTO comments (id, incident_id, created_by, comment) VALUES ($1, $2, $3, $4)`, [
      commentId,
      incidentId,
      FAULT_USER_ID,
      `background ${n}`,
    ]);
  }
  const playbookIds = (full ? [1, 2, 3, 4, 5] : []).map((n) => id(0xa0, n));
  for (const [n, playbookId] of playbookIds.entries()) {
    await db.query(`INSERT INTO playbooks (id, name, title, category, spec) VALUES ($1, $2, $3, $4, '{}')`, [
      playbookId,
      `${category}-${n}`,
      `Playbook ${n}`,
      category,
    ]);
  }

  // Two tabs, each with its own store and pullers (different overlaps: 0 relies on reconcile).
  const http = fetchPullHttp(env.proxyOrigin, scenario);
  const overlap = rnd() < 0.5 ? 0 : 2_000;
  const tabs = await Promise.all(
    (full ? ['a', 'b'] : []).map(async (tab) => ({
      comments: await openCopy(`${scenario}${tab}`, commentsSpec(incidentId, overlap), http),
      playbooks: await openCopy(`${scenario}${tab}`, playbooksSpec(category, keepDeleted, overlap), http),
    })),
  );

  // Tab A's outbox, which may be terminated at any moment of a flush.
  const provider = createMemoryStoreProvider();
  const ns = { backendUrl: 'http://faults', organization: 'o', userId: `${scenario}-outbox` };
  const transport = fetchTransport(env.proxyOrigin, scenario);
  let crashes = 0;
  const mayCrash = (): boolean => crashes < 3 && rnd() < 0.04;
  async function boot() {
    const store = await provider.open(ns);
    let signalCrash = (): void => undefined;
    const gen = { crashed: false, crash: new Promise<void>((resolve) => (signalCrash = resolve)) };
    const crashNow = (): Promise<never> => {
      gen.crashed = true;
      crashes++;
      signalCrash();
      return never;
    };
    const wrapRows = <T>(rows: RowCollection<T>): RowCollection<T> => ({
      ...rows,
      put: (r) => (gen.crashed ? never : rows.put(r)),
      delete: async (keys) => {
        if (gen.crashed || mayCrash()) return crashNow();
        await rows.delete(keys);
        if (mayCrash()) return crashNow();
      },
    });
    const wrapped: LocalStore = { ...store, rows: (spec) => wrapRows(store.rows(spec)) };
    const send = async (request: OutboxRequest) => {
      if (gen.crashed || mayCrash()) return gen.crashed ? never : crashNow();
      const answer = await transport(request);
      // Terminated after the server committed, before the answer was recorded.
      if (gen.crashed || mayCrash()) return gen.crashed ? never : crashNow();
      return answer;
    };
    const outbox = await Outbox.open({
      store: wrapped,
      registry: faultRegistry,
      local: newFaultLocal(),
      transport: send,
      clock: instantClock(),
      random: rnd,
    });
    outbox.start();
    return { gen, outbox };
  }

  // Changes other users make on the server meanwhile.
  let serverChanges = 0;
  const bypassTriggers = (sql: string, params: unknown[]) =>
    db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(sql, params);
    });
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  async function serverChange(): Promise<void> {
    serverChanges++;
    const r = rnd();
    const playbookId = pick(playbookIds);
    const commentId = pick(backgroundComments);
    if (r < 0.15) await db.query('DELETE FROM comments WHERE id = $1', [commentId]);
    else if (r < 0.3)
      await bypassTriggers('UPDATE comments SET comment = $2 WHERE id = $1', [
        commentId,
        `edited quietly ${serverChanges}`,
      ]);
    else if (r < 0.45)
      await db.query('UPDATE playbooks SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL', [
        playbookId,
      ]);
    else if (r < 0.55) await db.query('UPDATE playbooks SET deleted_at = NULL WHERE id = $1', [playbookId]);
    else if (r < 0.7)
      await db.query('UPDATE playbooks SET title = $2 WHERE id = $1', [
        playbookId,
        `Edited ${serverChanges}`,
      ]);
    else if (r < 0.85)
      await bypassTriggers('UPDATE playbooks SET description = $2 WHERE id = $1', [
        playbookId,
        `quiet ${serverChanges}`,
      ]);
    else await db.query('DELETE FROM playbooks WHERE id = $1', [playbookId]);
  }

  let pullKills = 0;
  async function pullSomething(): Promise<void> {
    const tab = pick(tabs);
    const copy: SyncedCopy<CommentRow> | SyncedCopy<PlaybookRow> = rnd() < 0.5 ? tab.comments : tab.playbooks;
    if (rnd() < 0.2) {
      // The worker dies mid-pull: abandon the puller (its request is aborted), start a new one.
      pullKills++;
      const controller = new AbortController();
      const running = (
        rnd() < 0.5 ? copy.puller.pull(controller.signal) : copy.puller.reconcile(controller.signal)
      ).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, Math.floor(rnd() * 4)));
      controller.abort();
      await running;
      copy.restart();
      return;
    }
    await (rnd() < 0.7 ? copy.puller.pull() : copy.puller.reconcile()).catch(() => undefined);
  }

  const expectedComments: string[] = [];
  let expectedStatus: string | undefined;
  const total = full ? 3 + Math.floor(rnd() * 5) : 1 + Math.floor(rnd() * 3);
  let made = 0;
  let live = await boot();
  for (let step = 0; step < 2_000; step++) {
    if (live.gen.crashed) {
      live = await boot();
      continue;
    }
    const r = rnd();
    if (made < total && r < 0.45) {
      const n = made++;
      const mutation =
        rnd() < 0.75
          ? live.outbox.mutate('addComment', {
              id: id(0xc0, n),
              incident_id: incidentId,
              created_by: FAULT_USER_ID,
              comment: `seq ${n}`,
            })
          : live.outbox.mutate('setIncidentStatus', {
              incident_id: incidentId,
              status: pick(['open', 'investigating', 'mitigated', 'resolved'] as const),
            });
      let entry: Awaited<typeof mutation> | undefined;
      await Promise.race([mutation.then((e) => (entry = e)), live.gen.crash]);
      if (!entry) await new Promise((resolve) => setTimeout(resolve, 0));
      // A mutate that never resolved was never shown to the user: it owes nothing.
      if (!entry) continue;
      if (entry.name === 'addComment') expectedComments.push(String((entry.args as { id: string }).id));
      else expectedStatus = (entry.args as { status: string }).status;
      continue;
    }
    if (!full && r < 0.8) continue;
    if (r < 0.55 && serverChanges < 6) {
      await serverChange();
      continue;
    }
    if (r < 0.8) {
      await pullSomething();
      continue;
    }
    await Promise.race([live.outbox.whenWaiting(), live.gen.crash]);
    const state = live.outbox.getState();
    if (!live.gen.crashed && made === total && state.pending === 0 && !state.sending) break;
  }
  const state = live.outbox.getState();
  await Promise.race([live.outbox.stop(), live.gen.crash]);

  // Quiescence: each tab pulls and reconciles until both succeed (faults stay on).
  for (const tab of tabs) {
    for (const copy of [tab.comments, tab.playbooks] as const) {
      await untilDone(() => copy.puller.pull(), `${scenario} pull ${copy.spec.name}`);
      await untilDone(() => copy.puller.reconcile(), `${scenario} reconcile ${copy.spec.name}`);
    }
  }
  env.policies.delete(scenario);
  return {
    seed,
    incidentId,
    category,
    keepDeleted,
    expectedComments,
    expectedStatus,
    backgroundComments,
    tabs,
    counts: { crashes, pullKills, serverChanges },
    leftover: { pending: state.pending, failed: state.failed.length },
  };
}
