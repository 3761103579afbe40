-- Incidents, people, agents, jobs, notifications, event queue, playbooks and integrations views
-- (api-contract.md §4.2).

-- ---------------------------------------------------------------- incidents
-- `created_by` is kept (the list filters `created_by=eq.`); responders mixes people and teams
-- ({id, avatar = team icon, name}); commenters are the distinct comment authors.
CREATE VIEW incident_summary AS
  SELECT i.id, i.incident_id, i.title, i.severity, i.type, i.status, i.created_at, i.updated_at, i.created_by,
    CASE WHEN cm.id IS NULL THEN NULL
      ELSE jsonb_build_object('id', cm.id, 'avatar', cm.avatar, 'name', cm.name) END AS commander,
    coalesce((
      SELECT jsonb_agg(DISTINCT jsonb_build_object(
        'id', coalesce(p.id, t.id), 'avatar', coalesce(p.avatar, t.icon), 'name', coalesce(p.name, t.name)))
      FROM responders r
      LEFT JOIN people p ON p.id = r.person_id
      LEFT JOIN teams t ON t.id = r.team_id
      WHERE r.incident_id = i.id AND r.deleted_at IS NULL AND (p.id IS NOT NULL OR t.id IS NOT NULL)
    ), '[]'::jsonb) AS responders,
    coalesce((
      SELECT jsonb_agg(DISTINCT jsonb_build_object('id', p.id, 'avatar', p.avatar, 'name', p.name))
      FROM comments c JOIN people p ON p.id = c.created_by
      WHERE c.incident_id = i.id
    ), '[]'::jsonb) AS commenters
  FROM incidents i
  LEFT JOIN people cm ON cm.id = i.commander_id;

CREATE VIEW incidents_by_component AS
  SELECT DISTINCT i.title, i.id, i.incident_id, i.created_at, i.type, i.status, i.severity, e.component_id
  FROM evidences e
  JOIN hypotheses h ON h.id = e.hypothesis_id
  JOIN incidents i ON i.id = h.incident_id
  WHERE e.component_id IS NOT NULL;

CREATE VIEW incidents_by_config AS
  SELECT DISTINCT i.title, i.id, i.incident_id, i.created_at, i.type, i.status, i.severity, e.config_id
  FROM evidences e
  JOIN hypotheses h ON h.id = e.hypothesis_id
  JOIN incidents i ON i.id = h.incident_id
  WHERE e.config_id IS NOT NULL;

-- ---------------------------------------------------------------- people, teams, agents
-- roles from casbin role bindings (`g, <person id>, <role>`); people of type 'team' are excluded.
CREATE VIEW people_roles AS
  SELECT p.id, p.name, p.email,
    coalesce(array(
      SELECT DISTINCT r.v1 FROM casbin_rule r
      WHERE r.ptype = 'g' AND r.v0 = p.id::text AND r.v1 IS NOT NULL ORDER BY r.v1
    ), '{}'::text[]) AS roles
  FROM people p
  WHERE p.type IS DISTINCT FROM 'team';

CREATE VIEW teams_with_status AS
  SELECT t.*,
    j.name AS job_name, j.success_count AS job_success_count, j.error_count AS job_error_count,
    j.details AS job_details, j.hostname AS job_hostname, j.duration_millis AS job_duration_millis,
    j.resource_type AS job_resource_type, j.status AS job_status, j.time_start AS job_time_start,
    j.time_end AS job_time_end, j.created_at AS job_created_at,
    (SELECT max(f.created_at) FROM job_history f WHERE f.resource_id = t.id::text AND f.status = 'FAILED') AS job_last_failed
  FROM teams t
  LEFT JOIN LATERAL (
    SELECT * FROM job_history h WHERE h.resource_id = t.id::text ORDER BY h.created_at DESC LIMIT 1
  ) j ON true;

-- status: online when last seen less than 61 s ago, offline when longer, unknown when never seen.
-- health: from the agent's latest job (FAILED -> unhealthy, any other -> healthy), unknown without jobs.
CREATE VIEW agents_summary AS
  SELECT a.*,
    (SELECT count(*)::int FROM config_items c WHERE c.agent_id = a.id AND c.deleted_at IS NULL) AS config_count,
    (SELECT count(*)::int FROM config_scrapers s WHERE s.agent_id = a.id AND s.deleted_at IS NULL) AS config_scrapper_count,
    (SELECT count(*)::int FROM checks k WHERE k.agent_id = a.id AND k.deleted_at IS NULL) AS checks_count,
    (SELECT count(*)::int FROM playbook_runs r WHERE r.agent_id = a.id) AS playbook_runs_count,
    coalesce((
      SELECT CASE WHEN j.status = 'FAILED' THEN 'unhealthy' ELSE 'healthy' END
      FROM job_history j WHERE j.agent_id = a.id ORDER BY j.created_at DESC LIMIT 1
    ), 'unknown') AS health,
    CASE WHEN a.last_seen IS NULL THEN 'unknown'
      WHEN a.last_seen > now() - interval '61 seconds' THEN 'online'
      ELSE 'offline' END AS status
  FROM agents a;

