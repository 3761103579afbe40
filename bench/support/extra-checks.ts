// The seeded estate has about 150 health checks whatever the scale; the health dashboard's budget
// is at 5,000. This tops the `checks` table up to that many with copies of the seeded checks (same
// canary, type, labels and status, a numbered name), straight in the bench's own Postgres, before
// the browser syncs. Copies have no status history, so their uptime and latency are empty.
import pg from 'pg';

export async function topUpChecks(
  databaseUrl: string,
  wanted: number,
): Promise<{ before: number; after: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async () =>
      Number(
        (await client.query<{ n: string }>('SELECT count(*) AS n FROM checks WHERE deleted_at IS NULL'))
          .rows[0]?.n ?? 0,
      );
    const before = await count();
    if (before < wanted)
      await client.query(
        `INSERT INTO checks (canary_id, agent_id, type, name, namespace, description, icon, labels, owner,
           severity, status, last_runtime, last_transition_time, created_at, updated_at)
         SELECT c.canary_id, c.agent_id, c.type, c.name || ' #' || g, c.namespace, c.description, c.icon,
           c.labels, c.owner, c.severity, c.status, c.last_runtime, c.last_transition_time, c.created_at,
           c.updated_at
         FROM (SELECT * FROM checks WHERE deleted_at IS NULL ORDER BY id) c,
           generate_series(1, $1::int) g
         ORDER BY g, c.id
         LIMIT $2`,
        [Math.ceil(wanted / Math.max(1, before)), wanted - before],
      );
    return { before, after: await count() };
  } finally {
    await client.end();
  }
}
