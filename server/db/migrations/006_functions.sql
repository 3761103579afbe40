-- RPC functions the console calls through PostgREST (`/api/db/rpc/<name>`), api-contract.md §4.2.
-- Parameter names are part of the wire contract (PostgREST passes query params by name), so inside
-- SQL bodies parameters are always qualified with the function name (column names would win).

-- Row type of related_configs_recursive (a named type so the PostgREST engine sees the columns).
CREATE TYPE related_config AS (
  id uuid,
  name text,
  type text,
  related_ids uuid[],
  depth integer,
  tags jsonb,
  changes integer,
  analysis jsonb,
  cost_per_minute numeric,
  cost_total_1h numeric,
  cost_total_1d numeric,
  cost_total_30d numeric,
  created_at timestamptz,
  updated_at timestamptz,
  deleted_at timestamptz,
  agent_id uuid,
  health text,
  ready boolean,
  status text,
  path text
);

-- Configs reachable from `config_id` within `max_depth` steps; the start config itself is not returned.
-- Edges: "hard" = parent -> child (config_items.parent_id), "soft" = config_relationships
-- (config_id -> related_id, live links only). `type_filter` 'outgoing' walks edges forward, 'incoming'
-- backward, 'all' both (each walk keeps one direction). `outgoing_relation` / `incoming_relation`:
-- 'hard' = parent/child edges only, anything else ('both') = both kinds.
-- related_ids: the configs this row was reached from (one step closer to the start, start included),
-- so {row.id, related_id} pairs are exactly the edges of the walked graph (for the client-side graph).
-- Deleted configs are neither returned nor walked through unless include_deleted_configs.
CREATE FUNCTION related_configs_recursive(
  config_id uuid,
  type_filter text DEFAULT 'outgoing',
  include_deleted_configs boolean DEFAULT false,
  max_depth integer DEFAULT 5,
  incoming_relation text DEFAULT 'both',
  outgoing_relation text DEFAULT 'both'
) RETURNS SETOF related_config LANGUAGE sql STABLE AS $$
  WITH RECURSIVE
  edges (from_id, to_id, hard) AS (
    SELECT ci.parent_id, ci.id, true FROM config_items ci WHERE ci.parent_id IS NOT NULL
    UNION ALL
    SELECT r.config_id, r.related_id, false FROM config_relationships r WHERE r.deleted_at IS NULL
  ),
  walk (id, prev, depth, dir, trail) AS (
    SELECT e.to_id, e.from_id, 1, 'outgoing', ARRAY[e.from_id, e.to_id]
    FROM edges e
    WHERE e.from_id = related_configs_recursive.config_id
      AND related_configs_recursive.type_filter IN ('outgoing', 'all')
      AND (e.hard OR related_configs_recursive.outgoing_relation IS DISTINCT FROM 'hard')
    UNION ALL
    SELECT e.from_id, e.to_id, 1, 'incoming', ARRAY[e.to_id, e.from_id]
    FROM edges e
    WHERE e.to_id = related_configs_recursive.config_id
      AND related_configs_recursive.type_filter IN ('incoming', 'all')
      AND (e.hard OR related_configs_recursive.incoming_relation IS DISTINCT FROM 'hard')
    UNION ALL
    SELECT CASE WHEN w.dir = 'outgoing' THEN e.to_id ELSE e.from_id END, w.id, w.depth + 1, w.dir,
      w.trail || CASE WHEN w.dir = 'outgoing' THEN e.to_id ELSE e.from_id END
    FROM walk w
    JOIN config_items cur ON cur.id = w.id
    JOIN edges e ON (w.dir = 'outgoing' AND e.from_id = w.id
                      AND (e.hard OR related_configs_recursive.outgoing_relation IS DISTINCT FROM 'hard'))
                 OR (w.dir = 'incoming' AND e.to_id = w.id
                      AND (e.hard OR related_configs_recursive.incoming_relation IS DISTINCT FROM 'hard'))
    WHERE w.depth < related_configs_recursive.max_depth
      AND (related_configs_recursive.include_deleted_configs OR cur.deleted_at IS NULL)
      AND NOT (CASE WHEN w.dir = 'outgoing' THEN e.to_id ELSE e.from_id END) = ANY (w.trail)
  ),
  reached AS (
    SELECT w.id, array_agg(DISTINCT w.prev) AS related_ids, min(w.depth) AS depth
    FROM walk w
    WHERE w.id <> related_configs_recursive.config_id
    GROUP BY w.id
  )
  SELECT c.id, c.name, c.type, r.related_ids, r.depth, c.tags, c.changes, c.analysis,
    c.cost_per_minute, c.cost_total_1h, c.cost_total_1d, c.cost_total_30d,
    c.created_at, c.updated_at, c.deleted_at, c.agent_id, c.health, c.ready, c.status, c.path
  FROM reached r
  JOIN configs c ON c.id = r.id
  WHERE related_configs_recursive.include_deleted_configs OR c.deleted_at IS NULL
  ORDER BY r.depth, c.name, c.id
