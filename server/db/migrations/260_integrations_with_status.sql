-- integrations_with_status as duty defines it (views/015_job_history.sql): the scrapers,
-- topologies and log backends of Settings › Integrations in one list (spec 02-areas §2.13, §3
-- "Integration list row"), each with its latest job. A scraper's job is the latest of its
-- 'config_scraper' jobs and a topology's of its 'topology' jobs, as duty's scraper and topology
-- views pick them, so a job of another kind that names the same id is not taken for it; log
-- backends run no jobs, so theirs are empty (duty: '' and NULLs). job_last_failed is the start of
-- the latest failed run of that kind. The columns and their order are those of migration 005, so
-- the console's select (api-contract §3.6: select=*, deleted_at=is.null, limit, offset, count)
-- reads the same row; `namespace` is kept for the list's Namespace column (NULL for log backends,
-- which have none).
DROP VIEW IF EXISTS integrations_with_status;

CREATE VIEW integrations_with_status AS
  SELECT x.id, x.name, x.namespace, x.description, x.integration_type, x.source,
    x.agent_id, x.created_at, x.updated_at, x.deleted_at, x.created_by,
    j.name AS job_name, j.success_count AS job_success_count, j.error_count AS job_error_count,
    j.details AS job_details, j.hostname AS job_hostname, j.duration_millis AS job_duration_millis,
    j.resource_type AS job_resource_type, j.status AS job_status, j.time_start AS job_time_start,
    j.time_end AS job_time_end, j.created_at AS job_created_at,
    (SELECT max(f.time_start) FROM job_history f
      WHERE f.resource_id = x.id::text AND f.resource_type = x.job_kind AND f.status = 'FAILED') AS job_last_failed,
    CASE WHEN ag.id IS NULL THEN NULL ELSE jsonb_build_object('id', ag.id, 'name', ag.name) END AS agent,
    p.name AS creator_name, p.avatar AS creator_avatar, p.title AS creator_title, p.email AS creator_email
  FROM (
    SELECT s.id, s.name, s.namespace, s.description, 'scrapers'::text AS integration_type,
      s.source::text AS source, s.agent_id, s.created_at, s.updated_at, s.deleted_at, s.created_by,
      'config_scraper'::text AS job_kind
    FROM config_scrapers s
    UNION ALL
    SELECT t.id, t.name, t.namespace, '', 'topologies', t.source::text,
      t.agent_id, t.created_at, t.updated_at, t.deleted_at, t.created_by, 'topology'
    FROM topologies t
    UNION ALL
    SELECT l.id, l.name, NULL, '', 'logging_backends', l.source::text,
      l.agent_id, l.created_at, l.updated_at, l.deleted_at, l.created_by, NULL
    FROM logging_backends l
  ) x
  LEFT JOIN LATERAL (
    SELECT * FROM job_history h
    WHERE h.resource_id = x.id::text AND h.resource_type = x.job_kind
    ORDER BY h.created_at DESC LIMIT 1
  ) j ON true
  LEFT JOIN agents ag ON ag.id = x.agent_id
  LEFT JOIN people p ON p.id = x.created_by;
