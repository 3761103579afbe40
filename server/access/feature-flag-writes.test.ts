// The feature flag writes the console queues (src/sync/mutators/feature-flags.ts), exactly as it
// sends them, against the role matrix: write on feature_flags (spelt `properties`) may add, change
// and remove a flag; a role without it is refused each of the three.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import type { Role } from '../seed/well-known-ids.ts';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';
import { backendName, type TestDatabase } from '../tests/support/test-db.ts';
import { openAccessFixture } from './testing.ts';

const SELECT = 'name,value,created_by,created_at,updated_at,deleted_at,creator:created_by(id,name,avatar)';
const flags = (query: string): string => `${ORIGIN}/api/db/properties?${query}`;
const json = { 'Content-Type': 'application/json', Prefer: 'return=representation' };
const single = { ...json, Accept: 'application/vnd.pgrst.object+json' };

describe(`feature flag writes by role (${backendName()})`, () => {
  let t: TestDatabase;
  let as: Record<Role, Browser>;

  beforeAll(async () => {
    ({ t, as } = await openAccessFixture());
  });
  afterAll(() => t.dispose());

  const create = (role: Role, name: string) =>
    as[role].json<unknown>(flags(`select=${SELECT}`), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name,
        value: 'true',
        created_by: DEMO_ACCOUNTS[role].id,
        created_at: '2026-11-22T04:00:00.000Z',
      }),
    });

  it('lets an editor add, change and remove a flag, answering with the row and its author', async () => {
    const added = await create('editor', 'playbooks.disable');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject([
      {
        name: 'playbooks.disable',
        value: 'true',
        created_by: DEMO_ACCOUNTS.editor.id,
        creator: { id: DEMO_ACCOUNTS.editor.id },
      },
    ]);
    expect(Date.parse((added.body as { created_at: string }[])[0]?.created_at ?? '')).toBe(
      Date.parse('2026-11-22T04:00:00.000Z'),
    );
    // A second create of the same name is a duplicate key (the mutator's recover tells them apart).
    const again = await create('editor', 'playbooks.disable');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: '23505' });

    const changed = await as.editor.json<unknown>(flags(`name=eq.playbooks.disable&select=${SELECT}`), {
      method: 'PATCH',
      headers: single,
      body: JSON.stringify({ value: 'false' }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'playbooks.disable', value: 'false' });

    const removed = await as.editor.fetch(flags('name=eq.playbooks.disable'), { method: 'DELETE' });
    expect(removed.status).toBe(204);
    const gone = await as.editor.fetch(flags('name=eq.playbooks.disable'), {
      method: 'PATCH',
      headers: single,
      body: JSON.stringify({ value: 'true' }),
    });
    expect(gone.status).toBe(406);
  });

  it('refuses a viewer and a responder every flag write, and lets them read the flags', async () => {
    expect((await create('admin', 'logs.disable')).status).toBe(201);
    for (const role of ['viewer', 'responder'] as const) {
      expect((await as[role].fetch(flags(`select=${SELECT}`))).status, role).toBe(200);
      expect((await create(role, 'health.disable')).status, `${role} create`).toBe(403);
      const patch = await as[role].fetch(flags('name=eq.logs.disable'), {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ value: 'false' }),
      });
      expect(patch.status, `${role} update`).toBe(403);
      const del = await as[role].fetch(flags('name=eq.logs.disable'), { method: 'DELETE' });
      expect(del.status, `${role} delete`).toBe(403);
    }
    const still = await as.admin.json<{ value: string }[]>(flags('name=eq.logs.disable&select=value'));
    expect(still.body).toEqual([{ value: 'true' }]);
  });
});
