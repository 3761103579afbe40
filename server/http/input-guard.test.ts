import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CONTROL } from '../access/postgrest-authorizer.ts';
import { FIXTURE_INCIDENT_ID as INCIDENT, openAccessFixture, signedIn } from '../access/testing.ts';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';
import { backendName, type TestDatabase } from '../tests/support/test-db.ts';
import { createApp } from './app.ts';

const api = (path: string): string => `${ORIGIN}/api${path}`;
const JSON_CT = { 'Content-Type': 'application/json' };
const NUL = { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' };

/** The security suite's bad-input half: what used to answer 5xx answers 4xx in PostgREST's shape. */
describe(`security: bad input never gives a 5xx (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let viewer: Browser;
  let responder: Browser;

  beforeAll(async () => {
    const f = await openAccessFixture();
    ({ t, app } = f);
    viewer = f.as.viewer;
    responder = f.as.responder;
  });
  afterAll(() => t.dispose());

  it('treats a malformed session cookie as no session: 401, not 500', async () => {
    for (const value of ['%', '%E0%A4%A', '%zz']) {
      const cookie = { headers: { cookie: `ory_kratos_session=${value}`, Accept: 'application/json' } };
      const dbRes = await app.request(api('/db/incidents?select=id'), cookie);
      expect([dbRes.status, await dbRes.json()], value).toMatchObject([401, { code: 'PGRST302' }]);
      expect((await app.request(api('/catalog/summary'), { ...cookie, method: 'POST' })).status).toBe(401);
      expect((await app.request(api('/.ory/sessions/whoami'), cookie)).status, value).toBe(401);
    }
  });

  it('answers a NUL byte in a parameter or a body with 400 in PostgREST’s shape', async () => {
    const changes = await viewer.fetch(api('/catalog/changes?summary=%00'));
    expect([changes.status, await changes.json()]).toEqual([
      400,
      { code: '22021', message: 'summary must be text without NUL bytes', details: NUL.message, hint: null },
    ]);
    for (const path of ['/db/config_items?select=id,labels->>x%00y', '/db/incidents?title=eq.a%00']) {
      const res = await viewer.fetch(api(path));
      expect([res.status, await res.json()], path).toMatchObject([400, NUL]);
    }
    const summary = await viewer.fetch(api('/catalog/summary'), {
      method: 'POST',
      headers: JSON_CT,
      body: '{"filter":{"a":"\\u0000"}}',
    });
    expect([summary.status, await summary.json()]).toMatchObject([
      400,
      { code: '22021', message: 'The request body must be text without NUL bytes' },
    ]);
    const comment = await responder.fetch(api('/db/comments'), {
      method: 'POST',
      headers: JSON_CT,
      body: JSON.stringify({ incident_id: INCIDENT, comment: 'a\u0000b' }),
    });
    expect([comment.status, await comment.json()]).toMatchObject([400, NUL]);
  });

  it('answers a summary grouped by too many keys with 400', async () => {
    const groupBy = Array.from({ length: 1700 }, (_, i) => `tag${i}`);
    const res = await viewer.fetch(api('/catalog/summary'), {
      method: 'POST',
      headers: JSON_CT,
      body: JSON.stringify({ groupBy }),
    });
    expect(res.status).toBe(400);
    const ok = await viewer.fetch(api('/catalog/summary'), {
      method: 'POST',
      headers: JSON_CT,
      body: JSON.stringify({ groupBy: ['type'] }),
    });
    expect(ok.status).toBe(200);
  });

  it('refuses request bodies over the limit with 413 and stores nothing', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    const res = await responder.fetch(api('/db/comments'), {
      method: 'POST',
      headers: JSON_CT,
      body: JSON.stringify({ incident_id: INCIDENT, comment: big }),
    });
    expect([res.status, await res.json()]).toMatchObject([
      413,
      { code: 'PT413', message: 'Payload Too Large' },
    ]);
    const { rows } = await t.db.query('SELECT 1 FROM comments WHERE length(comment) > 1000000');
    expect(rows).toEqual([]);
    const postgrest = await createPostgrest(t.db, ACCESS_CONTROL);
    const tight = createApp({ db: t.db, postgrest, staticDir: null, version: '9', maxBodyBytes: 200 });
    const b = await signedIn(tight, 'responder');
    const post = (comment: string): Promise<Response> =>
      b.fetch(api('/db/comments'), {
        method: 'POST',
        headers: JSON_CT,
        body: JSON.stringify({ incident_id: INCIDENT, comment, created_by: DEMO_ACCOUNTS.responder.id }),
      });
    expect((await post('short')).status).toBe(201);
    expect((await post('y'.repeat(300))).status).toBe(413);
  });
});
