// The Users screen's server calls (spec 02-areas §2.13, §4, §6), exactly as the console sends
// them: an admin invites (the identity, its person, its role and a mail in the demo mailbox), adds
// roles and deletes users; every other role is refused each write and the reads of identities and
// role bindings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import type { Role } from '../seed/well-known-ids.ts';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';
import { backendName, type TestDatabase } from '../tests/support/test-db.ts';
import { openAccessFixture } from '../access/testing.ts';

const INVITE = `${ORIGIN}/api/auth/invite_user`;
const updateRole = (id: string) => `${ORIGIN}/api/rbac/${id}/update_role`;
const post = (json: unknown) => ({ method: 'POST', json });

describe(`user management by role (${backendName()})`, () => {
  let t: TestDatabase;
  let as: Record<Role, Browser>;

  beforeAll(async () => {
    ({ t, as } = await openAccessFixture());
  });
  afterAll(() => t.dispose());

  const rolesOf = async (id: string) =>
    (
      await t.db.query<{ v1: string }>(
        "SELECT v1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1 ORDER BY v1",
        [id],
      )
    ).rows.map((r) => r.v1);
  const mailsTo = async (to: string) =>
    (await t.db.query<{ body: string }>('SELECT body FROM identity_mailbox WHERE recipient = $1', [to])).rows;

  it('lets an admin invite a person: identity, person, role and the invitation in the demo mailbox', async () => {
    const invite = {
      firstName: 'Nia',
      lastName: 'Newcomer',
      email: 'Nia.Newcomer@example.com',
      role: 'responder',
    };
    const res = await as.admin.json<{ id: string; link: string }>(INVITE, post(invite));
    expect(res.status).toBe(200);
    expect(res.body.link).toMatch(new RegExp(`^${ORIGIN}/recovery\\?flow=[0-9a-f-]{36}$`));
    const person = await t.db.query<{ name: string; email: string }>(
      'SELECT name, email FROM people WHERE id = $1',
      [res.body.id],
    );
    expect(person.rows).toEqual([{ name: 'Nia Newcomer', email: 'Nia.Newcomer@example.com' }]);
    expect(await rolesOf(res.body.id)).toEqual(['responder']);
    const mails = await mailsTo('nia.newcomer@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(res.body.link);
    expect(mails[0]?.body).toMatch(/\b\d{6}\b/);

    // The admin reads the new user with their roles, as the screen does.
    const users = await as.admin.json<{ id: string; state: string }[]>(
      `${ORIGIN}/api/db/identities?select=id,state,traits,created_at&id=eq.${res.body.id}`,
    );
    expect(users.body).toMatchObject([{ id: res.body.id, state: 'active' }]);
    const roles = await as.admin.json(`${ORIGIN}/api/db/people_roles?id=in.(${res.body.id})`);
    expect(roles.body).toMatchObject([{ id: res.body.id, roles: ['responder'] }]);
  });

  it('only adds the role when the address already has an account (no second identity, no mail)', async () => {
    const before = await t.db.query('SELECT id FROM identities');
    const res = await as.admin.json<{ id: string }>(
      INVITE,
      post({ firstName: 'Eddie', lastName: 'Again', email: 'EDITOR@example.com', role: 'commander' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(DEMO_ACCOUNTS.editor.id);
    expect(await rolesOf(DEMO_ACCOUNTS.editor.id)).toEqual(['commander', 'editor']);
    expect((await t.db.query('SELECT id FROM identities')).rows).toHaveLength(before.rows.length);
    expect(await mailsTo('editor@example.com')).toHaveLength(0);
  });

  it('refuses an unknown role and a malformed address', async () => {
    const bad = await as.admin.json(
      INVITE,
      post({ firstName: 'A', lastName: 'B', email: 'x@example.com', role: 'root' }),
    );
    expect(bad.status).toBe(400);
    const email = await as.admin.json(
      INVITE,
      post({ firstName: 'A', lastName: 'B', email: 'not-an-address' }),
    );
    expect(email.status).toBe(400);
    expect((await t.db.query("SELECT id FROM people WHERE email = 'x@example.com'")).rows).toHaveLength(0);
  });

  it.each(['editor', 'commander', 'responder', 'viewer'] as const)(
    'refuses a %s every user write and the reads of identities and role bindings',
    async (role) => {
      const invite = await as[role].json(
        INVITE,
        post({ firstName: 'Sly', lastName: 'Guest', email: `sly-${role}@example.com`, role: 'admin' }),
      );
      expect(invite.status).toBe(403);
      expect(await mailsTo(`sly-${role}@example.com`)).toHaveLength(0);
      const promote = await as[role].json(updateRole(DEMO_ACCOUNTS[role].id), post({ roles: ['admin'] }));
      expect(promote.status).toBe(403);
      expect(await rolesOf(DEMO_ACCOUNTS[role].id)).not.toContain('admin');
      expect((await as[role].json(`${ORIGIN}/api/db/identities?select=id`)).status).toBe(403);
      expect((await as[role].json(`${ORIGIN}/api/db/people_roles?select=id`)).status).toBe(403);
      const del = await as[role].json(`${ORIGIN}/api/db/identities?id=eq.${DEMO_ACCOUNTS.viewer.id}`, {
        method: 'DELETE',
      });
      expect(del.status).toBe(403);
      expect(
        (await t.db.query('SELECT id FROM identities WHERE id = $1', [DEMO_ACCOUNTS.viewer.id])).rows,
      ).toHaveLength(1);
    },
  );

  it('lets an admin add roles (kept roles stay) and refuses unknown roles and people', async () => {
    const id = DEMO_ACCOUNTS.responder.id;
    const res = await as.admin.json(updateRole(id), post({ roles: ['editor', 'responder'] }));
    expect(res).toMatchObject({ status: 200, body: { message: 'Role updated successfully' } });
    expect(await rolesOf(id)).toEqual(['editor', 'responder']);
    expect((await as.admin.json(updateRole(id), post({ roles: ['owner'] }))).status).toBe(400);
    expect((await as.admin.json(updateRole(id), post({ roles: 'admin' }))).status).toBe(400);
    const nobody = await as.admin.json(
      updateRole('0000dead-0000-4000-8000-000000000000'),
      post({ roles: ['viewer'] }),
    );
    expect(nobody.status).toBe(404);
  });

  it('lets an admin delete a user: sessions, role bindings and access tokens go, the person stays', async () => {
    const id = DEMO_ACCOUNTS.commander.id;
    await t.db.query("INSERT INTO access_tokens (name, person_id, value) VALUES ('ci', $1, 'secret')", [id]);
    const del = await as.admin.json(`${ORIGIN}/api/db/identities?id=eq.${id}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect((await t.db.query('SELECT id FROM identities WHERE id = $1', [id])).rows).toHaveLength(0);
    expect(await rolesOf(id)).toEqual([]);
    expect((await t.db.query('SELECT id FROM access_tokens WHERE person_id = $1', [id])).rows).toHaveLength(
      0,
    );
    expect((await t.db.query('SELECT id FROM people WHERE id = $1', [id])).rows).toHaveLength(1);
    // The deleted user's browser is signed out.
    expect((await as.commander.json(`${ORIGIN}/api/auth/whoami`)).status).toBe(401);
  });
});
