import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts, signedIn } from '../access/testing.ts';
import { authorizeByRole } from '../access/postgrest-authorizer.ts';
import { createApp } from '../http/app.ts';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { seedTopologyFixture, T } from './topology-fixture.ts';

interface Status {
  status: boolean;
  time: string;
  duration: number;
  message?: string;
  error?: string;
}
interface Check {
  id: string;
  name: string;
  canary_name: string;
  status: string;
  uptime: { passed: number; failed: number };
  latency: Record<string, number>;
  checkStatuses: Status[];
}
interface Answer {
  runnerName: string;
  checks: Check[];
}

const url = (q: string): string => `${ORIGIN}/api/canary/api${q}`;

describe(`GET /api/canary/api?check= (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let viewer: Browser;
  const get = async (q: string): Promise<Answer> => {
    const { status, body } = await viewer.json<Answer>(url(q));
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };

  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDemoAccounts(t.db);
    await seedTopologyFixture(t.db);
    const postgrest = await createPostgrest(t.db, { authorize: authorizeByRole });
    app = createApp({ db: t.db, postgrest, staticDir: null, version: '9.9.9' });
    viewer = await signedIn(app, 'viewer');
  });
  afterAll(() => t.dispose());

  it('refuses a caller without a session', async () => {
    expect((await app.request(url(`?check=${T.checkBad}`))).status).toBe(401);
  });

  it('answers the check with its newest statuses, messages, uptime and latency', async () => {
    const body = await get(`?check=${T.checkBad}&includeMessages=true&start=6h`);
    expect(body.runnerName).toBe('local');
    expect(body.checks).toHaveLength(1);
    const check = body.checks[0];
    expect(check).toMatchObject({
      id: T.checkBad,
      name: 'payments-api',
      canary_name: 'payments',
      status: 'unhealthy',
      uptime: { passed: 5, failed: 5 },
      latency: { p99: 110 },
    });
    // canary-checker's default of 5 statuses, newest first.
    expect(check?.checkStatuses).toHaveLength(5);
    expect(check?.checkStatuses[0]).toMatchObject({
      status: false,
      duration: 101,
      message: 'run 1',
      error: 'timeout',
    });
    expect(check?.checkStatuses[1]).toMatchObject({ status: true, message: 'run 2' });
    expect(check?.checkStatuses[1]?.error).toBeUndefined();
    const times = check?.checkStatuses.map((s) => s.time) ?? [];
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('leaves messages out unless asked, and honours count and start', async () => {
    const plain = await get(`?check=${T.checkBad}&start=6h&count=20`);
    expect(plain.checks[0]?.checkStatuses).toHaveLength(10);
    expect(plain.checks[0]?.checkStatuses[0]?.message).toBeUndefined();
    const recent = await get(`?check=${T.checkBad}&start=5m&count=20`);
    expect(recent.checks[0]?.checkStatuses.length).toBeLessThan(6);
  });

  it('lists a check asked for by id even when it has not run in the window', async () => {
    const body = await get(`?check=${T.checkGood}&start=6h`);
    expect(body.checks).toMatchObject([
      { id: T.checkGood, checkStatuses: [], uptime: { passed: 0, failed: 0 } },
    ]);
  });

  it('without a check, lists the checks that ran in the window', async () => {
    expect((await get('?start=1d')).checks.map((c) => c.id)).toEqual([T.checkBad]);
  });

  it.each([
    ['?check=nope', 'check must be a uuid'],
    ['?check=c1300000-0000-4000-8000-000000000001&start=yesterday', 'start must be'],
    ['?count=0', 'count must be'],
    ['?start=99999999999y', 'start must be'],
    ['?start=2026-13-45T00:00:00Z', 'start must be'],
    ['?includeMessages=yes', 'includeMessages must be'],
  ])('refuses %s with 400', async (q, message) => {
    const { status, body } = await viewer.json<{ message: string }>(url(q));
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});
