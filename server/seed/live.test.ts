import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, QueryResult } from '../db/database.ts';
import { DbError } from '../db/database.ts';
import { openTestDatabase } from '../tests/support/test-db.ts';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { HOUR } from './context.ts';
import { generateEstate } from './generate.ts';
import { seedDatabase } from './insert.ts';
import { startLiveMode } from './live.ts';

const T0 = Date.parse('2026-11-22T12:00:00Z');

/** A stand-in database: canned estate reads, recorded writes (or failures). */
function fakeDb(opts: { fail?: boolean } = {}): { db: Database; writes: [string, unknown[]][] } {
  const writes: [string, unknown[]][] = [];
  const result = <R>(rows: unknown[]): QueryResult<R> => ({
    rows: rows as R[],
    rowCount: rows.length,
    fields: [],
  });
  const db: Database = {
    kind: 'pglite',
    query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      if (opts.fail === true) return Promise.reject(new DbError('connection lost', '08006', null, null));
      if (sql.includes('max(last_seen)')) return Promise.resolve(result<R>([{ t: new Date(T0) }]));
      if (sql.includes('FROM checks c')) {
        return Promise.resolve(
          result<R>(
            Array.from({ length: 20 }, (_, i) => ({
              id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
              canary_id: 'c',
              type: 'http',
              status: i % 3 === 0 ? 'unhealthy' : 'healthy',
              schedule: '@every 5m',
              next_runtime: new Date(T0 + i * 60_000),
              last_runtime: new Date(T0 - 300_000),
            })),
          ),
        );
      }
      if (sql.includes('FROM config_items'))
        return Promise.resolve(
          result<R>(
            Array.from({ length: 10 }, (_, i) => ({
              id: `cfg-${i}`,
              type: i % 2 ? 'Kubernetes::Pod' : 'Kubernetes::Deployment',
              name: `app-${i}`,
              agent_id: 'local',
            })),
          ),
        );
      if (sql.includes('FROM config_scrapers'))
        return Promise.resolve(result<R>([{ id: 'scraper-1', agent_id: 'local' }]));
      if (sql.startsWith('SELECT id FROM agents')) return Promise.resolve(result<R>([{ id: 'local' }]));
      writes.push([sql, [...params]]);
      return Promise.resolve(result<R>([]));
    },
    async exec() {},
    async transaction(fn) {
      return fn(db);
    },
    async close() {},
  };
  return { db, writes };
}

async function drive(seed: number): Promise<[string, unknown[]][]> {
  let now = T0 + 10 * 60_000;
  const { db, writes } = fakeDb();
  const live = startLiveMode(db, { seed, intervalMs: 0, now: () => now });
  for (let i = 0; i < 12; i++) {
    await live.tick();
    now += 30_000;
  }
  await live.stop();
  return writes;
}

describe('live mode (recorded writes)', () => {
  it('is deterministic for a seed and a clock', async () => {
    const a = await drive(5);
    expect(a.length).toBeGreaterThan(20);
    expect(await drive(5)).toEqual(a);
    expect(await drive(6)).not.toEqual(a);
  });

  it('keeps a tick small and never throws on database errors', async () => {
    const { db } = fakeDb({ fail: true });
    const logged: string[] = [];
    const live = startLiveMode(db, { seed: 1, intervalMs: 0, now: () => T0, log: (m) => logged.push(m) });
    const r = await live.tick();
    expect(r.errors).toBeGreaterThan(0);
    expect(logged.join('\n')).toContain('connection lost');
    await live.stop();
  });

  it('runs on its own timer and stops', async () => {
    const { db, writes } = fakeDb();
    const live = startLiveMode(db, { seed: 1, intervalMs: 20, now: () => T0 + HOUR });
    await new Promise((r) => setTimeout(r, 200));
    await live.stop();
    const n = writes.length;
    expect(n).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(writes.length).toBe(n);
  });
});

describe('live mode on a seeded database', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
    await seedDatabase(
      test.db,
      generateEstate({ seed: 3, scale: 300, checkHistoryDays: 1, now: new Date(T0) }),
    );
  }, 600_000);
  afterAll(async () => {
    await test.dispose();
  });

  const count = async (sql: string, params: unknown[] = []): Promise<number> =>
    (await test.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? -1;

  it('appends check statuses, changes configs, records jobs and keeps agents online', async () => {
    const db = test.db;
    const statuses = await count('SELECT count(*)::int AS n FROM check_statuses');
    const changes = await count('SELECT count(*)::int AS n FROM config_changes');
    const jobs = await count('SELECT count(*)::int AS n FROM job_history');
    const now = T0 + 2 * HOUR;
    const live = startLiveMode(db, {
      seed: 3,
      intervalMs: 0,
      now: () => now,
      changeChance: 1,
      maxChecksPerTick: 6,
    });
    const r = await live.tick();
    await live.stop();
    expect(r.errors).toBe(0);
    expect(r.checksRun).toBe(6);
    expect(r.configsChanged).toBe(1);
    expect(r.jobs).toBe(1);
    const iso = new Date(now).toISOString();
    expect(await count('SELECT count(*)::int AS n FROM check_statuses')).toBe(statuses + 6);
    expect(await count('SELECT count(*)::int AS n FROM checks WHERE last_runtime = $1', [iso])).toBe(6);
    expect(await count('SELECT count(*)::int AS n FROM checks_unlogged WHERE last_runtime = $1', [iso])).toBe(
      6,
    );
    expect(await count('SELECT count(*)::int AS n FROM config_changes')).toBe(changes + 1);
    expect(await count('SELECT count(*)::int AS n FROM job_history')).toBe(jobs + 1);
    expect(
      await count('SELECT count(*)::int AS n FROM agents WHERE last_seen = $1', [iso]),
    ).toBeGreaterThanOrEqual(3);
    // The offline agent stays offline.
    expect(
      await count("SELECT count(*)::int AS n FROM agents WHERE name = 'staging' AND last_seen < $1", [
        new Date(now - 86_400_000).toISOString(),
      ]),
    ).toBe(1);
  });
});
