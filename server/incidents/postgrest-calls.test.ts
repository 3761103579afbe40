import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgrest, type PostgrestHandler } from '../postgrest/handler.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';

// The exact calls the console's incident collections and mutators make (src/sync/collections,
// src/sync/mutators/incidents.ts), answered by the reference server's PostgREST engine.
describe(`incident calls over PostgREST (${backendName()})`, () => {
  let t: TestDatabase;
  let pg: PostgrestHandler;
  let me = '';
  let team = '';
  const INC = 'aaaaaaaa-0000-4000-8000-000000000001';
  const ROOT = 'aaaaaaaa-0000-4000-8000-000000000002';
  const COMMENT = 'aaaaaaaa-0000-4000-8000-000000000003';
  const EVIDENCE = 'aaaaaaaa-0000-4000-8000-000000000004';
  const RESPONDER = 'aaaaaaaa-0000-4000-8000-000000000005';

  const call = async (
    method: string,
    path: string,
    query: Record<string, string>,
    body?: unknown,
    prefer?: string,
  ) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (prefer !== undefined) headers['Prefer'] = prefer;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    const res = await pg.handle(
      new Request(`http://x/api/db${path}?${new URLSearchParams(query).toString()}`, init),
      path,
    );
    const text = await res.text();
    return { status: res.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };
  const post = (path: string, select: string, body: unknown) =>
    call('POST', path, { select }, body, 'return=representation');

  beforeAll(async () => {
    t = await openTestDatabase();
    me =
      (
        await t.db.query<{ id: string }>(
          `INSERT INTO people (name, email, avatar) VALUES ('Ann', 'ann@example.com', 'a.png') RETURNING id`,
        )
      ).rows[0]?.id ?? '';
    team =
      (
        await t.db.query<{ id: string }>(
          `INSERT INTO teams (name, icon, created_by) VALUES ('SRE', 'k8s', $1) RETURNING id`,
          [me],
        )
      ).rows[0]?.id ?? '';
    pg = await createPostgrest(t.db);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('creates an incident, its root hypothesis, a comment, evidence and a responder with their embeds', async () => {
    const at = '2026-11-22T04:00:00.000Z';
    const inc = await post('/incidents', '*', {
      id: INC,
      title: 'db down',
      description: '',
      severity: 'low',
      type: 'availability',
      status: 'open',
      created_by: me,
      commander_id: me,
      communicator_id: null,
      created_at: at,
    });
    expect(inc.status).toBe(201);
    expect(inc.body).toMatchObject([
      { id: INC, incident_id: expect.stringMatching(/^INC\d{7}$/) as unknown },
    ]);
    expect(
      (
        await post('/hypotheses', '*', {
          id: ROOT,
          incident_id: INC,
          parent_id: null,
          type: 'root',
          title: 'db down',
          status: 'possible',
          created_by: me,
          created_at: at,
        })
      ).status,
    ).toBe(201);
    const comment = await post('/comments', '*,author:created_by(id,name,avatar)', {
      id: COMMENT,
      incident_id: INC,
      hypothesis_id: ROOT,
      comment: 'hi @[Ann](x)',
      created_by: me,
      created_at: at,
    });
    expect(comment.body).toMatchObject([{ id: COMMENT, author: { id: me, name: 'Ann', avatar: 'a.png' } }]);
    const evidence = await post(
      '/evidences',
      '*,hypothesis:hypotheses(incident_id),author:created_by(id,name,avatar)',
      {
        id: EVIDENCE,
        hypothesis_id: ROOT,
        type: 'log',
        description: 'logs',
        evidence: { lines: ['a'] },
        created_by: me,
        created_at: at,
      },
    );
    expect(evidence.body).toMatchObject([
      { id: EVIDENCE, hypothesis: { incident_id: INC }, author: { name: 'Ann' } },
    ]);
    const responder = await post(
      '/responders',
      '*,team:team_id(id,name,icon,spec),person:person_id(id,name,avatar)',
      {
        id: RESPONDER,
        incident_id: INC,
        type: 'system',
        person_id: null,
        team_id: team,
        properties: { responderType: 'email', to: 'a@b.c' },
        created_by: me,
        created_at: at,
      },
    );
    expect(responder.body).toMatchObject([
      { id: RESPONDER, team: { name: 'SRE', icon: 'k8s' }, person: null },
    ]);
  });

  it('answers a re-sent create with 409 and code 23505 (the outbox counts it as delivered)', async () => {
    const again = await post('/comments', '*', {
      id: COMMENT,
      incident_id: INC,
      hypothesis_id: ROOT,
      comment: 'hi',
      created_by: me,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: '23505' });
  });

  it('patches fields, soft-deletes a responder, deletes a hypothesis in three calls, and keeps history', async () => {
    const patched = await call(
      'PATCH',
      '/incidents',
      { id: `eq.${INC}`, select: '*' },
      { status: 'mitigated' },
      'return=representation',
    );
    expect(patched.body).toMatchObject([{ status: 'mitigated' }]);
    await call('PATCH', '/evidences', { id: `eq.${EVIDENCE}` }, { definition_of_done: true });
    await call('PATCH', '/responders', { id: `eq.${RESPONDER}` }, { deleted_at: '2026-11-22T04:10:00.000Z' });
    expect((await call('DELETE', '/comments', { hypothesis_id: `eq.${ROOT}` })).status).toBe(204);
    expect((await call('DELETE', '/evidences', { hypothesis_id: `eq.${ROOT}` })).status).toBe(204);
    expect((await call('DELETE', '/hypotheses', { id: `eq.${ROOT}` })).status).toBe(204);
    const history = await call('GET', '/incident_histories', {
      incident_id: `eq.${INC}`,
      select: 'type,author:created_by(name)',
      order: 'created_at.asc,type.asc',
    });
    const types = (history.body as { type: string }[]).map((h) => h.type).sort();
    expect(types).toEqual([
      'evidence.created',
      'evidence.done_definition_added',
      'hypothesis.created',
      'incident.created',
      'incident.status_updated',
      'responder.created',
    ]);
    const summary = await call('GET', '/incident_summary', { id: `eq.${INC}` });
    expect(summary.body).toMatchObject([{ status: 'mitigated', responders: [] }]);
  });
});
