-- Health (canaries/checks) and topology views (api-contract.md §4.2).
-- duty's check_status_summary is a MATERIALIZED view over hourly + aged rollups; here it is a plain
-- view over all retained check_statuses rows (same columns).

CREATE VIEW check_status_summary AS
  SELECT s.check_id,
    percentile_cont(0.99) WITHIN GROUP (ORDER BY s.duration) AS p99,
    percentile_cont(0.95) WITHIN GROUP (ORDER BY s.duration) AS p95,
    percentile_cont(0.50) WITHIN GROUP (ORDER BY s.duration) AS p50,
    avg(s.duration)::float8 AS mean,
    count(*) FILTER (WHERE s.status)::int AS passed,
    count(*) FILTER (WHERE NOT s.status)::int AS failed,
    max(s.time) AS last_check,
    max(s.time) FILTER (WHERE s.status) AS last_pass,
    max(s.time) FILTER (WHERE NOT s.status) AS last_fail
  FROM check_statuses s
  GROUP BY s.check_id;

-- One row per check: uptime/latency from its statuses, labels = canary labels overlaid by check labels.
CREATE VIEW check_summary AS
  SELECT c.id, c.canary_id, c.agent_id,
    jsonb_build_object(
      'passed', coalesce(css.passed, 0), 'failed', coalesce(css.failed, 0),
      'last_pass', css.last_pass, 'last_fail', css.last_fail) AS uptime,
    jsonb_build_object('p99', css.p99, 'p95', css.p95, 'p50', css.p50, 'avg', css.mean) AS latency,
    c.last_transition_time, c.type, c.icon, c.name, c.status, c.description, c.namespace,
    ca.namespace AS canary_namespace, ca.name AS canary_name,
    coalesce(ca.labels, '{}'::jsonb) || coalesce(c.labels, '{}'::jsonb) AS labels,
    c.severity, c.owner,
    coalesce(cu.last_runtime, c.last_runtime) AS last_runtime,
    c.created_at, c.updated_at, c.deleted_at, c.silenced_at
  FROM checks c
  JOIN canaries ca ON ca.id = c.canary_id
  LEFT JOIN check_status_summary css ON css.check_id = c.id
  LEFT JOIN checks_unlogged cu ON cu.check_id = c.id;

CREATE VIEW check_summary_for_config AS
  SELECT cs.*, ccr.config_id
  FROM check_summary cs
  JOIN check_config_relationships ccr ON ccr.check_id = cs.id AND ccr.deleted_at IS NULL
  WHERE cs.deleted_at IS NULL;

CREATE VIEW check_summary_by_component AS
  SELECT cs.*, ccr.component_id
  FROM check_summary cs
  JOIN check_component_relationships ccr ON ccr.check_id = cs.id AND ccr.deleted_at IS NULL
  WHERE cs.deleted_at IS NULL;

CREATE VIEW checks_by_component AS
  SELECT c.id, c.canary_id, c.agent_id, c.name, c.type, c.icon, c.status, c.severity, c.description,
    c.namespace, c.labels, c.last_runtime, c.last_transition_time, c.created_at, c.updated_at,
    c.deleted_at, c.silenced_at, ccr.component_id
  FROM checks c
  JOIN check_component_relationships ccr ON ccr.check_id = c.id AND ccr.deleted_at IS NULL
  WHERE c.deleted_at IS NULL;

CREATE VIEW checks_by_config AS
  SELECT c.id, c.canary_id, c.agent_id, c.name, c.type, c.icon, c.status, c.severity, c.description,
    c.namespace, c.labels, c.last_runtime, c.last_transition_time, c.created_at, c.updated_at,
    c.deleted_at, c.silenced_at, ccr.config_id
  FROM checks c
  JOIN check_config_relationships ccr ON ccr.check_id = c.id AND ccr.deleted_at IS NULL
  WHERE c.deleted_at IS NULL;

CREATE VIEW check_names AS
  SELECT id, canary_id, type, name, status
  FROM checks WHERE deleted_at IS NULL AND silenced_at IS NULL;

