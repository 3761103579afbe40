// Loads what the topology endpoint answers from: the live components in scope (a component and
// all its descendants, or every component), and per component its own checks by status, open
// incidents and open insights, and teams. The tree, roll-up and filters are in topology-tree.ts.
import type { Queryable } from '../db/database.ts';

export type ComponentRow = Record<string, unknown> & {
  id: string;
  parent_id: string | null;
  name: string;
  status: string;
  hidden: boolean;
};

export interface TeamLink {
  team_id: string;
  component_id: string;
  team: { id: string; name: string; icon: string | null };
}

/** Per component id: its own (not rolled-up) counts. */
export interface ComponentFacts {
  checks: Map<string, Record<string, number>>;
  incidents: Map<string, Record<string, Record<string, number>>>;
  insights: Map<string, Record<string, Record<string, number>>>;
  teams: Map<string, TeamLink[]>;
}

// Every column but the trigger-maintained `properties_values`; the stored `summary` is replaced
// by one computed from the tables at query time.
const COMPONENTS_SQL = `
WITH RECURSIVE scope(id) AS (
  SELECT c.id FROM components c WHERE c.id = $1::uuid AND c.deleted_at IS NULL
  UNION
  SELECT c.id FROM components c JOIN scope s ON c.parent_id = s.id WHERE c.deleted_at IS NULL
)
SELECT to_jsonb(c) - 'properties_values' - 'summary' AS row
FROM components c
WHERE c.deleted_at IS NULL AND ($1::uuid IS NULL OR c.id IN (SELECT id FROM scope))`;

const CHECKS_SQL = `
SELECT r.component_id::text AS id, coalesce(nullif(k.status, ''), 'unknown') AS key, count(*)::int AS n
FROM check_component_relationships r
JOIN checks k ON k.id = r.check_id AND k.deleted_at IS NULL
WHERE r.deleted_at IS NULL AND r.component_id = ANY ($1::uuid[])
GROUP BY 1, 2`;

// Open incidents (not resolved or closed) with evidence on the component, each counted once.
const INCIDENTS_SQL = `
SELECT e.component_id::text AS id, i.type AS key, i.severity AS sub, count(DISTINCT i.id)::int AS n
FROM evidences e
JOIN hypotheses h ON h.id = e.hypothesis_id
JOIN incidents i ON i.id = h.incident_id
WHERE e.component_id = ANY ($1::uuid[]) AND i.resolved IS NULL AND i.closed IS NULL
  AND i.status NOT IN ('resolved', 'closed')
GROUP BY 1, 2, 3`;

// Open insights of the live config items linked to the component.
const INSIGHTS_SQL = `
SELECT r.component_id::text AS id, coalesce(a.analysis_type, 'other') AS key,
  coalesce(a.severity, 'info') AS sub, count(*)::int AS n
FROM config_component_relationships r
JOIN config_analysis a ON a.config_id = r.config_id AND a.status = 'open'
JOIN config_items ci ON ci.id = a.config_id AND ci.deleted_at IS NULL
WHERE r.deleted_at IS NULL AND r.component_id = ANY ($1::uuid[])
GROUP BY 1, 2, 3`;

const TEAMS_SQL = `
SELECT tc.team_id::text, tc.component_id::text,
  jsonb_build_object('id', t.id, 'name', t.name, 'icon', t.icon) AS team
FROM team_components tc
JOIN teams t ON t.id = tc.team_id AND t.deleted_at IS NULL
WHERE tc.component_id = ANY ($1::uuid[])
ORDER BY t.name`;

/** The spec's summaries merge incident severities into three labels (02-areas §"Unreachable"). */
const INCIDENT_SEVERITY: Record<string, string> = {
  critical: 'High',
  blocker: 'High',
  high: 'High',
  medium: 'Medium',
  low: 'Medium',
};

export async function loadComponents(db: Queryable, id: string | null): Promise<ComponentRow[]> {
  const { rows } = await db.query<{ row: ComponentRow }>(COMPONENTS_SQL, [id]);
  return rows.map((r) => r.row);
}

interface CountRow {
  id: string;
  key: string;
  sub?: string;
  n: number;
}

function nested(
  rows: CountRow[],
  label: (s: string) => string,
): Map<string, Record<string, Record<string, number>>> {
  const out = new Map<string, Record<string, Record<string, number>>>();
  for (const r of rows) {
    const byType = out.get(r.id) ?? {};
    const bySub = (byType[r.key] ??= {});
    const sub = label(r.sub ?? '');
    bySub[sub] = (bySub[sub] ?? 0) + r.n;
    out.set(r.id, byType);
  }
  return out;
}

export async function loadFacts(db: Queryable, ids: readonly string[]): Promise<ComponentFacts> {
  const params = [ids];
  const checks = new Map<string, Record<string, number>>();
  for (const r of (await db.query<CountRow>(CHECKS_SQL, params)).rows)
    checks.set(r.id, { ...checks.get(r.id), [r.key]: r.n });
  const incidents = nested(
    (await db.query<CountRow>(INCIDENTS_SQL, params)).rows,
    (s) => INCIDENT_SEVERITY[s] ?? 'Low',
  );
  const insights = nested((await db.query<CountRow>(INSIGHTS_SQL, params)).rows, (s) => s);
  const teams = new Map<string, TeamLink[]>();
  for (const t of (await db.query<TeamLink>(TEAMS_SQL, params)).rows)
    teams.set(t.component_id, [...(teams.get(t.component_id) ?? []), t]);
  return { checks, incidents, insights, teams };
}
