-- Catalogue views the console reads (api-contract.md §4.2). duty keeps config_item_summary_* and
-- config_cost_summary as MATERIALIZED views refreshed by jobs; here they are plain views (always
-- current, no refresh job needed) with the same columns.
-- Views keep FK column names (config_id, agent_id, created_by, scraper_id...) identical to the
-- tables so PostgREST-style embeds (`config:configs(...)`, `agent:agents(...)`) resolve through them.

-- Casts text to uuid, null when it is not one (job_history.resource_id is text).
CREATE FUNCTION internal.try_uuid(t text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN t ~* '^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$' THEN t::uuid END
$$;

-- {analysis_type: count} of a config's analyses first observed after `since`; null when none.
CREATE FUNCTION internal.analysis_type_counts(p_config_id uuid, since timestamptz) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_object_agg(t.analysis_type, t.n) FROM (
    SELECT coalesce(a.analysis_type, 'unknown') AS analysis_type, count(*)::int AS n
    FROM config_analysis a
    WHERE a.config_id = p_config_id AND a.first_observed > since
    GROUP BY 1
  ) t
$$;

CREATE VIEW config_item_summary_3d AS
  SELECT ci.id AS config_id,
    (SELECT count(*)::int FROM config_changes c WHERE c.config_id = ci.id AND c.created_at > now() - interval '3 days') AS config_changes_count,
    internal.analysis_type_counts(ci.id, now() - interval '3 days') AS config_analysis_type_counts
  FROM config_items ci;

CREATE VIEW config_item_summary_7d AS
  SELECT ci.id AS config_id,
    (SELECT count(*)::int FROM config_changes c WHERE c.config_id = ci.id AND c.created_at > now() - interval '7 days') AS config_changes_count,
    internal.analysis_type_counts(ci.id, now() - interval '7 days') AS config_analysis_type_counts
  FROM config_items ci;

CREATE VIEW config_item_summary_30d AS
  SELECT ci.id AS config_id,
    (SELECT count(*)::int FROM config_changes c WHERE c.config_id = ci.id AND c.created_at > now() - interval '30 days') AS config_changes_count,
    internal.analysis_type_counts(ci.id, now() - interval '30 days') AS config_analysis_type_counts
  FROM config_items ci;

CREATE VIEW config_cost_summary AS
  SELECT config_id, billing_currency,
    sum(cost_per_minute) AS cost_per_minute, sum(cost_total_1h) AS cost_1h,
    sum(cost_total_1d) AS cost_1d, sum(cost_total_30d) AS cost_30d
  FROM config_costs
  GROUP BY config_id, billing_currency;

-- The catalogue list. No `config` column: the list never downloads config bodies.
CREATE VIEW configs AS
  SELECT ci.id, ci.scraper_id, ci.config_class, ci.external_id, ci.type, ci.name,
    ci.tags ->> 'namespace' AS namespace, ci.description, ci.source, ci.labels, ci.tags, ci.tags_values,
    ci.properties, ci.properties_values, ci.created_by, ci.created_at, ci.updated_at, ci.deleted_at,
    cost.cost_per_minute, cost.cost_total_1h, cost.cost_total_1d, cost.cost_total_30d,
    cost.billing_currency, coalesce(cost.mixed_currency, false) AS mixed_currency,
    ci.agent_id, ci.status, ci.health, ci.ready, ci.path,
    (SELECT count(*)::int FROM config_changes c WHERE c.config_id = ci.id AND c.created_at > now() - interval '7 days') AS changes,
    internal.analysis_type_counts(ci.id, now() - interval '7 days') AS analysis
  FROM config_items ci
  LEFT JOIN LATERAL (
    SELECT sum(k.cost_per_minute) AS cost_per_minute, sum(k.cost_total_1h) AS cost_total_1h,
      sum(k.cost_total_1d) AS cost_total_1d, sum(k.cost_total_30d) AS cost_total_30d,
      min(k.billing_currency) AS billing_currency, count(DISTINCT k.billing_currency) > 1 AS mixed_currency
    FROM config_costs k WHERE k.config_id = ci.id
    HAVING count(*) > 0
  ) cost ON true;

-- All config_items columns + last_scraped_time, agent_name, summary counts and scraper {id,name}.
-- summary: relationships (live links either way), analysis (open), changes (all), playbook_runs
-- (created in the last 30 days), checks (live check links).
CREATE VIEW config_detail AS
  SELECT ci.*,
    lst.last_scraped_time,
    ag.name AS agent_name,
    jsonb_build_object(
      'relationships', (SELECT count(*)::int FROM config_relationships r
        WHERE (r.config_id = ci.id OR r.related_id = ci.id) AND r.deleted_at IS NULL),
      'analysis', (SELECT count(*)::int FROM config_analysis a WHERE a.config_id = ci.id AND a.status = 'open'),
      'changes', (SELECT count(*)::int FROM config_changes c WHERE c.config_id = ci.id),
      'playbook_runs', (SELECT count(*)::int FROM playbook_runs p
        WHERE p.config_id = ci.id AND p.created_at > now() - interval '30 days'),
      'checks', (SELECT count(*)::int FROM check_config_relationships k
        WHERE k.config_id = ci.id AND k.deleted_at IS NULL)
    ) AS summary,
    CASE WHEN s.id IS NULL THEN NULL ELSE jsonb_build_object('id', s.id, 'name', s.name) END AS scraper
  FROM config_items ci
  LEFT JOIN config_items_last_scraped_time lst ON lst.config_id = ci.id
  LEFT JOIN agents ag ON ag.id = ci.agent_id
  LEFT JOIN config_scrapers s ON s.id = ci.scraper_id;

CREATE VIEW config_names AS
  SELECT id, type, external_id, name FROM config_items WHERE deleted_at IS NULL;

CREATE VIEW config_tags AS
  SELECT DISTINCT t.key, t.value
  FROM config_items ci, jsonb_each_text(CASE WHEN jsonb_typeof(ci.tags) = 'object' THEN ci.tags ELSE '{}'::jsonb END) t
  WHERE ci.deleted_at IS NULL;

CREATE VIEW config_labels AS
  SELECT DISTINCT t.key, t.value
  FROM config_items ci, jsonb_each_text(CASE WHEN jsonb_typeof(ci.labels) = 'object' THEN ci.labels ELSE '{}'::jsonb END) t
  WHERE ci.deleted_at IS NULL;

CREATE VIEW config_tags_labels_keys AS
  SELECT key FROM config_tags UNION SELECT key FROM config_labels;

CREATE VIEW config_types AS
  SELECT DISTINCT type FROM config_items WHERE deleted_at IS NULL;

CREATE VIEW config_statuses AS
  SELECT DISTINCT status FROM config_items WHERE deleted_at IS NULL AND status IS NOT NULL;

CREATE VIEW config_classes AS
  SELECT DISTINCT config_class FROM config_items WHERE deleted_at IS NULL;

CREATE VIEW config_class_summary AS
  SELECT config_class, count(*)::int AS count FROM config_items WHERE deleted_at IS NULL GROUP BY config_class;

-- Legacy per-type summary.
CREATE VIEW config_summary AS
  SELECT ci.type,
    max(ci.created_at) AS created_at, max(ci.updated_at) AS updated_at,
    (SELECT jsonb_object_agg(x.k, x.n) FROM (
      SELECT coalesce(a.analysis_type, 'unknown') AS k, count(*)::int AS n
      FROM config_analysis a JOIN config_items c2 ON c2.id = a.config_id
      WHERE c2.type = ci.type AND c2.deleted_at IS NULL AND a.status = 'open' GROUP BY 1) x) AS analysis,
    (SELECT jsonb_object_agg(x.k, x.n) FROM (
      SELECT coalesce(a.severity, 'unknown') AS k, count(*)::int AS n
      FROM config_analysis a JOIN config_items c2 ON c2.id = a.config_id
      WHERE c2.type = ci.type AND c2.deleted_at IS NULL AND a.status = 'open' GROUP BY 1) x) AS severity,
    (SELECT count(*)::int FROM config_changes c JOIN config_items c2 ON c2.id = c.config_id
      WHERE c2.type = ci.type AND c2.deleted_at IS NULL AND c.created_at > now() - interval '30 days') AS changes,
    count(*)::int AS total_configs,
    sum(k.cost_per_minute) AS cost_per_minute, sum(k.cost_total_1h) AS cost_total_1h,
    sum(k.cost_total_1d) AS cost_total_1d, sum(k.cost_total_30d) AS cost_total_30d
  FROM config_items ci
  LEFT JOIN LATERAL (
    SELECT sum(cost_per_minute) AS cost_per_minute, sum(cost_total_1h) AS cost_total_1h,
      sum(cost_total_1d) AS cost_total_1d, sum(cost_total_30d) AS cost_total_30d
    FROM config_costs WHERE config_id = ci.id
  ) k ON true
  WHERE ci.deleted_at IS NULL
  GROUP BY ci.type;

-- Basis of /catalog/changes: changes with their config's name/type/tags/config/agent/path.
CREATE VIEW catalog_changes AS
  SELECT cc.id, cc.config_id, ci.name, ci.deleted_at, ci.type, ci.config_class, ci.tags, ci.config,
    ci.agent_id, ci.path, cc.external_change_id, cc.change_type, cc.severity, cc.source, cc.summary,
    cc.count, cc.first_observed, cc.created_at, cc.inserted_at, cc.created_by, cc.external_created_by,
    cc.details
  FROM config_changes cc
  JOIN config_items ci ON ci.id = cc.config_id;

CREATE VIEW change_types AS
  SELECT DISTINCT change_type FROM config_changes WHERE change_type IS NOT NULL;

CREATE VIEW config_changes_by_types AS
  SELECT config_id, change_type, count(*)::int AS total, max(created_at) AS created_at
  FROM config_changes GROUP BY config_id, change_type;

CREATE VIEW changes_by_component AS
  SELECT cc.id, cc.config_id, ci.name, ci.type, ci.config_class, cc.change_type, cc.severity, cc.summary,
    cc.source, cc.created_at, cc.created_by, cc.external_created_by, ccr.component_id
  FROM config_changes cc
  JOIN config_items ci ON ci.id = cc.config_id
  JOIN config_component_relationships ccr ON ccr.config_id = cc.config_id AND ccr.deleted_at IS NULL;

-- config_analysis.* + the config's columns (config_name/config_type duplicate name/type for filters).
CREATE VIEW config_analysis_items AS
  SELECT ca.*, ci.name, ci.deleted_at, ci.type, ci.tags, ci.labels, ci.config, ci.agent_id, ci.path,
    ci.name AS config_name, ci.type AS config_type, ci.config_class
  FROM config_analysis ca
  JOIN config_items ci ON ci.id = ca.config_id;

CREATE VIEW analysis_types AS
  SELECT DISTINCT analysis_type FROM config_analysis WHERE analysis_type IS NOT NULL;

CREATE VIEW analyzer_types AS
  SELECT DISTINCT analyzer FROM config_analysis;

CREATE VIEW config_analysis_analyzers AS
  SELECT DISTINCT analyzer FROM config_analysis;

CREATE VIEW config_analysis_by_severity AS
  SELECT config_id, severity, count(*)::int AS count
  FROM config_analysis WHERE status = 'open' GROUP BY config_id, severity;

CREATE VIEW analysis_by_config AS
  SELECT config_id, analysis_type, severity, count(*)::int AS count
  FROM config_analysis WHERE status = 'open' GROUP BY config_id, analysis_type, severity;

CREATE VIEW analysis_by_component AS
  SELECT ccr.component_id, ca.config_id, ca.id AS analysis_id, ca.analysis_type, ca.severity, ca.status,
    ca.analyzer, ca.first_observed, ca.last_observed
  FROM config_analysis ca
  JOIN config_component_relationships ccr ON ccr.config_id = ca.config_id AND ccr.deleted_at IS NULL;

CREATE VIEW analysis_summary_by_component AS
  SELECT component_id, analysis_type, severity, count(*)::int AS count
  FROM analysis_by_component WHERE status = 'open' GROUP BY component_id, analysis_type, severity;

CREATE VIEW config_scrapers_with_status AS
  SELECT s.*,
    j.name AS job_name, j.success_count AS job_success_count, j.error_count AS job_error_count,
    j.details AS job_details, j.hostname AS job_hostname, j.duration_millis AS job_duration_millis,
    j.resource_type AS job_resource_type, j.status AS job_status, j.time_start AS job_time_start,
    j.time_end AS job_time_end, j.created_at AS job_created_at,
    (SELECT max(f.created_at) FROM job_history f WHERE f.resource_id = s.id::text AND f.status = 'FAILED') AS job_last_failed,
    jsonb_build_object('id', ag.id, 'name', ag.name) AS agent
  FROM config_scrapers s
  LEFT JOIN LATERAL (
    SELECT * FROM job_history h WHERE h.resource_id = s.id::text ORDER BY h.created_at DESC LIMIT 1
  ) j ON true
  LEFT JOIN agents ag ON ag.id = s.agent_id;
