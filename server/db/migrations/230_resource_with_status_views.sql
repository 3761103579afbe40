-- The `{table}_with_status` list views the settings resource screens read (spec 02-areas §7.6:
-- "list GET /{table}_with_status?select=...&deleted_at=is.null&order=created_at.desc&limit=100"
-- for canaries, topologies, config_scrapers, logging_backends and notifications; connections and
-- incident_rules read the plain table). Canaries, topologies, scrapers and teams have theirs
-- (migrations 003-005); these are the two left: each row with its latest job, when it failed
-- last, and its agent, in the same columns as topologies_with_status.
CREATE VIEW logging_backends_with_status AS
  SELECT l.*,
    j.name AS job_name, j.success_count AS job_success_count, j.error_count AS job_error_count,
    j.details AS job_details, j.hostname AS job_hostname, j.duration_millis AS job_duration_millis,
    j.resource_type AS job_resource_type, j.status AS job_status, j.time_start AS job_time_start,
    j.time_end AS job_time_end, j.created_at AS job_created_at,
    (SELECT max(f.created_at) FROM job_history f WHERE f.resource_id = l.id::text AND f.status = 'FAILED') AS job_last_failed,
    CASE WHEN ag.id IS NULL THEN NULL ELSE jsonb_build_object('id', ag.id, 'name', ag.name) END AS agent
  FROM logging_backends l
  LEFT JOIN LATERAL (
    SELECT * FROM job_history h WHERE h.resource_id = l.id::text ORDER BY h.created_at DESC LIMIT 1
  ) j ON true
  LEFT JOIN agents ag ON ag.id = l.agent_id;

CREATE VIEW notifications_with_status AS
  SELECT n.*,
    j.name AS job_name, j.success_count AS job_success_count, j.error_count AS job_error_count,
    j.details AS job_details, j.hostname AS job_hostname, j.duration_millis AS job_duration_millis,
    j.resource_type AS job_resource_type, j.status AS job_status, j.time_start AS job_time_start,
    j.time_end AS job_time_end, j.created_at AS job_created_at,
    (SELECT max(f.created_at) FROM job_history f WHERE f.resource_id = n.id::text AND f.status = 'FAILED') AS job_last_failed
  FROM notifications n
  LEFT JOIN LATERAL (
    SELECT * FROM job_history h WHERE h.resource_id = n.id::text ORDER BY h.created_at DESC LIMIT 1
  ) j ON true;