-- ---------------------------------------------------------------- job history (table: job_history)
CREATE VIEW job_histories AS
  SELECT jh.*,
    coalesce(
      (SELECT s.name FROM config_scrapers s WHERE s.id = internal.try_uuid(jh.resource_id)),
      (SELECT c.name FROM canaries c WHERE c.id = internal.try_uuid(jh.resource_id)),
      (SELECT t.name FROM topologies t WHERE t.id = internal.try_uuid(jh.resource_id)),
      (SELECT k.name FROM checks k WHERE k.id = internal.try_uuid(jh.resource_id)),
      (SELECT m.name FROM components m WHERE m.id = internal.try_uuid(jh.resource_id)),
      (SELECT p.name FROM playbooks p WHERE p.id = internal.try_uuid(jh.resource_id)),
      (SELECT n.name FROM notifications n WHERE n.id = internal.try_uuid(jh.resource_id)),
      (SELECT tm.name FROM teams tm WHERE tm.id = internal.try_uuid(jh.resource_id)),
      (SELECT l.name FROM logging_backends l WHERE l.id = internal.try_uuid(jh.resource_id)),
      (SELECT cn.name FROM connections cn WHERE cn.id = internal.try_uuid(jh.resource_id)),
      (SELECT ag2.name FROM agents ag2 WHERE ag2.id = internal.try_uuid(jh.resource_id))
    ) AS resource_name,
    jsonb_build_object('id', ag.id, 'name', ag.name) AS agent
  FROM job_history jh
  LEFT JOIN agents ag ON ag.id = jh.agent_id;

CREATE VIEW job_history_summary AS
  SELECT name,
    count(*)::int AS total,
    count(*) FILTER (WHERE status = 'RUNNING')::int AS running,
    count(*) FILTER (WHERE status = 'SUCCESS')::int AS success,
    count(*) FILTER (WHERE status = 'WARNING')::int AS warning,
    count(*) FILTER (WHERE status = 'FAILED')::int AS failed,
    count(*) FILTER (WHERE status = 'STALE')::int AS stale,
    count(*) FILTER (WHERE status = 'SKIPPED')::int AS skipped,
    max(coalesce(time_start, created_at)) AS last_run_at,
    avg(duration_millis)::float8 AS average_duration
  FROM job_history
  WHERE name IS NOT NULL
  GROUP BY name;

CREATE VIEW job_history_names AS
  SELECT DISTINCT name FROM job_history WHERE name IS NOT NULL;

-- ---------------------------------------------------------------- notifications
-- Send statuses: sent; error/failed; pending-like (pending, sending, evaluating-waitfor,
-- checking-playbook-run, pending_playbook_run, pending_playbook_completion).
CREATE VIEW notifications_summary AS
  SELECT n.id, n.name, n.namespace, n.error, n.error_at, n.title, n.events, n.filter, n.person_id,
    n.team_id, n.playbook_id, n.custom_services, n.created_at, n.updated_at, n.deleted_at, n.created_by,
    n.source, n.repeat_interval, n.wait_for,
    coalesce(s.pending, 0) AS pending, s.avg_duration_ms, coalesce(s.failed, 0) AS failed,
    coalesce(s.sent, 0) AS sent, s.most_common_error, s.last_failed_at
  FROM notifications n
  LEFT JOIN LATERAL (
    SELECT
      count(*) FILTER (WHERE h.status IN ('pending', 'sending', 'evaluating-waitfor', 'checking-playbook-run',
        'pending_playbook_run', 'pending_playbook_completion'))::int AS pending,
      avg(h.duration_millis)::float8 AS avg_duration_ms,
      count(*) FILTER (WHERE h.status IN ('error', 'failed'))::int AS failed,
      count(*) FILTER (WHERE h.status = 'sent')::int AS sent,
      mode() WITHIN GROUP (ORDER BY h.error) FILTER (WHERE h.error IS NOT NULL AND h.error <> '') AS most_common_error,
      max(h.created_at) FILTER (WHERE h.status IN ('error', 'failed')) AS last_failed_at
    FROM notification_send_history h WHERE h.notification_id = n.id
  ) s ON true;

