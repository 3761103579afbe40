-- Incident history (spec §4 "History event names"): a real deployment records one
-- incident_histories row per event, whoever made the change (the console, an API client, a
-- notification bot). The reference server does it with triggers so every write path is covered.
--   incident.created, incident.status_updated, hypothesis.created, hypothesis.status_updated,
--   evidence.created, evidence.done_definition_added, responder.created, responder.commented.
-- Responders are only recorded: no external ticket system is called (see server/incidents/README.md).
-- The actor of an update is `mc.actor` when the request set it, else the incident's commander,
-- else its creator (the tables carry no "updated_by").

CREATE FUNCTION internal.incident_actor(incident uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('mc.actor', true), '')::uuid, i.commander_id, i.created_by)
  FROM incidents i WHERE i.id = incident
$$;

CREATE FUNCTION internal.record_incident_history(
  incident uuid, actor uuid, kind text, descr text,
  hypothesis uuid DEFAULT NULL, responder uuid DEFAULT NULL, evidence uuid DEFAULT NULL, comment uuid DEFAULT NULL
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO incident_histories (incident_id, created_by, type, description, hypothesis_id, responder_id, evidence_id, comment_id)
  VALUES (incident, actor, kind, descr, hypothesis, responder, evidence, comment)
$$;

CREATE FUNCTION internal.incidents_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM internal.record_incident_history(NEW.id, NEW.created_by, 'incident.created', NEW.title);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM internal.record_incident_history(NEW.id, internal.incident_actor(NEW.id), 'incident.status_updated',
      'Status changed to ' || NEW.status);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER incidents_history AFTER INSERT OR UPDATE OF status ON incidents
  FOR EACH ROW EXECUTE FUNCTION internal.incidents_history();

CREATE FUNCTION internal.hypotheses_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM internal.record_incident_history(NEW.incident_id, NEW.created_by, 'hypothesis.created', NEW.title, NEW.id);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM internal.record_incident_history(NEW.incident_id, internal.incident_actor(NEW.incident_id),
      'hypothesis.status_updated', 'Hypothesis status changed to ' || NEW.status, NEW.id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER hypotheses_history AFTER INSERT OR UPDATE OF status ON hypotheses
  FOR EACH ROW EXECUTE FUNCTION internal.hypotheses_history();

CREATE FUNCTION internal.evidences_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  incident uuid;
BEGIN
  SELECT h.incident_id INTO incident FROM hypotheses h WHERE h.id = NEW.hypothesis_id;
  IF incident IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM internal.record_incident_history(incident, NEW.created_by, 'evidence.created', NEW.description,
      NEW.hypothesis_id, NULL, NEW.id);
    IF NEW.definition_of_done IS TRUE THEN
      PERFORM internal.record_incident_history(incident, NEW.created_by, 'evidence.done_definition_added',
        NEW.description, NEW.hypothesis_id, NULL, NEW.id);
    END IF;
  ELSIF NEW.definition_of_done IS TRUE AND OLD.definition_of_done IS NOT TRUE THEN
    PERFORM internal.record_incident_history(incident, internal.incident_actor(incident),
      'evidence.done_definition_added', NEW.description, NEW.hypothesis_id, NULL, NEW.id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER evidences_history AFTER INSERT OR UPDATE OF definition_of_done ON evidences
  FOR EACH ROW EXECUTE FUNCTION internal.evidences_history();

CREATE FUNCTION internal.responders_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM internal.record_incident_history(NEW.incident_id, NEW.created_by, 'responder.created',
    coalesce(NEW.properties ->> 'responderType', NEW.type), NULL, NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER responders_history AFTER INSERT ON responders
  FOR EACH ROW EXECUTE FUNCTION internal.responders_history();

-- A comment is a responder event when it came through a responder (a ticket system's reply);
-- people's own comments are the comments themselves, shown in the timeline.
CREATE FUNCTION internal.comments_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.responder_id IS NOT NULL THEN
    PERFORM internal.record_incident_history(NEW.incident_id, NEW.created_by, 'responder.commented',
      left(NEW.comment, 200), NEW.hypothesis_id, NEW.responder_id, NULL, NEW.id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER comments_history AFTER INSERT ON comments
  FOR EACH ROW EXECUTE FUNCTION internal.comments_history();