CREATE VIEW check_labels AS
  SELECT DISTINCT t.key, t.value
  FROM checks c, jsonb_each_text(CASE WHEN jsonb_typeof(c.labels) = 'object' THEN c.labels ELSE '{}'::jsonb END) t
  WHERE c.deleted_at IS NULL;

CREATE VIEW checks_labels_keys AS
  SELECT DISTINCT key FROM check_labels;

-- Latest job_history row per resource (resource_id), with all job_history columns.
CREATE VIEW job_history_latest_status AS
  SELECT DISTINCT ON (resource_id) *
  FROM job_history
  WHERE resource_id IS NOT NULL
  ORDER BY resource_id, created_at DESC, id DESC;

CREATE VIEW canaries_with_status AS
  SELECT ca.id, ca.name, ca.namespace, ca.spec ->> 'interval' AS interval, ca.spec ->> 'schedule' AS schedule,
    ca.labels, ca.source, ca.spec, ca.agent_id, ca.created_by, ca.created_at, ca.updated_at, ca.deleted_at,
    (SELECT max(coalesce(cu.last_runtime, c.last_runtime)) FROM checks c
      LEFT JOIN checks_unlogged cu ON cu.check_id = c.id WHERE c.canary_id = ca.id) AS last_runtime,
    j.name AS job_name, j.success_count AS job_success_count, j.error_count AS job_error_count,
    j.details AS job_details, j.hostname AS job_hostname, j.duration_millis AS job_duration_millis,
    j.resource_type AS job_resource_type, j.status AS job_status, j.time_start AS job_time_start,
    j.time_end AS job_time_end, j.created_at AS job_created_at,
    (SELECT max(f.created_at) FROM job_history f WHERE f.resource_id = ca.id::text AND f.status = 'FAILED') AS job_last_failed,
    jsonb_build_object('id', ag.id, 'name', ag.name) AS agent
  FROM canaries ca
  LEFT JOIN LATERAL (
    SELECT * FROM job_history h WHERE h.resource_id = ca.id::text ORDER BY h.created_at DESC LIMIT 1
  ) j ON true
  LEFT JOIN agents ag ON ag.id = ca.agent_id;

-- ---------------------------------------------------------------- topology
CREATE VIEW component_names AS
  SELECT id, path, external_id, type, name, created_at, updated_at, icon, parent_id
  FROM components WHERE deleted_at IS NULL AND hidden = false;

CREATE VIEW component_names_all AS
  SELECT id, path, external_id, type, name, created_at, updated_at, icon, parent_id, hidden, deleted_at
  FROM components;

CREATE VIEW component_labels AS
  SELECT DISTINCT t.key, t.value
  FROM components c, jsonb_each_text(CASE WHEN jsonb_typeof(c.labels) = 'object' THEN c.labels ELSE '{}'::jsonb END) t
  WHERE c.deleted_at IS NULL;

CREATE VIEW component_labels_keys AS
  SELECT DISTINCT key FROM component_labels;

CREATE VIEW component_types AS
  SELECT DISTINCT type FROM components WHERE deleted_at IS NULL AND type IS NOT NULL;

CREATE VIEW components_with_logs AS
  SELECT id, name, agent_id, icon, type
  FROM components
  WHERE deleted_at IS NULL AND log_selectors IS NOT NULL AND log_selectors NOT IN ('null'::jsonb, '[]'::jsonb);

CREATE VIEW topologies_with_status AS
  SELECT t.*,
    j.name AS job_name, j.success_count AS job_success_count, j.error_count AS job_error_count,
    j.details AS job_details, j.hostname AS job_hostname, j.duration_millis AS job_duration_millis,
    j.resource_type AS job_resource_type, j.status AS job_status, j.time_start AS job_time_start,
    j.time_end AS job_time_end, j.created_at AS job_created_at,
    (SELECT max(f.created_at) FROM job_history f WHERE f.resource_id = t.id::text AND f.status = 'FAILED') AS job_last_failed,
    jsonb_build_object('id', ag.id, 'name', ag.name) AS agent
  FROM topologies t
  LEFT JOIN LATERAL (
    SELECT * FROM job_history h WHERE h.resource_id = t.id::text ORDER BY h.created_at DESC LIMIT 1
  ) j ON true
  LEFT JOIN agents ag ON ag.id = t.agent_id;