-- Send history with the resource it was about (config, component, check or canary).
CREATE VIEW notification_send_history_summary AS
  SELECT h.*,
    CASE WHEN ci.id IS NOT NULL THEN 'config' WHEN co.id IS NOT NULL THEN 'component'
      WHEN ck.id IS NOT NULL THEN 'check' WHEN ca.id IS NOT NULL THEN 'canary' END AS resource_type,
    coalesce(ci.type, co.type, ck.type) AS resource_kind,
    coalesce(ci.tags, co.labels, ck.labels, ca.labels) AS resource_tags,
    CASE
      WHEN ci.id IS NOT NULL THEN jsonb_build_object('id', ci.id, 'name', ci.name, 'type', ci.type,
        'config_class', ci.config_class, 'health', ci.health, 'status', ci.status, 'deleted_at', ci.deleted_at)
      WHEN co.id IS NOT NULL THEN jsonb_build_object('id', co.id, 'name', co.name, 'type', co.type,
        'icon', co.icon, 'health', co.health, 'status', co.status, 'deleted_at', co.deleted_at)
      WHEN ck.id IS NOT NULL THEN jsonb_build_object('id', ck.id, 'name', ck.name, 'type', ck.type,
        'icon', ck.icon, 'status', ck.status, 'deleted_at', ck.deleted_at)
      WHEN ca.id IS NOT NULL THEN jsonb_build_object('id', ca.id, 'name', ca.name, 'deleted_at', ca.deleted_at)
    END AS resource
  FROM notification_send_history h
  LEFT JOIN config_items ci ON ci.id = h.resource_id
  LEFT JOIN components co ON co.id = h.resource_id
  LEFT JOIN checks ck ON ck.id = h.resource_id
  LEFT JOIN canaries ca ON ca.id = h.resource_id;

CREATE VIEW notification_send_history_resource_types AS
  SELECT DISTINCT resource_type FROM notification_send_history_summary WHERE resource_type IS NOT NULL;

-- ---------------------------------------------------------------- event queue
-- Per event name; event_id is the event of the most recent failure (null when none failed).
CREATE VIEW event_queue_summary AS
  SELECT q.name,
    (array_agg(q.event_id ORDER BY q.last_attempt DESC NULLS LAST) FILTER (WHERE q.error IS NOT NULL))[1] AS event_id,
    count(*) FILTER (WHERE q.error IS NULL)::int AS pending,
    count(*) FILTER (WHERE q.error IS NOT NULL)::int AS failed,
    avg(q.attempts)::float8 AS average_attempts,
    min(q.last_attempt) FILTER (WHERE q.error IS NOT NULL) AS first_failure,
    max(q.last_attempt) FILTER (WHERE q.error IS NOT NULL) AS last_failure,
    mode() WITHIN GROUP (ORDER BY q.error) FILTER (WHERE q.error IS NOT NULL) AS most_common_error
  FROM event_queue q
  GROUP BY q.name;

CREATE VIEW failed_events AS
  SELECT * FROM event_queue WHERE error IS NOT NULL;

-- ---------------------------------------------------------------- playbooks, connections, integrations
CREATE VIEW playbook_names AS
  SELECT id, name, namespace,
    coalesce(nullif(title, ''), spec ->> 'title', name) AS title,
    coalesce(description, spec ->> 'description') AS description,
    coalesce(nullif(category, ''), spec ->> 'category') AS category,
    coalesce(icon, spec ->> 'icon') AS icon
  FROM playbooks WHERE deleted_at IS NULL;

-- Connections without secrets (no username/password/certificate; url omitted as it may embed credentials).
CREATE VIEW connections_list AS
  SELECT id, name, namespace, type, source, insecure_tls, properties, created_by, created_at, updated_at, deleted_at
  FROM connections;

CREATE VIEW integrations_with_status AS
  SELECT x.*,
    j.name AS job_name, j.success_count AS job_success_count, j.error_count AS job_error_count,
    j.details AS job_details, j.hostname AS job_hostname, j.duration_millis AS job_duration_millis,
    j.resource_type AS job_resource_type, j.status AS job_status, j.time_start AS job_time_start,
    j.time_end AS job_time_end, j.created_at AS job_created_at,
    (SELECT max(f.created_at) FROM job_history f WHERE f.resource_id = x.id::text AND f.status = 'FAILED') AS job_last_failed,
    jsonb_build_object('id', ag.id, 'name', ag.name) AS agent,
    p.name AS creator_name, p.avatar AS creator_avatar, p.title AS creator_title, p.email AS creator_email
  FROM (
    SELECT s.id, s.name, s.namespace, s.description, 'scrapers'::text AS integration_type, s.source::text AS source,
      s.agent_id, s.created_at, s.updated_at, s.deleted_at, s.created_by
    FROM config_scrapers s
    UNION ALL
    SELECT t.id, t.name, t.namespace, NULL, 'topologies', t.source::text,
      t.agent_id, t.created_at, t.updated_at, t.deleted_at, t.created_by
    FROM topologies t
    UNION ALL
    SELECT l.id, l.name, NULL, NULL, 'logging_backends', l.source::text,
      l.agent_id, l.created_at, l.updated_at, l.deleted_at, l.created_by
    FROM logging_backends l
  ) x
  LEFT JOIN LATERAL (
    SELECT * FROM job_history h WHERE h.resource_id = x.id::text ORDER BY h.created_at DESC LIMIT 1
  ) j ON true
  LEFT JOIN agents ag ON ag.id = x.agent_id
  LEFT JOIN people p ON p.id = x.created_by;
