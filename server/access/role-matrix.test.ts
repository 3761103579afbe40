import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import type { Role } from '../seed/well-known-ids.ts';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';
import { backendName, type TestDatabase } from '../tests/support/test-db.ts';
import { FIXTURE_INCIDENT_ID as INCIDENT_ID, openAccessFixture } from './testing.ts';

const api = (path: string): string => `${ORIGIN}/api${path}`;
const json = { 'Content-Type': 'application/json', Prefer: 'return=representation' };

describe(`access control: the role matrix on /api/db (${backendName()})`, () => {
  let t: TestDatabase;
  let as: Record<Role, Browser>;

  beforeAll(async () => {
    ({ t, as } = await openAccessFixture());
  });
  afterAll(() => t.dispose());

  it('lets a viewer read incidents but not write them or comment', async () => {
    expect((await as.viewer.fetch(api(`/db/incidents?id=eq.${INCIDENT_ID}`))).status).toBe(200);
    const post = await as.viewer.json(api('/db/incidents'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        title: 'x',
        created_by: DEMO_ACCOUNTS.viewer.id,
        severity: 'Low',
        type: 'cost',
      }),
    });
    expect(post.status).toBe(403);
    expect(post.body).toEqual({
      code: '42501',
      message: 'permission denied for table incidents',
      details: null,
      hint: null,
    });
    const patch = await as.viewer.fetch(api(`/db/incidents?id=eq.${INCIDENT_ID}`), {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ status: 'closed' }),
    });
    expect(patch.status).toBe(403);
    const comment = await as.viewer.fetch(api('/db/comments'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        incident_id: INCIDENT_ID,
        comment: 'hi',
        created_by: DEMO_ACCOUNTS.viewer.id,
      }),
    });
    expect(comment.status).toBe(403);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM incidents WHERE id = $1', [
      INCIDENT_ID,
    ]);
    expect(rows[0]?.status).toBe('open');
  });

  it('lets a responder comment and update the incident, but not change settings', async () => {
    const comment = await as.responder.json<{ comment: string }[]>(api('/db/comments'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        incident_id: INCIDENT_ID,
        comment: 'Looking into it',
        created_by: DEMO_ACCOUNTS.responder.id,
      }),
    });
    expect(comment.status).toBe(201);
    expect(comment.body[0]?.comment).toBe('Looking into it');
    const patch = await as.responder.fetch(api(`/db/incidents?id=eq.${INCIDENT_ID}`), {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ status: 'mitigated' }),
    });
    expect(patch.status).toBe(200);
    const flag = await as.responder.fetch(api('/db/properties'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'logs.disable', value: 'true' }),
    });
    expect(flag.status).toBe(403);
    expect(
      (await as.commander.fetch(api('/db/playbooks'), { method: 'POST', headers: json, body: '{}' })).status,
    ).toBe(403);
  });

  it('hides connections, identities and role bindings from viewers, responders and editors', async () => {
    for (const role of ['viewer', 'commander', 'responder', 'editor'] as const) {
      for (const rel of ['connections', 'identities']) {
        const res = await as[role].json(api(`/db/${rel}?select=id`));
        expect(res.status, `${role} ${rel}`).toBe(403);
        expect(res.body).toMatchObject({ code: '42501', message: `permission denied for table ${rel}` });
      }
    }
    expect((await as.viewer.fetch(api('/db/casbin_rule'))).status).toBe(403);
    expect((await as.viewer.fetch(api('/db/connections_list?select=id'))).status).toBe(200);
  });

  it('checks embedded relations too', async () => {
    const res = await as.admin.json(api('/db/identities?select=id,identity_credentials(id)'));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'permission denied for table identity_credentials' });
    const ok = await as.viewer.fetch(api(`/db/incidents?select=id,comments(id)&id=eq.${INCIDENT_ID}`));
    expect(ok.status).toBe(200);
  });

  it('lets an editor change settings but not connections', async () => {
    expect(
      (
        await as.editor.fetch(api('/db/properties'), {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ name: 'incidents.disable', value: 'false' }),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await as.editor.fetch(api('/db/connections'), {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ name: 'x', type: 'http' }),
        })
      ).status,
    ).toBe(403);
  });

  it('lets an admin read and write everything but Kratos’s secrets', async () => {
    for (const rel of [
      'connections',
      'identities',
      'casbin_rule',
      'incidents',
      'configs',
      'properties',
      'agents',
      'playbook_runs',
      'notifications',
    ]) {
      expect((await as.admin.fetch(api(`/db/${rel}?limit=1`))).status, rel).toBe(200);
    }
    const conn = await as.admin.fetch(api('/db/connections'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'pagerduty', type: 'http' }),
    });
    expect(conn.status).toBe(201);
    expect(
      (await as.admin.fetch(api('/db/connections?name=eq.pagerduty'), { method: 'DELETE' })).status,
    ).toBe(204);
    for (const rel of ['identity_credentials', 'identity_sessions', 'access_tokens']) {
      expect((await as.admin.fetch(api(`/db/${rel}?limit=1`))).status, rel).toBe(403);
    }
  });

  it('treats RPC calls as reads of their resource', async () => {
    const res = await as.viewer.fetch(api(`/db/rpc/get_playbook_run_actions?run_id=${INCIDENT_ID}`));
    expect(res.status).toBe(200);
  });
});