$$;

-- Insight filter options in one call, optionally scoped to one config.
CREATE FUNCTION config_analysis_filter_options(p_config_id uuid DEFAULT NULL) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  WITH a AS (
    SELECT ca.analysis_type, ca.analyzer, ca.source, ci.id AS cid, ci.name, ci.type, ci.config_class
    FROM config_analysis ca
    JOIN config_items ci ON ci.id = ca.config_id
    WHERE ci.deleted_at IS NULL
      AND (config_analysis_filter_options.p_config_id IS NULL OR ca.config_id = config_analysis_filter_options.p_config_id)
  )
  SELECT jsonb_build_object(
    'types', coalesce((SELECT jsonb_agg(DISTINCT analysis_type) FROM a WHERE analysis_type IS NOT NULL), '[]'::jsonb),
    'analyzers', coalesce((SELECT jsonb_agg(DISTINCT analyzer) FROM a WHERE analyzer IS NOT NULL), '[]'::jsonb),
    'sources', coalesce((SELECT jsonb_agg(DISTINCT source) FROM a WHERE source IS NOT NULL), '[]'::jsonb),
    'config_types', coalesce((SELECT jsonb_agg(DISTINCT type) FROM a), '[]'::jsonb),
    'catalogs', coalesce((
      SELECT jsonb_agg(x ORDER BY x ->> 'name')
      FROM (SELECT DISTINCT jsonb_build_object('id', cid, 'name', name, 'type', type, 'config_class', config_class) AS x FROM a) d
    ), '[]'::jsonb)
  )
$$;

-- Configs whose external_id contains one of the given config's locations (its "location parents").
CREATE FUNCTION get_parents_by_location(config_id uuid)
RETURNS TABLE (id uuid, type text, name text) LANGUAGE sql STABLE AS $$
  SELECT DISTINCT ci.id, ci.type, ci.name
  FROM config_locations l
  JOIN config_items ci ON l.location = ANY (ci.external_id)
  WHERE l.id = get_parents_by_location.config_id
    AND ci.id <> get_parents_by_location.config_id
    AND ci.deleted_at IS NULL
$$;

-- Configs located in the given config (their locations include one of its external ids).
CREATE FUNCTION get_children_by_location(config_id uuid)
RETURNS TABLE (id uuid, type text, name text) LANGUAGE sql STABLE AS $$
  SELECT DISTINCT ci.id, ci.type, ci.name
  FROM config_items p
  JOIN config_locations l ON l.location = ANY (p.external_id)
  JOIN config_items ci ON ci.id = l.id
  WHERE p.id = get_children_by_location.config_id
    AND ci.id <> get_children_by_location.config_id
    AND ci.deleted_at IS NULL
$$;

-- Actions of a run and of its child runs, each with its agent {id,name} (null for local) and artifacts.
CREATE FUNCTION get_playbook_run_actions(run_id uuid)
RETURNS TABLE (
  id uuid, name text, playbook_run_id uuid, status text, scheduled_time timestamptz,
  start_time timestamptz, end_time timestamptz, result jsonb, agent_id uuid, retry_count integer,
  agent jsonb, artifacts jsonb
) LANGUAGE sql STABLE AS $$
  SELECT a.id, a.name, a.playbook_run_id, a.status, a.scheduled_time, a.start_time, a.end_time, a.result,
    a.agent_id, a.retry_count,
    CASE WHEN ag.id IS NULL THEN NULL ELSE jsonb_build_object('id', ag.id, 'name', ag.name) END,
    coalesce((SELECT jsonb_agg(to_jsonb(f) - 'content' ORDER BY f.created_at)
      FROM artifacts f WHERE f.playbook_run_action_id = a.id), '[]'::jsonb)
  FROM playbook_run_actions a
  JOIN playbook_runs r ON r.id = a.playbook_run_id
  LEFT JOIN agents ag ON ag.id = a.agent_id
  WHERE r.id = get_playbook_run_actions.run_id OR r.parent_id = get_playbook_run_actions.run_id
  ORDER BY coalesce(a.start_time, a.scheduled_time), a.id
$$;
