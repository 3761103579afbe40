import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import type { Role } from '../seed/well-known-ids.ts';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';
import { backendName, type TestDatabase } from '../tests/support/test-db.ts';
import { ACCESS_CONTROL } from './postgrest-authorizer.ts';
import { FIXTURE_INCIDENT_ID as INCIDENT, openAccessFixture } from './testing.ts';

const db = (path: string): string => `${ORIGIN}/api/db${path}`;
const REP = { 'Content-Type': 'application/json', Prefer: 'return=representation' };
const post = (body: unknown): RequestInit => ({ method: 'POST', headers: REP, body: JSON.stringify(body) });

describe(`security: guards on what a write may say (${backendName()})`, () => {
  let t: TestDatabase;
  let as: Record<Role, Browser>;
  let app: Hono;

  beforeAll(async () => {
    ({ t, as, app } = await openAccessFixture());
  });
  afterAll(() => t.dispose());

  it('refuses a comment posted in someone else’s name, and signs an unsigned one', async () => {
    const forged = await as.responder.fetch(
      db('/comments'),
      post({ incident_id: INCIDENT, comment: 'I am the admin', created_by: DEMO_ACCOUNTS.admin.id }),
    );
    expect([forged.status, await forged.json()]).toEqual([
      403,
      {
        code: '42501',
        message: 'new row violates row-level security policy for table "comments"',
        details: null,
        hint: null,
      },
    ]);
    const unsigned = await as.responder.fetch(db('/comments'), post({ incident_id: INCIDENT, comment: 'x' }));
    expect(unsigned.status).toBe(201);
    const [row] = (await unsigned.json()) as { id: string; created_by: string }[];
    expect(row?.created_by).toBe(DEMO_ACCOUNTS.responder.id);
    const own = await as.responder.fetch(
      db('/comments'),
      post({ incident_id: INCIDENT, comment: 'mine', created_by: DEMO_ACCOUNTS.responder.id }),
    );
    expect(own.status).toBe(201);
    const rewrite = await as.responder.fetch(db(`/comments?id=eq.${row?.id}`), {
      method: 'PATCH',
      headers: REP,
      body: JSON.stringify({ created_by: DEMO_ACCOUNTS.commander.id }),
    });
    expect(rewrite.status).toBe(403);
    const asAdmin = await as.admin.fetch(
      db('/comments'),
      post({ incident_id: INCIDENT, comment: 'imported', created_by: DEMO_ACCOUNTS.viewer.id }),
    );
    expect(asAdmin.status).toBe(201);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM comments WHERE created_by = $1',
      [DEMO_ACCOUNTS.admin.id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('keeps the stored author when an upsert leaves created_by out', async () => {
    await t.db.query(
      "INSERT INTO properties (name, value, created_by) VALUES ('logs.disable', 'false', $1)",
      [DEMO_ACCOUNTS.admin.id],
    );
    const res = await as.editor.fetch(db('/properties'), {
      method: 'POST',
      headers: { ...REP, Prefer: 'return=representation,resolution=merge-duplicates' },
      body: JSON.stringify({ name: 'logs.disable', value: 'true' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject([{ value: 'true', created_by: DEMO_ACCOUNTS.admin.id }]);
  });

  it('lets no client write the incident audit trail, which triggers keep', async () => {
    const entry = {
      incident_id: INCIDENT,
      created_by: DEMO_ACCOUNTS.responder.id,
      type: 'incident.created',
    };
    for (const role of ['responder', 'commander', 'admin'] as const) {
      expect((await as[role].fetch(db('/incident_histories'), post(entry))).status, role).toBe(403);
      const patch = await as[role].fetch(db(`/incident_histories?incident_id=eq.${INCIDENT}`), {
        method: 'PATCH',
        headers: REP,
        body: JSON.stringify({ type: 'forged' }),
      });
      expect(patch.status, role).toBe(403);
      const del = await as[role].fetch(db(`/incident_histories?incident_id=eq.${INCIDENT}`), {
        method: 'DELETE',
      });
      expect(del.status, role).toBe(403);
    }
    expect((await as.viewer.fetch(db(`/incident_histories?incident_id=eq.${INCIDENT}`))).status).toBe(200);
  });

  it('refuses emptying a whole table in one unfiltered request', async () => {
    const { rows: before } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments');
    const del = await as.responder.fetch(db('/comments'), { method: 'DELETE' });
    expect([del.status, await del.json()]).toEqual([
      400,
      { code: '21000', message: 'DELETE requires a WHERE clause', details: null, hint: null },
    ]);
    const patch = await as.responder.fetch(db('/comment_responders'), {
      method: 'PATCH',
      headers: REP,
      body: '{"comment_id":null}',
    });
    expect(patch.status).toBe(400);
    const { rows: after } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('turns self-registration off with the registration option', async () => {
    const json = { headers: { Accept: 'application/json' } };
    const open = await app.request(`${ORIGIN}/api/.ory/self-service/registration/browser`, json);
    expect(open.status).toBe(200);
    const postgrest = await createPostgrest(t.db, ACCESS_CONTROL);
    const closed = createApp({ db: t.db, postgrest, staticDir: null, version: '9', registration: false });
    const res = await closed.request(`${ORIGIN}/api/.ory/self-service/registration/browser`, json);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { id: 'self_service_flow_disabled', code: 400 },
    });
  });
});
