import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgrest, type PostgrestHandler } from '../postgrest/handler.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';

// The console's incident field edits are conditional (src/sync/mutators/incidents.ts,
// `unchangedFilters`): the PATCH carries the value the user replaced as a filter and asks for a
// single object, so an edit made offline over a value someone else changed meanwhile is refused
// with a 406 (kept by the outbox as failed and shown as a conflict) instead of overwriting it.
describe(`conditional incident edits (${backendName()})`, () => {
  let t: TestDatabase;
  let pg: PostgrestHandler;
  const INC = 'bbbbbbbb-0000-4000-8000-000000000001';

  const patch = async (query: Record<string, string>, body: unknown) => {
    const headers = {
      Accept: 'application/vnd.pgrst.object+json',
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    };
    const res = await pg.handle(
      new Request(`http://x/api/db/incidents?${new URLSearchParams(query).toString()}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify(body),
      }),
      '/incidents',
    );
    const text = await res.text();
    return { status: res.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };

  beforeAll(async () => {
    t = await openTestDatabase();
    const me =
      (
        await t.db.query<{ id: string }>(
          `INSERT INTO people (name, email) VALUES ('Ann', 'ann@example.com') RETURNING id`,
        )
      ).rows[0]?.id ?? '';
    await t.db.query(
      `INSERT INTO incidents (id, title, description, severity, type, status, created_by) VALUES ($1, 'db down, again (eu)', '', 'low', 'availability', 'open', $2)`,
      [INC, me],
    );
    pg = await createPostgrest(t.db);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('applies an edit while the field still holds the value the user replaced, and answers one object', async () => {
    const ok = await patch({ id: `eq.${INC}`, status: 'eq.open', select: '*' }, { status: 'investigating' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: INC, status: 'investigating' });
  });

  it('matches titles with commas, dots and parentheses', async () => {
    const ok = await patch(
      { id: `eq.${INC}`, title: 'eq.db down, again (eu)', select: '*' },
      { title: 'db down. still' },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ title: 'db down. still' });
  });

  it('refuses with 406 when the server value moved since, and leaves the newer value alone', async () => {
    // Someone else moved the status on to mitigated; our offline edit was based on "open".
    await t.db.query(`UPDATE incidents SET status = 'mitigated' WHERE id = $1`, [INC]);
    const refused = await patch({ id: `eq.${INC}`, status: 'eq.open', select: '*' }, { status: 'closed' });
    expect(refused.status).toBe(406);
    expect(refused.body).toMatchObject({ code: 'PGRST116' });
    const row = (await t.db.query<{ status: string }>(`SELECT status FROM incidents WHERE id = $1`, [INC]))
      .rows[0];
    expect(row?.status).toBe('mitigated');
  });

  it('matches a null it replaced with is.null', async () => {
    const ok = await patch(
      { id: `eq.${INC}`, commander_id: 'is.null', select: '*' },
      { commander_id: null, severity: 'high' },
    );
    expect(ok.status).toBe(200);
  });
});
