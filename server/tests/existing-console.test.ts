import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { generateEstate } from '../seed/generate.ts';
import { seedDatabase } from '../seed/insert.ts';
import { backendName, openTestDatabase, type TestDatabase } from './support/test-db.ts';

// The requests of the existing Mission Control console (flanksource-ui), as recorded against the
// reference server, answered on a small demo estate: what it reads must be there, in the shapes
// it reads.

/** Its incident changelog (src/api/services/IncidentsHistory.ts), with the stray ")" it sends. */
const CHANGELOG_SELECT =
  '*,evidence:evidences(id,description,type,components(id,name,icon),configs(id,name),' +
  'config_changes(id,change_type),config_analysis(id,analyzer,message,analysis),checks(id,icon,name)),' +
  'hypothesis:hypotheses(id,title),responder:responders(id,person:person_id(id,name,avatar),' +
  'team:team_id(id,name,icon)),comment:comments(id,comment),created_by(id,name,avatar))';

/** Its catalogue list (src/api/query-hooks/index.ts) before duty's cost rework. */
const CATALOG_LIST_SELECT =
  'id,type,config_class,status,health,labels,name,tags,created_at,updated_at,deleted_at,' +
  'cost_per_minute,cost_total_1d,cost_total_7d,cost_total_30d,changes,analysis';

describe(`the existing console's requests (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const res = await app.request(`http://x/api${path}`, { headers: { Accept: 'application/json' } });
    return { status: res.status, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDatabase(t.db, generateEstate({ seed: 11, scale: 300, checkHistoryDays: 1 }));
    app = createApp({
      db: t.db,
      postgrest: await createPostgrest(t.db),
      staticDir: null,
      version: 'test',
      auth: false,
    });
  }, 300_000);
  afterAll(() => t.dispose());

  it('gets an incident changelog although its select ends in a stray ")"', async () => {
    const { body: busiest } = await get<{ incident_id: string }[]>(
      '/db/incident_histories?select=incident_id&type=eq.evidence.created&limit=1',
    );
    const incident = busiest[0]?.incident_id ?? '';
    const res = await get<Record<string, unknown>[]>(
      `/db/incident_histories?incident_id=eq.${incident}&select=${encodeURIComponent(CHANGELOG_SELECT)}&order=created_at.desc`,
    );
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.some((h) => h['evidence'] !== null)).toBe(true);
    expect(res.body[0]).toHaveProperty('created_by.name');
  });

  it('lists the catalogue with every column it selects from configs, cost_total_7d included', async () => {
    const res = await get<Record<string, unknown>[]>(`/db/configs?select=${CATALOG_LIST_SELECT}&limit=500`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(Object.keys(res.body[0] ?? {}).sort()).toEqual(CATALOG_LIST_SELECT.split(',').sort());
    expect(res.body.some((c) => Number(c['cost_total_7d']) > 0)).toBe(true);
  });

  it('seeds log evidence whose every line carries a labels object', async () => {
    const res = await get<{ evidence: { lines: unknown[] } }[]>('/db/evidences?type=eq.log&select=evidence');
    const lines = res.body.flatMap((e) => e.evidence.lines);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatchObject({
        labels: expect.any(Object) as unknown,
        message: expect.any(String) as unknown,
      });
    }
  });

  it('seeds incident severities in the case that console writes ("Low", "High")', async () => {
    const res = await get<{ severity: string }[]>('/db/incidents?select=severity');
    expect(new Set(res.body.map((i) => i.severity))).toEqual(
      new Set(['Low', 'Medium', 'High', 'Critical', 'Blocker']),
    );
  });

  it('seeds no picture address on another site (an avatar service would learn every name)', async () => {
    const res = await get<{ avatar: string | null }[]>('/db/people?select=avatar');
    expect(res.body.length).toBeGreaterThan(5);
    expect(res.body.filter((p) => p.avatar !== null && !p.avatar.startsWith('/'))).toEqual([]);
  });

  it("answers a check's statuses as its check evidence asks for them", async () => {
    const { body: recent } = await get<{ check_id: string }[]>(
      `/db/check_statuses?select=check_id&time=gt.${new Date(Date.now() - 3_600_000).toISOString()}&limit=1`,
    );
    const check = recent[0]?.check_id ?? '';
    const res = await get<{ checks: { id: string; checkStatuses: { message?: string }[] }[] }>(
      `/canary/api?check=${check}&includeMessages=true&start=6h`,
    );
    expect(res.status).toBe(200);
    expect(res.body.checks.map((c) => c.id)).toEqual([check]);
    expect(res.body.checks[0]?.checkStatuses.length).toBeGreaterThan(0);
  });
});
