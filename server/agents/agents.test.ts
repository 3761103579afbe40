// The Agents screen's server calls (spec 01-core §4, §6, §7): POST /api/agent/generate creates an
// agent and answers its access token once; edits and deletes are PATCHes of `agents`. Write on
// agents is for admins and editors; a viewer or a responder is refused each write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../identity/test-kit.ts';
import { ORIGIN } from '../identity/test-kit.ts';
import type { Role } from '../seed/well-known-ids.ts';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';
import { backendName, type TestDatabase } from '../tests/support/test-db.ts';
import { openAccessFixture } from '../access/testing.ts';
import type { Hono } from 'hono';

const GENERATE = `${ORIGIN}/api/agent/generate`;
const db = (path: string): string => `${ORIGIN}/api/db/${path}`;
const json = { 'Content-Type': 'application/json', Prefer: 'return=representation' };

interface Generated {
  id: string;
  username: string;
  access_token: string;
}

describe(`agents: generate, edit and delete by role (${backendName()})`, () => {
  let t: TestDatabase;
  let app: Hono;
  let as: Record<Role, Browser>;

  beforeAll(async () => {
    ({ t, app, as } = await openAccessFixture());
  });
  afterAll(() => t.dispose());

  const generate = (role: Role, body: unknown) =>
    as[role].json<Generated & { message?: string }>(GENERATE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const agentNamed = async (name: string) =>
    (await as.admin.json<Record<string, unknown>[]>(db(`agents_summary?name=eq.${name}&select=*`))).body[0];

  it('creates the agent and answers its token once: no later read carries it, and it signs the agent in', async () => {
    const made = await generate('admin', { name: 'eu-west', properties: { region: 'eu-west-1' } });
    expect(made.status).toBe(201);
    expect(made.res.headers.get('cache-control')).toBe('no-store');
    expect(made.body.username).toMatch(/^agent-[0-9a-f]{16}$/);
    expect(made.body.access_token).toMatch(/^mcat_/);

    const row = await agentNamed('eu-west');
    expect(row).toMatchObject({
      name: 'eu-west',
      username: made.body.username,
      person_id: made.body.id,
      properties: { region: 'eu-west-1' },
      created_by: DEMO_ACCOUNTS.admin.id,
    });
    // The token is nowhere to be read again: not in the agent's row, nor stored in plain text.
    expect(JSON.stringify(row)).not.toContain(made.body.access_token);
    const stored = await t.db.query<{ value: string }>(
      'SELECT value FROM access_tokens WHERE person_id = $1',
      [made.body.id],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.value).not.toBe(made.body.access_token);

    // The agent (Helm's upstream username "token", password the token) is signed in by it.
    const basic = Buffer.from(`token:${made.body.access_token}`).toString('base64');
    const asAgent = await app.fetch(
      new Request(db('agents?select=id,name&name=eq.eu-west'), {
        headers: { Authorization: `Basic ${basic}` },
      }),
    );
    expect(asAgent.status).toBe(200);

    const again = await generate('editor', { name: 'eu-west', properties: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('an agent named "eu-west" already exists');
  });

  it('refuses a viewer and a responder the create, and a request without a name', async () => {
    for (const role of ['viewer', 'responder'] as const) {
      const refused = await generate(role, { name: `by-${role}`, properties: {} });
      expect(refused.status, role).toBe(403);
      expect(refused.body.message).toBe('permission denied: agents write');
      expect(await agentNamed(`by-${role}`), role).toBeUndefined();
    }
    const nameless = await generate('admin', { properties: {} });
    expect(nameless.status).toBe(400);
  });

  it('lets an editor change the properties and delete with cleanup; refuses a viewer both', async () => {
    expect((await generate('editor', { name: 'us-east', properties: { a: '1' } })).status).toBe(201);
    const id = String((await agentNamed('us-east'))?.['id']);
    const patch = (role: Role, body: unknown) =>
      as[role].fetch(db(`agents?id=eq.${id}`), {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify(body),
      });

    expect((await patch('viewer', { properties: { a: '2' } })).status).toBe(403);
    expect((await patch('editor', { properties: { a: '2' } })).status).toBe(200);
    expect(await agentNamed('us-east')).toMatchObject({ properties: { a: '2' } });

    expect((await patch('viewer', { deleted_at: 'now()', cleanup: true })).status).toBe(403);
    expect((await patch('editor', { deleted_at: 'now()', cleanup: true })).status).toBe(200);
    expect(await agentNamed('us-east')).toMatchObject({ cleanup: true });
    expect(typeof (await agentNamed('us-east'))?.['deleted_at']).toBe('string');
  });
});
