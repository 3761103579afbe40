import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbError } from './database.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';

// Stock behaviours of a real deployment that the sync engine depends on (api-contract.md, top).
const OLD = '2020-01-01T00:00:00.000Z';
const REMOTE_AGENT = '11111111-1111-1111-1111-111111111111';

describe(`updated_at trigger and table behaviours (${backendName()})`, () => {
  let t: TestDatabase;
  let personId = '';

  const one = async <R>(sql: string, params: unknown[] = []): Promise<R> => {
    const res = await t.db.query<R>(sql, params);
    const row = res.rows[0];
    if (row === undefined) throw new Error(`no row from ${sql}`);
    return row;
  };
  const updatedAt = async (table: string, id: string): Promise<string> =>
    (await one<{ u: Date }>(`SELECT updated_at AS u FROM ${table} WHERE id = $1`, [id])).u.toISOString();
  // Sets updated_at to OLD with triggers off (replica mode), as a bulk load or a sync would.
  const age = (table: string, id: string) =>
    t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(`UPDATE ${table} SET updated_at = $2 WHERE id = $1`, [id, OLD]);
    });

  beforeAll(async () => {
    t = await openTestDatabase();
    personId = (
      await one<{ id: string }>(
        `INSERT INTO people (name, email) VALUES ('Ann', 'ann@example.com') RETURNING id`,
      )
    ).id;
    await t.db.query(`INSERT INTO agents (id, name) VALUES ($1, 'remote')`, [REMOTE_AGENT]);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('bumps updated_at to now() on an ordinary update, even over a value the statement writes', async () => {
    await age('people', personId);
    expect(await updatedAt('people', personId)).toBe(OLD);
    await t.db.query(`UPDATE people SET title = 'SRE' WHERE id = $1`, [personId]);
    const bumped = await updatedAt('people', personId);
    expect(bumped).not.toBe(OLD);
    const now = await one<{ now: Date }>('SELECT now() AS now');
    expect(new Date(bumped).getTime()).toBeLessThanOrEqual(now.now.getTime());
    await t.db.query(`UPDATE people SET title = 'SRE 2', updated_at = $2 WHERE id = $1`, [personId, OLD]);
    expect(new Date(await updatedAt('people', personId)).getTime()).toBeGreaterThanOrEqual(
      new Date(bumped).getTime(),
    );
  });

  it('does not bump updated_at for a soft delete or a restore', async () => {
    const team = await one<{ id: string }>(
      `INSERT INTO teams (name, created_by) VALUES ('core', $1) RETURNING id`,
      [personId],
    );
    await age('teams', team.id);
    await t.db.query(`UPDATE teams SET deleted_at = now() WHERE id = $1`, [team.id]);
    expect(await updatedAt('teams', team.id)).toBe(OLD);
    await t.db.query(`UPDATE teams SET deleted_at = NULL WHERE id = $1`, [team.id]);
    expect(await updatedAt('teams', team.id)).toBe(OLD);
    await t.db.query(`UPDATE teams SET icon = 'k8s' WHERE id = $1`, [team.id]);
    expect(await updatedAt('teams', team.id)).not.toBe(OLD);
  });

  it('does not bump updated_at on rows owned by a remote agent', async () => {
    const remote = await one<{ id: string }>(
      `INSERT INTO canaries (name, spec, agent_id) VALUES ('r', '{}', $1) RETURNING id`,
      [REMOTE_AGENT],
    );
    const local = await one<{ id: string }>(
      `INSERT INTO canaries (name, spec) VALUES ('l', '{}') RETURNING id`,
    );
    await age('canaries', remote.id);
    await age('canaries', local.id);
    await t.db.query(`UPDATE canaries SET spec = '{"interval": 60}' WHERE id = ANY ($1::uuid[])`, [
      [remote.id, local.id],
    ]);
    expect(await updatedAt('canaries', remote.id)).toBe(OLD);
    expect(await updatedAt('canaries', local.id)).not.toBe(OLD);
  });

  it('bumps config_items.updated_at only when `config` changes, and fills derived columns', async () => {
    const ci = await one<{ id: string; config_class: string; tags_values: unknown }>(
      `INSERT INTO config_items (type, name, tags, config) VALUES ('Kubernetes::Pod', 'web', '{"cluster":"a","namespace":"x"}', '{"a":1}')
       RETURNING id, config_class, tags_values`,
    );
    expect(ci.config_class).toBe('Kubernetes');
    expect(ci.tags_values).toEqual(['a', 'x']);
    await age('config_items', ci.id);
    for (const set of [
      `status = 'Running'`,
      `health = 'unhealthy'`,
      `tags = '{"cluster":"b"}'`,
      `labels = '{"app":"web"}'`,
      `name = 'web-2'`,
    ]) {
      await t.db.query(`UPDATE config_items SET ${set} WHERE id = $1`, [ci.id]);
      expect(await updatedAt('config_items', ci.id), set).toBe(OLD);
    }
    expect(
      (await one<{ v: unknown }>(`SELECT tags_values AS v FROM config_items WHERE id = $1`, [ci.id])).v,
    ).toEqual(['b']);
    await t.db.query(`UPDATE config_items SET config = '{"a":2}' WHERE id = $1`, [ci.id]);
    expect(await updatedAt('config_items', ci.id)).not.toBe(OLD);

    const remote = await one<{ id: string }>(
      `INSERT INTO config_items (type, name, config, agent_id) VALUES ('AWS::EC2', 'vm', '{}', $1) RETURNING id`,
      [REMOTE_AGENT],
    );
    await age('config_items', remote.id);
    await t.db.query(`UPDATE config_items SET config = '{"x":1}' WHERE id = $1`, [remote.id]);
    expect(await updatedAt('config_items', remote.id)).toBe(OLD);
    await t.db.query(`UPDATE config_items SET deleted_at = now(), config = '{"y":1}' WHERE id = $1`, [ci.id]);
    const afterDelete = await updatedAt('config_items', ci.id);
    await t.db.query(`UPDATE config_items SET deleted_at = now() WHERE id = $1`, [ci.id]);
    expect(await updatedAt('config_items', ci.id)).toBe(afterDelete);
  });

  it('derives properties_values on components and config_analysis', async () => {
    const c = await one<{ properties_values: unknown }>(
      `INSERT INTO components (name, external_id, properties) VALUES ('db', 'db', '[{"name":"cpu","value":3},{"name":"url","text":"http://x"},{"label":"no name"}]')
       RETURNING properties_values`,
    );
    expect(c.properties_values).toEqual({ cpu: 3, url: 'http://x' });
  });

  it('numbers incidents INC0000001, INC0000002, ... and deletes incident tables for real', async () => {
    const cols = await t.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'deleted_at'
         AND table_name IN ('incidents', 'hypotheses', 'evidences', 'comments')`,
    );
    expect(cols.rows).toEqual([]);

    const a = await one<{ id: string; incident_id: string }>(
      `INSERT INTO incidents (title, created_by, severity, type) VALUES ('a', $1, 'high', 'availability') RETURNING id, incident_id`,
      [personId],
    );
    const b = await one<{ incident_id: string; status: string }>(
      `INSERT INTO incidents (title, created_by, severity, type) VALUES ('b', $1, 'low', 'cost') RETURNING incident_id, status`,
      [personId],
    );
    expect(a.incident_id).toMatch(/^INC\d{7}$/);
    expect(Number(b.incident_id.slice(3))).toBe(Number(a.incident_id.slice(3)) + 1);
    expect(b.status).toBe('open');

    const h = await one<{ id: string }>(
      `INSERT INTO hypotheses (incident_id, created_by, type, title, status) VALUES ($1, $2, 'root', 'dns', 'possible') RETURNING id`,
      [a.id, personId],
    );
    await t.db.query(
      `INSERT INTO evidences (hypothesis_id, created_by, type, description) VALUES ($1, $2, 'log', 'x')`,
      [h.id, personId],
    );
    await t.db.query(
      `INSERT INTO comments (incident_id, hypothesis_id, created_by, comment) VALUES ($1, $2, $3, 'hi')`,
      [a.id, h.id, personId],
    );
    const del = await t.db.query(`DELETE FROM incidents WHERE id = $1`, [a.id]);
    expect(del.rowCount).toBe(1);
    for (const table of ['hypotheses', 'evidences', 'comments']) {
      const left = await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(left.n, table).toBe(0);
    }
  });

  it('keeps check_statuses append-only, keyed by (check_id, time)', async () => {
    const canary = await one<{ id: string }>(
      `INSERT INTO canaries (name, spec) VALUES ('c', '{}') RETURNING id`,
    );
    const check = await one<{ id: string }>(
      `INSERT INTO checks (canary_id, type, name) VALUES ($1, 'http', 'web') RETURNING id`,
      [canary.id],
    );
    const time = '2026-01-01T00:00:00Z';
    await t.db.query(
      `INSERT INTO check_statuses (check_id, time, status, duration) VALUES ($1, $2, true, 10)`,
      [check.id, time],
    );
    await expect(
      t.db.query(`INSERT INTO check_statuses (check_id, time, status, duration) VALUES ($1, $2, false, 10)`, [
        check.id,
        time,
      ]),
    ).rejects.toMatchObject({ code: '23505' });
    const err = await t.db
      .query(`UPDATE check_statuses SET status = false WHERE check_id = $1`, [check.id])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DbError);
    expect((err as DbError).message).toMatch(/append-only/);
  });

  it('defaults agent_id to the local (nil) agent and ids to random uuids', async () => {
    const row = await one<{ id: string; agent_id: string }>(
      `INSERT INTO job_history (name, status) VALUES ('Sync', 'SUCCESS') RETURNING id, agent_id`,
    );
    expect(row.agent_id).toBe('00000000-0000-0000-0000-000000000000');
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
  });
});
