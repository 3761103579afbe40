import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';

// incident_histories rows a real deployment records for each event the spec names (§4).
describe(`incident history triggers (${backendName()})`, () => {
  let t: TestDatabase;
  let person = '';
  let commander = '';

  const one = async <R>(sql: string, params: unknown[] = []): Promise<R> => {
    const row = (await t.db.query<R>(sql, params)).rows[0];
    if (row === undefined) throw new Error(`no row from ${sql}`);
    return row;
  };
  const events = async (incident: string) =>
    (
      await t.db.query<{
        type: string;
        created_by: string;
        hypothesis_id: string | null;
        evidence_id: string | null;
        responder_id: string | null;
        comment_id: string | null;
        description: string | null;
      }>(
        'SELECT type, created_by, hypothesis_id, evidence_id, responder_id, comment_id, description FROM incident_histories WHERE incident_id = $1 ORDER BY created_at, type',
        [incident],
      )
    ).rows;
  const newIncident = async () =>
    (
      await one<{ id: string }>(
        `INSERT INTO incidents (title, created_by, commander_id, severity, type) VALUES ('db down', $1, $2, 'high', 'availability') RETURNING id`,
        [person, commander],
      )
    ).id;

  beforeAll(async () => {
    t = await openTestDatabase();
    person = (
      await one<{ id: string }>(
        `INSERT INTO people (name, email) VALUES ('Ann', 'ann@example.com') RETURNING id`,
      )
    ).id;
    commander = (
      await one<{ id: string }>(
        `INSERT INTO people (name, email) VALUES ('Cid', 'cid@example.com') RETURNING id`,
      )
    ).id;
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('records incident.created by its creator, and a status change once per change', async () => {
    const id = await newIncident();
    await t.db.query(`UPDATE incidents SET status = 'investigating' WHERE id = $1`, [id]);
    await t.db.query(`UPDATE incidents SET title = 'db slow' WHERE id = $1`, [id]);
    await t.db.query(`UPDATE incidents SET status = 'investigating' WHERE id = $1`, [id]);
    const rows = await events(id);
    expect(rows.map((r) => r.type)).toEqual(['incident.created', 'incident.status_updated']);
    expect(rows[0]?.created_by).toBe(person);
    expect(rows[1]).toMatchObject({ created_by: commander, description: 'Status changed to investigating' });
  });

  it('takes the actor of an update from mc.actor when the request sets it', async () => {
    const id = await newIncident();
    await t.db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('mc.actor', $1, true)`, [person]);
      await tx.query(`UPDATE incidents SET status = 'mitigated' WHERE id = $1`, [id]);
    });
    expect((await events(id)).find((r) => r.type === 'incident.status_updated')?.created_by).toBe(person);
  });

  it('records hypotheses, evidence, definition of done, responders and responder comments', async () => {
    const id = await newIncident();
    const h = (
      await one<{ id: string }>(
        `INSERT INTO hypotheses (incident_id, created_by, type, title, status) VALUES ($1, $2, 'root', 'root cause', 'possible') RETURNING id`,
        [id, person],
      )
    ).id;
    await t.db.query(`UPDATE hypotheses SET status = 'likely' WHERE id = $1`, [h]);
    await t.db.query(`UPDATE hypotheses SET title = 'renamed' WHERE id = $1`, [h]);
    const e = (
      await one<{ id: string }>(
        `INSERT INTO evidences (hypothesis_id, created_by, type, description) VALUES ($1, $2, 'log', 'log lines') RETURNING id`,
        [h, person],
      )
    ).id;
    await t.db.query(`UPDATE evidences SET definition_of_done = true WHERE id = $1`, [e]);
    await t.db.query(`UPDATE evidences SET done = true WHERE id = $1`, [e]);
    const manual = (
      await one<{ id: string }>(
        `INSERT INTO evidences (hypothesis_id, created_by, type, description, definition_of_done) VALUES ($1, $2, 'comment', 'all green', true) RETURNING id`,
        [h, person],
      )
    ).id;
    const r = (
      await one<{ id: string }>(
        `INSERT INTO responders (incident_id, type, person_id, created_by, properties) VALUES ($1, 'person', $2, $2, '{"responderType":"person"}') RETURNING id`,
        [id, person],
      )
    ).id;
    const c = (
      await one<{ id: string }>(
        `INSERT INTO comments (incident_id, hypothesis_id, created_by, comment, responder_id) VALUES ($1, $2, $3, 'ack from jira', $4) RETURNING id`,
        [id, h, person, r],
      )
    ).id;
    await t.db.query(
      `INSERT INTO comments (incident_id, hypothesis_id, created_by, comment) VALUES ($1, $2, $3, 'plain')`,
      [id, h, person],
    );

    const rows = await events(id);
    const of = (type: string) => rows.filter((x) => x.type === type);
    expect(of('hypothesis.created')).toMatchObject([{ hypothesis_id: h, created_by: person }]);
    expect(of('hypothesis.status_updated')).toHaveLength(1);
    expect(
      of('evidence.created')
        .map((x) => x.evidence_id)
        .sort(),
    ).toEqual([e, manual].sort());
    expect(
      of('evidence.done_definition_added')
        .map((x) => x.evidence_id)
        .sort(),
    ).toEqual([e, manual].sort());
    expect(of('responder.created')).toMatchObject([{ responder_id: r, description: 'person' }]);
    expect(of('responder.commented')).toMatchObject([{ comment_id: c, responder_id: r }]);
    expect(rows).toHaveLength(1 + 1 + 1 + 2 + 2 + 1 + 1);
  });

  it('keeps history readable after the hypothesis and its evidence are deleted', async () => {
    const id = await newIncident();
    const h = (
      await one<{ id: string }>(
        `INSERT INTO hypotheses (incident_id, created_by, type, title, status) VALUES ($1, $2, 'root', 'x', 'possible') RETURNING id`,
        [id, person],
      )
    ).id;
    await t.db.query(`DELETE FROM hypotheses WHERE id = $1`, [h]);
    // PGlite's clock can give both rows the same created_at, so the order is by type here.
    const rows = (await events(id)).sort((a, b) => a.type.localeCompare(b.type));
    expect(rows).toMatchObject([
      { type: 'hypothesis.created', hypothesis_id: null },
      { type: 'incident.created' },
    ]);
  });
});
