import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import type { Role } from '../seed/well-known-ids.ts';
import { DEMO_ACCOUNTS, ROLES } from '../seed/well-known-ids.ts';
import { backendName, type TestDatabase } from '../tests/support/test-db.ts';
import { createAccessToken, hashOf } from './access-tokens.ts';
import { openAccessFixture, signedIn } from './testing.ts';

const api = (path: string): string => `${ORIGIN}/api${path}`;

describe(`access control on /api (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let as: Record<Role, Browser>;

  beforeAll(async () => {
    ({ t, app, as } = await openAccessFixture());
  });
  afterAll(() => t.dispose());

  describe('without a session', () => {
    it('refuses /api/db with PostgREST’s anonymous-access error', async () => {
      const res = await app.request(api('/db/incidents?select=id'));
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({
        code: 'PGRST302',
        message: 'Anonymous access is disabled',
        details: null,
        hint: null,
      });
    });

    it('refuses the service endpoints with a JSON error', async () => {
      for (const path of ['/auth/whoami', '/properties', '/kubeconfig', '/nope']) {
        const res = await app.request(api(path));
        expect(res.status, path).toBe(401);
        expect(await res.json()).toMatchObject({ error: 'unauthorized' });
      }
    });

    it('refuses a forged session cookie', async () => {
      const res = await app.request(api('/db/incidents'), {
        headers: { Cookie: 'ory_kratos_session=forged' },
      });
      expect(res.status).toBe(401);
    });

    it('serves health, about and the identity flows', async () => {
      expect((await app.request(api('/health'))).status).toBe(200);
      const about = await app.request(api('/about'));
      expect(await about.json()).toEqual({ appVersion: '9.9.9', chartVersion: '' });
      const flow = await app.request(api('/.ory/self-service/login/browser'), {
        headers: { Accept: 'application/json' },
      });
      expect(flow.status).toBe(200);
    });
  });

  describe('which sessions and tokens count', () => {
    const sessionHash = (b: Browser): string =>
      hashOf(decodeURIComponent(b.cookies.get('ory_kratos_session')?.value ?? ''));
    const whoamiStatus = async (b: Browser): Promise<number> => (await b.fetch(api('/auth/whoami'))).status;

    it('refuses a revoked session', async () => {
      const b = await signedIn(app, 'commander');
      expect(await whoamiStatus(b)).toBe(200);
      await t.db.query('UPDATE identity_sessions SET active = false WHERE token_hash = $1', [sessionHash(b)]);
      expect(await whoamiStatus(b)).toBe(401);
    });

    it('refuses the session of a deactivated identity, and an aal1 session once a second factor exists', async () => {
      const b = await signedIn(app, 'commander');
      const id = DEMO_ACCOUNTS.commander.id;
      await t.db.query("UPDATE identities SET state = 'inactive' WHERE id = $1", [id]);
      expect(await whoamiStatus(b)).toBe(401);
      await t.db.query("UPDATE identities SET state = 'active' WHERE id = $1", [id]);
      expect(await whoamiStatus(b)).toBe(200);
      await t.db.query(
        "INSERT INTO identity_credentials (id, identity_id, type, config, created_at, updated_at) VALUES (gen_random_uuid(), $1, 'totp', '{}', now(), now())",
        [id],
      );
      expect(await whoamiStatus(b)).toBe(401);
      await t.db.query("UPDATE identity_sessions SET aal = 'aal2' WHERE token_hash = $1", [sessionHash(b)]);
      expect(await whoamiStatus(b)).toBe(200);
      await t.db.query("DELETE FROM identity_credentials WHERE identity_id = $1 AND type = 'totp'", [id]);
    });

    it('refuses an expired access token and one of a deleted person', async () => {
      const expired = await createAccessToken(
        t.db,
        DEMO_ACCOUNTS.editor.id,
        'old',
        new Date(Date.now() - 1000),
      );
      expect(
        (await app.request(api('/auth/whoami'), { headers: { Authorization: `Bearer ${expired.token}` } }))
          .status,
      ).toBe(401);
      const live = await createAccessToken(t.db, DEMO_ACCOUNTS.editor.id, 'live');
      const headers = { Authorization: `Bearer ${live.token}` };
      expect((await app.request(api('/auth/whoami'), { headers })).status).toBe(200);
      await t.db.query('UPDATE people SET deleted_at = now() WHERE id = $1', [DEMO_ACCOUNTS.editor.id]);
      expect((await app.request(api('/auth/whoami'), { headers })).status).toBe(401);
      await t.db.query('UPDATE people SET deleted_at = NULL WHERE id = $1', [DEMO_ACCOUNTS.editor.id]);
    });

    it('treats a person without a known role as a viewer', async () => {
      const { token } = await createAccessToken(t.db, DEMO_ACCOUNTS.viewer.id, 'roleless');
      await t.db.query("UPDATE casbin_rule SET v1 = 'guest' WHERE v0 = $1", [DEMO_ACCOUNTS.viewer.id]);
      const res = await app.request(api('/auth/whoami'), { headers: { Authorization: `Bearer ${token}` } });
      expect(await res.json()).toMatchObject({ payload: { roles: ['viewer'] } });
      await t.db.query("UPDATE casbin_rule SET v1 = 'viewer' WHERE v0 = $1", [DEMO_ACCOUNTS.viewer.id]);
    });
  });

  describe('whoami', () => {
    it.each(ROLES)('describes the %s demo account', async (role) => {
      const { status, body } = await as[role].json<{ message: string; payload: Record<string, unknown> }>(
        api('/auth/whoami'),
      );
      expect(status).toBe(200);
      expect(body.message).toBe('success');
      const account = DEMO_ACCOUNTS[role];
      expect(body.payload).toMatchObject({
        user: { id: account.id, name: account.name, email: account.email },
        roles: [role],
        hostname: expect.any(String) as unknown,
      });
      const perms = body.payload['permissions'] as {
        subject: string;
        object: string;
        action: string;
        deny?: boolean;
      }[];
      const on = (object: string) => perms.find((p) => p.subject === role && p.object === object)?.action;
      expect(perms).toContainEqual({ subject: 'everyone', object: 'kratos', action: '*', deny: true });
      if (role === 'admin') expect([on('connections'), on('rbac'), on('database')]).toEqual(['*', '*', '*']);
      if (role === 'editor')
        expect([on('connections'), on('properties'), on('comments')]).toEqual([undefined, '*', '*']);
      if (role === 'commander' || role === 'responder')
        expect([on('comments'), on('database'), on('identities')]).toEqual(['*', 'read', undefined]);
      if (role === 'viewer')
        expect(perms.filter((p) => p.subject === 'viewer' && p.action !== 'read')).toEqual([]);
    });
  });

  describe('service endpoints', () => {
    it('lists local and database properties, leaving out deleted rows', async () => {
      await t.db.query(
        "INSERT INTO properties (name, value) VALUES ('topology.disable', 'true'), ('old.flag', 'x')",
      );
      await t.db.query("UPDATE properties SET deleted_at = now() WHERE name = 'old.flag'");
      const { status, body } = await as.viewer.json<unknown[]>(api('/properties'));
      expect(status).toBe(200);
      expect(body).toContainEqual({
        name: 'topology.disable',
        value: 'true',
        source: 'db',
        type: '',
        description: '',
      });
      expect(body).not.toContainEqual(expect.objectContaining({ name: 'old.flag' }));
    });

    it('hands out a kubeconfig whose token signs in', async () => {
      const res = await as.viewer.fetch(api('/kubeconfig'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="mc.example.test-kubeconfig.yaml"',
      );
      expect(res.headers.get('content-type')).toContain('yaml');
      const yaml = await res.text();
      expect(yaml).toContain(`server: "${ORIGIN}/api/kubeproxy"`);
      const token = /password: "([^"]+)"/.exec(yaml)?.[1] ?? '';
      expect(token).toMatch(/^mcat_/);
      const bearer = await app.request(api('/auth/whoami'), {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(bearer.status).toBe(200);
      expect(await bearer.json()).toMatchObject({
        payload: { user: { id: DEMO_ACCOUNTS.viewer.id }, roles: ['viewer'] },
      });
      const basic = await app.request(api('/db/incidents?select=id'), {
        headers: { Authorization: `Basic ${Buffer.from(`token:${token}`).toString('base64')}` },
      });
      expect(basic.status).toBe(200);
      const stored = await t.db.query<{ value: string }>(
        'SELECT value FROM access_tokens WHERE person_id = $1',
        [DEMO_ACCOUNTS.viewer.id],
      );
      expect(stored.rows.map((r) => r.value)).not.toContain(token);
    });

    it('builds identity flows for the request’s own origin, ignoring forwarded headers without a trusted proxy', async () => {
      const res = await app.request('http://127.0.0.1:8080/api/.ory/self-service/login/browser', {
        headers: {
          Accept: 'application/json',
          'X-Forwarded-Host': 'localhost:5173',
          'X-Forwarded-Proto': 'http',
        },
      });
      const flow = (await res.json()) as { ui: { action: string } };
      expect(flow.ui.action).toMatch(/^http:\/\/127\.0\.0\.1:8080\/api\/\.ory\/self-service\/login\?flow=/);
    });
  });
});
