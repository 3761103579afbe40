// The team, team member and incident rule writes the console queues (src/sync/mutators/teams.ts,
// team-members.ts, incident-rules.ts), exactly as it sends them, against the role matrix (spec
// 01-core §6): teams and their members are guarded by `database` (admin and editor write),
// incident rules by `incident` (commander and responder write too); a viewer writes none of them
// and reads them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import type { Role } from '../seed/well-known-ids.ts';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';
import { backendName, type TestDatabase } from '../tests/support/test-db.ts';
import { openAccessFixture } from './testing.ts';

const TEAM = '7ea70000-0000-4000-8000-000000000001';
const RULE = '7ea70000-0000-4000-8000-000000000002';
const db = (query: string): string => `${ORIGIN}/api/db/${query}`;
const json = { 'Content-Type': 'application/json', Prefer: 'return=representation' };
const members = { 'Content-Type': 'application/json', Prefer: 'resolution=ignore-duplicates,return=minimal' };
const MEMBER_SELECT = 'team_id,person_id,person:person_id(id,name,email,avatar)';

describe(`team and incident rule writes by role (${backendName()})`, () => {
  let t: TestDatabase;
  let as: Record<Role, Browser>;

  beforeAll(async () => {
    ({ t, as } = await openAccessFixture());
  });
  afterAll(() => t.dispose());

  const addMembers = (role: Role, people: readonly Role[]) =>
    as[role].fetch(db('team_members'), {
      method: 'POST',
      headers: members,
      body: JSON.stringify(people.map((p) => ({ team_id: TEAM, person_id: DEMO_ACCOUNTS[p].id }))),
    });
  const removeMember = (role: Role, person: Role) =>
    as[role].fetch(db(`team_members?team_id=eq.${TEAM}&person_id=eq.${DEMO_ACCOUNTS[person].id}`), {
      method: 'DELETE',
    });
  const memberIds = async (role: Role) => {
    const read = await as[role].json<{ person_id: string; person: { name: string } | null }[]>(
      db(`team_members?team_id=eq.${TEAM}&select=${MEMBER_SELECT}`),
    );
    expect(read.status, `${role} reads members`).toBe(200);
    return read.body.map((m) => m.person_id).sort();
  };

  it('lets an admin create a team and an editor add and remove its members; a re-sent add is no error', async () => {
    const created = await as.admin.json<unknown>(db('teams?select=id,name,spec,created_by'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        id: TEAM,
        name: 'Platform',
        icon: null,
        spec: { components: [] },
        created_by: DEMO_ACCOUNTS.admin.id,
        created_at: '2026-11-27T20:00:00.000Z',
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject([{ id: TEAM, name: 'Platform', created_by: DEMO_ACCOUNTS.admin.id }]);

    expect((await addMembers('editor', ['editor', 'viewer'])).status).toBe(201);
    // The answer was lost and the outbox sends it again: the members already there are ignored.
    expect((await addMembers('editor', ['editor', 'viewer', 'commander'])).status).toBe(201);
    const ids = [DEMO_ACCOUNTS.editor.id, DEMO_ACCOUNTS.viewer.id, DEMO_ACCOUNTS.commander.id].sort();
    expect(await memberIds('viewer')).toEqual(ids);

    expect((await removeMember('editor', 'commander')).status).toBe(204);
    expect(await memberIds('admin')).toEqual([DEMO_ACCOUNTS.editor.id, DEMO_ACCOUNTS.viewer.id].sort());

    const patched = await as.editor.json<unknown>(db(`teams?id=eq.${TEAM}&select=id,spec`), {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ spec: { components: [{ name: 'api' }] } }),
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject([{ spec: { components: [{ name: 'api' }] } }]);
  });

  it('refuses a viewer, a commander and a responder every team and member write', async () => {
    for (const role of ['viewer', 'commander', 'responder'] as const) {
      expect((await addMembers(role, [role])).status, `${role} add member`).toBe(403);
      expect((await removeMember(role, 'editor')).status, `${role} remove member`).toBe(403);
      const create = await as[role].fetch(db('teams'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'Mine', created_by: DEMO_ACCOUNTS[role].id }),
      });
      expect(create.status, `${role} create team`).toBe(403);
      const patch = await as[role].fetch(db(`teams?id=eq.${TEAM}`), {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ spec: null }),
      });
      expect(patch.status, `${role} update team`).toBe(403);
    }
    expect(await memberIds('admin')).toEqual([DEMO_ACCOUNTS.editor.id, DEMO_ACCOUNTS.viewer.id].sort());
  });

  it('lets a commander write incident rules and refuses a viewer, who still reads them', async () => {
    const create = (role: Role, id: string) =>
      as[role].fetch(db('incident_rules?select=id,name'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          id,
          name: 'sev1',
          spec: { filter: { status: ['unhealthy'] } },
          created_by: DEMO_ACCOUNTS[role].id,
          created_at: '2026-11-27T20:00:00.000Z',
        }),
      });
    expect((await create('commander', RULE)).status).toBe(201);
    expect((await create('viewer', '7ea70000-0000-4000-8000-000000000003')).status).toBe(403);
    const patch = await as.viewer.fetch(db(`incident_rules?id=eq.${RULE}`), {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ spec: null }),
    });
    expect(patch.status).toBe(403);
    const read = await as.viewer.json<{ id: string }[]>(db('incident_rules?select=id,name,spec'));
    expect(read.status).toBe(200);
    expect(read.body.map((r) => r.id)).toEqual([RULE]);
  });
});
