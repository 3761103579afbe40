-- Further §4.2 views/functions: recursive changes, facets and listings the settings screens use.

-- properties has no id: keyset sync pages on (updated_at, name).
CREATE INDEX properties_updated_at_name_idx ON properties (updated_at, name);

-- Changes of a config and of the configs related to it. type_filter: 'downstream' (children and
-- outgoing links), 'upstream' (parents and incoming links), 'all', or 'none' (the config only).
-- soft=false follows parent/child edges only; soft=true also config_relationships.
CREATE FUNCTION related_changes_recursive(
  lookup_id uuid,
  type_filter text DEFAULT 'downstream',
  include_deleted_configs boolean DEFAULT false,
  max_depth integer DEFAULT 5,
  soft boolean DEFAULT false
) RETURNS SETOF catalog_changes LANGUAGE sql STABLE AS $$
  SELECT cc.* FROM catalog_changes cc
  WHERE cc.config_id = related_changes_recursive.lookup_id
  UNION ALL
  SELECT cc.* FROM catalog_changes cc
  WHERE related_changes_recursive.type_filter IS DISTINCT FROM 'none'
    AND cc.config_id IN (
      SELECT r.id FROM related_configs_recursive(
        related_changes_recursive.lookup_id,
        CASE related_changes_recursive.type_filter WHEN 'upstream' THEN 'incoming' WHEN 'downstream' THEN 'outgoing' ELSE 'all' END,
        related_changes_recursive.include_deleted_configs,
        related_changes_recursive.max_depth,
        CASE WHEN related_changes_recursive.soft THEN 'both' ELSE 'hard' END,
        CASE WHEN related_changes_recursive.soft THEN 'both' ELSE 'hard' END) r)
$$;

-- 5-minute rollup of check statuses (duty: check_statuses_5m).
CREATE VIEW check_statuses_5m AS
  SELECT check_id, date_bin(interval '5 minutes', time, timestamptz '2000-01-01') AS created_at,
    avg(duration)::float8 AS duration, count(*)::int AS total,
    count(*) FILTER (WHERE status)::int AS passed, count(*) FILTER (WHERE NOT status)::int AS failed
  FROM check_statuses
  GROUP BY 1, 2;

CREATE VIEW notification_send_history_resource_tags AS
  SELECT DISTINCT t.key, t.value
  FROM notification_send_history_summary h,
    jsonb_each_text(CASE WHEN jsonb_typeof(h.resource_tags) = 'object' THEN h.resource_tags ELSE '{}'::jsonb END) t;

-- Artifacts without their (possibly large) content.
CREATE VIEW artifact_summary AS
  SELECT id, check_id, check_time, playbook_run_action_id, config_change_id, scraper_id, job_history_id,
    connection_id, path, filename, content_type, size, checksum, compression_type, is_pushed, is_data_pushed,
    created_at, updated_at, deleted_at, expires_at
  FROM artifacts;

CREATE VIEW views_summary AS
  SELECT id, name, namespace, spec -> 'display' ->> 'title' AS title, spec -> 'display' ->> 'icon' AS icon,
    labels, source, created_by, created_at, updated_at, last_ran, error
  FROM views WHERE deleted_at IS NULL;

-- Who a permission can be granted to: people, teams, permission groups and role names.
CREATE VIEW permission_subjects AS
  SELECT id::text AS id, name, 'person'::text AS type FROM people WHERE deleted_at IS NULL AND type IS DISTINCT FROM 'team'
  UNION ALL
  SELECT id::text, name, 'team' FROM teams WHERE deleted_at IS NULL
  UNION ALL
  SELECT id::text, name, 'group' FROM permission_groups WHERE deleted_at IS NULL
  UNION ALL
  SELECT DISTINCT v1, v1, 'role' FROM casbin_rule WHERE ptype = 'g' AND v1 IS NOT NULL;

-- permissions + display names of the subject and of the object it targets.
CREATE VIEW permissions_summary AS
  SELECT p.*,
    coalesce(pe.name, tm.name, p.subject) AS subject_name,
    coalesce(pb.name, cn.name, ca.name, co.name, ci.name, nt.name, p.object) AS object_name,
    cr.name AS creator_name, cr.avatar AS creator_avatar
  FROM permissions p
  LEFT JOIN people pe ON pe.id = p.person_id
  LEFT JOIN teams tm ON tm.id = p.team_id
  LEFT JOIN playbooks pb ON pb.id = p.playbook_id
  LEFT JOIN connections cn ON cn.id = p.connection_id
  LEFT JOIN canaries ca ON ca.id = p.canary_id
  LEFT JOIN components co ON co.id = p.component_id
  LEFT JOIN config_items ci ON ci.id = p.config_id
  LEFT JOIN notifications nt ON nt.id = p.notification_id
  LEFT JOIN people cr ON cr.id = p.created_by;
