import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import { loadViewBases } from '../postgrest/view-bases.ts';
import type { Role } from '../seed/well-known-ids.ts';
import { ROLES } from '../seed/well-known-ids.ts';
import { backendName, type TestDatabase } from '../tests/support/test-db.ts';
import { resourceOf } from './resources.ts';
import { allows } from './roles.ts';
import { openAccessFixture } from './testing.ts';
import { PROJECTIONS, SERVER_WRITTEN } from './view-policy.ts';

const db = (path: string): string => `${ORIGIN}/api/db${path}`;
const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** One table per resource of the matrix (and a few more), with a column no row has null. */
const TABLES: readonly [string, string][] = [
  ['incidents', 'id'],
  ['hypotheses', 'id'],
  ['comments', 'id'],
  ['comment_responders', 'id'],
  ['responders', 'id'],
  ['evidences', 'id'],
  ['incident_histories', 'id'],
  ['properties', 'name'],
  ['playbooks', 'id'],
  ['playbook_runs', 'id'],
  ['canaries', 'id'],
  ['topologies', 'id'],
  ['config_scrapers', 'id'],
  ['config_items', 'id'],
  ['people', 'id'],
  ['notifications', 'id'],
  ['agents', 'id'],
  ['connections', 'id'],
  ['identities', 'id'],
  ['casbin_rule', 'id'],
  ['access_tokens', 'id'],
  ['identity_sessions', 'id'],
];

/**
 * The security suite's access half: every role × table × verb against the role matrix, every
 * view read and write, and embeds that reach a closed table through an open one. Writes use a
 * filter no row matches (`col=is.null`) or an empty batch, so nothing changes between cases.
 */
describe(`security: the role matrix × tables × verbs × views (${backendName()})`, () => {
  let t: TestDatabase;
  let as: Record<Role, Browser>;

  beforeAll(async () => {
    ({ t, as } = await openAccessFixture());
  });
  afterAll(() => t.dispose());

  it('answers every verb on every table as the matrix says', async () => {
    const wrong: string[] = [];
    for (const role of ROLES) {
      for (const [table, col] of TABLES) {
        const resource = resourceOf(table);
        const read = allows([role], resource, 'read');
        const write = allows([role], resource, 'write') && !SERVER_WRITTEN.includes(table);
        const none = `?${col}=is.null`;
        const cases: [string, string, RequestInit, number][] = [
          ['GET', `/${table}${none}`, {}, read ? 200 : 403],
          ['POST', `/${table}`, { body: '[]', headers: JSON_HEADERS }, write ? 201 : 403],
          ['PATCH', `/${table}${none}`, { body: '{}', headers: JSON_HEADERS }, write ? 204 : 403],
          ['DELETE', `/${table}${none}`, {}, write ? 204 : 403],
        ];
        for (const [method, path, init, expected] of cases) {
          const res = await as[role].fetch(db(path), { ...init, method });
          if (res.status !== expected)
            wrong.push(`${role} ${method} ${path}: ${res.status}, not ${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('guards each view as the tables behind it, and lets no one write through a view', async () => {
    const bases = await loadViewBases(t.db);
    const wrong: string[] = [];
    for (const [view, behind] of bases) {
      const filter = `?limit=0`;
      for (const role of ROLES) {
        const own = allows([role], resourceOf(view), 'read');
        const tables =
          PROJECTIONS.includes(view) || behind.every((b) => allows([role], resourceOf(b), 'read'));
        const expected = own && tables ? 200 : 403;
        const res = await as[role].fetch(db(`/${view}${filter}`));
        if (res.status !== expected) wrong.push(`${role} GET ${view}: ${res.status}, not ${expected}`);
      }
      for (const method of ['DELETE', 'PATCH', 'POST']) {
        const init =
          method === 'DELETE' ? {} : { body: method === 'POST' ? '[]' : '{}', headers: JSON_HEADERS };
        const res = await as.admin.fetch(db(`/${view}${method === 'POST' ? '' : '?limit=0'}`), {
          ...init,
          method,
        });
        const body = (await res.json()) as { code?: string; message?: string };
        if (res.status !== 403 || body.message !== `permission denied for view ${view}`)
          wrong.push(`admin ${method} ${view}: ${res.status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an editor writing connections through connections_list, which it may read', async () => {
    expect((await as.editor.fetch(db('/connections_list?select=id,name'))).status).toBe(200);
    for (const method of ['PATCH', 'DELETE']) {
      const res = await as.editor.fetch(db('/connections_list?name=eq.slack-alerts'), {
        method,
        ...(method === 'PATCH' ? { body: '{"name":"taken"}', headers: JSON_HEADERS } : {}),
      });
      expect(res.status, method).toBe(403);
      expect(await res.json()).toEqual({
        code: '42501',
        message: 'permission denied for view connections_list',
        details: null,
        hint: null,
      });
    }
    const { rows } = await t.db.query("SELECT name FROM connections WHERE name = 'slack-alerts'");
    expect(rows).toHaveLength(1);
  });

  it('answers DELETE on the incident aggregates with PostgREST’s refusal, not a 500', async () => {
    for (const view of ['incident_summary', 'incidents_by_component', 'incidents_by_config']) {
      for (const role of ['admin', 'responder'] as const) {
        const res = await as[role].fetch(db(`/${view}?id=not.is.null`), { method: 'DELETE' });
        expect([res.status, await res.json()], `${role} ${view}`).toEqual([
          403,
          { code: '42501', message: `permission denied for view ${view}`, details: null, hint: null },
        ]);
      }
    }
  });

  it('shows people_roles only to those who may read role bindings', async () => {
    expect((await as.admin.fetch(db('/people_roles?select=id,roles'))).status).toBe(200);
    for (const role of ['editor', 'commander', 'responder', 'viewer'] as const) {
      const res = await as[role].fetch(db('/people_roles?select=id,roles'));
      expect(res.status, role).toBe(403);
    }
  });

  it('refuses embeds that reach a closed table through an open one', async () => {
    const viaOpen = [
      '/people?select=id,connections(id)',
      '/notification_send_history?select=id,connections(id)',
      '/people?select=id,permissions!person_id(id)',
    ];
    for (const role of ['editor', 'commander', 'responder', 'viewer'] as const)
      for (const path of viaOpen)
        expect((await as[role].fetch(db(path))).status, `${role} ${path}`).toBe(403);
    const tokens = await as.admin.fetch(db('/people?select=id,access_tokens!person_id(id)'));
    expect(tokens.status).toBe(403);
    expect((await as.admin.fetch(db('/people?select=id,connections(id)'))).status).toBe(200);
  });
});
