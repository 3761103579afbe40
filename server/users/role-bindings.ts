// Role bindings as casbin's gorm adapter stores them: `g, <person id>, <role>` rows of
// `casbin_rule` (the `people_roles` view and every request's principal read them).
import type { Queryable } from '../db/database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Adds each role to the person's bindings; a binding already held is left as it is. */
export async function bindRoles(db: Queryable, personId: string, roles: readonly string[]): Promise<void> {
  for (const role of new Set(roles))
    await db.query(
      `INSERT INTO casbin_rule (ptype, v0, v1, v2, v3, v4, v5) VALUES ('g', $1, $2, '', '', '', '')
       ON CONFLICT DO NOTHING`,
      [personId, role],
    );
}

/** Whether `id` names a person (not a team) that role bindings can be given to. */
export async function personExists(db: Queryable, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM people WHERE id = $1 AND type IS DISTINCT FROM 'team' AND deleted_at IS NULL",
    [id],
  );
  return rows.length > 0;
}
