// The seeded estate has about 200 topology components whatever the scale; the Dashboard's bench
// case is at 10,000 (issue 22). This tops the `components` table up to that many with numbered
// copies of the seeded ones (same topology, type, status, labels, properties and summary), as
// roots, straight in the bench's own Postgres before the browser syncs: the Dashboard then holds
// every one of them as a card, the heaviest view it has. Copies have no children, checks or teams.
import pg from 'pg';

export async function topUpComponents(
  databaseUrl: string,
  wanted: number,
): Promise<{ before: number; after: number; roots: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (where: string) =>
      Number(
        (
          await client.query<{ n: string }>(
            `SELECT count(*) AS n FROM components WHERE deleted_at IS NULL ${where}`,
          )
        ).rows[0]?.n ?? 0,
      );
    const before = await count('');
    if (before < wanted)
      await client.query(
        `INSERT INTO components (agent_id, topology_id, external_id, parent_id, name, topology_type, namespace,
           labels, hidden, status, health, description, lifecycle, status_reason, icon, type, owner,
           log_selectors, properties, path, summary, is_leaf, cost_total_30d, created_at, updated_at)
         SELECT c.agent_id, c.topology_id, c.external_id || '#' || g, NULL, c.name || ' #' || g,
           c.topology_type, c.namespace, c.labels, c.hidden, c.status, c.health, c.description,
           c.lifecycle, c.status_reason, c.icon, c.type, c.owner, c.log_selectors, c.properties, '',
           c.summary, true, c.cost_total_30d, c.created_at, c.updated_at
         FROM (SELECT * FROM components WHERE deleted_at IS NULL ORDER BY id) c,
           generate_series(1, $1::int) g
         ORDER BY g, c.id
         LIMIT $2`,
        [Math.ceil(wanted / Math.max(1, before)), wanted - before],
      );
    return { before, after: await count(''), roots: await count('AND parent_id IS NULL AND hidden = false') };
  } finally {
    await client.end();
  }
}
