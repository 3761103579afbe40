// What a topology snapshot holds, after mission-control's `snapshot` package: the component's
// topology tree, its checks with their statuses in the window, its incidents (with hypotheses
// and evidences), and the insights and changes of its config items in the window. With
// `related`, also its related components (descendants and component relationships) and config
// items (linked ones and their config relationships), whose facts are included too.
import type { Queryable } from '../db/database.ts';
import { queryTopology } from '../canary/topology-routes.ts';
import { DEFAULT_DEPTH } from '../canary/topology-params.ts';

export interface SnapshotFiles {
  /** File name (inside the snapshot folder) → JSON value. */
  [file: string]: unknown;
}

const RELATED_COMPONENTS_SQL = `
WITH RECURSIVE below(id) AS (
  SELECT c.id FROM components c WHERE c.parent_id = $1::uuid AND c.deleted_at IS NULL
  UNION
  SELECT c.id FROM components c JOIN below b ON c.parent_id = b.id WHERE c.deleted_at IS NULL
)
SELECT id::text FROM below
UNION
SELECT relationship_id::text FROM component_relationships WHERE component_id = $1::uuid AND deleted_at IS NULL
UNION
SELECT component_id::text FROM component_relationships WHERE relationship_id = $1::uuid AND deleted_at IS NULL`;

const LINKED_CONFIGS_SQL = `
SELECT DISTINCT config_id::text AS id FROM config_component_relationships
WHERE component_id = ANY ($1::uuid[]) AND deleted_at IS NULL`;

const RELATED_CONFIGS_SQL = `
SELECT related_id::text AS id FROM config_relationships WHERE config_id = ANY ($1::uuid[]) AND deleted_at IS NULL
UNION
SELECT config_id::text FROM config_relationships WHERE related_id = ANY ($1::uuid[]) AND deleted_at IS NULL`;

const COMPONENT_ROWS_SQL = `
SELECT to_jsonb(c) - 'properties_values' AS row FROM components c WHERE c.id = ANY ($1::uuid[]) ORDER BY c.name`;

const CHECKS_SQL = `
SELECT to_jsonb(k) || jsonb_build_object(
    'component_ids', (SELECT jsonb_agg(DISTINCT r2.component_id) FROM check_component_relationships r2
                      WHERE r2.check_id = k.id AND r2.component_id = ANY ($1::uuid[]) AND r2.deleted_at IS NULL),
    'checkStatuses', coalesce((SELECT jsonb_agg(jsonb_build_object('status', s.status, 'invalid', coalesce(s.invalid, false),
        'time', s.time, 'duration', s.duration, 'message', s.message, 'error', s.error) ORDER BY s.time DESC)
      FROM check_statuses s WHERE s.check_id = k.id AND s.time >= $2::timestamptz), '[]'::jsonb)) AS row
FROM checks k
WHERE k.deleted_at IS NULL AND k.id IN (
  SELECT check_id FROM check_component_relationships WHERE component_id = ANY ($1::uuid[]) AND deleted_at IS NULL)
ORDER BY k.name`;

const INCIDENT_IDS_SQL = `
SELECT DISTINCT h.incident_id::text AS id
FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id JOIN incidents i ON i.id = h.incident_id
WHERE e.component_id = ANY ($1::uuid[])
  AND (i.created_at >= $2::timestamptz OR i.updated_at >= $2::timestamptz OR (i.resolved IS NULL AND i.closed IS NULL))`;

const rowsOf = async (db: Queryable, sql: string, params: unknown[]): Promise<unknown[]> =>
  (await db.query<{ row: unknown }>(sql, params)).rows.map((r) => r.row);

const idsOf = async (db: Queryable, sql: string, params: unknown[]): Promise<string[]> =>
  (await db.query<{ id: string }>(sql, params)).rows.map((r) => r.id);

/** The table's rows whose `column` is one of `ids`, as JSON objects. */
const tableRows = (
  db: Queryable,
  table: string,
  column: string,
  ids: string[],
  extra = '',
): Promise<unknown[]> =>
  rowsOf(db, `SELECT to_jsonb(t) AS row FROM ${table} t WHERE t.${column} = ANY ($1::uuid[]) ${extra}`, [
    ids,
  ]);

/** null when the component does not exist (or is deleted). */
export async function collectTopologySnapshot(
  db: Queryable,
  componentId: string,
  sinceMs: number,
  related: boolean,
): Promise<SnapshotFiles | null> {
  const found = await db.query('SELECT 1 FROM components WHERE id = $1 AND deleted_at IS NULL', [
    componentId,
  ]);
  if (found.rows.length === 0) return null;
  const since = new Date(sinceMs).toISOString();
  const componentIds = [componentId];
  if (related) componentIds.push(...(await idsOf(db, RELATED_COMPONENTS_SQL, [componentId])));
  let configIds = await idsOf(db, LINKED_CONFIGS_SQL, [componentIds]);
  if (related)
    configIds = [...new Set([...configIds, ...(await idsOf(db, RELATED_CONFIGS_SQL, [configIds]))])];
  const incidentIds = await idsOf(db, INCIDENT_IDS_SQL, [componentIds, since]);
  const hypothesesIds = await idsOf(
    db,
    'SELECT id::text FROM hypotheses WHERE incident_id = ANY ($1::uuid[])',
    [incidentIds],
  );

  const topology = await queryTopology(db, {
    id: componentId,
    types: [],
    statuses: [],
    teams: [],
    labels: null,
    agentId: null,
    owner: null,
    depth: DEFAULT_DEPTH,
    sortBy: { kind: 'name' },
    sortOrder: 'asc',
    flatten: false,
    hidden: true,
  });
  const files: SnapshotFiles = {
    'components.json': topology.components,
    'component_rows.json': await rowsOf(db, COMPONENT_ROWS_SQL, [componentIds]),
    'checks.json': await rowsOf(db, CHECKS_SQL, [componentIds, since]),
    'incidents.json': await tableRows(db, 'incidents', 'id', incidentIds, 'ORDER BY t.created_at DESC'),
    'hypotheses.json': await tableRows(db, 'hypotheses', 'incident_id', incidentIds),
    'evidences.json': await tableRows(db, 'evidences', 'hypothesis_id', hypothesesIds),
    'config_analysis.json': await rowsOf(
      db,
      `SELECT to_jsonb(a) AS row FROM config_analysis a WHERE a.config_id = ANY ($1::uuid[])
         AND (a.status = 'open' OR a.last_observed >= $2::timestamptz) ORDER BY a.last_observed DESC`,
      [configIds, since],
    ),
    'config_changes.json': await rowsOf(
      db,
      `SELECT to_jsonb(c) AS row FROM config_changes c WHERE c.config_id = ANY ($1::uuid[])
         AND c.created_at >= $2::timestamptz ORDER BY c.created_at DESC`,
      [configIds, since],
    ),
  };
  if (related)
    files['config_items.json'] = await rowsOf(
      db,
      `SELECT to_jsonb(ci) AS row FROM config_items ci WHERE ci.id = ANY ($1::uuid[]) ORDER BY ci.name`,
      [configIds],
    );
  return files;
}
